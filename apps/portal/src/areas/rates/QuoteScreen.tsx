import type { AdHocQuoteBody, AdHocRates } from '@freightkit/api';
import { useAdHocRates } from '@freightkit/api/react';
import {
  adHocQuoteProblemKeys,
  can,
  equipmentModes,
  EquipmentMode,
  freightClasses,
  quoteMaxProducts,
  shippingModes,
  ShippingMode,
} from '@freightkit/domain';
import {
  Banner,
  Button,
  Card,
  Column,
  Columns,
  DateField,
  Inline,
  NumberField,
  RateTable,
  Select,
  Stack,
  TextField,
  useI18n,
  type RateTableRate,
} from '@freightkit/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../app/session/SessionProvider.tsx';
import { failureText, fieldFailureTexts, problemTextsIn } from '../common/failureText.ts';
import { Page } from '../common/Page.tsx';
import { rateTableRows } from './rateRequestShape.ts';
import * as styles from './rates.css.ts';

/** One product line as typed. */
interface ProductDraft {
  readonly key: number;
  readonly weightLbs: number | null;
  readonly pieces: number | null;
  readonly freightClass: string;
}

/** The user's calendar day `yyyy-MM-dd` (a pickup before it is refused). */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The modes a quote prices: TL and LTL (spec 1 §3 shipping modes). */
const quoteModes = shippingModes.entries.filter(
  (e) => e.value === ShippingMode.TL || e.value === ShippingMode.LTL,
);

/**
 * `/rates/quote` (ADR 053): a broker gets the unified rates for ad hoc stops and products (spec 1 §7):
 * origin and destination postal codes, pickup date, equipment, shipping mode and products (weight,
 * pieces, a freight class for LTL). Domain's `adHocQuoteProblemKeys` checks the form before sending and
 * the back end checks it again; each problem shows at its field. The answer lists the rates not in
 * error (spec 1 §5) with the lane's miles, the carriers' API quote among them. A user who may not book
 * (a carrier) reads why instead of the form.
 */
export function QuoteScreen() {
  const { t } = useI18n();
  const user = useCurrentUser();
  const headingId = useId();
  const title = t('rates.quote.title');
  if (!can(user, 'rates.book')) {
    return (
      <Page as="section" aria-labelledby={headingId}>
        <h1 id={headingId} className={styles.sectionTitle}>
          {title}
        </h1>
        <Banner
          tone="info"
          title={t('rates.quote.brokersOnly')}
          actions={<Link to="/rates">{t('rates.shipment.back')}</Link>}
        />
      </Page>
    );
  }
  return <QuoteForm headingId={headingId} title={title} />;
}

function QuoteForm({ headingId, title }: { headingId: string; title: string }) {
  const { t } = useI18n();
  const quote = useAdHocRates();
  const [origin, setOrigin] = useState('');
  const [destination, setDestination] = useState('');
  const [pickupDate, setPickupDate] = useState('');
  const [equipmentMode, setEquipmentMode] = useState<number>(EquipmentMode.Dry);
  const [shippingMode, setShippingMode] = useState<number>(ShippingMode.TL);
  const [products, setProducts] = useState<ProductDraft[]>([
    { key: 0, weightLbs: null, pieces: null, freightClass: '' },
  ]);
  const [nextKey, setNextKey] = useState(1);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [answer, setAnswer] = useState<AdHocRates | null>(null);
  const ltl = shippingMode === ShippingMode.LTL;

  const body = (): AdHocQuoteBody => ({
    originPostalCode: origin.trim(),
    destinationPostalCode: destination.trim(),
    pickupDate: pickupDate.trim(),
    equipmentMode,
    shippingMode,
    products: products.map((p) => ({
      weightLbs: p.weightLbs ?? Number.NaN,
      pieces: p.pieces ?? Number.NaN,
      freightClass: ltl && p.freightClass !== '' ? Number(p.freightClass) : null,
    })),
  });

  const send = () => {
    const request = body();
    const found = problemTextsIn(t, adHocQuoteProblemKeys(request, localToday())) as Record<string, string>;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    quote.mutate(request, {
      onSuccess: (rates) => {
        setAnswer(rates);
      },
      onError: (error) => {
        const fields = fieldFailureTexts(t, error);
        setProblems(
          Object.fromEntries(Object.entries(fields).map(([field, texts]) => [field, texts.join(' ')])),
        );
      },
    });
  };

  const change = (key: number, patch: Partial<ProductDraft>) => {
    setProducts((all) => all.map((p) => (p.key === key ? { ...p, ...patch } : p)));
  };

  const rows: RateTableRate[] = rateTableRows(answer?.items ?? [], t);
  const apiQuote = answer?.items.find((rate) => rate.quoteId !== null);
  const fieldProblem = quote.isError && Object.keys(problems).length > 0;

  return (
    <Page as="section" aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.sectionTitle}>
        {title}
      </h1>
      <Card title={t('rates.quote.form')} headingLevel={2}>
        <form
          noValidate
          aria-label={t('rates.quote.form')}
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <Stack space="md">
            <Columns space="md" collapseBelow="wide">
              <Column>
                <TextField
                  label={t('rates.quote.origin')}
                  required
                  value={origin}
                  onChange={setOrigin}
                  error={problems.originPostalCode}
                />
              </Column>
              <Column>
                <TextField
                  label={t('rates.quote.destination')}
                  required
                  value={destination}
                  onChange={setDestination}
                  error={problems.destinationPostalCode}
                />
              </Column>
              <Column>
                <DateField
                  label={t('rates.quote.pickupDate')}
                  required
                  value={pickupDate}
                  onChange={setPickupDate}
                  error={problems.pickupDate}
                />
              </Column>
            </Columns>
            <Columns space="md" collapseBelow="wide">
              <Column>
                <Select
                  label={t('rates.quote.equipment')}
                  required
                  options={equipmentModes.entries.map((e) => ({
                    value: String(e.value),
                    label: t(e.messageKey),
                  }))}
                  value={String(equipmentMode)}
                  onChange={(value) => {
                    setEquipmentMode(Number(value));
                  }}
                  error={problems.equipmentMode}
                />
              </Column>
              <Column>
                <Select
                  label={t('rates.quote.shippingMode')}
                  required
                  options={quoteModes.map((e) => ({ value: String(e.value), label: t(e.messageKey) }))}
                  value={String(shippingMode)}
                  onChange={(value) => {
                    setShippingMode(Number(value));
                  }}
                  error={problems.shippingMode}
                />
              </Column>
            </Columns>
            <fieldset className={styles.products}>
              <legend className={styles.legend}>{t('rates.quote.products')}</legend>
              <Stack space="sm">
                {problems.products ? <Banner tone="critical" title={problems.products} /> : null}
                {products.map((product, i) => (
                  <Columns key={product.key} space="md" collapseBelow="wide" alignY="bottom">
                    <Column>
                      <NumberField
                        label={t('rates.quote.weight', { n: i + 1 })}
                        required
                        min={0}
                        value={product.weightLbs}
                        onChange={(value) => {
                          change(product.key, { weightLbs: value });
                        }}
                        error={problems[`products.${i}.weightLbs`]}
                      />
                    </Column>
                    <Column>
                      <NumberField
                        label={t('rates.quote.pieces', { n: i + 1 })}
                        required
                        min={1}
                        value={product.pieces}
                        onChange={(value) => {
                          change(product.key, { pieces: value });
                        }}
                        error={problems[`products.${i}.pieces`]}
                      />
                    </Column>
                    {ltl ? (
                      <Column>
                        <Select
                          label={t('rates.quote.freightClass', { n: i + 1 })}
                          required
                          placeholder={t('rates.quote.chooseClass')}
                          options={freightClasses.map((c) => ({ value: String(c), label: String(c) }))}
                          value={product.freightClass}
                          onChange={(value) => {
                            change(product.key, { freightClass: value });
                          }}
                          error={problems[`products.${i}.freightClass`]}
                        />
                      </Column>
                    ) : null}
                    {products.length > 1 ? (
                      <Column width="content">
                        <Button
                          variant="secondary"
                          onClick={() => {
                            setProducts((all) => all.filter((p) => p.key !== product.key));
                          }}
                        >
                          {t('rates.quote.removeProduct', { n: i + 1 })}
                        </Button>
                      </Column>
                    ) : null}
                  </Columns>
                ))}
                {products.length < quoteMaxProducts ? (
                  <Inline space="md">
                    <Button
                      variant="secondary"
                      onClick={() => {
                        setProducts((all) => [
                          ...all,
                          { key: nextKey, weightLbs: null, pieces: null, freightClass: '' },
                        ]);
                        setNextKey((k) => k + 1);
                      }}
                    >
                      {t('rates.quote.addProduct')}
                    </Button>
                  </Inline>
                ) : null}
              </Stack>
            </fieldset>
            <Inline space="md">
              <Button type="submit" loading={quote.isPending}>
                {t('rates.quote.submit')}
              </Button>
            </Inline>
          </Stack>
        </form>
      </Card>
      {quote.isError && !fieldProblem ? (
        <Banner
          live
          tone="critical"
          title={t('rates.quote.failed')}
          description={failureText(t, quote.error)}
        />
      ) : null}
      {answer === null ? null : (
        <Stack space="md">
          <p className={styles.text} aria-live="polite">
            {t('rates.quote.lane', {
              origin: `${answer.lane.origin.city}, ${answer.lane.origin.state} ${answer.lane.origin.postalCode}`,
              destination: `${answer.lane.destination.city}, ${answer.lane.destination.state} ${answer.lane.destination.postalCode}`,
              miles: answer.lane.miles,
            })}
            {apiQuote?.quoteId == null
              ? null
              : ` ${t('rates.quote.apiQuote', { quoteId: apiQuote.quoteId })}`}
          </p>
          <RateTable
            caption={t('rates.quote.caption')}
            rates={rows}
            emptyText={t('rates.quote.empty')}
            loading={quote.isPending}
          />
        </Stack>
      )}
    </Page>
  );
}
