import { renderMessage, viewerErrorBar } from '@freightkit/domain';
import { useDeferredValue } from 'react';
import { Dialog } from '../Dialog/Dialog.tsx';
import { useDocumentText } from '../documentMessages/useDocumentText.ts';
import type { DocumentViewerProps } from './DocumentViewerProps.ts';
import * as styles from './DocumentViewer.css.ts';
import { useDocumentViewer } from './useDocumentViewer.ts';
import { ViewerPage } from './ViewerPage.tsx';
import { ViewerThumbnails } from './ViewerThumbnails.tsx';
import { ViewerToolbar } from './ViewerToolbar.tsx';

/**
 * The viewer dialog itself (heavy: opens pdf.js or the TIFF worker on demand), a thin view over
 * `useDocumentViewer`. Import {@link DocumentViewer}, the lazy wrapper, instead.
 */
export default function DocumentViewerDialog({ onOpenChange, className, ...props }: DocumentViewerProps) {
  const t = useDocumentText();
  const [viewer, bind] = useDocumentViewer(props);
  const { pagesBox } = bind;
  const { engine, error, sizes } = viewer;
  const errorText = error
    ? t(viewerErrorBar(error, (m) => renderMessage(t, m)).key, { message: renderMessage(t, error) })
    : null;
  const scale = viewer.zoom / 100;
  // The dialog's frame mounts first (Ariakit's portal and focus handling render it synchronously); its body
  // follows in a deferred render, which React splits into short tasks (ADR 060).
  const bodyShown = useDeferredValue(true, false);

  return (
    <Dialog
      open={props.open}
      onOpenChange={onOpenChange}
      title={viewer.title}
      size="full"
      className={className}
    >
      {bodyShown ? (
        <div className={styles.viewer} aria-busy={!engine && !error ? true : undefined}>
          <ViewerToolbar viewer={viewer} extension={props.extension} canDownload={Boolean(props.src)} />
          {errorText ? (
            <div role="alert" className={styles.errorBar}>
              {errorText}
            </div>
          ) : null}
          <div className={styles.body}>
            {engine && sizes.length > 1 ? (
              <ViewerThumbnails viewer={viewer} bind={bind} engine={engine} />
            ) : null}
            {/* A scrollable region must be keyboard reachable (WCAG 2.1.1); + and - zoom from it. */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
            <div
              ref={pagesBox}
              className={styles.pages}
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              role="region"
              aria-label={t('kit.viewer.pages')}
              onScroll={viewer.onScroll}
              onKeyDown={viewer.onPagesKeyDown}
            >
              {engine ? (
                <div className={styles.pageColumn}>
                  {viewer.shownPages.map((size, index) => (
                    <div
                      key={index}
                      data-index={index}
                      ref={(element) => {
                        bind.page(index, element);
                      }}
                    >
                      <ViewerPage
                        engine={engine}
                        index={index}
                        size={size}
                        scale={scale}
                        rotation={viewer.rotation}
                        active={viewer.nearPages.has(index)}
                        label={t('kit.viewer.page', { page: index + 1 })}
                        onSize={viewer.onPageSize}
                        onDrawn={viewer.onPageDrawn}
                        onError={viewer.onPageError}
                      />
                    </div>
                  ))}
                </div>
              ) : !error ? (
                <p role="status" className={styles.status}>
                  {t('kit.viewer.loading')}
                </p>
              ) : null}
            </div>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
