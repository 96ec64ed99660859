export { DocumentTile, type DocumentTileProps } from './DocumentTile.tsx';
export { DocumentThumbnail, type DocumentThumbnailProps } from './DocumentThumbnail.tsx';
export type { DocumentTileData } from './documentTypes.ts';
