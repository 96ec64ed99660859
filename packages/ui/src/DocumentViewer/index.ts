export { DocumentViewer, preloadDocumentViewer } from './DocumentViewer.tsx';
export type { DocumentViewerProps } from './DocumentViewerProps.ts';
