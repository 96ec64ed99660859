import {
  captureFileName,
  combinesIntoPdf,
  DocumentType,
  documentTypeNeedsStop,
  documentTypes,
  maxCapturePages,
  uploadTypesByEntity,
} from '@freightkit/domain';
import {
  Banner,
  Button,
  EmptyState,
  Heading,
  Icon,
  Inline,
  Select,
  Stack,
  Text,
  useI18n,
} from '@freightkit/ui';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Page } from '../../common/Page.tsx';
import { isPdf } from '../isPdf.ts';
import { checkLegibility } from '../legibility/checkLegibility.ts';
import { useOutbox } from '../outbox/OutboxProvider.tsx';
import { captureTargetOf } from '../paths.ts';
import { PageList, pageNeedsDecision, type CapturedPage } from './PageList.tsx';
import * as styles from './sheet.css.ts';

interface PageFile extends CapturedPage {
  readonly file: File;
}

/** A page added from a file: waiting for its legibility check. */
const pageOf = (file: File): PageFile => ({
  id: crypto.randomUUID(),
  file,
  url: URL.createObjectURL(file),
  check: { state: 'checking' },
  usedAnyway: false,
});

/**
 * Capture paperwork for a stop (`/capture/{shipmentId}?shipment=&stop=&label=`, ADR 039), made for a
 * phone and for working offline: everything it needs is in its URL, nothing is fetched. The driver
 * takes a photo of each page (a file input with `capture`, since the back end's Permissions-Policy
 * `camera=()` blocks live camera access) or picks photos; each page is checked for legibility off the
 * main thread; a PDF picked from the phone (an e-BOL, another app's scan) joins with its own pages;
 * pages are put in order by keyboard or pointer; "Add to outbox" combines them into one PDF where the
 * type calls for it (pdf-lib, loaded then) and hands it to the outbox, which sends it.
 */
export function CaptureScreen() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { shipmentId } = useParams();
  const [search] = useSearchParams();
  const target = captureTargetOf(shipmentId, search);
  const outbox = useOutbox();
  const [type, setType] = useState<DocumentType>(
    target?.orderStopId ? DocumentType.ProofOfDelivery : DocumentType.BillOfLading,
  );
  const [pages, setPages] = useState<PageFile[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const made = useRef(new Set<string>());

  // Blob URLs of the thumbnails live as long as the sheet.
  useEffect(() => {
    const urls = made.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  if (target === null)
    return (
      <Page>
        <EmptyState title={t('capture.sheet.missingTarget')} icon="warning" />
      </Page>
    );

  // A proof of delivery needs the stop; without one on the link only shipment paperwork is offered.
  const types = uploadTypesByEntity.shipment.filter(
    (value) => target.orderStopId !== null || !documentTypeNeedsStop(value),
  );

  const addFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const room = maxCapturePages - pages.length;
    setProblem(files.length > room ? t('capture.sheet.tooMany', { max: maxCapturePages }) : null);
    const added = files.slice(0, Math.max(0, room)).map(pageOf);
    for (const page of added) made.current.add(page.url);
    setPages((current) => [...current, ...added]);
    const settle = (id: string, check: PageFile['check']) => {
      setPages((current) => current.map((p) => (p.id === id ? { ...p, check } : p)));
    };
    for (const page of added)
      void (async () => {
        // A picked PDF is counted, not checked: there is no photo to measure (pdf-lib loads then).
        if (await isPdf(page.file)) {
          const { pdfPageCount } = await import('../combinePages.ts');
          const count = await pdfPageCount(page.file);
          settle(page.id, count === null ? { state: 'pdfUnreadable' } : { state: 'pdf', pages: count });
          return;
        }
        const result = await checkLegibility(page.file);
        settle(
          page.id,
          result.readable === 'unchecked'
            ? { state: 'unchecked' }
            : result.readable
              ? { state: 'checked', problems: result.problems }
              : { state: 'unreadable' },
        );
      })();
  };

  const checking = pages.some((page) => page.check.state === 'checking');
  const undecided = pages.some(pageNeedsDecision);
  const typeLabel = t(documentTypes.messageKey(type) ?? 'capture.sheet.type');

  const submit = async () => {
    if (outbox === null || pages.length === 0 || checking || undecided) return;
    setBusy(true);
    try {
      const files = pages.map((page) => page.file);
      // A picked PDF counts with its own pages.
      const pageCount = pages.reduce(
        (sum, page) => sum + (page.check.state === 'pdf' ? page.check.pages : 1),
        0,
      );
      let file: Blob;
      let extension: string;
      if (pages.length === 1 && pages[0]?.check.state === 'pdf') {
        file = files[0] ?? new Blob();
        extension = 'pdf';
      } else if (combinesIntoPdf(type, files.length)) {
        const { combineIntoPdf } = await import('../combinePages.ts');
        file = await combineIntoPdf(files);
        extension = 'pdf';
      } else {
        const { asUploadableImage } = await import('../combinePages.ts');
        const image = await asUploadableImage(files[0] ?? new Blob());
        file = image.blob;
        extension = image.extension;
      }
      await outbox.add({
        shipmentId: target.shipmentId,
        shipmentNumber: target.shipmentNumber,
        orderStopId: documentTypeNeedsStop(type) ? target.orderStopId : null,
        stopLabel: target.stopLabel,
        type,
        name: captureFileName(typeLabel, target.shipmentNumber, target.stopLabel, extension),
        file,
        pageCount,
      });
      void navigate('/outbox');
    } catch (error) {
      setProblem(
        t('capture.sheet.failed', { reason: error instanceof Error ? error.message : String(error) }),
      );
      setBusy(false);
    }
  };

  return (
    <Page>
      <Stack space="md">
        <Stack space="xs">
          <Heading level={2}>{t('capture.sheet.heading')}</Heading>
          <Text tone="secondary">
            {t('capture.sheet.for', { shipmentNumber: target.shipmentNumber, stop: target.stopLabel })}
          </Text>
        </Stack>
        <Select
          label={t('capture.sheet.type')}
          options={types.map((value) => ({
            value: String(value),
            label: t(documentTypes.messageKey(value) ?? 'capture.sheet.type'),
          }))}
          value={String(type)}
          onChange={(value) => {
            setType(Number(value) as DocumentType);
          }}
        />
        <Text size="sm" tone="secondary">
          {t('capture.sheet.cameraNote')}
        </Text>
        <Inline space="sm">
          <label className={styles.fileButton}>
            <Icon name="plus" />
            {t('capture.sheet.takePhoto')}
            <input
              className={styles.fileInput}
              type="file"
              accept="image/*"
              capture="environment"
              onChange={addFiles}
              data-testid="capture-camera"
            />
          </label>
          <label className={styles.fileButton}>
            <Icon name="upload" />
            {t('capture.sheet.choosePhotos')}
            <input
              className={styles.fileInput}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/heic,application/pdf"
              multiple
              onChange={addFiles}
              data-testid="capture-files"
            />
          </label>
        </Inline>
        {problem === null ? null : <Banner tone="critical" title={problem} live />}
        <Heading level={3}>{t('capture.sheet.pages')}</Heading>
        {pages.length === 0 ? (
          <Text tone="secondary">{t('capture.sheet.noPages')}</Text>
        ) : (
          <PageList
            pages={pages}
            onMove={(from, to) => {
              setPages((current) => {
                const next = [...current];
                const [moved] = next.splice(from, 1);
                if (moved) next.splice(to, 0, moved);
                return next;
              });
            }}
            onRemove={(id) => {
              setPages((current) => current.filter((page) => page.id !== id));
            }}
            onUseAnyway={(id) => {
              setPages((current) =>
                current.map((page) => (page.id === id ? { ...page, usedAnyway: true } : page)),
              );
            }}
          />
        )}
        {pages.length > 0 && combinesIntoPdf(type, pages.length) ? (
          <Text size="sm" tone="secondary">
            {t('capture.sheet.combined')}
          </Text>
        ) : null}
        {undecided ? <Text tone="caution">{t('capture.sheet.needsDecision')}</Text> : null}
        {checking && !undecided ? <Text tone="secondary">{t('capture.sheet.checking')}</Text> : null}
        <Inline space="sm">
          <Button
            onClick={() => void submit()}
            disabled={pages.length === 0 || checking || undecided || outbox === null}
            loading={busy}
          >
            {t('capture.sheet.submit')}
          </Button>
        </Inline>
      </Stack>
    </Page>
  );
}
