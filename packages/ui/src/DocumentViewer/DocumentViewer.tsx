import { lazy, Suspense } from 'react';
import type { DocumentViewerProps } from './DocumentViewerProps.ts';

const DocumentViewerDialog = lazy(() => import('./DocumentViewerDialog.tsx'));

/**
 * A dialog that shows a PDF, TIFF, PNG or JPEG document page by page, with thumbnails, zoom
 * (10–300 %), rotation, download and (PDF) print. Its code — and pdf.js, utif and the TIFF worker —
 * loads only when it first opens, so importing the kit never pulls them into the first bundle.
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
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <DocumentViewerDialog key={`${props.src ?? ''}|${props.extension ?? ''}`} {...props} />
    </Suspense>
  );
}
