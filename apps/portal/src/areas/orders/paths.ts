import type { OrderStatus } from '@freightkit/domain';

/** The order list (spec 2 §2 `/orders`), optionally one status view and page. */
export const orderListPath = (status?: OrderStatus | '', page = 1) => {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query === '' ? '/orders' : `/orders?${query}`;
};
/** Creating an order (`/orders/create`). */
export const orderCreatePath = '/orders/create';
/** The tabs of an order's preview (spec 2 §2 "tabs details and logistics"; rates, ADR 043). */
export const orderPreviewTabs = ['details', 'logistics', 'rates'] as const;
/** One tab of the preview. */
export type OrderPreviewTab = (typeof orderPreviewTabs)[number];
/** One order's preview (`/orders/{orderNumber}/preview/{tab}`). */
export const orderPreviewPath = (orderNumber: string, tab: OrderPreviewTab = 'details') =>
  `/orders/${encodeURIComponent(orderNumber)}/preview/${tab}`;
/** One order's form (`/orders/{orderNumber}/edit`). */
export const orderEditPath = (orderNumber: string) => `/orders/${encodeURIComponent(orderNumber)}/edit`;
/** The unified rates of an order (`/rates/order/{orderNumber}`, ADR 057), beside a shipment's `/rates/{rateType}/shipment/…`. */
export const orderRatesPath = (orderNumber: string) => `/rates/order/${encodeURIComponent(orderNumber)}`;
