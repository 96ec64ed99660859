import { useOrder } from '@freightkit/api/react';
import { canEditOrder, orderStatuses } from '@freightkit/domain';
import { Banner, useI18n, useLinkComponent } from '@freightkit/ui';
import { createElement, useId } from 'react';
import { useParams } from 'react-router-dom';
import { Page } from '../common/Page.tsx';
import { PageTitle } from '../common/PageTitle.tsx';
import { OrderForm } from './OrderForm.tsx';
import { OrderUnavailable } from './OrderUnavailable.tsx';
import { orderPreviewPath } from './paths.ts';
import { enumText } from '../common/enumText.ts';

/** `/orders/create` (spec 2 §2): a new order. */
export function OrderCreateScreen() {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <Page as="section" aria-labelledby={headingId}>
      <PageTitle id={headingId}>{t('orders.form.createTitle')}</PageTitle>
      <OrderForm />
    </Page>
  );
}

/**
 * `/orders/{orderNumber}/edit` (spec 2 §2): the same form on a saved order, while it is Open; an
 * order on a shipment says why it can no longer be changed (the back end refuses it with a 409 too).
 */
export function OrderEditScreen() {
  const { t } = useI18n();
  const Link = useLinkComponent();
  const headingId = useId();
  const { orderNumber = '' } = useParams();
  const order = useOrder(orderNumber);
  if (!order.data)
    return (
      <OrderUnavailable orderNumber={orderNumber} error={order.error} onRetry={() => void order.refetch()} />
    );
  const editable = canEditOrder(order.data.status);
  return (
    <Page as="section" aria-labelledby={headingId}>
      <PageTitle id={headingId}>{t('orders.form.editTitle', { number: order.data.orderNumber })}</PageTitle>
      {editable ? (
        <OrderForm order={order.data} />
      ) : (
        <>
          <Banner
            tone="info"
            title={t('orders.form.notEditable', {
              number: order.data.orderNumber,
              status: enumText(t, orderStatuses, order.data.status),
            })}
          />
          {createElement(
            Link,
            { href: orderPreviewPath(order.data.orderNumber) },
            t('orders.form.toPreview', { number: order.data.orderNumber }),
          )}
        </>
      )}
    </Page>
  );
}
