export { DocumentsSection, type DocumentsSectionProps } from './DocumentsSection.tsx';
