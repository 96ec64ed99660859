import { Composite, CompositeItem, useCompositeStore, useStoreState } from '@ariakit/react';
import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
import {
  circlePolygon,
  fitTarget,
  fittedProjection,
  groupPoints,
  northAmericaBounds,
  pathOf,
} from './geometry.ts';
import { mapHeight, mapWidth } from './dimensions.ts';
import * as styles from './PointMap.css.ts';
import type { MapCircle, MapPoint, PointMapProps } from './types.ts';

/** The default of `circles`, one array for every render so the fitted projection is kept. */
const noCircles: readonly MapCircle[] = [];

/** Markers closer than this many CSS pixels share one marker (a 24 px target and its 2 px ring). */
const groupDistancePx = 22;

/** The drawing's rendered width, so grouping follows what the user sees (a phone groups more). */
function useRenderedWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(mapWidth);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref]);
  return width;
}

/**
 * A map of points over an app-supplied basemap, drawn as SVG with d3-geo in a Lambert conformal
 * conic for North America and fitted to the points and circles; no tiles and no network. Each marker
 * is a button in one roving tab stop (arrow keys walk them west to east, Home/End jump); Enter or a
 * click opens a card of what the marker stands for (the app's links), Escape closes it. Points that
 * would overlap share one marker naming how many it holds. The map is a companion to a list that
 * holds the same points: say so in `description`.
 *
 * Load it through the kit's `PointMap` export, which fetches this module (and d3-geo) on first render.
 */
export default function PointMap<P extends MapPoint>({
  label,
  description,
  basemap,
  points,
  circles = noCircles,
  groupLabel,
  renderCard,
  defaultBounds = northAmericaBounds,
  className,
}: PointMapProps<P>) {
  const { t } = useI18n();
  const descriptionId = useId();
  const cardId = useId();
  const cardTitleId = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const renderedWidth = useRenderedWidth(frameRef);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [pointedId, setPointedId] = useState<string | null>(null);
  const store = useCompositeStore({ focusLoop: false });
  const focusedId = useStoreState(store, 'activeId') ?? null;
  const [focusWithin, setFocusWithin] = useState(false);

  const projection = useMemo(
    () => fittedProjection(fitTarget(points, circles, defaultBounds)),
    [points, circles, defaultBounds],
  );
  const drawing = useMemo(
    () => ({
      areas: pathOf(projection, basemap.areas),
      borders: pathOf(projection, basemap.borders ?? basemap.areas),
      circles: circles.map((c) => ({ id: c.id, d: pathOf(projection, circlePolygon(c)) })),
    }),
    [projection, basemap, circles],
  );
  const groups = useMemo(
    () => groupPoints(points, projection, (groupDistancePx * mapWidth) / renderedWidth),
    [points, projection, renderedWidth],
  );
  const chosen = groups.find((g) => g.id === chosenId) ?? null;
  // The route shows for the chosen marker, else the one under the pointer or keyboard focus.
  const highlightedId = chosen?.id ?? pointedId ?? (focusWithin ? focusedId : null);
  const highlighted = groups.find((g) => g.id === highlightedId) ?? null;

  const focusMarker = (id: string) => {
    store.setActiveId(id);
    store.item(id)?.element?.focus();
  };
  const close = () => {
    if (!chosen) return;
    setChosenId(null);
    focusMarker(chosen.id);
  };
  // Escape on a marker or in the card closes the card and focuses its marker (a listener on the
  // frame, which is no widget of its own).
  const openId = chosen?.id ?? null;
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || openId === null) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setChosenId(null);
      store.setActiveId(openId);
      store.item(openId)?.element?.focus();
    };
    frame.addEventListener('keydown', onKeyDown);
    return () => {
      frame.removeEventListener('keydown', onKeyDown);
    };
  }, [openId, store]);

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div ref={frameRef} className={styles.frame} data-point-map="">
        <svg
          className={styles.svg}
          viewBox={`0 0 ${mapWidth} ${mapHeight}`}
          preserveAspectRatio="xMidYMid slice"
          aria-hidden="true"
          focusable="false"
        >
          <rect className={styles.water} width={mapWidth} height={mapHeight} />
          <path className={styles.land} d={drawing.areas} />
          <path className={styles.borders} d={drawing.borders} />
          {drawing.circles.map((c) => (
            <path key={c.id} className={styles.circle} d={c.d} data-map-circle="" />
          ))}
          {highlighted?.points.map((p) => {
            if (!p.to) return null;
            const end = projection([p.to.longitude, p.to.latitude]);
            const line = pathOf(projection, {
              type: 'LineString',
              coordinates: [
                [p.longitude, p.latitude],
                [p.to.longitude, p.to.latitude],
              ],
            });
            return (
              <g key={p.id} data-map-route="">
                <path className={styles.route} d={line} />
                {end ? <circle className={styles.destination} cx={end[0]} cy={end[1]} r={5} /> : null}
              </g>
            );
          })}
        </svg>
        <Composite
          store={store}
          role="group"
          aria-label={label}
          aria-describedby={descriptionId}
          className={styles.markers}
          onFocus={() => {
            setFocusWithin(true);
          }}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
          }}
        >
          {groups.map((group) => {
            const single = group.points.length === 1;
            const name = single ? (group.points[0] as P).label : groupLabel(group.points);
            const isChosen = group.id === chosen?.id;
            return (
              <CompositeItem
                key={group.id}
                id={group.id}
                className={styles.marker}
                aria-label={name}
                aria-expanded={isChosen}
                aria-controls={isChosen ? cardId : undefined}
                data-single={single ? '' : undefined}
                data-active={group.id === highlightedId ? '' : undefined}
                style={
                  {
                    '--fk-map-x': `${(group.x / mapWidth) * 100}%`,
                    '--fk-map-y': `${(group.y / mapHeight) * 100}%`,
                  } as CSSProperties
                }
                onClick={() => {
                  setChosenId(isChosen ? null : group.id);
                }}
                onPointerEnter={() => {
                  setPointedId(group.id);
                }}
                onPointerLeave={() => {
                  setPointedId((current) => (current === group.id ? null : current));
                }}
              >
                {single ? null : group.points.length}
              </CompositeItem>
            );
          })}
        </Composite>
        {chosen ? (
          <section id={cardId} className={styles.card} aria-labelledby={cardTitleId} data-point-map-card="">
            <div className={styles.cardHeader}>
              <h3 id={cardTitleId} className={styles.cardTitle}>
                {chosen.points.length === 1 ? (chosen.points[0] as P).label : groupLabel(chosen.points)}
              </h3>
              <IconButton icon="close" label={t('kit.close')} variant="ghost" size="small" onClick={close} />
            </div>
            <div className={styles.cardBody}>{renderCard(chosen.points)}</div>
          </section>
        ) : null}
      </div>
      <p id={descriptionId} className={styles.caption}>
        {description}
      </p>
    </div>
  );
}
