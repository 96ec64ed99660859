/**
 * Fixed sizes the kit's controls share, for `.css.ts` files. Not theme tokens: every theme draws
 * controls at the same height, so a brand theme does not have to fill them in.
 */
export const sizes = {
  /**
   * The height of a one-line control: a medium button or icon button, a field, a select, a menu item,
   * the top bar's controls. Rows that line up with controls (a title beside its actions) use it too,
   * so they stay put when the controls arrive.
   */
  control: '36px',
} as const;
