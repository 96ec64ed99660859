import type { Shipment } from '@freightkit/api';
import { useShipmentDrivers, useShipmentStops } from '@freightkit/api/react';
import {
  can,
  canFindReloads,
  shipmentPreviewPages,
  shipmentPreviewPath,
  type ShipmentPreviewPage,
} from '@freightkit/domain';
import {
  Banner,
  Inline,
  ShipmentStatusChip,
  ShipmentSummary,
  Spinner,
  Tabs,
  useI18n,
  type ShipmentSummaryData,
} from '@freightkit/ui';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { Page } from '../../common/Page.tsx';
import { PageTitle } from '../../common/PageTitle.tsx';
import { ShipmentActions } from './ShipmentActions.tsx';
import { ShipmentHeader } from './ShipmentHeader.tsx';
import { ShipmentLoading } from './ShipmentLoading.tsx';
import { shipmentTabModules } from './tabModules.ts';
import { useReturnOnFailure } from './useReturnOnFailure.ts';
import { useShipmentByNumber } from './useShipmentByNumber.ts';
import { useCurrentUser } from '../../../app/session/SessionProvider.tsx';

// Only the tab shown loads (ADR 076); the prefetch has usually started its code beside its data.
const DetailsTab = lazy(async () => ({ default: (await shipmentTabModules.details()).DetailsTab }));
const FinancialsTab = lazy(async () => ({ default: (await shipmentTabModules.financials()).FinancialsTab }));
const CasesTab = lazy(async () => ({ default: (await shipmentTabModules.cases()).CasesTab }));
const ShipmentDocumentsPage = lazy(async () => ({
  default: (await shipmentTabModules.documents()).ShipmentDocumentsPage,
}));
const RateConfirmationTab = lazy(async () => ({
  default: (await shipmentTabModules.SignedRateConfirmation()).RateConfirmationTab,
}));

/** Props of {@link ShipmentDetailPage}. */
export interface ShipmentDetailPageProps {
  /** The preview sub-page the route names. */
  readonly page: ShipmentPreviewPage;
}

/** The header's lane summary: first and last stop in their zones, equipment mode and drivers. */
function useSummary(shipment: Shipment, id: string): ShipmentSummaryData | undefined {
  const stops = useShipmentStops(id);
  const drivers = useShipmentDrivers(id);
  const first = stops.data?.[0];
  const last = stops.data?.at(-1);
  if (!first || !last) return undefined;
  const end = (stop: typeof first) => ({
    city: stop.location.city,
    state: stop.location.state,
    postalCode: stop.location.postalCode,
    timeZone: stop.location.ianaTimezone,
    date: stop.early,
  });
  return {
    shipmentNumber: shipment.shipmentNumber,
    status: shipment.shipmentStatus,
    origin: end(first),
    destination: end(last),
    equipmentMode: shipment.equipmentMode,
    drivers: drivers.data?.map((driver) => driver.name) ?? [],
  };
}

function Header({ shipment, id }: { shipment: Shipment; id: string }) {
  const { t } = useI18n();
  const summary = useSummary(shipment, id);
  const user = useCurrentUser();
  // Reloads: the board around where this load delivers (`/reloads?search=`, ADR 037).
  const reloads = canFindReloads(user, shipment.shipmentStatus) ? (
    <Link to={`/reloads?search=${encodeURIComponent(shipment.shipmentNumber)}`}>
      {t('shipmentDetail.findReloads')}
    </Link>
  ) : null;
  // The shipment's unified rates (`/rates/{shipmentNumber}`, spec 1 §2), for a user who sees rates.
  const rates = can(user, 'rates.view') ? (
    <Link to={`/rates/${encodeURIComponent(shipment.shipmentNumber)}`}>{t('shipmentDetail.rates')}</Link>
  ) : null;
  return (
    <ShipmentHeader
      title={
        <PageTitle>
          {t('shipmentDetail.title', { number: shipment.shipmentNumber })}
          <ShipmentStatusChip status={shipment.shipmentStatus} />
        </PageTitle>
      }
      summary={<ShipmentSummary shipment={summary} loading={summary === undefined} />}
      actions={
        <Inline space="md" alignY="center">
          {rates}
          {reloads}
          <ShipmentActions shipment={shipment} />
        </Inline>
      }
    />
  );
}

/**
 * The shipment detail (`/all-shipments/{n}/preview/{page}`, spec 1 §2): a header with the shipment's
 * summary, status and actions, and the sub-pages details, financials, cases, documents and signed
 * rate confirmation as tabs that are route links (the query string is kept). A shipment the user
 * cannot read (another carrier's answers 404) shows the spec's failure notice and goes back.
 */
export function ShipmentDetailPage({ page }: ShipmentDetailPageProps) {
  const { shipmentNumber = '' } = useParams();
  const { search } = useLocation();
  const { t } = useI18n();
  const headingId = useId();
  const { id, shipment, notFound } = useShipmentByNumber(shipmentNumber);
  useReturnOnFailure(notFound);

  if (notFound) {
    return (
      <Page as="section" aria-labelledby={headingId}>
        <PageTitle id={headingId}>{t('shipmentDetail.title', { number: shipmentNumber })}</PageTitle>
        <Banner tone="critical" title={t('shipments.detailsFailed')} />
      </Page>
    );
  }
  if (!shipment) return <ShipmentLoading shipmentNumber={shipmentNumber} />;

  const content: Record<ShipmentPreviewPage, () => ReactNode> = {
    details: () => <DetailsTab shipment={shipment} id={id} />,
    financials: () => <FinancialsTab id={id} />,
    cases: () => (
      <CasesTab id={id} shipmentNumber={shipment.shipmentNumber} status={shipment.shipmentStatus} />
    ),
    documents: () => <ShipmentDocumentsPage shipmentId={id} shipmentNumber={shipment.shipmentNumber} />,
    SignedRateConfirmation: () => <RateConfirmationTab id={id} />,
  };

  return (
    <Page>
      <Header shipment={shipment} id={id} />
      <Tabs
        label={t('shipmentDetail.tabs')}
        selectedId={page}
        items={shipmentPreviewPages.map((tab) => ({
          id: tab,
          label: t(`shipmentDetail.tab.${tab}`),
          href: `${shipmentPreviewPath(shipment.shipmentNumber, tab)}${search}`,
        }))}
      >
        {/* A tab's code that has not arrived yet: a spinner in the panel, the header and tabs in place. */}
        <Suspense
          fallback={<Spinner label={t('shipmentDetail.loading', { number: shipment.shipmentNumber })} />}
        >
          {content[page]()}
        </Suspense>
      </Tabs>
    </Page>
  );
}
