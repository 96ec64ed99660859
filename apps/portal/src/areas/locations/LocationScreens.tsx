import { ApiError, type DockSchedule, type Location } from '@freightkit/api';
import { useLocation } from '@freightkit/api/react';
import { equipmentModes, locationTypes, shippingModes, stopTypes } from '@freightkit/domain';
import {
  Banner,
  Button,
  Card,
  DataTable,
  Heading,
  Inline,
  Spinner,
  Stack,
  Text,
  useI18n,
  useLinkComponent,
} from '@freightkit/ui';
import { createElement, useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Fact } from '../common/Fact.tsx';
import { failureText } from '../common/failureText.ts';
import { Page } from '../common/Page.tsx';
import { PageTitle } from '../common/PageTitle.tsx';
import { DeleteDockScheduleDialog, DeleteLocationDialog } from './DeleteLocationDialogs.tsx';
import { DockScheduleDialog } from './DockScheduleDialog.tsx';
import { addressText, dayName, dockHoursText } from './dockText.ts';
import { LocationForm } from './LocationForm.tsx';
import { locationEditPath, locationListPath } from './paths.ts';

const flags = ['isPrimaryLocation', 'lumpersAvailable', 'isAppointmentRequired', 'overnightParking'] as const;

/**
 * What a location's page shows until it has the location: a spinner while it loads; once the read fails,
 * "not found" for a 404 (another company's location reads like a made-up number) or the failure with a
 * retry, and the way back to the list.
 */
function LocationUnavailable({
  locationNumber,
  error,
  onRetry,
}: {
  readonly locationNumber: string;
  readonly error: Error | null;
  readonly onRetry: () => void;
}) {
  const { t } = useI18n();
  const Link = useLinkComponent();
  const headingId = useId();
  if (!error)
    return (
      <Page as="section" aria-busy="true">
        <Spinner label={t('portal.loading')} />
      </Page>
    );
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Page as="section" aria-labelledby={headingId}>
      <PageTitle id={headingId}>{t('locations.title')}</PageTitle>
      {missing ? (
        <Banner tone="critical" title={t('locations.detail.notFound', { number: locationNumber })} />
      ) : (
        <Banner
          tone="critical"
          title={t('locations.detail.loadError')}
          description={failureText(t, error)}
          actions={
            <Button variant="secondary" onClick={onRetry}>
              {t('locations.retry')}
            </Button>
          }
        />
      )}
      {createElement(Link, { href: locationListPath() }, t('locations.detail.back'))}
    </Page>
  );
}

/** `/locations/create` (ADR 051): a new location. */
export function LocationCreateScreen() {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <Page as="section" aria-labelledby={headingId}>
      <PageTitle id={headingId}>{t('locations.form.createTitle')}</PageTitle>
      <LocationForm />
    </Page>
  );
}

/** `/locations/{locationNumber}/edit` (ADR 051): the same form on a saved location. */
export function LocationEditScreen() {
  const { t } = useI18n();
  const headingId = useId();
  const { locationNumber = '' } = useParams();
  const location = useLocation(locationNumber);
  if (!location.data)
    return (
      <LocationUnavailable
        locationNumber={locationNumber}
        error={location.error}
        onRetry={() => void location.refetch()}
      />
    );
  return (
    <Page as="section" aria-labelledby={headingId}>
      <PageTitle id={headingId}>
        {t('locations.form.editTitle', { number: location.data.locationNumber })}
      </PageTitle>
      <LocationForm location={location.data} />
    </Page>
  );
}

/** One dock schedule: its modes, whether an appointment is needed, and its seven days in a table. */
function DockScheduleCard({
  schedule,
  onEdit,
  onDelete,
}: {
  readonly schedule: DockSchedule;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
}) {
  const { t } = useI18n();
  const labels = (entries: readonly { value: unknown; messageKey: string }[], values: readonly unknown[]) =>
    entries
      .filter((e) => values.includes(e.value))
      .map((e) => t(e.messageKey))
      .join(', ');
  return (
    <Card
      title={schedule.name}
      headingLevel={4}
      actions={
        <Inline space="sm">
          <Button variant="secondary" onClick={onEdit}>
            {t('locations.docks.edit', { name: schedule.name })}
          </Button>
          <Button variant="secondary" icon="delete" onClick={onDelete}>
            {t('locations.docks.delete', { name: schedule.name })}
          </Button>
        </Inline>
      }
    >
      <Stack space="md">
        <Text>
          {schedule.isAppointmentRequired
            ? t('locations.docks.appointment')
            : t('locations.docks.noAppointment')}
        </Text>
        <Text tone="secondary">
          {t('locations.docks.modes', {
            equipment: labels(equipmentModes.entries, schedule.equipmentModes),
            shipping: labels(shippingModes.entries, schedule.shippingModes),
            stops: labels(stopTypes.entries, schedule.stopTypes),
          })}
        </Text>
        <DataTable<DockSchedule['dockHours'][number]>
          caption={t('locations.docks.hoursCaption', { name: schedule.name })}
          hideCaption
          columns={[
            {
              id: 'day',
              header: t('locations.docks.day'),
              rowHeader: true,
              cell: (h) => dayName(t, h.dayOfWeek),
            },
            { id: 'hours', header: t('locations.docks.hours'), cell: (h) => dockHoursText(t, h) },
          ]}
          rows={schedule.dockHours}
          getRowKey={(h) => h.dayOfWeek}
          emptyText={t('locations.none')}
        />
      </Stack>
    </Card>
  );
}

/** The location's own fields as a description list. */
function LocationFacts({ location }: { readonly location: Location }) {
  const { t } = useI18n();
  const typeKey = locationTypes.messageKey(location.locationType);
  const onSite = flags.filter((f) => location[f]).map((f) => t(`locations.flag.${f}`));
  return (
    <Card title={t('locations.detail.details')} headingLevel={3}>
      <Stack as="dl" space="sm">
        <Fact term={t('locations.detail.number')}>{location.locationNumber}</Fact>
        <Fact term={t('locations.detail.type')}>{typeKey ? t(typeKey) : location.locationType}</Fact>
        <Fact term={t('locations.detail.address')}>{addressText(t, location)}</Fact>
        <Fact term={t('locations.detail.timeZone')}>{location.ianaTimezone}</Fact>
        <Fact term={t('locations.detail.onSite')}>
          {onSite.length > 0 ? onSite.join(', ') : t('locations.none')}
        </Fact>
        <Fact term={t('locations.detail.phones')}>
          {location.phoneNumbers.length > 0
            ? location.phoneNumbers
                .map((p) => t(`locations.phone.${p.type}`, { number: p.number }))
                .join(', ')
            : t('locations.none')}
        </Fact>
        <Fact term={t('locations.detail.email')}>{location.email ?? t('locations.none')}</Fact>
        <Fact term={t('locations.detail.ediCodes')}>
          {location.ediCodes.length > 0 ? location.ediCodes.join(', ') : t('locations.none')}
        </Fact>
        <Fact term={t('locations.detail.dockLength')}>
          {location.dockLength === null
            ? t('locations.none')
            : t('locations.detail.dockLengthValue', { feet: location.dockLength })}
        </Fact>
        <Fact term={t('locations.detail.directions')}>{location.directions ?? t('locations.none')}</Fact>
      </Stack>
    </Card>
  );
}

/**
 * `/locations/{locationNumber}` (ADR 051): the location's details and its dock schedules, each with its
 * seven days; Edit opens the form, Add dock schedule and each schedule's Edit the dock schedule editor.
 */
export function LocationDetailScreen() {
  const { t } = useI18n();
  const Link = useLinkComponent();
  const headingId = useId();
  const docksId = useId();
  const { locationNumber = '' } = useParams();
  const location = useLocation(locationNumber);
  // 'new' while adding a schedule, a schedule's id while editing it.
  const [editing, setEditing] = useState<string | null>(null);
  // The location itself ('location') or a schedule's id, while its deletion is being confirmed.
  const [deleting, setDeleting] = useState<string | null>(null);
  if (!location.data)
    return (
      <LocationUnavailable
        locationNumber={locationNumber}
        error={location.error}
        onRetry={() => void location.refetch()}
      />
    );
  const l = location.data;
  const schedule = l.dockSchedules.find((s) => s.id === editing);
  const scheduleToDelete = l.dockSchedules.find((s) => s.id === deleting);
  const closeDelete = (open: boolean) => {
    if (!open) setDeleting(null);
  };
  return (
    <Page as="section" aria-labelledby={headingId}>
      <Inline space="md" align="spaceBetween" alignY="center">
        <PageTitle id={headingId}>{l.name}</PageTitle>
        <Inline space="md" alignY="center">
          {createElement(Link, { href: locationListPath() }, t('locations.detail.back'))}
          {createElement(Link, { href: locationEditPath(l.locationNumber) }, t('locations.detail.edit'))}
          <Button
            variant="critical"
            icon="delete"
            onClick={() => {
              setDeleting('location');
            }}
          >
            {t('locations.delete.open')}
          </Button>
        </Inline>
      </Inline>
      <LocationFacts location={l} />
      <Stack as="section" space="md" aria-labelledby={docksId}>
        <Inline space="md" align="spaceBetween" alignY="center">
          <Heading level={3} id={docksId}>
            {t('locations.docks.title')}
          </Heading>
          <Button
            icon="plus"
            onClick={() => {
              setEditing('new');
            }}
          >
            {t('locations.docks.add')}
          </Button>
        </Inline>
        {l.dockSchedules.length === 0 ? <Text tone="secondary">{t('locations.docks.empty')}</Text> : null}
        {l.dockSchedules.map((s) => (
          <DockScheduleCard
            key={s.id}
            schedule={s}
            onEdit={() => {
              setEditing(s.id);
            }}
            onDelete={() => {
              setDeleting(s.id);
            }}
          />
        ))}
      </Stack>
      {editing !== null ? (
        <DockScheduleDialog
          location={l}
          {...(schedule ? { schedule } : {})}
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
        />
      ) : null}
      {deleting === 'location' ? <DeleteLocationDialog location={l} onOpenChange={closeDelete} /> : null}
      {scheduleToDelete ? (
        <DeleteDockScheduleDialog location={l} schedule={scheduleToDelete} onOpenChange={closeDelete} />
      ) : null}
    </Page>
  );
}
