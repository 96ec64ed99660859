import type { Order, OrderInputBody } from '@freightkit/api';
import { useCreateOrder, useUpdateOrder } from '@freightkit/api/react';
import {
  emptyOrderForm,
  emptyOrderStop,
  equipmentModes,
  orderBodyFromForm,
  orderFormFieldOf,
  orderFormFromOrder,
  orderFormProblemKeys,
  orderStopLimits,
  orderTypes,
  shippingModes,
  StopType,
  type OrderForm as OrderFormValues,
  type OrderProblems,
  type OrderStopForm,
} from '@freightkit/domain';
import {
  Banner,
  Button,
  Column,
  Columns,
  Inline,
  Select,
  Stack,
  Text,
  TextField,
  useI18n,
} from '@freightkit/ui';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotices } from '../../app/notifications.tsx';
import { failureText, fieldFailureTexts, problemTextsIn } from '../common/failureText.ts';
import * as styles from './orders.css.ts';
import { orderListPath, orderPreviewPath } from './paths.ts';
import { StopFields } from './StopFields.tsx';
import { enumOptions } from '../common/enumText.ts';

/** Where a form's unsaved values are kept, so a reload does not lose what was typed (issue 16). */
const draftKey = (orderNumber?: string) => `freightkit.orderDraft.${orderNumber ?? 'new'}`;

function readDraft(key: string): OrderFormValues | null {
  try {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as OrderFormValues) : null;
  } catch {
    return null;
  }
}

const freightTerms = ['Prepaid', 'Collect', 'ThirdParty'] as const;

/** A mode as the form holds it ('' until chosen) as a number, or null. */
const modeOf = (value: string) => (value === '' || Number.isNaN(Number(value)) ? null : Number(value));
let nextStop = 100;

/** Props of {@link OrderForm}. */
export interface OrderFormProps {
  /** The order being edited; absent when creating one. */
  readonly order?: Order;
}

/**
 * The order form of `/orders/create` and `/orders/{orderNumber}/edit` (spec 2 §2, §3): order type,
 * customer, equipment and mode, freight value, terms and markup, reference numbers, and the stops
 * ({@link StopFields}). Domain's `orderFormProblemKeys` (the rules the back end applies to the body)
 * marks each field when saving and focus moves to the first; the back end's model state lands on the
 * same fields. What was typed is kept in the session until saved, so a reload does not lose it.
 * Success says 'Order {number} Successfully Created' (or Updated, spec 2 §8) and opens the order.
 */
export function OrderForm({ order }: OrderFormProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const notices = useNotices();
  const create = useCreateOrder();
  const update = useUpdateOrder();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const key = draftKey(order?.orderNumber);
  const [values, setValues] = useState<OrderFormValues>(
    () => readDraft(key) ?? (order ? orderFormFromOrder(order) : emptyOrderForm()),
  );
  const [errors, setErrors] = useState<OrderProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const saving = create.isPending || update.isPending;

  useEffect(() => {
    sessionStorage.setItem(key, JSON.stringify(values));
  }, [key, values]);
  // Moves focus to the first field marked invalid once React has drawn the marks (an effect runs
  // after the commit, so a late server refusal moves focus as well).
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const change = (changes: Partial<OrderFormValues>) => {
    setValues((v) => ({ ...v, ...changes }));
  };
  const setStop = (index: number, stop: OrderStopForm) => {
    setValues((v) => ({ ...v, stops: v.stops.map((s, i) => (i === index ? stop : s)) }));
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (saving) return;
    const problems = problemTextsIn(t, orderFormProblemKeys(values));
    setErrors(problems);
    setRefusal(null);
    if (Object.keys(problems).length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    // The form offers only the enumerations' values; the contract checks them again on the server.
    const body = orderBodyFromForm(values, order ? 'update' : 'create') as OrderInputBody;
    const saved = order
      ? update.mutateAsync({ orderNumber: order.orderNumber, body })
      : create.mutateAsync(body);
    saved.then(
      (result) => {
        sessionStorage.removeItem(key);
        notices.success(t(order ? 'orders.updated' : 'orders.created', { number: result.orderNumber }));
        void navigate(orderPreviewPath(result.orderNumber));
      },
      (error: unknown) => {
        const modelState = fieldFailureTexts(t, error);
        const onFields: OrderProblems = {};
        for (const [path, messages] of Object.entries(modelState)) {
          const field = orderFormFieldOf(path);
          if (field && messages[0]) onFields[field] = messages[0];
        }
        setErrors(onFields);
        if (Object.keys(onFields).length > 0) setFocusRequest((n) => n + 1);
        else setRefusal(failureText(t, error));
      },
    );
  };

  const text = (
    field: 'customerName' | 'freightValue' | 'markup' | 'specialInstructions',
    label: string,
    extra = {},
  ) => (
    <TextField
      label={label}
      value={values[field]}
      onChange={(value) => {
        change({ [field]: value });
      }}
      error={errors[field]}
      autoComplete="off"
      {...extra}
    />
  );
  const select = (
    field: 'orderType' | 'equipmentMode' | 'shippingMode' | 'freightTermType',
    label: string,
    options: readonly { value: string; label: string }[],
    required = false,
  ) => (
    <Select
      label={label}
      required={required}
      options={options}
      value={values[field]}
      onChange={(value) => {
        change({ [field]: value });
      }}
      error={errors[field]}
    />
  );
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-describedby={`${id}-hint`}>
      <Stack space="lg">
        <Text id={`${id}-hint`} tone="secondary">
          {t('orders.form.requiredHint')}
        </Text>
        {refusal ? <Banner tone="critical" title={t('orders.form.refused')} description={refusal} /> : null}
        {hasErrors ? (
          <Text role="status" tone="critical">
            {t('orders.form.fixFields')}
          </Text>
        ) : null}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('orders.form.order')}</legend>
          <Stack space="md">
            <Columns space="md" collapseBelow="wide">
              <Column>
                {select('orderType', t('orders.form.orderType'), enumOptions(t, orderTypes), true)}
              </Column>
              <Column>{text('customerName', t('orders.form.customer'), { required: true })}</Column>
            </Columns>
            <Columns space="md" collapseBelow="wide">
              <Column>
                {select('equipmentMode', t('orders.form.equipment'), enumOptions(t, equipmentModes), true)}
              </Column>
              <Column>
                {select('shippingMode', t('orders.form.shippingMode'), enumOptions(t, shippingModes), true)}
              </Column>
            </Columns>
            <Columns space="md" collapseBelow="wide">
              <Column>{text('freightValue', t('orders.form.freightValue'), { inputMode: 'decimal' })}</Column>
              <Column>
                {select('freightTermType', t('orders.form.freightTerms'), [
                  { value: '', label: t('orders.form.freightTerms.none') },
                  ...freightTerms.map((term) => ({
                    value: term,
                    label: t(`orders.form.freightTerms.${term}`),
                  })),
                ])}
              </Column>
              <Column>{text('markup', t('orders.form.markup'), { inputMode: 'decimal' })}</Column>
            </Columns>
            {text('specialInstructions', t('orders.form.instructions'), { rows: 3 })}
          </Stack>
        </fieldset>
        <fieldset className={styles.fieldset} aria-describedby={`${id}-refs`}>
          <legend className={styles.legend}>{t('orders.form.references')}</legend>
          <Stack space="sm">
            <Text id={`${id}-refs`} tone="secondary">
              {t('orders.form.referencesHint')}
            </Text>
            {values.referenceNumbers.map((ref, i) => {
              const set = (changes: Partial<typeof ref>) => {
                change({
                  referenceNumbers: values.referenceNumbers.map((r, j) =>
                    j === i ? { ...r, ...changes } : r,
                  ),
                });
              };
              return (
                // Reference rows have no id of their own; their position is their identity here.
                <Inline key={i} space="sm" alignY="bottom">
                  <TextField
                    label={t('orders.form.referenceLabel')}
                    value={ref.label}
                    onChange={(label) => {
                      set({ label });
                    }}
                  />
                  <TextField
                    label={t('orders.form.referenceValue')}
                    value={ref.value}
                    onChange={(value) => {
                      set({ value });
                    }}
                  />
                  <Button
                    variant="secondary"
                    icon="delete"
                    onClick={() => {
                      change({ referenceNumbers: values.referenceNumbers.filter((_, j) => j !== i) });
                    }}
                  >
                    {t('orders.form.removeReference', { n: i + 1 })}
                  </Button>
                </Inline>
              );
            })}
            <Inline space="sm">
              <Button
                variant="secondary"
                icon="plus"
                onClick={() => {
                  change({ referenceNumbers: [...values.referenceNumbers, { label: '', value: '' }] });
                }}
              >
                {t('orders.form.addReference')}
              </Button>
            </Inline>
          </Stack>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('orders.form.stops')}</legend>
          <Stack space="md">
            {errors.stops ? <Text tone="critical">{errors.stops}</Text> : null}
            {values.stops.map((stop, i) => (
              <StopFields
                key={stop.key}
                stop={stop}
                index={i}
                errors={errors}
                equipmentMode={modeOf(values.equipmentMode)}
                shippingMode={modeOf(values.shippingMode)}
                onChange={(next) => {
                  setStop(i, next);
                }}
                {...(values.stops.length > orderStopLimits.min
                  ? {
                      onRemove: () => {
                        change({ stops: values.stops.filter((_, j) => j !== i) });
                      },
                    }
                  : {})}
              />
            ))}
            {values.stops.length < orderStopLimits.max ? (
              <Inline space="sm">
                <Button
                  variant="secondary"
                  icon="plus"
                  onClick={() => {
                    // A new stop goes before the final delivery, which stays last.
                    const stops = [...values.stops];
                    stops.splice(
                      Math.max(stops.length - 1, 1),
                      0,
                      emptyOrderStop(`stop-${String((nextStop += 1))}`, StopType.Receiving),
                    );
                    change({ stops });
                  }}
                >
                  {t('orders.form.addStop')}
                </Button>
              </Inline>
            ) : null}
          </Stack>
        </fieldset>
        <Inline space="sm">
          <Button type="submit" loading={saving}>
            {order ? t('orders.form.save') : t('orders.form.create')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              sessionStorage.removeItem(key);
              void navigate(order ? orderPreviewPath(order.orderNumber) : orderListPath());
            }}
          >
            {t('orders.form.cancel')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
