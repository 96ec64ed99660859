import { Inline, Text } from '@freightkit/ui';
import type { ReactNode } from 'react';

/**
 * One term and its value on one line of a card's description list (`<dl>`): the term muted on the
 * left, the value on the right. The invoice preview's Summary and Invoice Details and a payment's
 * Remittance card read alike.
 */
export function Fact({ term, children }: { readonly term: string; readonly children: ReactNode }) {
  return (
    <Inline space="md" align="spaceBetween">
      <Text as="dt" tone="secondary">
        {term}
      </Text>
      <Text as="dd" weight="medium" tone="primary">
        {children}
      </Text>
    </Inline>
  );
}
