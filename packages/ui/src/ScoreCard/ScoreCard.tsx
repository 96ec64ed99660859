import { useId, useState, type ReactNode } from 'react';
import { useFormat, type Format } from '../i18n/useFormat.ts';
import { useI18n } from '../i18n/I18nContext.tsx';
import * as styles from './ScoreCard.css.ts';

/** One measure of the carrier score card call. */
export interface ScoreMeasure {
  /** Stable key, e.g. 'onTimeDelivery'. */
  readonly key: string;
  /** The measure's name as the back end or the app words it, e.g. 'On-time delivery'. */
  readonly label: string;
  /** The value: a 0–1 ratio for `percent`, otherwise a plain number. */
  readonly value: number;
  /** How to read the value. @default 'percent' */
  readonly unit?: 'percent' | 'count';
  /** The goal for the measure, in the same unit. */
  readonly target?: number | null;
}

/** Props of {@link ScoreCard}. */
export interface ScoreCardProps {
  /** The carrier's measures. Percent measures are charted; counts show as numbers only. */
  measures: readonly ScoreMeasure[];
  /** Heading. @default 'Carrier score card' */
  title?: string;
  /** The score card is loading. @default false */
  loading?: boolean;
  /** The score card failed to load. */
  error?: ReactNode;
  /** Extra class on the root, merged last. */
  className?: string;
}

const text = (format: Format, measure: ScoreMeasure, value: number) =>
  (measure.unit ?? 'percent') === 'percent' ? format.formatPercent(value) : format.formatNumber(value);

const rowHeight = 28;
const labelWidth = 150;
const barWidth = 260;

/**
 * The carrier's score card: each measure as a number (with its target), a small horizontal bar
 * chart of the percent measures (an SVG `role="img"` whose name and description say every value),
 * and the same data as a table behind a "Show chart data as a table" disclosure.
 *
 * @example
 * <ScoreCard measures={[{ key: 'otd', label: 'On-time delivery', value: 0.94, target: 0.95 }]} />
 */
export function ScoreCard({ measures, title, loading = false, error, className }: ScoreCardProps) {
  const { t } = useI18n();
  const format = useFormat();
  const titleId = useId();
  const descId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  const heading = title ?? t('kit.scoreCard.title');
  const charted = measures.filter((m) => (m.unit ?? 'percent') === 'percent');
  const describe = (m: ScoreMeasure) =>
    [
      t('kit.scoreCard.chartDescription', { label: m.label, value: text(format, m, m.value) }),
      m.target == null ? null : t('kit.scoreCard.target', { value: text(format, m, m.target) }),
    ]
      .filter(Boolean)
      .join(', ');

  let body: ReactNode;
  if (loading) {
    body = (
      <p className={styles.message} role="status">
        {t('kit.scoreCard.loading')}
      </p>
    );
  } else if (error) {
    body = (
      <div className={styles.message} role="alert">
        {error}
      </div>
    );
  } else if (measures.length === 0) {
    body = <p className={styles.message}>{t('kit.scoreCard.empty')}</p>;
  } else {
    body = (
      <>
        <dl className={styles.tiles}>
          {measures.map((m) => (
            <div key={m.key} className={styles.tile}>
              <dt className={styles.label}>{m.label}</dt>
              <dd className={styles.value}>
                {text(format, m, m.value)}
                {m.target == null ? null : (
                  <>
                    {' '}
                    <span className={styles.target}>
                      {t('kit.scoreCard.target', { value: text(format, m, m.target) })}
                    </span>
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
        {charted.length > 0 ? (
          <svg
            className={styles.chart}
            viewBox={`0 0 ${labelWidth + barWidth + 50} ${charted.length * rowHeight}`}
            role="img"
            aria-labelledby={titleId}
            aria-describedby={descId}
          >
            <title id={titleId}>{t('kit.scoreCard.chart')}</title>
            <desc id={descId}>{charted.map(describe).join('. ')}</desc>
            {charted.map((m, i) => {
              const y = i * rowHeight;
              const width = Math.max(0, Math.min(1, m.value)) * barWidth;
              return (
                <g key={m.key} aria-hidden="true">
                  <text className={styles.chartText} x={0} y={y + 18}>
                    {m.label.length > 22 ? `${m.label.slice(0, 21)}…` : m.label}
                  </text>
                  <rect
                    className={styles.track}
                    x={labelWidth}
                    y={y + 6}
                    width={barWidth}
                    height={16}
                    rx={3}
                  />
                  <rect className={styles.bar} x={labelWidth} y={y + 6} width={width} height={16} rx={3} />
                  {m.target == null ? null : (
                    <line
                      className={styles.targetMark}
                      x1={labelWidth + Math.min(1, m.target) * barWidth}
                      x2={labelWidth + Math.min(1, m.target) * barWidth}
                      y1={y + 2}
                      y2={y + 26}
                    />
                  )}
                  <text className={styles.chartText} x={labelWidth + barWidth + 6} y={y + 18}>
                    {text(format, m, m.value)}
                  </text>
                </g>
              );
            })}
          </svg>
        ) : null}
        {/* A plain disclosure button: Ariakit's Disclosure and its content set state in layout effects,
            a synchronous second render of the card (and a flush of the page's pending effects) inside
            the commit that shows it (ADR 075). */}
        <button
          type="button"
          className={styles.disclosure}
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => {
            setTableShown((shown) => !shown);
          }}
        >
          {t('kit.scoreCard.showTable')}
        </button>
        <div id={tableId} hidden={!tableShown}>
          <table className={styles.table}>
            <caption className={styles.label}>{heading}</caption>
            <thead>
              <tr>
                <th className={styles.cell} scope="col">
                  {t('kit.scoreCard.measure')}
                </th>
                <th className={styles.cell} scope="col">
                  {t('kit.scoreCard.value')}
                </th>
                <th className={styles.cell} scope="col">
                  {t('kit.scoreCard.targetColumn')}
                </th>
              </tr>
            </thead>
            <tbody>
              {measures.map((m) => (
                <tr key={m.key}>
                  <th className={styles.cell} scope="row">
                    {m.label}
                  </th>
                  <td className={styles.cell}>{text(format, m, m.value)}</td>
                  <td className={styles.cell}>{m.target == null ? '—' : text(format, m, m.target)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    );
  }
  return (
    <section className={[styles.root, className].filter(Boolean).join(' ')} aria-label={heading}>
      <h2 className={styles.title}>{heading}</h2>
      {body}
    </section>
  );
}
