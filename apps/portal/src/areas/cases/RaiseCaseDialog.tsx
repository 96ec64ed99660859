import { ApiError, type CaseRecord } from '@freightkit/api';
import { useRaiseCase, useUploadDocument } from '@freightkit/api/react';
import {
  accessorialNeedsAmount,
  accessorialTypes,
  accessorialTypesFor,
  caseDescriptionMaxLength,
  caseDocumentType,
  caseDocumentsMax,
  caseDraftProblemKeys,
  displayFileName,
  isAccessorialType,
  type CaseDraftProblems,
  type Translate,
} from '@freightkit/domain';
import {
  Banner,
  Button,
  Dialog,
  Field,
  IconButton,
  Inline,
  NumberField,
  readFileAsBase64,
  Select,
  Stack,
  Text,
  TextField,
  useI18n,
} from '@freightkit/ui';
import { useEffect, useRef, useState } from 'react';
import { useNotices } from '../../app/notifications.tsx';
import { failureText, fieldFailureTexts, problemTextsIn } from '../common/failureText.ts';
import * as styles from './raiseCase.css.ts';

/** The shipment a request is raised from (its Cases tab): fixed, and its status narrows the kinds. */
export interface RaiseCaseShipment {
  readonly shipmentNumber: string;
  /** The shipment's status value (spec 1 §3). */
  readonly status: number;
}

/** Props of {@link RaiseCaseDialog}. */
export interface RaiseCaseDialogProps {
  /** Controlled open state. */
  readonly open: boolean;
  /** Called when the dialog asks to close (Cancel, Escape, ×, and after the case is raised). */
  readonly onOpenChange: (open: boolean) => void;
  /** Raised from a shipment: its number is not asked and only the kinds its status allows are offered. */
  readonly shipment?: RaiseCaseShipment | undefined;
  /** Called with the new case once it is raised (and its documents sent). */
  readonly onRaised?: (raised: CaseRecord) => void;
}

type Problems = CaseDraftProblems & { shipmentNumber?: string };

const fieldsOfServer = ['shipmentNumber', 'type', 'amount', 'description'] as const;

/** The server's field sentences (400 model state), for the fields this form has. */
function serverProblems(t: Translate, error: ApiError): Problems {
  const state = fieldFailureTexts(t, error);
  const problems: Problems = {};
  for (const field of fieldsOfServer) {
    const first = state[field]?.[0];
    if (first !== undefined) problems[field] = first;
  }
  return problems;
}

/**
 * The "Raise accessorial request" form (spec 2 §1 "Carriers raise … cases against shipments", ADR 032):
 * the shipment number (unless raised from a shipment), the kind of request (only those the shipment's
 * status allows), the amount where the kind needs one, a description and up to five documents. Domain's
 * `caseDraftProblemKeys` says what is wrong next to each field on sending; the server's refusal (a field's
 * sentence, a shipment not found, anything else in a banner) keeps everything typed in place. Once the
 * case exists the documents go through the existing document upload, the toast says 'Case created!'
 * (spec 2 §8) and the case lists, badge and shipment's cases refresh.
 */
export function RaiseCaseDialog({ open, onOpenChange, shipment, onRaised }: RaiseCaseDialogProps) {
  const { t } = useI18n();
  const notices = useNotices();
  const raise = useRaiseCase();
  const upload = useUploadDocument();
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLElement>(null);
  const [shipmentNumber, setShipmentNumber] = useState('');
  const [type, setType] = useState('');
  const [amount, setAmount] = useState<number | null>(null);
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<readonly File[]>([]);
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<{ fields: Problems; banner: string | null }>({
    fields: {},
    banner: null,
  });
  const [sending, setSending] = useState(false);

  const kinds = shipment ? accessorialTypesFor(shipment.status) : [...accessorialTypes];
  const draft = { type, amount, description, documentCount: files.length };
  const local: Problems = {
    ...problemTextsIn(t, caseDraftProblemKeys(draft)),
    ...(shipment || shipmentNumber.trim() !== '' ? {} : { shipmentNumber: t('cases.raise.shipmentMissing') }),
  };
  // A field's own problem first; the server's sentence until the field is changed.
  const problems: Problems = tried ? { ...server.fields, ...local } : server.fields;
  const change =
    <V,>(field: keyof Problems, set: (value: V) => void) =>
    (value: V) => {
      set(value);
      if (server.fields[field] !== undefined)
        setServer((s) => ({ ...s, fields: { ...s.fields, [field]: undefined } }));
    };

  const reset = () => {
    setShipmentNumber('');
    setType('');
    setAmount(null);
    setDescription('');
    setFiles([]);
    setTried(false);
    setServer({ fields: {}, banner: null });
  };

  // Each request moves focus to the first field marked invalid (in form order). An effect, not a
  // timer: it runs once React has committed the marks, however late a server's answer lands.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  const focusFirstInvalid = () => {
    setFocusRequest((n) => n + 1);
  };

  const submit = async () => {
    setTried(true);
    setServer({ fields: {}, banner: null });
    if (Object.keys(local).length > 0 || !isAccessorialType(type)) {
      focusFirstInvalid();
      return;
    }
    const number = shipment?.shipmentNumber ?? shipmentNumber.trim();
    setSending(true);
    let raised: CaseRecord;
    try {
      raised = await raise.mutateAsync({
        shipmentNumber: number,
        type,
        amount: accessorialNeedsAmount(type) || amount !== null ? amount : null,
        description,
      });
    } catch (error) {
      setSending(false);
      if (error instanceof ApiError && error.status === 400) {
        const fields = serverProblems(t, error);
        setServer({ fields, banner: Object.keys(fields).length > 0 ? null : failureText(t, error) });
        if (Object.keys(fields).length > 0) focusFirstInvalid();
      } else if (error instanceof ApiError && error.status === 404 && !shipment) {
        setServer({
          fields: { shipmentNumber: t('cases.raise.shipmentNotFound', { number }) },
          banner: null,
        });
        focusFirstInvalid();
      } else setServer({ fields: {}, banner: failureText(t, error) });
      return;
    }
    // The case exists: its documents go through the document upload, each on its own.
    const failed: string[] = [];
    for (const file of files) {
      try {
        await upload.mutateAsync({
          body: {
            name: file.name,
            type: caseDocumentType(type),
            data: await readFileAsBase64(file),
            caseId: raised.id,
          },
        });
      } catch {
        failed.push(displayFileName(file.name));
      }
    }
    setSending(false);
    notices.success(t('cases.created'));
    if (failed.length > 0)
      notices.error(
        t('cases.raise.documentsFailed', { number: raised.caseNumber, files: failed.join(', ') }),
      );
    reset();
    onOpenChange(false);
    onRaised?.(raised);
  };

  const needsAmount = accessorialNeedsAmount(type);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && sending) return;
        onOpenChange(next);
      }}
      size="medium"
      title={
        shipment ? t('cases.raise.titleOf', { number: shipment.shipmentNumber }) : t('cases.raise.title')
      }
      footer={
        <Inline space="sm" align="right">
          <Button
            variant="secondary"
            disabled={sending}
            onClick={() => {
              onOpenChange(false);
            }}
          >
            {t('cases.raise.cancel')}
          </Button>
          <Button loading={sending} onClick={() => void submit()}>
            {t('cases.raise.send')}
          </Button>
        </Inline>
      }
    >
      <Stack space="lg" ref={form}>
        {server.banner !== null ? <Banner tone="critical" title={server.banner} live /> : null}
        {shipment ? null : (
          <TextField
            label={t('cases.raise.shipment')}
            description={t('cases.raise.shipmentHint')}
            required
            maxLength={32}
            value={shipmentNumber}
            onChange={change('shipmentNumber', setShipmentNumber)}
            error={problems.shipmentNumber}
          />
        )}
        {kinds.length === 0 ? (
          <Text tone="secondary">{t('cases.raise.noKinds')}</Text>
        ) : (
          <Select
            label={t('cases.raise.type')}
            required
            placeholder={t('cases.raise.typePlaceholder')}
            options={kinds.map((kind) => ({ value: kind, label: t(`cases.raise.kind.${kind}`) }))}
            value={type}
            onChange={change('type', setType)}
            error={problems.type}
          />
        )}
        <NumberField
          label={t('cases.raise.amount')}
          description={t(needsAmount ? 'cases.raise.amountHint' : 'cases.raise.amountOptional')}
          required={needsAmount}
          min={0}
          step={0.01}
          value={amount}
          onChange={change('amount', setAmount)}
          error={problems.amount}
        />
        <TextField
          label={t('cases.raise.description')}
          required
          rows={4}
          maxLength={caseDescriptionMaxLength}
          value={description}
          onChange={change('description', setDescription)}
          error={problems.description}
        />
        <Field
          label={t('cases.raise.documents')}
          description={t('cases.raise.documentsHint', { max: caseDocumentsMax })}
          error={problems.documents}
          renderLabel={({ className, children }) => <span className={className}>{children}</span>}
        >
          {(control) => (
            <Stack space="xs">
              <input
                {...control}
                ref={fileInput}
                type="file"
                multiple
                className={styles.fileInput}
                disabled={sending}
                onChange={(event) => {
                  const picked = [...(event.target.files ?? [])];
                  setFiles((current) => [...current, ...picked]);
                  event.target.value = '';
                }}
              />
              <label htmlFor={control.id} className={styles.fileButton}>
                {t('cases.raise.addDocuments')}
              </label>
              {files.length > 0 ? (
                <ul className={styles.chosenList} aria-label={t('cases.raise.chosen')}>
                  {files.map((file, i) => (
                    <li key={`${file.name}-${String(i)}`} className={styles.chosen}>
                      <bdi className={styles.chosenName} title={displayFileName(file.name)}>
                        {displayFileName(file.name)}
                      </bdi>
                      <IconButton
                        size="small"
                        icon="close"
                        label={t('cases.raise.removeDocument', { name: displayFileName(file.name) })}
                        disabled={sending}
                        onClick={() => {
                          setFiles((current) => current.filter((_, j) => j !== i));
                          fileInput.current?.focus();
                        }}
                      />
                    </li>
                  ))}
                </ul>
              ) : null}
            </Stack>
          )}
        </Field>
      </Stack>
    </Dialog>
  );
}
