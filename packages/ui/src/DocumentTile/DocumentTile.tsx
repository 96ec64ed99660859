import { documentTile, isPreviewable, renderMessage } from '@freightkit/domain';
import { VisuallyHidden } from '@ariakit/react';
import { documentTileSizePx } from '@freightkit/domain';
import { useDocumentText } from '../documentMessages/useDocumentText.ts';
import { preloadDocumentViewer } from '../DocumentViewer/DocumentViewer.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { DocumentThumbnail } from './DocumentThumbnail.tsx';
import * as styles from './DocumentTile.css.ts';
import { documentTypeLabel, type DocumentTileData } from './documentTypes.ts';

/** An eye: the preview action (the kit's icon set has none). */
const previewIcon = (
  <svg
    viewBox="0 0 24 24"
    width="16"
    height="16"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M2 12s3.5-6.5 10-6.5S22 12 22 12s-3.5 6.5-10 6.5S2 12 2 12z" />
    <circle cx="12" cy="12" r="2.8" />
  </svg>
);

/** Props of {@link DocumentTile}. */
export interface DocumentTileProps {
  /** The document, or an empty (required) slot when it has no `id` or `fileURL`. */
  document: DocumentTileData;
  /** Where the file is, for the thumbnail (e.g. the portal's `getFileUrl(id)`). */
  fileUrl?: string | null;
  /** The file's bytes, when held already (drawn instead of fetching `fileUrl`; see DocumentThumbnail). */
  file?: Blob | null;
  /** Shows a spinner over the tile and hides its actions (a delete is under way). @default false */
  deleting?: boolean;
  /** Opens the viewer. Offered only for previewable extensions (pdf, png, jpeg, jpg, tif, tiff). */
  onPreview?: () => void;
  /** Downloads the file. */
  onDownload?: () => void;
  /** Deletes the document (confirm first if the screen needs to). */
  onDelete?: () => void;
  /** Empty slot: opens the upload for this slot's type. */
  onAdd?: () => void;
  /** Keeps the actions visible (touch screens, stories); they otherwise show on hover and focus. @default false */
  actionsVisible?: boolean;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * A 125 px document tile: a thumbnail of the first page, the type label, the entity, and the file
 * name or 'Required'. An empty required slot is tinted as an error and offers an add button.
 * Preview, download and delete appear on hover and whenever keyboard focus is inside the tile.
 *
 * @example
 * <DocumentTile document={doc} fileUrl={getFileUrl(doc.id)} onPreview={open} onDownload={save} onDelete={remove} />
 */
export function DocumentTile({
  document,
  fileUrl,
  file,
  deleting = false,
  onPreview,
  onDownload,
  onDelete,
  onAdd,
  actionsVisible = false,
  className,
}: DocumentTileProps) {
  const t = useDocumentText();
  const shown = documentTile(document);
  const type = documentTypeLabel(t, document.type);
  const caption = renderMessage(t, shown.caption);
  const name = `${type}: ${caption}`;
  const preview = !shown.empty && onPreview && isPreviewable(document.extension);
  const warmViewer = () => {
    preloadDocumentViewer(document.extension);
  };
  return (
    <article
      className={[styles.tile, className].filter(Boolean).join(' ')}
      data-tone={shown.tone}
      data-empty={shown.empty || undefined}
      data-actions={actionsVisible ? 'shown' : undefined}
      aria-label={name}
      aria-busy={deleting || undefined}
    >
      {shown.empty ? (
        <div className={styles.thumbnail} />
      ) : (
        <DocumentThumbnail
          src={fileUrl}
          file={file}
          extension={document.extension}
          size={documentTileSizePx}
        />
      )}
      <div className={styles.caption}>
        <span className={styles.typeLabel}>{type}</span>
        {document.entityDescription ? (
          <span className={styles.entity}>{document.entityDescription}</span>
        ) : null}
        {/* Isolated, so a right-to-left name cannot reorder the text around it. */}
        <bdi className={styles.fileName} title={caption}>
          {caption}
        </bdi>
      </div>
      {shown.empty && onAdd && !deleting ? (
        <IconButton
          className={styles.add}
          variant="secondary"
          size="small"
          icon="plus"
          label={t('kit.documents.addFor', { type })}
          onClick={onAdd}
        />
      ) : null}
      {!shown.empty && !deleting && (preview || onDownload || onDelete) ? (
        <div
          className={styles.actions}
          role="group"
          aria-label={t('kit.documents.actions', { name: caption })}
        >
          {preview ? (
            <IconButton
              size="small"
              icon={previewIcon}
              label={t('documents.preview')}
              onClick={onPreview}
              // A pointer on its way to the button, or focus on it, starts loading the viewer (ADR 060).
              onPointerEnter={warmViewer}
              onFocus={warmViewer}
            />
          ) : null}
          {onDownload ? (
            <IconButton size="small" icon="download" label={t('documents.download')} onClick={onDownload} />
          ) : null}
          {onDelete ? (
            <IconButton size="small" icon="delete" label={t('documents.delete')} onClick={onDelete} />
          ) : null}
        </div>
      ) : null}
      {deleting ? (
        <div className={styles.busy}>
          <span className={styles.spinner} />
          <VisuallyHidden role="status">{t('kit.documents.deleting')}</VisuallyHidden>
        </div>
      ) : null}
    </article>
  );
}
