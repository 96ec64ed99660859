import { canPrint, viewerZoomLevels } from '@freightkit/domain';
import { useDocumentText } from '../documentMessages/useDocumentText.ts';
import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './DocumentViewer.css.ts';
import type { DocumentViewerState } from './useDocumentViewer.ts';

/** Props of {@link ViewerToolbar}. */
export interface ViewerToolbarProps {
  /** The viewer's state, from `useDocumentViewer`. */
  readonly viewer: DocumentViewerState;
  /** The file's extension: printing is offered for PDFs only. */
  readonly extension: string | null | undefined;
  /** Whether there is a file to download. */
  readonly canDownload: boolean;
}

/** The viewer's toolbar: paging, zoom, rotation, download and print. */
export function ViewerToolbar({ viewer, extension, canDownload }: ViewerToolbarProps) {
  const t = useDocumentText();
  const { engine, current, zoom } = viewer;
  const pageCount = viewer.sizes.length;
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('kit.viewer.toolbar')}>
      <div className={styles.group}>
        <IconButton
          icon="chevronUp"
          label={t('viewer.previousPage')}
          size="small"
          disabled={!engine || current <= 0}
          onClick={() => {
            viewer.goTo(current - 1);
          }}
        />
        <span className={styles.pageStatus} aria-live="polite">
          {engine ? t('viewer.pageOf', { page: current + 1, pages: pageCount }) : null}
        </span>
        <IconButton
          icon="chevronDown"
          label={t('viewer.nextPage')}
          size="small"
          disabled={!engine || current >= pageCount - 1}
          onClick={() => {
            viewer.goTo(current + 1);
          }}
        />
      </div>
      <div className={styles.group}>
        <IconButton
          icon="zoomOut"
          label={t('kit.viewer.zoomOut')}
          size="small"
          disabled={zoom <= Math.min(...viewerZoomLevels)}
          onClick={viewer.zoomOut}
        />
        <select
          className={styles.zoomSelect}
          aria-label={t('viewer.zoom')}
          value={zoom}
          onChange={(event) => {
            viewer.setZoom(Number(event.target.value));
          }}
        >
          {viewerZoomLevels.map((level) => (
            <option key={level} value={level}>
              {t('viewer.zoomLevel', { percent: level })}
            </option>
          ))}
        </select>
        <IconButton
          icon="zoomIn"
          label={t('kit.viewer.zoomIn')}
          size="small"
          disabled={zoom >= Math.max(...viewerZoomLevels)}
          onClick={viewer.zoomIn}
        />
      </div>
      <div className={styles.group}>
        <IconButton
          icon={<Icon name="rotate" size="small" className={styles.mirrored} />}
          label={t('viewer.rotateLeft')}
          size="small"
          onClick={viewer.rotateLeft}
        />
        <IconButton icon="rotate" label={t('viewer.rotateRight')} size="small" onClick={viewer.rotateRight} />
      </div>
      <div className={styles.group}>
        <IconButton
          icon="download"
          label={t('viewer.download')}
          size="small"
          disabled={!canDownload}
          onClick={() => void viewer.download()}
        />
        {canPrint(extension) ? (
          <IconButton
            icon="print"
            label={t('viewer.print')}
            size="small"
            disabled={!engine}
            onClick={() => void viewer.print()}
          />
        ) : null}
      </div>
    </div>
  );
}
