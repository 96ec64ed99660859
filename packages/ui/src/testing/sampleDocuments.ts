import sampleJpg from '../DocumentViewer/fixtures/sample.jpg?url';
import samplePdf from '../DocumentViewer/fixtures/sample.pdf?url';
import samplePng from '../DocumentViewer/fixtures/sample.png?url';
import sampleTiff from '../DocumentViewer/fixtures/sample.tiff?url';

/** Kinds of {@link sampleDocuments}. */
export type SampleDocumentKind = 'pdf' | 'png' | 'jpg' | 'tiff';

/**
 * URLs of small, valid sample files of every kind the document viewer shows (a one-page PDF, a PNG,
 * a JPEG and a TIFF), for document fixtures in stories and tests.
 *
 * @example { record: buildDocument({ name: 'pod.png', contentType: 'image/png' }), file: sampleDocuments.png }
 */
export const sampleDocuments: Readonly<Record<SampleDocumentKind, string>> = {
  pdf: samplePdf,
  png: samplePng,
  jpg: sampleJpg,
  tiff: sampleTiff,
};
