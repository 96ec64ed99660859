import type { Area } from '../area.ts';
import { noteRoutes } from './routes.ts';
import { seedNotes } from './seed.ts';

/**
 * Notes (comments) on shipments, payables invoices and cases: newest-first lists, the case-note
 * shape, add / update / delete with read-only and creator rules, server-side HTML sanitising,
 * mentionable users (docs/adr/008-notes.md).
 */
export const notesArea: Area = {
  name: 'notes',
  migrations: new URL('./migrations/', import.meta.url),
  seed: seedNotes,
  routes: noteRoutes,
};
