import type { Area } from '../area.ts';
import { documentRoutes } from './routes.ts';
import { seedDocuments } from './seed.ts';

/**
 * Documents: files stored under server-generated names, checked by content, scoped to the
 * caller's company; shipment, invoice and case lists, required slots, order drop-offs, the
 * shipment document event (docs/adr/007-document-storage.md).
 */
export const documentsArea: Area = {
  name: 'documents',
  migrations: new URL('./migrations/', import.meta.url),
  seed: seedDocuments,
  routes: documentRoutes,
};
