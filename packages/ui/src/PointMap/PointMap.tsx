import { Composite, CompositeItem, useCompositeStore, useStoreState } from '@ariakit/react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
import {
  circlePolygon,
  controlsGutter,
  fitTarget,
  fittedProjection,
  groupPoints,
  northAmericaBounds,
  pathOf,
} from './geometry.ts';
import { mapHeight, mapWidth } from './dimensions.ts';
import * as styles from './PointMap.css.ts';
import type { MapCircle, MapPoint, PointMapProps } from './types.ts';
import {
  clampView,
  fittedView,
  isFitted,
  maxZoom,
  panBy,
  panShare,
  pinch,
  project,
  zoomAt,
  zoomStep,
  type MapView,
  type TouchPair,
} from './view.ts';

/** The default of `circles`, one array for every render so the fitted projection is kept. */
const noCircles: readonly MapCircle[] = [];

/** Markers closer than this many CSS pixels share one marker (a 24 px target and its 2 px ring). */
const groupDistancePx = 22;

/** One notch of the wheel (with Ctrl or ⌘ held) zooms by this factor. */
const wheelStep = 1.25;

/** The arrow keys' pans, as shares of the map's width and height. */
const arrowPans: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-panShare, 0],
  ArrowRight: [panShare, 0],
  ArrowUp: [0, -panShare],
  ArrowDown: [0, panShare],
};

/** Where a marker's centre is on the drawing, in viewBox units. */
function markerCentre(frame: HTMLElement, marker: Element): [number, number] {
  const rect = frame.getBoundingClientRect();
  const box = marker.getBoundingClientRect();
  return [
    ((box.left + box.width / 2 - rect.left) * mapWidth) / rect.width,
    ((box.top + box.height / 2 - rect.top) * mapHeight) / rect.height,
  ];
}

/** The drawing's rendered width, so grouping follows what the user sees (a phone groups more). */
function useRenderedWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(mapWidth);
  // Measured before the first paint: the fit depends on the width (controlsGutter), and a map first
  // drawn at the default width would visibly jump when the observer reports.
  useLayoutEffect(() => {
    const measured = ref.current?.getBoundingClientRect().width ?? 0;
    if (measured > 0) setWidth(measured);
  }, [ref]);
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
 * Pan and zoom: the Zoom in / Zoom out buttons, the + and − keys anywhere on the map, the wheel with
 * Ctrl or ⌘ held (without it the page scrolls as usual), dragging the map, pinching it with two fingers
 * (which also pans it; one finger still scrolls the page up and down), and the arrow keys while the
 * map itself has focus (its tab stop after the markers); Reset map or 0 returns to the fitted view,
 * which new points or circles also bring back. Markers outside the view leave the tab order; zooming
 * in splits groups that no longer overlap.
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
  const keysId = useId();
  const surfaceRef = useRef<HTMLDivElement>(null);
  const store = useCompositeStore({ focusLoop: false });
  const focusedId = useStoreState(store, 'activeId') ?? null;
  const [focusWithin, setFocusWithin] = useState(false);
  const svgRef = useRef<SVGSVGElement>(null);
  const markersRef = useRef<HTMLDivElement>(null);
  // A pointer drag in progress (its offset is applied outside React until the pointer lets go).
  const [dragging, setDragging] = useState(false);

  const gutter = controlsGutter(renderedWidth);
  const projection = useMemo(
    () => fittedProjection(fitTarget(points, circles, defaultBounds), gutter),
    [points, circles, defaultBounds, gutter],
  );
  const drawing = useMemo(
    () => ({
      areas: pathOf(projection, basemap.areas),
      borders: pathOf(projection, basemap.borders ?? basemap.areas),
      circles: circles.map((c) => ({ id: c.id, d: pathOf(projection, circlePolygon(c)) })),
    }),
    [projection, basemap, circles],
  );
  // New points or circles refit the map, and with it the user's pan and zoom start again.
  const [view, setView] = useState<MapView>(fittedView);
  // (a projection is a function: wrapped, so useState keeps it rather than calling it)
  const [viewProjection, setViewProjection] = useState(() => projection);
  if (viewProjection !== projection) {
    setViewProjection(() => projection);
    setView(fittedView);
  }
  // The view the drag listeners read (they are attached once); the drag's translate is cleared in the
  // same frame the view it ended in is drawn.
  const viewRef = useRef(view);
  useLayoutEffect(() => {
    viewRef.current = view;
    if (dragging) return;
    for (const layer of [svgRef.current, markersRef.current]) if (layer) layer.style.transform = '';
  }, [view, dragging]);
  // Grouped at the zoom in force (closer in, fewer points overlap); panning only moves the markers.
  const grouped = useMemo(
    () => groupPoints(points, projection, (groupDistancePx * mapWidth) / renderedWidth / view.k),
    [points, projection, renderedWidth, view.k],
  );
  const placed = grouped.map((g) => {
    const [x, y] = project(view, g.x, g.y);
    return { ...g, x, y };
  });
  const chosen = placed.find((g) => g.id === chosenId) ?? null;
  // Only markers in view are reachable; the chosen one stays while its card is open.
  // While a drag is on, the markers a map away on each side are drawn too, so those the drag brings
  // into view are there before the pointer lets go.
  const reach = dragging ? 1 : 0;
  const groups = placed.filter(
    (g) =>
      g.id === chosenId ||
      (g.x >= -reach * mapWidth &&
        g.x <= (1 + reach) * mapWidth &&
        g.y >= -reach * mapHeight &&
        g.y <= (1 + reach) * mapHeight),
  );
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

  // Pan and zoom by keyboard, wheel and drag: listeners on the frame and the map's own surface (no
  // widgets of their own, so not React handlers on them).
  useEffect(() => {
    const frame = frameRef.current;
    const surface = surfaceRef.current;
    if (!frame || !surface) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof Element && event.target.closest('[data-point-map-card]')) return;
      const pan = arrowPans[event.key];
      // On a marker, + and − zoom about it, so the marker in focus stays where it is (and in view).
      const marker = event.target instanceof HTMLElement ? event.target.closest('[data-map-marker]') : null;
      const about = marker ? markerCentre(frame, marker) : undefined;
      if (event.key === '+' || event.key === '=') setView((v) => zoomAt(v, zoomStep, ...(about ?? [])));
      else if (event.key === '-' || event.key === '_')
        setView((v) => zoomAt(v, 1 / zoomStep, ...(about ?? [])));
      else if (event.key === '0') setView(fittedView);
      else if (pan && event.target === surface)
        setView((v) => panBy(v, pan[0] * mapWidth, pan[1] * mapHeight));
      else return;
      event.preventDefault();
    };
    const toDrawing = (clientX: number, clientY: number) => {
      const rect = frame.getBoundingClientRect();
      return [
        ((clientX - rect.left) * mapWidth) / rect.width,
        ((clientY - rect.top) * mapHeight) / rect.height,
      ];
    };
    const onWheel = (event: WheelEvent) => {
      // Without Ctrl or ⌘ the wheel scrolls the page (a map in a page must not trap it).
      if (!(event.ctrlKey || event.metaKey) || event.deltaY === 0) return;
      event.preventDefault();
      const [cx, cy] = toDrawing(event.clientX, event.clientY);
      setView((v) => zoomAt(v, event.deltaY < 0 ? wheelStep : 1 / wheelStep, cx, cy));
    };
    // Pointers down on the surface, where each last was: one drags the map, two pinch it.
    const down = new Map<number, readonly [number, number]>();
    const pair = (): TouchPair | null => {
      const [a, b] = [...down.values()];
      return a && b ? [a, b] : null;
    };
    // A one-pointer drag moves the drawing and the markers as they are drawn (a CSS translate the
    // compositor applies, one frame at a time) and becomes the view when the pointer lets go: no
    // re-render of every marker and no repaint of the basemap per pointer move (`pnpm --filter
    // @freightkit/portal bench:map`).
    let drag: { from: readonly [number, number]; by: [number, number] } | null = null;
    let frameRequest = 0;
    const showDrag = () => {
      frameRequest = 0;
      if (!drag) return;
      const rect = frame.getBoundingClientRect();
      const current = viewRef.current;
      const target = clampView({ k: current.k, x: current.x + drag.by[0], y: current.y + drag.by[1] });
      const offset = `translate(${String(((target.x - current.x) * rect.width) / mapWidth)}px, ${String(
        ((target.y - current.y) * rect.height) / mapHeight,
      )}px)`;
      for (const layer of [svgRef.current, markersRef.current]) if (layer) layer.style.transform = offset;
    };
    const endDrag = () => {
      if (!drag) return;
      const [dx, dy] = drag.by;
      drag = null;
      cancelAnimationFrame(frameRequest);
      frameRequest = 0;
      // The translate is cleared when this view is drawn (a layout effect), so nothing jumps back.
      setView((v) => clampView({ k: v.k, x: v.x + dx, y: v.y + dy }));
      setDragging(false);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.button !== 0 || down.size >= 2) return;
      // Keeps the drag when the pointer leaves the map (a pointer the browser no longer tracks cannot be captured).
      if (surface.isConnected && event.isTrusted) surface.setPointerCapture(event.pointerId);
      const point = toDrawing(event.clientX, event.clientY) as [number, number];
      down.set(event.pointerId, point);
      if (down.size === 1) {
        drag = { from: point, by: [0, 0] };
        setDragging(true);
      } else endDrag();
    };
    const onPointerMove = (event: PointerEvent) => {
      const last = down.get(event.pointerId);
      if (last === undefined) return;
      const from = pair();
      const point = toDrawing(event.clientX, event.clientY) as [number, number];
      down.set(event.pointerId, point);
      const to = pair();
      if (from && to) setView((v) => pinch(v, from, to));
      else if (drag) {
        drag.by = [point[0] - drag.from[0], point[1] - drag.from[1]];
        if (frameRequest === 0) frameRequest = requestAnimationFrame(showDrag);
      }
    };
    const onPointerEnd = (event: PointerEvent) => {
      down.delete(event.pointerId);
      endDrag();
    };
    frame.addEventListener('keydown', onKeyDown);
    frame.addEventListener('wheel', onWheel, { passive: false });
    surface.addEventListener('pointerdown', onPointerDown);
    surface.addEventListener('pointermove', onPointerMove);
    surface.addEventListener('pointerup', onPointerEnd);
    surface.addEventListener('pointercancel', onPointerEnd);
    return () => {
      frame.removeEventListener('keydown', onKeyDown);
      frame.removeEventListener('wheel', onWheel);
      surface.removeEventListener('pointerdown', onPointerDown);
      surface.removeEventListener('pointermove', onPointerMove);
      surface.removeEventListener('pointerup', onPointerEnd);
      surface.removeEventListener('pointercancel', onPointerEnd);
      cancelAnimationFrame(frameRequest);
    };
  }, []);

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div ref={frameRef} className={styles.frame} data-point-map="">
        <svg
          ref={svgRef}
          className={styles.svg}
          viewBox={`0 0 ${mapWidth} ${mapHeight}`}
          preserveAspectRatio="xMidYMid slice"
          aria-hidden="true"
          focusable="false"
        >
          <rect className={styles.water} width={mapWidth} height={mapHeight} />
          <g
            transform={`translate(${String(view.x)} ${String(view.y)}) scale(${String(view.k)})`}
            data-map-view={`${String(view.k)} ${String(view.x)} ${String(view.y)}`}
          >
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
                  {end ? (
                    <circle className={styles.destination} cx={end[0]} cy={end[1]} r={5 / view.k} />
                  ) : null}
                </g>
              );
            })}
          </g>
        </svg>
        <Composite
          store={store}
          role="group"
          aria-label={label}
          aria-describedby={descriptionId}
          ref={markersRef}
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
                data-map-marker=""
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
        {/* The map itself: drag it, or focus it (after the markers) and use the arrow keys, which a
            screen reader passes on to an application (its equivalent remains the app's list). */}
        <div
          ref={surfaceRef}
          className={styles.surface}
          role="application"
          // The rule counts `application` as not interactive; here it is the widget the arrow keys drive.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-label={t('kit.map.surface')}
          aria-describedby={keysId}
          data-point-map-surface=""
        />
        <div className={styles.controls} role="group" aria-label={t('kit.map.controls')}>
          <IconButton
            icon="zoomIn"
            label={t('kit.map.zoomIn')}
            variant="secondary"
            size="small"
            tooltipPlacement="right"
            disabled={view.k >= maxZoom}
            onClick={() => {
              setView((v) => zoomAt(v, zoomStep));
            }}
          />
          <IconButton
            icon="zoomOut"
            label={t('kit.map.zoomOut')}
            variant="secondary"
            size="small"
            tooltipPlacement="right"
            disabled={view.k <= 1}
            onClick={() => {
              setView((v) => zoomAt(v, 1 / zoomStep));
            }}
          />
          <IconButton
            icon="home"
            label={t('kit.map.reset')}
            variant="secondary"
            size="small"
            tooltipPlacement="right"
            disabled={isFitted(view)}
            onClick={() => {
              setView(fittedView);
            }}
          />
        </div>
      </div>
      <p id={keysId} className={styles.keys}>
        {t('kit.map.keys')}
      </p>
      <p id={descriptionId} className={styles.caption}>
        {description}
      </p>
    </div>
  );
}
