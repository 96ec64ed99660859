/** A theme as `UiProvider` applies it: a vanilla-extract class filling the token contract. */
export interface Theme {
  /** Stable name, used by Storybook's theme switcher and visual baselines. */
  readonly name: string;
  /** The class that sets every contract variable. */
  readonly className: string;
  /** Tells the browser which native controls and scrollbars to draw. */
  readonly colorScheme: 'light' | 'dark';
}
