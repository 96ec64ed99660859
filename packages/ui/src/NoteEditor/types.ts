import type { MentionableUser, Note } from '@freightkit/domain';

/** What the editor hands to `onSubmit`: the note in the three shapes the back end stores. */
export interface NoteEditorPayload {
  /** The note as HTML (`noteHTML`); mentions are `<span data-lexical-mention data-mention-id>`. */
  readonly html: string;
  /** The editor state as JSON (`noteJSON`), used to prefill the editor when the note is edited. */
  readonly json: string;
  /** The plain text (`noteContent`). */
  readonly text: string;
  /** The users mentioned in the note, once each, in order of appearance (for `notifyUsers`). */
  readonly mentions: readonly MentionableUser[];
}

/** Props of `NoteEditor`. */
export interface NoteEditorProps {
  /**
   * Called with the note when the user presses Send. Return a promise: the editor clears itself when
   * it resolves, and keeps the text when it rejects.
   * @example onSubmit={(note) => addNote.mutateAsync(newNoteCommand({ ...entity, noteContent: note.text, … }))}
   */
  onSubmit: (payload: NoteEditorPayload) => Promise<unknown>;
  /** A save is in progress: Send is disabled and shows progress. @default false */
  saving?: boolean;
  /** The note being edited: the editor is prefilled from its `noteJSON`, falling back to its `noteHTML`. */
  initialNote?: Pick<Note, 'noteJSON' | 'noteHTML'>;
  /** Users who can be @mentioned, filtered locally. Ignored when `onSearchMentions` is given. */
  mentionableUsers?: readonly MentionableUser[];
  /** Looks users up for a typed mention query (called at most once per 500 ms pause). */
  onSearchMentions?: (query: string) => Promise<readonly MentionableUser[]>;
  /** Turns @mentions off. @default false */
  mentionsDisabled?: boolean;
  /** Shows a Cancel button (e.g. when editing) and calls this when it is pressed. */
  onCancel?: () => void;
  /** Accessible name of the editable region. @default 'Comment' */
  label?: string;
  /** Placeholder shown while the editor is empty. @default 'Write a comment… Type @ to mention someone.' */
  placeholder?: string;
  /** Text of the submit button. @default 'Send' */
  submitLabel?: string;
  /** Undo steps kept in memory. @default 100 */
  historyDepth?: number;
  /** Focus the editor when it mounts (e.g. when editing starts). @default false */
  autoFocus?: boolean;
  /** Extra class on the root, merged last. */
  className?: string;
}
