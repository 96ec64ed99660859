import type { ConsolidateResult, ConsolidationCandidate } from '@freightkit/api';
import { useConsolidatableOrders, useConsolidateOrders, useTenderCarriers } from '@freightkit/api/react';
import {
  consolidationLimitRanges,
  defaultConsolidationLimits,
  isConsolidationLimit,
  parseMoney,
  renderAnswer,
  renderMessage,
  wholeConsolidationLimits,
  type ConsolidationLimits,
} from '@freightkit/domain';
import {
  Banner,
  Button,
  Checkbox,
  Column,
  Columns,
  Dialog,
  Inline,
  Stack,
  Text,
  TextField,
  useFormat,
  useI18n,
  useLinkComponent,
} from '@freightkit/ui';
import { createElement, useState, type SyntheticEvent } from 'react';
import { useNotices } from '../../app/notifications.tsx';
import { failureText, fieldFailureTexts } from '../common/failureText.ts';
import { DialogActions } from './DialogActions.tsx';
import * as styles from './orders.css.ts';
import { AlsoTenderFields, alsoTendered } from './AlsoTenderFields.tsx';
import { TenderFields } from './TenderFields.tsx';

/** Props of {@link ConsolidateDialog}. */
export interface ConsolidateDialogProps {
  /** The order the others join: its draft shipment is reused, or a shipment is made for it. */
  readonly orderNumber: string;
  /** Orders the broker picked in the list: judged whatever their status, and ticked when they can join. */
  readonly picked?: readonly string[];
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/** Dollars as typed ('$2,150.00') → number, or `undefined` when not a number. */
const dollars = (text: string) => parseMoney(text) ?? undefined;

type LimitKey = keyof ConsolidationLimits;
const limitKeys: readonly LimitKey[] = ['maxWeight', 'maxUnits', 'distance', 'dateWindowDays'];

/** The limits as typed, from numbers (the defaults to begin with). */
const limitsText = (limits: ConsolidationLimits): Record<LimitKey, string> => ({
  maxWeight: String(limits.maxWeight),
  maxUnits: String(limits.maxUnits),
  distance: String(limits.distance),
  dateWindowDays: String(limits.dateWindowDays),
});

/** A typed limit as a number ('45,000' reads 45000), or NaN. */
const limitValue = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(/[,\s]/g, '')));

/** Where an answered shipment opens (the shipments area's address for one load). */
const shipmentPath = (shipmentNumber: string) => `/all-shipments/${encodeURIComponent(shipmentNumber)}`;

/**
 * "Consolidate…" (spec 2 §7 "find consolidatable orders"; spec 1 §4, §9; ADR 052): the Open orders that
 * can join the order on one shipment, each with its weight, units and miles from the order's pickup and
 * delivery, ticked to join; those that cannot, each with the back end's reason in the reader's language;
 * the ticked totals against the limits; optionally a carrier to tender the shipment to at a rate. A
 * refusal names each order and why; success leaves a notice and a link to the shipment.
 */
export function ConsolidateDialog({ orderNumber, picked = [], open, onOpenChange }: ConsolidateDialogProps) {
  const { t } = useI18n();
  const format = useFormat();
  const Link = useLinkComponent();
  const notices = useNotices();
  const include = picked.filter((n) => n !== orderNumber);
  // The limits the list was asked with (the spec's defaults until the broker applies others) and as typed.
  const [applied, setApplied] = useState<ConsolidationLimits>(defaultConsolidationLimits);
  const [typedLimits, setTypedLimits] = useState(() => limitsText(defaultConsolidationLimits));
  const [limitErrors, setLimitErrors] = useState<Partial<Record<LimitKey, string>>>({});
  const found = useConsolidatableOrders(
    orderNumber,
    { ...(include.length > 0 ? { include: include.join(',') } : {}), ...applied },
    open,
  );
  const consolidate = useConsolidateOrders();
  const [ticked, setTicked] = useState<ReadonlySet<string> | null>(null);
  const [tendering, setTendering] = useState(false);
  const carriers = useTenderCarriers(open && tendering);
  const [carrierId, setCarrierId] = useState('');
  // More carriers offered the consolidated load at once (ADR 059): the first to accept wins.
  const [alsoIds, setAlsoIds] = useState<readonly string[]>([]);
  const [rate, setRate] = useState('');
  const [maxBuy, setMaxBuy] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<{ title: string; lines: string[] } | null>(null);
  const [done, setDone] = useState<ConsolidateResult | null>(null);

  const data = found.data;
  const joinable = (data?.items ?? []).filter((c) => c.reason === null);
  const refused = (data?.items ?? []).filter((c) => c.reason !== null);
  // Until the broker ticks, the orders picked in the list (that can join) are ticked.
  const chosen =
    ticked ??
    new Set(joinable.filter((c) => include.includes(c.order.orderNumber)).map((c) => c.order.orderNumber));
  const chosenRows = joinable.filter((c) => chosen.has(c.order.orderNumber));
  const weight = (data?.anchor.weightLbs ?? 0) + chosenRows.reduce((sum, c) => sum + c.order.weightLbs, 0);
  const units = (data?.anchor.units ?? 0) + chosenRows.reduce((sum, c) => sum + c.units, 0);
  const over = data ? weight > data.limits.maxWeight || units > data.limits.maxUnits : false;
  const num = (n: number) => format.formatNumber(n);
  const miles = (n: number | null) => (n === null ? t('orders.consolidate.unplaced') : num(Math.round(n)));
  const place = (end: ConsolidationCandidate['order']['origin']) =>
    end ? t('orders.place', { city: end.city, state: end.state }) : t('orders.none');

  const applyLimits = (limits?: ConsolidationLimits) => {
    const problems: Partial<Record<LimitKey, string>> = {};
    const next = { ...defaultConsolidationLimits };
    for (const key of limitKeys) {
      const value = limits ? limits[key] : limitValue(typedLimits[key]);
      if (isConsolidationLimit(key, value)) next[key] = value;
      else
        problems[key] = t(
          wholeConsolidationLimits.includes(key)
            ? 'orders.consolidate.limitWhole'
            : 'orders.consolidate.limitRange',
          { min: num(consolidationLimitRanges[key].min), max: num(consolidationLimitRanges[key].max) },
        );
    }
    setLimitErrors(problems);
    // A bad value keeps what was typed and the list as it was found.
    if (Object.keys(problems).length > 0) return;
    if (limits) setTypedLimits(limitsText(limits));
    setApplied(next);
  };

  const reset = () => {
    setApplied(defaultConsolidationLimits);
    setTypedLimits(limitsText(defaultConsolidationLimits));
    setLimitErrors({});
    setTicked(null);
    setTendering(false);
    setCarrierId('');
    setAlsoIds([]);
    setRate('');
    setMaxBuy('');
    setErrors({});
    setRefusal(null);
    setDone(null);
  };

  const toggle = (number: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(number);
    else next.delete(number);
    setTicked(next);
  };

  const fail = (error: unknown) => {
    const modelState = fieldFailureTexts(t, error);
    const onFields: Record<string, string> = {};
    const fields: Record<string, string> = {
      'tender.carrierId': 'carrier',
      'tender.rate': 'rate',
      'tender.carrierIds': 'also',
      maxBuy: 'maxBuy',
    };
    const lines: string[] = [];
    for (const [path, messages] of Object.entries(modelState)) {
      const field = fields[path];
      if (field && messages[0]) onFields[field] = messages[0];
      else if (path.startsWith('orders.')) lines.push(...messages);
    }
    setErrors(onFields);
    if (Object.keys(onFields).length === 0) setRefusal({ title: failureText(t, error), lines });
  };

  const send = (event: SyntheticEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (chosenRows.length === 0) problems.orders = t('orders.consolidate.chooseOrder');
    const rateValue = dollars(rate);
    const maxBuyValue = maxBuy.trim() === '' ? null : dollars(maxBuy);
    if (maxBuyValue === undefined || (maxBuyValue !== null && maxBuyValue <= 0))
      problems.maxBuy = t('orders.actions.enterRate');
    const { also, problem: alsoProblem } = alsoTendered(carrierId, alsoIds);
    if (tendering) {
      if (carrierId === '') problems.carrier = t('orders.actions.chooseCarrier');
      if (rateValue === undefined || rateValue <= 0) problems.rate = t('orders.actions.enterRate');
      if (alsoProblem) problems.also = renderAnswer(t, alsoProblem) ?? '';
    }
    setErrors(problems);
    setRefusal(null);
    if (Object.keys(problems).length > 0 || maxBuyValue === undefined) return;
    consolidate
      .mutateAsync({
        orderNumber,
        body: {
          orderNumbers: chosenRows.map((c) => c.order.orderNumber),
          ...(data ? { limits: data.limits } : {}),
          maxBuy: maxBuyValue,
          ...(tendering && rateValue !== undefined
            ? { tender: { carrierId, ...(also.length > 0 ? { carrierIds: also } : {}), rate: rateValue } }
            : {}),
        },
      })
      .then((result) => {
        notices.success(
          t(result.tender ? 'shipments.tendered' : 'shipments.created', { number: result.shipmentNumber }),
        );
        const names = result.tender?.carrierNames ?? [];
        if (names.length > 1)
          notices.success(
            t('orders.actions.tenderedToSeveral', { count: names.length, carriers: names.join(', ') }),
          );
        if (result.reusedDraft)
          notices.success(t('orders.actions.reusedDraft', { number: result.shipmentNumber }));
        const voided = result.voidedDrafts ?? [];
        // A joining order's own draft that was not reused is voided, not left holding nothing (ADR 059).
        if (voided.length > 0)
          notices.success(
            t('orders.consolidate.voidedDrafts', {
              count: voided.length,
              numbers: voided.join(', '),
              number: result.shipmentNumber,
            }),
          );
        setDone(result);
      }, fail);
  };

  return (
    <Dialog
      title={t('orders.consolidate.title', { number: orderNumber })}
      // The limits are fields of the dialog (ADR 059); the description no longer repeats them.
      description={t('orders.consolidate.description', { number: orderNumber })}
      size="large"
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) reset();
      }}
    >
      {done ? (
        <Stack space="md">
          <Banner
            tone="positive"
            title={t(done.tender ? 'shipments.tendered' : 'shipments.created', {
              number: done.shipmentNumber,
            })}
            description={t('orders.consolidate.done', {
              number: done.shipmentNumber,
              numbers: done.orderNumbers.join(', '),
            })}
          />
          {done.tender?.automatic ? (
            <Text>
              {t('orders.consolidate.autoTendered', {
                carrier: done.tender.carrierName,
                rate: format.formatMoney(done.tender.rate),
              })}
            </Text>
          ) : null}
          <Inline space="sm" alignY="center">
            {createElement(
              Link,
              { href: shipmentPath(done.shipmentNumber) },
              t('orders.consolidate.openShipment', { number: done.shipmentNumber }),
            )}
            <Button
              variant="secondary"
              onClick={() => {
                onOpenChange(false);
                reset();
              }}
            >
              {t('orders.consolidate.close')}
            </Button>
          </Inline>
        </Stack>
      ) : (
        <form onSubmit={send} noValidate aria-busy={found.isPending}>
          <Stack space="md">
            {refusal ? (
              <Banner
                tone="critical"
                title={t('orders.consolidate.refused')}
                description={
                  <Stack space="xxs">
                    <span>{refusal.title}</span>
                    {refusal.lines.length > 0 ? (
                      <ul className={styles.plainList}>
                        {refusal.lines.map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                    ) : null}
                  </Stack>
                }
              />
            ) : null}
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('orders.consolidate.limits')}</legend>
              <Stack space="sm">
                <Columns space="md" collapseBelow="wide">
                  {limitKeys.map((key) => (
                    <Column key={key}>
                      <TextField
                        label={t(`orders.consolidate.${key}`)}
                        inputMode={wholeConsolidationLimits.includes(key) ? 'numeric' : 'decimal'}
                        value={typedLimits[key]}
                        onChange={(value) => {
                          setTypedLimits((current) => ({ ...current, [key]: value }));
                        }}
                        onKeyDown={(event) => {
                          // Enter in a limit applies the limits, not the consolidation.
                          if (event.key === 'Enter') {
                            event.preventDefault();
                            applyLimits();
                          }
                        }}
                        error={limitErrors[key]}
                      />
                    </Column>
                  ))}
                </Columns>
                <Inline space="sm">
                  <Button
                    variant="secondary"
                    onClick={() => {
                      applyLimits();
                    }}
                  >
                    {t('orders.consolidate.applyLimits')}
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() => {
                      applyLimits(defaultConsolidationLimits);
                    }}
                  >
                    {t('orders.consolidate.defaultLimits')}
                  </Button>
                </Inline>
              </Stack>
            </fieldset>
            {found.isPending ? <Text tone="secondary">{t('orders.consolidate.loading')}</Text> : null}
            {found.isError ? (
              <Banner
                tone="critical"
                title={t('orders.consolidate.loadError')}
                description={failureText(t, found.error)}
                actions={
                  <Button variant="secondary" icon="refresh" onClick={() => void found.refetch()}>
                    {t('orders.retry')}
                  </Button>
                }
              />
            ) : null}
            {data ? (
              <>
                <fieldset className={styles.fieldset}>
                  <legend className={styles.legend}>{t('orders.consolidate.candidates')}</legend>
                  {joinable.length === 0 ? (
                    <Text tone="secondary">{t('orders.consolidate.none', { number: orderNumber })}</Text>
                  ) : (
                    <Stack space="sm">
                      {joinable.map((c) => (
                        <Checkbox
                          key={c.order.id}
                          label={t('orders.consolidate.candidate', {
                            number: c.order.orderNumber,
                            customer: c.order.customerName,
                          })}
                          description={t('orders.consolidate.candidateFacts', {
                            lane: t('orders.lane', {
                              origin: place(c.order.origin),
                              destination: place(c.order.destination),
                            }),
                            weight: num(c.order.weightLbs),
                            units: num(c.units),
                            pickupMiles: miles(c.pickupMiles),
                            deliveryMiles: miles(c.deliveryMiles),
                          })}
                          checked={chosen.has(c.order.orderNumber)}
                          onChange={(on) => {
                            toggle(c.order.orderNumber, on);
                          }}
                        />
                      ))}
                    </Stack>
                  )}
                  {errors.orders ? (
                    <Text tone="critical" role="alert">
                      {errors.orders}
                    </Text>
                  ) : null}
                </fieldset>
                <Text tone={over ? 'critical' : 'secondary'} aria-live="polite">
                  {t('orders.consolidate.totals', {
                    weight: num(weight),
                    maxWeight: num(data.limits.maxWeight),
                    units: num(units),
                    maxUnits: num(data.limits.maxUnits),
                    count: chosenRows.length + 1,
                  })}
                  {over ? ` ${t('orders.consolidate.overLimit')}` : ''}
                </Text>
                {refused.length > 0 ? (
                  <Stack space="xs">
                    <Text weight="medium">{t('orders.consolidate.cannotJoin')}</Text>
                    <ul className={styles.plainList}>
                      {refused.map((c) => (
                        <li key={c.order.id}>
                          <Text tone="secondary">
                            {c.reason
                              ? renderMessage(t, { text: c.reasonText ?? '', answer: c.reason })
                              : null}
                          </Text>
                        </li>
                      ))}
                    </ul>
                  </Stack>
                ) : null}
                <Checkbox
                  label={t('orders.consolidate.tender')}
                  checked={tendering}
                  onChange={setTendering}
                />
                {tendering ? (
                  <>
                    <TenderFields
                      carriers={carriers.data}
                      carrierId={carrierId}
                      onCarrierChange={setCarrierId}
                      rate={rate}
                      onRateChange={setRate}
                      errors={{ carrier: errors['carrier'], rate: errors['rate'] }}
                    />
                    <AlsoTenderFields
                      carriers={carriers.data}
                      carrierId={carrierId}
                      alsoIds={alsoIds}
                      onAlsoIdsChange={setAlsoIds}
                      error={errors['also']}
                    />
                  </>
                ) : null}
                <TextField
                  label={t('orders.actions.maxBuy')}
                  description={t('orders.actions.maxBuyHint')}
                  inputMode="decimal"
                  value={maxBuy}
                  onChange={setMaxBuy}
                  error={errors.maxBuy}
                />
              </>
            ) : null}
            <DialogActions
              label={t('orders.consolidate.send')}
              busy={consolidate.isPending}
              onCancel={() => {
                onOpenChange(false);
                reset();
              }}
            />
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
