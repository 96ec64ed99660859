import type { shellMessagesEn } from './messages.ts';

/** Catalog key of one release-note line (`shell.updates.note.*` in areas/shell/messages.ts). */
export type ReleaseNoteKey = Extract<keyof typeof shellMessagesEn, `shell.updates.note.${string}`>;

/** One release: the day it was cut and what a carrier notices, as catalog keys so the notes translate. */
export interface Release {
  /** ISO date (`YYYY-MM-DD`). */
  readonly date: string;
  readonly changes: readonly ReleaseNoteKey[];
}

/**
 * The release notes Application Updates shows, newest first. They are compiled into the build, so
 * they describe exactly the code the user runs. Add a release here (and its texts to messages.ts)
 * when one is cut.
 */
export const releaseNotes: readonly Release[] = [
  {
    date: '2026-11-22',
    changes: [
      'shell.updates.note.accounting',
      'shell.updates.note.cases',
      'shell.updates.note.shipmentDetail',
      'shell.updates.note.paperwork',
      'shell.updates.note.signIn',
      'shell.updates.note.language',
    ],
  },
];
