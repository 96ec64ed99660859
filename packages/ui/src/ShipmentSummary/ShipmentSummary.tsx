import { equipmentModes, equipmentTypes, decodeEquipmentTypes, stopTimeZone } from '@freightkit/domain';
import { createElement, useId } from 'react';
import { DateTime } from '../DateTime/DateTime.tsx';
import { Icon } from '../Icon/Icon.tsx';
import type { Translate } from '@freightkit/domain';
import { useI18n } from '../i18n/I18nContext.tsx';
import { useLinkComponent } from '../UiProvider/LinkContext.tsx';
import { ShipmentStatusChip } from './ShipmentStatusChip.tsx';
import * as styles from './ShipmentSummary.css.ts';
import * as skeletonStyles from './ShipmentSummarySkeleton.css.ts';

/** One end of a shipment's lane. */
export interface ShipmentEndpoint {
  /** City name. */
  readonly city: string;
  /** State or province abbreviation. */
  readonly state: string;
  /** Postal code; also used to find the stop's zone when `timeZone` is missing (spec 1 §5). */
  readonly postalCode?: string | null;
  /** The planned time at this end (ISO instant), or a `yyyy-MM-dd` calendar date. */
  readonly date?: string | null;
  /** IANA zone of the stop; dates show in it. */
  readonly timeZone?: string | null;
}

/** What a shipment row shows. Shape-compatible with the shipment list call's rows. */
export interface ShipmentSummaryData {
  /** The shipment's number, shown and linked. */
  readonly shipmentNumber: string | number;
  /** Status value (`ShipmentStatus`). */
  readonly status: number;
  /** First pickup. */
  readonly origin: ShipmentEndpoint;
  /** Last delivery. */
  readonly destination: ShipmentEndpoint;
  /** Equipment mode value (`EquipmentMode`). */
  readonly equipmentMode?: number | null;
  /** Equipment-type bit mask (`EquipmentType` flags). */
  readonly equipmentTypes?: number | null;
  /** Names of the assigned drivers. */
  readonly drivers?: readonly string[];
}

/** Props of {@link ShipmentSummary}. */
export interface ShipmentSummaryProps {
  /** The shipment to show. Leave out while `loading`. */
  shipment?: ShipmentSummaryData;
  /** Where the shipment number links to (e.g. `shipmentPreviewPath(n)` from the domain). No link when absent. */
  href?: string;
  /** Marks the row as the one open in the preview (`data-selected`). @default false */
  selected?: boolean;
  /** Shows a placeholder row, announced as busy. @default false */
  loading?: boolean;
  /**
   * `row`: columns as the row's width allows, wrapped when it is narrow (a list). `stacked`: always
   * wrapped, for a narrow place on a wide screen such as a drawer, where four columns would be cut off.
   * @default 'row'
   */
  layout?: 'row' | 'stacked';
  /** Extra class on the root, merged last. */
  className?: string;
}

/** Equipment as one line: the mode, then the type labels, translated through the catalog. */
export function equipmentText(
  t: Translate,
  mode: number | null | undefined,
  mask: number | null | undefined,
): string {
  const modeKey = mode == null ? undefined : equipmentModes.messageKey(mode);
  const types = decodeEquipmentTypes(mask ?? 0).map((type) => {
    const key = equipmentTypes.messageKey(type);
    return key ? t(key) : String(type);
  });
  return [modeKey ? t(modeKey) : null, types.join(', ') || null].filter(Boolean).join(' · ');
}

function Endpoint({ endpoint }: { endpoint: ShipmentEndpoint }) {
  const place = `${endpoint.city}, ${endpoint.state}`;
  return (
    <span className={styles.endpoint}>
      <span className={styles.place} title={place}>
        {place}
      </span>
      {endpoint.date ? (
        <DateTime
          value={endpoint.date}
          format="date"
          timeZone={stopTimeZone(endpoint)}
          className={styles.endpointDate}
        />
      ) : null}
    </span>
  );
}

/**
 * One summary while it loads: the loaded summary's frame (its padding, rule and container) around one
 * box as tall as the loaded grid in the same layout, with the list placeholder's bars (ADR 087). Two
 * elements, so the answer replaces little: Lighthouse's trace pays per element taken out. One busy
 * element for assistive technology.
 */
function LoadingSummary({ layout, className }: { layout: 'row' | 'stacked'; className: string | undefined }) {
  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-busy="true"
      data-loading=""
      data-layout={layout}
    >
      <div className={[styles.placeholder, skeletonStyles.single].join(' ')} />
    </div>
  );
}

/**
 * A shipment as one list row: number (a link through the app's link component), status chip,
 * origin → destination with their dates (in each stop's own zone), equipment and driver. Its own
 * width picks the layout: four columns, three (equipment over driver) in a middling row such as the
 * dashboard's beside the score card, or wrapped in a narrow one; always wrapped with
 * `layout="stacked"` (a drawer). Fixed content, so it suits a virtualised list.
 *
 * @example
 * <ShipmentSummary shipment={row} href={shipmentPreviewPath(row.shipmentNumber)} />
 */
export function ShipmentSummary({
  shipment,
  href,
  selected = false,
  loading = false,
  layout = 'row',
  className,
}: ShipmentSummaryProps) {
  const { t } = useI18n();
  const link = useLinkComponent();
  const titleId = useId();
  const rootClass = [styles.root, className].filter(Boolean).join(' ');
  if (loading || !shipment) return <LoadingSummary layout={layout} className={className} />;
  const title = t('kit.shipment.number', { number: shipment.shipmentNumber });
  const equipment = equipmentText(t, shipment.equipmentMode, shipment.equipmentTypes);
  const drivers = shipment.drivers?.filter(Boolean).join(', ');
  return (
    <article
      className={rootClass}
      aria-labelledby={titleId}
      data-selected={selected || undefined}
      data-layout={layout}
    >
      <div className={styles.grid}>
        <div className={styles.head}>
          {href ? (
            createElement(
              link,
              { id: titleId, href, className: styles.number, 'aria-current': selected ? 'true' : undefined },
              title,
            )
          ) : (
            <span id={titleId} className={styles.number}>
              {title}
            </span>
          )}
          <ShipmentStatusChip status={shipment.status} />
        </div>
        <div className={styles.lane}>
          <Endpoint endpoint={shipment.origin} />
          <Icon name="chevronRight" size="small" className={styles.arrow} />
          <span className={styles.visuallyHidden}>{t('kit.shipment.to')}</span>
          <Endpoint endpoint={shipment.destination} />
        </div>
        <div className={styles.meta}>
          <span className={styles.secondary}>{t('kit.shipment.equipment')}</span>
          <span className={styles.metaValue} title={equipment}>
            {equipment || '—'}
          </span>
        </div>
        <div className={styles.meta}>
          <span className={styles.secondary}>{t('kit.shipment.driver')}</span>
          <span className={styles.metaValue} title={drivers}>
            {drivers || t('kit.shipment.noDriver')}
          </span>
        </div>
      </div>
    </article>
  );
}
