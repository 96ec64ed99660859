export { DocumentViewer } from './DocumentViewer.tsx';
export type { DocumentViewerProps } from './DocumentViewerProps.ts';
