import { Box, type BoxProps } from '@freightkit/ui';

/** Props of {@link Page}: a Box's element and attributes (e.g. `as="section"`, `aria-labelledby`). */
export type PageProps = Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'padding'>;

/**
 * A screen's body under the top bar: a padded column of its sections, tighter on narrow screens.
 * One look for the previews (shipment, invoice, case) and their lists.
 *
 * @example
 * <Page as="section" aria-labelledby={headingId}>…</Page>
 */
export function Page(props: PageProps) {
  return (
    <Box
      display="flex"
      flexDirection="column"
      gap={{ base: 'lg', narrow: 'md' }}
      padding={{ base: 'lg', narrow: 'md' }}
      {...props}
    />
  );
}
