import { viewerKind } from '@freightkit/domain';
import { startTransition, useDeferredValue, useEffect, useState, type ComponentType } from 'react';
import type { DocumentViewerProps } from './DocumentViewerProps.ts';
import { warmPdfWorker } from './engines/pdfWorkerPort.ts';

type Dialog = ComponentType<DocumentViewerProps>;

/** The dialog's module, once asked for; `loaded` is set when it has arrived (later opens render at once). */
let dialogModule: Promise<Dialog> | null = null;
let loaded: Dialog | null = null;

function loadDialog(): Promise<Dialog> {
  dialogModule ??= import('./DocumentViewerDialog.tsx').then(
    (module) => (loaded = module.default),
    (cause: unknown) => {
      dialogModule = null; // a failed chunk load may be retried on the next open
      throw cause;
    },
  );
  return dialogModule;
}

/**
 * Loads the viewer's code and starts the engine for a file of this extension (pdf.js and its worker, or the
 * TIFF worker) ahead of opening it: call it when an open button is hovered or focused, so the first page is
 * drawn sooner after the click (ADR 060). Safe to call often; each part starts once. Failures are left to the
 * open itself, which reports them.
 *
 * @example <IconButton label="Preview" onPointerEnter={() => preloadDocumentViewer(doc.extension)} … />
 */
export function preloadDocumentViewer(extension?: string | null): void {
  loadDialog().catch(() => undefined);
  const kind = viewerKind(extension);
  // pdf.js's worker (1.2 MB) is the longest wait: it starts now, from this small module, while pdf.js loads.
  if (kind === 'pdf') warmPdfWorker();
  if (kind === 'pdf' || kind === 'tiff')
    void import('./engines/openEngine.ts').then(
      (engines) => engines.warmEngine(kind),
      () => undefined,
    );
}

/**
 * A dialog that shows a PDF, TIFF, PNG or JPEG document page by page, with thumbnails, zoom
 * (10–300 %), rotation, download and (PDF) print. Its code — and pdf.js, utif and the TIFF worker —
 * loads only when it first opens (or when {@link preloadDocumentViewer} asks for it), so importing the kit
 * never pulls them into the first bundle.
 *
 * The dialog's code and the file's engine load side by side. The dialog is rendered in a transition
 * (React yields to the browser while it renders), so opening it holds the main thread in short tasks only
 * (ADR 060); React's lazy/Suspense would also hold a revealed boundary back for its fallback throttle.
 *
 * @example
 * <DocumentViewer
 *   open={open}
 *   onOpenChange={setOpen}
 *   src={getFileUrl(doc.id)}
 *   fileName={doc.name}
 *   extension={doc.extension}
 *   documentType={doc.type}
 * />
 */
export function DocumentViewer(props: DocumentViewerProps) {
  const [Loaded, setLoaded] = useState<Dialog | null>(() => loaded);
  const [failure, setFailure] = useState<Error | null>(null);
  // The click renders only this wrapper; the dialog follows in a background render that yields.
  const open = useDeferredValue(props.open, false);
  const { extension } = props;

  useEffect(() => {
    if (!props.open || Loaded) return undefined;
    let live = true;
    preloadDocumentViewer(extension);
    loadDialog().then(
      (dialog) => {
        if (live)
          startTransition(() => {
            setLoaded(() => dialog);
          });
      },
      (cause: unknown) => {
        if (live) setFailure(cause instanceof Error ? cause : new Error(String(cause)));
      },
    );
    return () => {
      live = false;
    };
  }, [props.open, Loaded, extension]);

  // A chunk that failed to load goes to the nearest error boundary, as React.lazy's would.
  if (failure && props.open) throw failure;
  if (!props.open || !open || !Loaded) return null;
  return <Loaded key={`${props.src ?? ''}|${props.extension ?? ''}`} {...props} />;
}
