import { useDocumentText } from '../documentMessages/useDocumentText.ts';
import * as styles from './DocumentViewer.css.ts';
import type { ViewerEngine } from './engines/types.ts';
import type { DocumentViewerBind, DocumentViewerState } from './useDocumentViewer.ts';
import { ViewerPage } from './ViewerPage.tsx';

/** Width of a thumbnail page in CSS pixels. */
const thumbnailWidth = 96;

/** Props of {@link ViewerThumbnails}. */
export interface ViewerThumbnailsProps {
  /** The viewer's state, from `useDocumentViewer`. */
  readonly viewer: DocumentViewerState;
  /** The element bindings, from `useDocumentViewer`. */
  readonly bind: DocumentViewerBind;
  /** The open engine (the sidebar shows only once a file is open). */
  readonly engine: ViewerEngine;
}

/**
 * The sidebar of page thumbnails; a thumbnail is drawn only while it is near the sidebar's viewport. The
 * sidebar shows at once (so the pages do not shift) with the first few thumbnails, the rest once a page is
 * drawn (ADR 065); their canvases draw only once a page is drawn (ADR 060).
 */
export function ViewerThumbnails({ viewer, bind, engine }: ViewerThumbnailsProps) {
  const t = useDocumentText();
  const { thumbnailsBox } = bind;
  return (
    <nav ref={thumbnailsBox} className={styles.sidebar} aria-label={t('viewer.thumbnails')}>
      <ol className={styles.thumbnailList}>
        {viewer.shownPages.map((size, index) => (
          <li
            key={index}
            data-index={index}
            ref={(element) => {
              bind.thumbnail(index, element);
            }}
          >
            <button
              type="button"
              className={styles.thumbnail}
              aria-current={index === viewer.current ? 'page' : undefined}
              aria-label={t('kit.viewer.page', { page: index + 1 })}
              onClick={() => {
                viewer.goTo(index);
              }}
            >
              <ViewerPage
                engine={engine}
                index={index}
                size={size}
                scale={thumbnailWidth / size.width}
                rotation={viewer.rotation}
                active={viewer.pageDrawn && viewer.nearThumbnails.has(index)}
                onError={viewer.onPageError}
              />
              <span aria-hidden="true">{index + 1}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
