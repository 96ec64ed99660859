import { VisuallyHidden } from '@ariakit/react';
import { downloadFileName, msg, renderMessage, type UserMessage } from '@freightkit/domain';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { DocumentTile } from '../DocumentTile/DocumentTile.tsx';
import type { DocumentTileData } from '../DocumentTile/documentTypes.ts';
import { DocumentViewer } from '../DocumentViewer/DocumentViewer.tsx';
import { useDocumentText } from '../documentMessages/useDocumentText.ts';
import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './DocumentsSection.css.ts';

/** Props of {@link DocumentsSection}. */
export interface DocumentsSectionProps<D extends DocumentTileData = DocumentTileData> {
  /** Documents and required slots (slots have no `id`). */
  documents: readonly D[];
  /** The file URL of a document, for thumbnails, preview and download (e.g. `api/v1/documents/{id}`). */
  getFileUrl: (document: D) => string | null | undefined;
  /**
   * The bytes of a document's file, when the page holds them (e.g. downloaded with a bearer token):
   * thumbnails and the viewer draw from these rather than fetching the URL.
   */
  getFile?: (document: D) => Blob | null | undefined;
  /** The section heading. @default 'Documents' */
  heading?: ReactNode;
  /** Heading level. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Text when there are no documents. @default 'No documents found for invoice' */
  emptyText?: UserMessage;
  /**
   * A refresh is under way: the refresh button is busy (`aria-busy`), spins, is named 'Refreshing'
   * (the spec's tooltip) instead of 'Refresh', and 'Refreshing' is announced. @default false
   */
  refreshing?: boolean;
  /** Reloads the list; shows the refresh button. */
  onRefresh?: () => void;
  /** Opens the Upload Document dialog; shows the Upload Document button. */
  onUpload?: () => void;
  /** An empty slot's add button: open the upload for that slot. */
  onAdd?: (document: D) => void;
  /**
   * Deletes a document. The tile shows a spinner until the promise settles; the caller then drops it
   * from `documents` (and shows the 'Document deleted' / 'Failed to delete document' toast).
   */
  onDelete?: (document: D) => unknown;
  /** Replaces the built-in download (a link to the file URL named by the file). */
  onDownload?: (document: D) => void;
  /** Extra class on the root, merged last. */
  className?: string;
}

function downloadByLink(href: string, name: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The Documents section of a shipment or invoice: heading, refresh ('Refresh', 'Refreshing' while busy), Upload
 * Document, and a grid of 125 px tiles with preview (in the lazy {@link DocumentViewer}), download
 * and delete; 'No documents found for invoice' when empty.
 *
 * @example
 * <DocumentsSection documents={docs} getFileUrl={(d) => fileUrl(d.id)} refreshing={isFetching}
 *   onRefresh={refetch} onUpload={() => setUploading(true)} onDelete={(d) => remove.mutateAsync(d.id)} />
 */
export function DocumentsSection<D extends DocumentTileData>({
  documents,
  getFileUrl,
  getFile,
  heading,
  headingLevel = 2,
  emptyText = msg('documents.emptyInvoice'),
  refreshing = false,
  onRefresh,
  onUpload,
  onAdd,
  onDelete,
  onDownload,
  className,
}: DocumentsSectionProps<D>) {
  const t = useDocumentText();
  const [deleting, setDeleting] = useState<ReadonlySet<D>>(new Set());
  const [previewing, setPreviewing] = useState<D | null>(null);
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();

  const remove = async (doc: D) => {
    if (!onDelete) return;
    setDeleting((set) => new Set(set).add(doc));
    try {
      await onDelete(doc);
    } catch {
      // The caller reports the failure; the tile comes back.
    } finally {
      setDeleting((set) => {
        const next = new Set(set);
        next.delete(doc);
        return next;
      });
    }
  };

  const download = (doc: D) => {
    if (onDownload) {
      onDownload(doc);
      return;
    }
    const href = getFileUrl(doc);
    if (href) downloadByLink(href, downloadFileName(doc));
  };

  return (
    <section className={[styles.section, className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Heading id={headingId} className={styles.heading}>
          {heading ?? t('kit.documents.list')}
        </Heading>
        {onRefresh ? (
          // The name is also the tooltip (IconButton shows its label): 'Refresh' says what it does when
          // idle; while busy it is the spec's tooltip 'Refreshing'.
          <IconButton
            icon="refresh"
            label={refreshing ? t('documents.refreshing') : t('kit.refresh')}
            tooltipPlacement="top"
            size="small"
            className={styles.refreshing}
            aria-busy={refreshing || undefined}
            disabled={refreshing}
            onClick={onRefresh}
          />
        ) : null}
        {refreshing ? <VisuallyHidden role="status">{t('documents.refreshing')}</VisuallyHidden> : null}
        {onUpload ? (
          <Button variant="secondary" size="small" onClick={onUpload}>
            <Icon name="upload" size="small" />
            {t('documents.upload')}
          </Button>
        ) : null}
      </div>
      {documents.length === 0 ? (
        <p className={styles.empty}>{renderMessage(t, emptyText)}</p>
      ) : (
        <ul className={styles.grid}>
          {documents.map((doc, index) => (
            <li key={doc.id ?? `slot-${doc.type}-${doc.entityDescription ?? ''}-${index}`}>
              <DocumentTile
                document={doc}
                fileUrl={doc.id == null ? null : getFileUrl(doc)}
                file={doc.id == null ? null : getFile?.(doc)}
                deleting={deleting.has(doc)}
                onPreview={() => {
                  setPreviewing(doc);
                }}
                onDownload={() => {
                  download(doc);
                }}
                onDelete={onDelete ? () => void remove(doc) : undefined}
                onAdd={
                  onAdd
                    ? () => {
                        onAdd(doc);
                      }
                    : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}
      <DocumentViewer
        open={previewing !== null}
        onOpenChange={(open) => {
          if (!open) setPreviewing(null);
        }}
        src={previewing ? getFileUrl(previewing) : null}
        file={previewing ? getFile?.(previewing) : null}
        fileName={previewing?.name}
        extension={previewing?.extension}
        documentType={previewing?.type ?? 0}
        onDownload={
          previewing
            ? () => {
                download(previewing);
              }
            : undefined
        }
      />
    </section>
  );
}
