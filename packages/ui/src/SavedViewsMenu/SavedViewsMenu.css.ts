import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** The trigger keeps long view names on one line, cut with an ellipsis. */
export const trigger = style({
  maxWidth: '320px',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

/** The applied view's item. */
export const selected = style({ fontWeight: vars.font.weight.medium });

/** Room for the check mark, so names line up whether checked or not. */
export const check = style({ display: 'inline-flex', width: '16px', flex: 'none' });

export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const form = style({ display: 'grid', gap: vars.space.md });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const error = style({
  margin: 0,
  marginInlineEnd: 'auto',
  color: vars.color.text.critical,
  fontSize: vars.font.size.sm,
});
