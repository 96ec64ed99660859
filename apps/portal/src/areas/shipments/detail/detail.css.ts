import { style } from '@vanilla-extract/css';
import { media, sizes, vars } from '../../../app/themeVars.ts';

/** A stop time: the date field wide, hour and minute narrow, bottoms aligned; stacked when narrow. */
export const timeRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(9rem, 2fr) repeat(2, minmax(4rem, 1fr))',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': { [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

// The two below serve ShipmentActions' dialogs only (its logic is being reworked separately).
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const error = style({ margin: 0, color: vars.color.text.critical, fontSize: vars.font.size.sm });

/**
 * A shipment's header: the title with the actions beside it, the lane summary below both. The title's
 * row is at least a button tall, so the title sits where it will when the actions arrive. On a phone the
 * actions go below the summary, so a row of buttons that wraps (or is not offered) never moves the
 * summary when the shipment loads (ADR 074). The DOM order is title, summary, actions at every width.
 */
export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': {
    [media.wide]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"title actions" "summary summary"',
      alignItems: 'center',
    },
  },
});

/** The title's cell: as tall as the kit's one-line controls (`sizes.control`, Button and Select) at least. */
export const headerTitle = style({
  gridArea: 'title',
  minHeight: sizes.control,
  display: 'flex',
  alignItems: 'center',
});

export const headerSummary = style({ gridArea: 'summary', minWidth: 0 });

/**
 * The actions' cell. While the shipment loads it is a control tall, the row the links and the menu
 * will fill (ADR 087); once loaded, a user offered none (no link, no menu) gets no empty row on a phone.
 */
export const headerActions = style({
  gridArea: 'actions',
  selectors: {
    '&[data-pending]': { minHeight: sizes.control },
    '&:not([data-pending]):not(:has(a, button))': { display: 'none' },
  },
});
