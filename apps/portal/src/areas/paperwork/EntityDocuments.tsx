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
  type UploadCall,
} from '@freightkit/api/react';
import {
  documentDeleteMessage,
  renderMessage,
  uploadResultMessage,
  type UploadBody,
  type UploadTarget,
} from '@freightkit/domain';
import {
  Box,
  Button,
  DocumentsSection,
  Spinner,
  UploadDialog,
  useI18n,
  type DocumentTileData,
  type UploadDialogProps,
  type UploadStopOption,
} from '@freightkit/ui';
import { useMemo, useState } from 'react';
import { useNotices } from '../../app/notifications.tsx';
import type { PaperworkEntity } from './entity.ts';
import {
  caseUploadTypes,
  invoiceUploadTypes,
  shipmentUploadTypes,
  thirdPartyInvoiceUploadTypes,
} from './uploadTypes.ts';
import { useDocumentFiles } from './useDocumentFiles.ts';

/** Props of {@link EntityDocuments}. */
export interface EntityDocumentsProps {
  /** The shipment, invoice or case whose documents these are. */
  readonly entity: PaperworkEntity;
  /**
   * The shipment an invoice or a case belongs to. Deleting a proof of delivery (a document on one
   * of its stops) here then raises that shipment's document event too (spec 2 §4). Unused for a
   * shipment, which is its own.
   */
  readonly shipmentId?: string;
  /** Level of the 'Documents' heading. @default 2 */
  readonly headingLevel?: 2 | 3 | 4;
}

/** A tile: a stored document, or an empty required slot. */
type Tile = DocumentTileData & {
  readonly record?: DocumentRecord;
  readonly slot?: RequiredDocument;
};

/** Why the Upload Document dialog is open: the Upload Document button, or an empty slot's add button. */
type UploadStart = { readonly slot: RequiredDocument | null };

/** The dialog's body in the contract's terms (ids are strings on the wire). */
function toContractBody(body: UploadBody): UploadDocumentBody {
  const { name, type, data, ...target } = body;
  const ids = Object.fromEntries(Object.entries(target).map(([key, value]) => [key, String(value)]));
  return { name, type, data, ...ids } as UploadDocumentBody;
}

/**
 * Which call an upload from the dialog goes through. A shipment's go to its own call (`POST
 * api/v2/shipments/{id}/documents`, a proof of delivery with its stop); the others to `POST
 * api/v2/documents` with the id the dialog's target gave the body: `caseId` on a case (spec 2 §7
 * "upload per type to … case"), on an invoice `apInvoiceId` for the AP invoice document (on a
 * third-party payer invoice `thirdPartyInvoiceId` for the third-party one) or the slot's shipment or
 * stop for the shipment's paperwork.
 */
function uploadCall(entity: PaperworkEntity, body: UploadBody): UploadCall {
  const contractBody = toContractBody(body);
  if (entity.type !== 'shipment') return { body: contractBody };
  const { name, type, data, orderStopId } = contractBody;
  return {
    shipmentId: entity.id,
    body: { name, type, data, ...(orderStopId === undefined ? {} : { orderStopId }) },
  };
}

/**
 * What an empty required slot is for: its stop (a proof of delivery), the invoice (the invoice's
 * own document) or its shipment; domain's `validateUpload` then checks the type against it.
 */
function slotTarget(slot: RequiredDocument, invoiceId: string): UploadTarget {
  if (slot.orderStopId !== null)
    return { kind: 'stop', orderStopId: slot.orderStopId, shipmentId: slot.shipmentId };
  if (slot.invoiceId !== null || slot.shipmentId === null)
    return { kind: 'invoice', invoiceId: slot.invoiceId ?? invoiceId, shipmentId: slot.shipmentId };
  return { kind: 'shipment', shipmentId: slot.shipmentId };
}

/**
 * What the Upload Document dialog offers and what the upload is for, per entity and start. The
 * dialog's checks are domain's `validateUpload` (type, file, then the entity id the type's upload
 * case needs on the target).
 */
function dialogSetup(
  entity: PaperworkEntity,
  start: UploadStart | null,
  shipmentStops: readonly UploadStopOption[],
): Pick<UploadDialogProps, 'fileTypes' | 'stops' | 'target' | 'defaultFileType' | 'defaultStopId'> {
  const slot = start?.slot ?? null;
  const fromSlot = {
    defaultFileType: slot?.fileType ?? null,
    defaultStopId: slot?.orderStopId ?? null,
  };
  switch (entity.type) {
    case 'shipment':
      return {
        ...fromSlot,
        fileTypes: shipmentUploadTypes,
        stops: shipmentStops,
        target: { kind: 'shipment', shipmentId: entity.id },
      };
    case 'case':
      return {
        ...fromSlot,
        fileTypes: caseUploadTypes,
        stops: [],
        target: { kind: 'case', caseId: entity.id },
      };
    case 'invoice':
      if (slot === null)
        return {
          ...fromSlot,
          fileTypes: entity.thirdParty === true ? thirdPartyInvoiceUploadTypes : invoiceUploadTypes,
          target: { kind: 'invoice', invoiceId: entity.id },
        };
      // An empty slot of the invoice's shipment (e.g. its proof of delivery) names the stop or
      // shipment the document belongs to; the invoice's own slot takes the invoice.
      return { ...fromSlot, fileTypes: [slot.fileType], stops: [], target: slotTarget(slot, entity.id) };
  }
}

/**
 * The documents of a shipment, an invoice or a case: its documents and empty required slots
 * (shipments and invoices) as tiles, refresh, Upload Document with a progress bar (a proof of
 * delivery for a chosen drop-off stop on a shipment), preview in the kit viewer, download and
 * delete, with the spec's toasts ('Document uploaded successfully', the server's error or 'An
 * unknown error has occurred', 'Document deleted' / 'Failed to delete document'; a 403 on delete is
 * "not permitted", spec 2 §6). Adding or deleting a document on a shipment (or one of its stops)
 * raises the shipment document event (spec 2 §4, in the api mutations).
 *
 * Needs the app's document transfer (`PortalDocumentTransfer`, mounted by the app root and by
 * `PortalStory`) for the authenticated file downloads and uploads.
 *
 * @example
 * <EntityDocuments entity={{ type: 'invoice', id: invoice.invoiceId, description: `Invoice ${invoice.invoiceNumber}` }}
 *   shipmentId={invoice.shipmentId} />
 * <EntityDocuments entity={{ type: 'case', id: kase.id, description: `Case ${kase.caseNumber}` }} headingLevel={3} />
 */
export function EntityDocuments({ entity, shipmentId, headingLevel = 2 }: EntityDocumentsProps) {
  const { t } = useI18n();
  const notices = useNotices();
  const documents = useEntityDocuments(entity.type, entity.id);
  const hasSlots = entity.type !== 'case';
  const required = useRequiredDocuments(entity.type === 'invoice' ? 'invoice' : 'shipment', entity.id, {
    enabled: hasSlots,
  });
  const dropoffs = useOrderDropoffs(entity.id, { enabled: entity.type === 'shipment' });
  const upload = useUploadDocument();
  const remove = useDeleteDocument();
  const [uploadStart, setUploadStart] = useState<UploadStart | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const records = useMemo(() => documents.data ?? [], [documents.data]);
  const files = useDocumentFiles(useMemo(() => records.map((doc) => doc.id), [records]));
  // The shipment this screen's documents belong to, for the shipment document event.
  const ownShipmentId = entity.type === 'shipment' ? entity.id : shipmentId;

  const tiles = useMemo<Tile[]>(() => {
    const emptySlots = (hasSlots ? (required.data ?? []) : [])
      .filter((slot) => slot.documentId === null)
      .map((slot): Tile => ({
        type: slot.fileType,
        entityDescription: slot.description,
        required: true,
        slot,
      }));
    return [...emptySlots, ...records.map((record): Tile => ({ ...record, record }))];
  }, [records, required.data, hasSlots]);

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
    if (hasSlots) void required.refetch();
    if (entity.type === 'shipment') void dropoffs.refetch();
  };

  const send = async (body: UploadBody) => {
    const stopShipmentId = uploadStart?.slot?.shipmentId ?? ownShipmentId;
    setProgress(0);
    try {
      await upload.mutateAsync({
        ...uploadCall(entity, body),
        ...(stopShipmentId === undefined ? {} : { stopShipmentId }),
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
      const deleted = await remove.mutateAsync({
        ...tile.record,
        ...(ownShipmentId === undefined ? {} : { stopShipmentId: ownShipmentId }),
      });
      const text = t(documentDeleteMessage(deleted ? 'deleted' : 'notPermitted'));
      if (deleted) notices.success(text);
      else notices.error(text);
    } catch {
      notices.error(t(documentDeleteMessage('failed')));
    }
  };

  if (documents.isPending) {
    return (
      <Box display="flex" flexDirection="column" alignItems="flex-start" gap="md" paddingY="lg">
        <Spinner label={t('paperwork.documents.loadingOf', { entity: entity.description })} showLabel />
      </Box>
    );
  }
  if (documents.isError) {
    return (
      <Box display="flex" flexDirection="column" alignItems="flex-start" gap="md" paddingY="lg" role="alert">
        <p>{t('paperwork.documents.loadFailed')}</p>
        <Button variant="secondary" onClick={refetchAll}>
          {t('paperwork.documents.retry')}
        </Button>
      </Box>
    );
  }

  return (
    <>
      <DocumentsSection<Tile>
        documents={tiles}
        heading={t('paperwork.documents.heading')}
        headingLevel={headingLevel}
        {...(entity.type === 'invoice' ? {} : { emptyText: { text: t(emptyTextKey[entity.type]) } })}
        getFileUrl={(tile) => (tile.record ? files.get(tile.record.id)?.url : null)}
        getFile={(tile) => (tile.record ? files.get(tile.record.id)?.blob : null)}
        refreshing={documents.isRefetching || (hasSlots && required.isRefetching)}
        onRefresh={refetchAll}
        onUpload={() => {
          setUploadStart({ slot: null });
        }}
        onAdd={(tile) => {
          setUploadStart({ slot: tile.slot ?? null });
        }}
        onDelete={deleteTile}
      />
      <UploadDialog
        open={uploadStart !== null}
        onOpenChange={(open) => {
          if (!open) setUploadStart(null);
        }}
        {...dialogSetup(entity, uploadStart, stops)}
        onUpload={send}
        progress={progress}
      />
    </>
  );
}

/** The empty text of a shipment's and a case's list; an invoice's is the kit's (the spec's 'No documents found for invoice'). */
const emptyTextKey = {
  shipment: 'paperwork.documents.empty',
  case: 'paperwork.documents.emptyCase',
} as const;
