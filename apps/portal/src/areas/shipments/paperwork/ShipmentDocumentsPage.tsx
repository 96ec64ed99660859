import {
  ApiError,
  type DocumentRecord,
  type RequiredDocument,
  type UploadDocumentBody,
} from '@freightkit/api';
import {
  useDeleteDocument,
  useEntityDocuments,
  useOrderDropoffs,
  useRequiredDocuments,
  useUploadDocument,
} from '@freightkit/api/react';
import {
  documentDeleteMessage,
  renderMessage,
  uploadResultMessage,
  type UploadBody,
} from '@freightkit/domain';
import {
  Button,
  DocumentsSection,
  Spinner,
  UploadDialog,
  useI18n,
  type DocumentTileData,
  type UploadStopOption,
} from '@freightkit/ui';
import { useMemo, useState } from 'react';
import { useNotices } from '../../../app/notifications.tsx';
import { PortalDocumentTransfer } from './PortalDocumentTransfer.tsx';
import { shipmentUploadTypes } from './shipmentUploadTypes.ts';
import { useDocumentFiles } from './useDocumentFiles.ts';
import * as styles from './paperwork.css.ts';

/** Props of the shipment paperwork screens: which shipment, by id (calls) and number (texts, links). */
export interface ShipmentPaperworkProps {
  readonly shipmentId: string;
  readonly shipmentNumber: string;
}

/** A tile: a stored document, or an empty required slot. */
type Tile = DocumentTileData & {
  readonly record?: DocumentRecord;
  readonly slot?: RequiredDocument;
};

/** What the Upload Document dialog opens with: nothing chosen, or an empty slot's type and stop. */
interface UploadStart {
  readonly fileType: number | null;
  readonly stopId: string | null;
}

/** The dialog's body in the contract's terms (ids are strings on the wire). */
function toContractBody(body: UploadBody): UploadDocumentBody {
  const { name, type, data, ...target } = body;
  const ids = Object.fromEntries(Object.entries(target).map(([key, value]) => [key, String(value)]));
  return { name, type, data, ...ids } as UploadDocumentBody;
}

/**
 * The documents sub-page of a shipment (`/all-shipments/{n}/preview/documents`): its documents and
 * its empty required slots as tiles, refresh, Upload Document (proof of delivery for a chosen
 * drop-off stop, with a progress bar), preview in the viewer, download and delete, with the spec's
 * toasts. Adding or deleting raises the shipment document event (in the api mutations).
 *
 * @example <ShipmentDocumentsPage shipmentId={shipment.id} shipmentNumber={shipment.shipmentNumber} />
 */
export function ShipmentDocumentsPage(props: ShipmentPaperworkProps) {
  return (
    <PortalDocumentTransfer>
      <ShipmentDocuments {...props} />
    </PortalDocumentTransfer>
  );
}

function ShipmentDocuments({ shipmentId }: ShipmentPaperworkProps) {
  const { t } = useI18n();
  const notices = useNotices();
  const documents = useEntityDocuments('shipment', shipmentId);
  const required = useRequiredDocuments('shipment', shipmentId);
  const dropoffs = useOrderDropoffs(shipmentId);
  const upload = useUploadDocument();
  const remove = useDeleteDocument();
  const [uploadStart, setUploadStart] = useState<UploadStart | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const records = useMemo(() => documents.data ?? [], [documents.data]);
  const files = useDocumentFiles(useMemo(() => records.map((doc) => doc.id), [records]));

  const tiles = useMemo<Tile[]>(() => {
    const emptySlots = (required.data ?? [])
      .filter((slot) => slot.documentId === null)
      .map((slot): Tile => ({
        type: slot.fileType,
        entityDescription: slot.description,
        required: true,
        slot,
      }));
    return [...emptySlots, ...records.map((record): Tile => ({ ...record, record }))];
  }, [records, required.data]);

  const stops = useMemo<UploadStopOption[]>(
    () =>
      (dropoffs.data ?? []).flatMap((order) =>
        order.dropoffs.map((stop) => ({
          id: stop.stopId,
          label: t('paperwork.documents.stopOption', { stop: stop.stopNumber, order: order.orderNumber }),
        })),
      ),
    [dropoffs.data, t],
  );

  const refetchAll = () => {
    void documents.refetch();
    void required.refetch();
    void dropoffs.refetch();
  };

  const send = async (body: UploadBody) => {
    setProgress(0);
    try {
      await upload.mutateAsync({
        shipmentId,
        body: toContractBody(body),
        onProgress: (sent) => {
          setProgress(sent.fraction);
        },
      });
      notices.success(renderMessage(t, uploadResultMessage({ ok: true })));
    } catch (error) {
      const first = error instanceof ApiError ? error.messages[0] : undefined;
      notices.error(
        renderMessage(t, uploadResultMessage({ ok: false, error: first ? renderMessage(t, first) : null })),
      );
      throw error; // the dialog stays open with the user's choices
    } finally {
      setProgress(null);
    }
  };

  const deleteTile = async (tile: Tile) => {
    if (!tile.record) return;
    try {
      const deleted = await remove.mutateAsync(tile.record);
      const outcome = deleted ? 'deleted' : 'notPermitted';
      const text = t(documentDeleteMessage(outcome));
      if (deleted) notices.success(text);
      else notices.error(text);
    } catch {
      notices.error(t(documentDeleteMessage('failed')));
    }
  };

  if (documents.isPending) {
    return (
      <div className={styles.state}>
        <Spinner label={t('paperwork.documents.loading')} showLabel />
      </div>
    );
  }
  if (documents.isError) {
    return (
      <div className={styles.state} role="alert">
        <p>{t('paperwork.documents.loadFailed')}</p>
        <Button variant="secondary" onClick={refetchAll}>
          {t('paperwork.documents.retry')}
        </Button>
      </div>
    );
  }

  return (
    <>
      <DocumentsSection<Tile>
        documents={tiles}
        heading={t('paperwork.documents.heading')}
        emptyText={{ text: t('paperwork.documents.empty') }}
        getFileUrl={(tile) => (tile.record ? files.get(tile.record.id)?.url : null)}
        getFile={(tile) => (tile.record ? files.get(tile.record.id)?.blob : null)}
        refreshing={documents.isRefetching || required.isRefetching}
        onRefresh={refetchAll}
        onUpload={() => {
          setUploadStart({ fileType: null, stopId: null });
        }}
        onAdd={(tile) => {
          setUploadStart({ fileType: tile.type, stopId: tile.slot?.orderStopId ?? null });
        }}
        onDelete={deleteTile}
      />
      <UploadDialog
        open={uploadStart !== null}
        onOpenChange={(open) => {
          if (!open) setUploadStart(null);
        }}
        fileTypes={shipmentUploadTypes}
        stops={stops}
        defaultFileType={uploadStart?.fileType ?? null}
        defaultStopId={uploadStart?.stopId ?? null}
        shipmentId={shipmentId}
        onUpload={send}
        progress={progress}
      />
    </>
  );
}
