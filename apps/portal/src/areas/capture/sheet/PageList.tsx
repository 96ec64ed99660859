import { Banner, Button, IconButton, Inline, Stack, Text, useI18n } from '@freightkit/ui';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { LegibilityProblem } from '../legibility/legibility.ts';
import * as styles from './sheet.css.ts';

/** Where a page's legibility check is. */
export type PageCheck =
  | { readonly state: 'checking' }
  | { readonly state: 'checked'; readonly problems: readonly LegibilityProblem[] }
  | { readonly state: 'unreadable' }
  /** The check could not run; the driver looks at the thumbnail instead. */
  | { readonly state: 'unchecked' }
  /** A PDF the driver picked, with its page count (no photo to check). */
  | { readonly state: 'pdf'; readonly pages: number }
  /** A PDF that cannot be read (damaged or protected by a password). */
  | { readonly state: 'pdfUnreadable' };

/** One captured page as the list shows it. */
export interface CapturedPage {
  readonly id: string;
  /** A blob URL of the picture (thumbnails; CSP allows `img-src blob:`). */
  readonly url: string;
  readonly check: PageCheck;
  /** The driver chose "Use anyway" despite a legibility problem. */
  readonly usedAnyway: boolean;
}

/** Whether a page still needs the driver's decision (a problem not accepted, or unreadable). */
export function pageNeedsDecision(page: CapturedPage): boolean {
  if (page.check.state === 'unreadable' || page.check.state === 'pdfUnreadable') return true;
  return page.check.state === 'checked' && page.check.problems.length > 0 && !page.usedAnyway;
}

/** The plain message of a page's first legibility problem. */
function problemMessage(problem: LegibilityProblem) {
  return `capture.legibility.${problem}` as const;
}

/**
 * The pages of a capture, in order (ADR 039): a thumbnail, the legibility check's outcome with its plain
 * message and "Use anyway", Move up / Move down buttons (keyboard) and a drag handle (pointer: mouse,
 * finger or pen), and Remove. Each move is announced.
 */
export function PageList({
  pages,
  onMove,
  onRemove,
  onUseAnyway,
}: {
  pages: readonly CapturedPage[];
  onMove: (from: number, to: number) => void;
  onRemove: (id: string) => void;
  onUseAnyway: (id: string) => void;
}) {
  const { t } = useI18n();
  const list = useRef<HTMLOListElement>(null);
  const [dragging, setDragging] = useState<{ from: number; over: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** The moved page and the move button to keep focus on (the other one at either end, where this one is disabled). */
  const refocus = useRef<{ id: string; button: 'up' | 'down' } | null>(null);

  // After the parent has re-rendered the moved page in its new place.
  useEffect(() => {
    const wanted = refocus.current;
    if (wanted === null) return;
    refocus.current = null;
    list.current
      ?.querySelector<HTMLButtonElement>(`[data-page-id="${wanted.id}"] [data-move="${wanted.button}"]`)
      ?.focus();
  });

  const move = (from: number, to: number, byKeyboard = false) => {
    if (to < 0 || to >= pages.length || to === from) return;
    const id = pages[from]?.id;
    onMove(from, to);
    setAnnouncement(t('capture.page.moved', { number: to + 1, count: pages.length }));
    if (byKeyboard && id !== undefined) {
      const up = to < from;
      const atEnd = up ? to === 0 : to === pages.length - 1;
      refocus.current = { id, button: up !== atEnd ? 'up' : 'down' };
    }
  };

  /** The index of the page under a pointer's vertical position. */
  const indexAt = (clientY: number) => {
    const items = [...(list.current?.children ?? [])];
    const index = items.findIndex((item) => clientY < item.getBoundingClientRect().bottom);
    return index === -1 ? items.length - 1 : index;
  };

  const dragHandlers = (index: number) => ({
    onPointerDown: (event: ReactPointerEvent<HTMLButtonElement>) => {
      event.currentTarget.setPointerCapture(event.pointerId);
      setDragging({ from: index, over: index });
    },
    onPointerMove: (event: ReactPointerEvent<HTMLButtonElement>) => {
      if (dragging !== null) setDragging({ ...dragging, over: indexAt(event.clientY) });
    },
    onPointerUp: () => {
      if (dragging !== null) move(dragging.from, dragging.over);
      setDragging(null);
    },
    onPointerCancel: () => {
      setDragging(null);
    },
  });

  return (
    <>
      <ol ref={list} className={styles.pages}>
        {pages.map((page, index) => {
          const number = index + 1;
          const problems = page.check.state === 'checked' ? page.check.problems : [];
          return (
            <li
              key={page.id}
              className={styles.page}
              data-page-id={page.id}
              data-drop-target={dragging !== null && dragging.over === index && dragging.from !== index}
              aria-label={t('capture.page.label', { number })}
            >
              {page.check.state === 'pdf' || page.check.state === 'pdfUnreadable' ? (
                <span className={styles.pdfThumbnail} aria-hidden="true">
                  {t('capture.page.pdfTile')}
                </span>
              ) : (
                <img className={styles.thumbnail} src={page.url} alt="" />
              )}
              <Stack space="xs">
                <Text weight="bold">{t('capture.page.label', { number })}</Text>
                {page.check.state === 'checking' ? (
                  <Text size="sm" tone="secondary" role="status">
                    {t('capture.page.checking')}
                  </Text>
                ) : page.check.state === 'unchecked' ? (
                  <Text size="sm" tone="caution">
                    {t('capture.page.unchecked')}
                  </Text>
                ) : page.check.state === 'unreadable' ? (
                  <Banner tone="critical" title={t('capture.legibility.unreadable')} live />
                ) : page.check.state === 'pdfUnreadable' ? (
                  <Banner tone="critical" title={t('capture.page.pdfUnreadable')} live />
                ) : page.check.state === 'pdf' ? (
                  <Text size="sm" tone="secondary">
                    {t('capture.page.pdf', { count: page.check.pages })}
                  </Text>
                ) : problems[0] !== undefined && !page.usedAnyway ? (
                  <Banner
                    tone="caution"
                    title={t(problemMessage(problems[0]))}
                    description={problems
                      .slice(1)
                      .map((problem) => t(problemMessage(problem)))
                      .join(' ')}
                    actions={
                      <Button
                        size="small"
                        variant="secondary"
                        onClick={() => {
                          onUseAnyway(page.id);
                        }}
                      >
                        {t('capture.legibility.useAnyway')}
                      </Button>
                    }
                    live
                  />
                ) : (
                  <Text size="sm" tone={page.usedAnyway ? 'caution' : 'positive'}>
                    {t(page.usedAnyway ? 'capture.legibility.usedAnyway' : 'capture.page.legible')}
                  </Text>
                )}
                <Inline space="xs">
                  <IconButton
                    icon="chevronUp"
                    label={t('capture.page.moveUp', { number })}
                    disabled={index === 0}
                    data-move="up"
                    onClick={() => {
                      move(index, index - 1, true);
                    }}
                  />
                  <IconButton
                    icon="chevronDown"
                    label={t('capture.page.moveDown', { number })}
                    disabled={index === pages.length - 1}
                    data-move="down"
                    onClick={() => {
                      move(index, index + 1, true);
                    }}
                  />
                  <IconButton
                    icon="menu"
                    label={t('capture.page.drag', { number })}
                    className={styles.dragHandle}
                    {...dragHandlers(index)}
                  />
                  <IconButton
                    icon="delete"
                    label={t('capture.page.remove', { number })}
                    onClick={() => {
                      onRemove(page.id);
                    }}
                  />
                </Inline>
              </Stack>
            </li>
          );
        })}
      </ol>
      <div className={styles.visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </div>
    </>
  );
}
