import { narrowScreenPx } from '@freightkit/domain';
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../app/themeVars.ts';

const narrow = `screen and (max-width: ${String(narrowScreenPx - 0.02)}px)`;

export const page = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  maxWidth: '1100px',
  '@media': { [narrow]: { padding: vars.space.sm } },
});

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.font.size.xl });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
});

globalStyle(`${facts} dt`, { color: vars.color.text.secondary, fontSize: vars.font.size.sm });

globalStyle(`${facts} dd`, { margin: 0 });

export const shipments = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const shipment = style({ margin: 0 });

export const leg = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
});

export const position = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const legHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const legTitle = style({ margin: 0, fontSize: vars.font.size.lg });

export const lane = style({ margin: 0 });
