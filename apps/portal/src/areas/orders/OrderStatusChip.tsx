import { orderStatuses, orderStatusTone, type OrderStatus } from '@freightkit/domain';
import { StatusChip } from '@freightkit/ui';

/** An order's status as a chip, in domain's tone for it (the text carries the meaning). */
export function OrderStatusChip({ status }: { readonly status: OrderStatus }) {
  return <StatusChip tone={orderStatusTone[status]}>{orderStatuses.label(status) ?? status}</StatusChip>;
}
