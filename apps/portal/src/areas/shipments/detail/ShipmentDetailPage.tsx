import type { Shipment } from '@freightkit/api';
import { useShipmentDrivers, useShipmentStops } from '@freightkit/api/react';
import {
  can,
  canFindReloads,
  defaultShipmentPage,
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
import { Suspense, useId, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { Page } from '../../common/Page.tsx';
import { PageTitle } from '../../common/PageTitle.tsx';
import { ShipmentActions } from './ShipmentActions.tsx';
import { ShipmentHeader } from './ShipmentHeader.tsx';
import { shipmentTabs } from './tabModules.ts';
import { useReturnOnFailure } from './useReturnOnFailure.ts';
import { useShipmentByNumber } from './useShipmentByNumber.ts';
import { useCurrentUser } from '../../../app/session/SessionProvider.tsx';

/** Props of {@link ShipmentDetailPage}. */
export interface ShipmentDetailPageProps {
  /**
   * The preview sub-page the route names; none for a bare number (and `…/{n}/preview`), which opens the
   * tab the shipment's status calls for once it has loaded.
   */
  readonly page?: ShipmentPreviewPage;
}

/**
 * The header's lane summary: first and last stop in their zones, equipment mode and drivers; none
 * until the shipment, its stops and its drivers' first answer are here. The stops and drivers are asked
 * for as soon as the number has its id.
 */
function useSummary(shipment: Shipment | undefined, id: string): ShipmentSummaryData | undefined {
  const stops = useShipmentStops(id, { enabled: id !== '' });
  const drivers = useShipmentDrivers(id, { enabled: id !== '' });
  const first = stops.data?.[0];
  const last = stops.data?.at(-1);
  if (!shipment || !first || !last) return undefined;
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

/**
 * The header's lane summary, its placeholder until it can be drawn. One component from the first
 * render on, so the placeholder is kept (not drawn again) while the shipment's answer gives way to its
 * stops' (ADR 087).
 */
function HeaderSummary({ shipment, id }: { shipment: Shipment | undefined; id: string }) {
  const summary = useSummary(shipment, id);
  return <ShipmentSummary shipment={summary} loading={summary === undefined} />;
}

/** The header's links and actions menu, for a loaded shipment. */
function HeaderActions({ shipment }: { shipment: Shipment }) {
  const { t } = useI18n();
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
    <Inline space="md" alignY="center">
      {rates}
      {reloads}
      <ShipmentActions shipment={shipment} />
    </Inline>
  );
}

/**
 * The shipment detail (`/all-shipments/{n}/preview/{page}`, spec 1 §2): a header with the shipment's
 * summary, status and actions, and the sub-pages details, financials, cases, documents and signed
 * rate confirmation as tabs that are route links (the query string is kept). A bare number (and
 * `…/{n}/preview`) has no page yet: it opens the tab its status calls for once the shipment has
 * loaded (spec 1 §2 "Shipment view tabs" as ADR 022 reads it, domain's `defaultShipmentPage`: moving
 * loads on their stops, delivered ones on their documents), keeping the query string. A shipment the
 * user cannot read (another carrier's answers 404) shows the spec's failure notice and goes back.
 *
 * Loading and loaded are one frame (ADR 085): the title, the header and the tabs are drawn from the
 * address while the shipment loads and filled in where they stand when it arrives, and the hand-over
 * from a bare number to its tab keeps the same page, so nothing is drawn twice or thrown away.
 */
export function ShipmentDetailPage({ page }: ShipmentDetailPageProps) {
  const { shipmentNumber = '' } = useParams();
  const { search, hash } = useLocation();
  const { t } = useI18n();
  const headingId = useId();
  const { id, shipment, notFound } = useShipmentByNumber(shipmentNumber);
  useReturnOnFailure(notFound);
  const number = shipment?.shipmentNumber ?? shipmentNumber;

  if (notFound) {
    return (
      <Page as="section" aria-labelledby={headingId}>
        <PageTitle id={headingId}>{t('shipmentDetail.title', { number })}</PageTitle>
        <Banner tone="critical" title={t('shipments.detailsFailed')} />
      </Page>
    );
  }

  const loading = <Spinner label={t('shipmentDetail.loading', { number })} />;
  const content: Record<ShipmentPreviewPage, (loaded: Shipment) => ReactNode> = {
    details: (loaded) => <shipmentTabs.details.Component shipment={loaded} id={id} />,
    financials: () => <shipmentTabs.financials.Component id={id} />,
    cases: (loaded) => (
      <shipmentTabs.cases.Component
        id={id}
        shipmentNumber={loaded.shipmentNumber}
        status={loaded.shipmentStatus}
      />
    ),
    documents: (loaded) => (
      <shipmentTabs.documents.Component shipmentId={id} shipmentNumber={loaded.shipmentNumber} />
    ),
    SignedRateConfirmation: () => <shipmentTabs.SignedRateConfirmation.Component id={id} />,
  };
  // A bare number shows its status's tab as soon as the shipment is here, and the address follows (the
  // same route element renders the tab, so the redirect changes nothing on the page).
  const shown = page ?? (shipment ? defaultShipmentPage(shipment.shipmentStatus) : undefined);
  const landing =
    shipment && page === undefined && shown !== undefined
      ? `${shipmentPreviewPath(shipment.shipmentNumber, shown)}${search}${hash}`
      : undefined;

  return (
    <Page as="section" aria-labelledby={headingId} aria-busy={shipment ? undefined : true}>
      {landing === undefined ? null : <Navigate to={landing} replace />}
      <ShipmentHeader
        title={
          <PageTitle id={headingId}>
            {t('shipmentDetail.title', { number })}
            {shipment ? <ShipmentStatusChip status={shipment.shipmentStatus} /> : null}
          </PageTitle>
        }
        summary={<HeaderSummary shipment={shipment} id={id} />}
        actions={shipment ? <HeaderActions shipment={shipment} /> : undefined}
      />
      {shown === undefined ? (
        loading
      ) : (
        <Tabs
          label={t('shipmentDetail.tabs')}
          selectedId={shown}
          items={shipmentPreviewPages.map((tab) => ({
            id: tab,
            label: t(`shipmentDetail.tab.${tab}`),
            href: `${shipmentPreviewPath(number, tab)}${search}`,
          }))}
        >
          {/* A tab's code that has not arrived yet: a spinner in the panel, the header and tabs in place. */}
          <Suspense fallback={loading}>{shipment ? content[shown](shipment) : loading}</Suspense>
        </Tabs>
      )}
    </Page>
  );
}
