import { Heading, Inline } from '@freightkit/ui';
import type { ReactNode } from 'react';

/**
 * A preview page's title (shipment, invoice, case): one look for every preview in the portal, an
 * `h2` (the top bar holds the page's `h1`), its status chips beside the text, wrapping when tight.
 *
 * @example
 * <PageTitle id={headingId}>Shipment 100234 <ShipmentStatusChip status={status} /></PageTitle>
 */
export function PageTitle({ id, children }: { readonly id?: string; readonly children: ReactNode }) {
  return (
    <Heading level={2} id={id}>
      <Inline as="span" space="sm" alignY="center">
        {children}
      </Inline>
    </Heading>
  );
}
