import {
  renderMessage,
  showOrderStopPicker,
  validateUpload,
  type MessageRef,
  type UploadBody,
  type UploadTarget,
  displayFileName,
} from '@freightkit/domain';
import { useId, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { documentTypeLabel } from '../DocumentTile/documentTypes.ts';
import { useDocumentText } from '../documentMessages/useDocumentText.ts';
import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import * as styles from './UploadDialog.css.ts';
import { readFileAsBase64 } from './readFileAsBase64.ts';

/** An order stop the proof of delivery can be for (the spec's order drop-offs: stopId and a label). */
export interface UploadStopOption {
  /** The stop id sent as `orderStopId`. */
  readonly id: string | number;
  /** What the picker shows, e.g. "Stop 2 · FK-1001". */
  readonly label: string;
}

/** Props of {@link UploadDialog}. */
export interface UploadDialogProps {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called with `false` on Cancel, Escape, or after a successful upload. */
  onOpenChange: (open: boolean) => void;
  /** Document types the File Type picker offers (spec 2 §3 values). */
  fileTypes: readonly number[];
  /** Order stops for proof of delivery; the Order Stop picker shows only when there are some. @default [] */
  stops?: readonly UploadStopOption[];
  /** The type chosen when the dialog opens (e.g. from an empty required slot). */
  defaultFileType?: number | null;
  /** The stop chosen when the dialog opens. */
  defaultStopId?: string | number | null;
  /**
   * What the document is for: a shipment, a stop (an empty proof-of-delivery slot), an invoice or a
   * case (domain's `UploadTarget`). The chosen type picks the id the body carries: a proof of
   * delivery on a shipment the chosen stop, the AP invoice document the invoice, anything on a case
   * `caseId`. Without a target every type fails with the spec's message for its missing entity.
   *
   * @example { kind: 'case', caseId: kase.id }
   */
  target: UploadTarget | null;
  /** `accept` of the file input (e.g. ".pdf,.png"). Any file when absent. */
  accept?: string;
  /**
   * Sends the upload. The dialog validates first (the spec's order and messages), then calls this
   * with the body of `POST api/v2/documents`; resolve to close and reset, reject to stay open (the
   * caller shows the failure toast).
   */
  onUpload: (body: UploadBody) => Promise<unknown>;
  /** Upload progress from 0 to 1 while `onUpload` is pending; the bar is indeterminate without it. */
  progress?: number | null;
  /** Extra class on the dialog, merged last. */
  className?: string;
}

/**
 * The Upload Document dialog: File Type, Order Stop (proof of delivery with stops only), Select
 * File with the chosen name and a remove button, Cancel and Upload. Shows the spec's validation
 * message, a determinate progress bar while uploading, and resets and closes on success.
 *
 * @example
 * <UploadDialog open={open} onOpenChange={setOpen} fileTypes={[12, 16]} stops={stops}
 *   target={{ kind: 'shipment', shipmentId: id }} onUpload={(body) => upload.mutateAsync(body)} progress={progress} />
 */
export function UploadDialog(props: UploadDialogProps) {
  // Mounted only while open, so every opening starts fresh (with the slot's type when given).
  return props.open ? <OpenUploadDialog {...props} /> : null;
}

function OpenUploadDialog({
  open,
  onOpenChange,
  fileTypes,
  stops = [],
  defaultFileType = null,
  defaultStopId = null,
  target,
  accept,
  onUpload,
  progress,
  className,
}: UploadDialogProps) {
  const t = useDocumentText();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileType, setFileType] = useState<number | null>(defaultFileType);
  const [stopId, setStopId] = useState<string | number | null>(defaultStopId);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<MessageRef | null>(null);
  const [uploading, setUploading] = useState(false);

  const showStops = showOrderStopPicker(fileType, stops.length);

  const submit = async () => {
    const request = {
      type: fileType,
      file: file ? { name: file.name, data: '' } : null,
      orderStopId: showStops ? stopId : null,
      target,
    };
    const checked = validateUpload(request);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    setUploading(true);
    try {
      const data = file ? await readFileAsBase64(file) : '';
      await onUpload({ ...checked.body, data });
      onOpenChange(false); // closing unmounts the form: the next opening starts fresh
    } catch {
      setUploading(false); // the caller reports the failure
    }
  };

  const percent = progress == null ? null : Math.round(Math.min(1, Math.max(0, progress)) * 100);

  // While the upload runs the dialog cannot be closed (Escape, outside click, close button, Cancel).
  const close = () => {
    if (!uploading) onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={t('documents.upload')}
      size="small"
      className={className}
      footer={
        <>
          <Button variant="secondary" disabled={uploading} onClick={close}>
            {t('documents.dialog.cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} loading={uploading}>
            {t('documents.dialog.upload')}
          </Button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-type`}>
            {t('documents.dialog.fileType')}
          </label>
          <select
            id={`${id}-type`}
            className={styles.select}
            value={fileType ?? ''}
            disabled={uploading}
            onChange={(event) => {
              setFileType(event.target.value === '' ? null : Number(event.target.value));
              setStopId(defaultStopId);
            }}
          >
            <option value="">{t('kit.documents.choose')}</option>
            {fileTypes.map((type) => (
              <option key={type} value={type}>
                {documentTypeLabel(t, type)}
              </option>
            ))}
          </select>
        </div>
        {showStops ? (
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-stop`}>
              {t('documents.dialog.orderStop')}
            </label>
            <select
              id={`${id}-stop`}
              className={styles.select}
              value={stopId ?? ''}
              disabled={uploading}
              onChange={(event) => {
                const chosen = stops.find((stop) => String(stop.id) === event.target.value);
                setStopId(chosen ? chosen.id : null);
              }}
            >
              <option value="">{t('kit.documents.choose')}</option>
              {stops.map((stop) => (
                <option key={stop.id} value={String(stop.id)}>
                  {stop.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className={styles.field}>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            className={styles.fileInput}
            accept={accept}
            disabled={uploading}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
            }}
          />
          <label htmlFor={`${id}-file`} className={styles.fileButton}>
            <Icon name="upload" size="small" />
            {t('documents.dialog.selectFile')}
          </label>
          {file ? (
            <div className={styles.chosen} role="group" aria-label={t('kit.documents.chosenFile')}>
              <bdi className={styles.chosenName} title={displayFileName(file.name)}>
                {displayFileName(file.name)}
              </bdi>
              <IconButton
                size="small"
                icon="close"
                label={t('documents.dialog.removeFile')}
                disabled={uploading}
                onClick={() => {
                  setFile(null);
                  if (fileInput.current) fileInput.current.value = '';
                  fileInput.current?.focus();
                }}
              />
            </div>
          ) : null}
        </div>
        {error ? (
          <p role="alert" className={styles.error}>
            {renderMessage(t, error)}
          </p>
        ) : null}
        {uploading ? (
          // Before the first progress event the bar starts at 0 %.
          <ProgressBar label={t('kit.documents.uploading')} value={percent ?? 0} />
        ) : null}
      </form>
    </Dialog>
  );
}
