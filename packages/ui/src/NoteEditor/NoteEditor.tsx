import { CodeNode } from '@lexical/code';
import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { canSendNote, type MentionableUser } from '@freightkit/domain';
import { $getRoot, CLEAR_EDITOR_COMMAND, type LexicalEditor } from 'lexical';
import { ClearEditorPlugin } from '@lexical/react/LexicalClearEditorPlugin';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from '../Button/Button.tsx';
import { $loadNote, readPayload } from './editorContent.ts';
import { ImageNode } from './nodes/ImageNode.tsx';
import { MentionNode, mentionThemeKey } from './nodes/MentionNode.ts';
import * as styles from './NoteEditor.css.ts';
import { useI18n } from '../i18n/I18nContext.tsx';
import { BoundedHistoryPlugin } from './plugins/BoundedHistoryPlugin.ts';
import { ImagePastePlugin } from './plugins/ImagePastePlugin.ts';
import { ListDepthPlugin } from './plugins/ListDepthPlugin.ts';
import { MentionsPlugin } from './plugins/MentionsPlugin.tsx';
import { ToolbarPlugin } from './plugins/ToolbarPlugin.tsx';
import type { NoteEditorProps } from './types.ts';
import { isDevelopment } from '../devWarnings/isDevelopment.ts';

const theme = {
  paragraph: styles.paragraph,
  quote: styles.quote,
  code: styles.code,
  heading: { h1: styles.h1, h2: styles.h2, h3: styles.h3, h4: styles.h4, h5: styles.h5, h6: styles.h6 },
  list: {
    ul: styles.ul,
    ol: styles.ol,
    listitem: styles.listItem,
    nested: { listitem: styles.nestedListItem },
  },
  text: { bold: styles.bold, italic: styles.italic, underline: styles.underline },
  [mentionThemeKey]: styles.mention,
};

const nodes = [HeadingNode, QuoteNode, ListNode, ListItemNode, CodeNode, MentionNode, ImageNode];

/** Whether Send may be pressed as far as the text goes (non-blank, domain rule), kept in sync with the editor. */
function useHasText(editor: LexicalEditor): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => editor.registerTextContentListener(onChange),
    [editor],
  );
  const read = useCallback(
    () =>
      editor.getEditorState().read(() => canSendNote({ text: $getRoot().getTextContent(), saving: false })),
    [editor],
  );
  return useSyncExternalStore(subscribe, read, read);
}

function EditorBody({
  onSubmit,
  saving = false,
  mentionableUsers,
  onSearchMentions,
  mentionsDisabled = false,
  onCancel,
  label,
  placeholder,
  submitLabel,
  historyDepth = 100,
  autoFocus = false,
}: NoteEditorProps) {
  const [editor] = useLexicalComposerContext();
  const { t } = useI18n();
  const hasText = useHasText(editor);
  const [submitting, setSubmitting] = useState(false);
  const chosen = useRef(new Map<string, MentionableUser>());
  const busy = saving || submitting;
  const canSend = hasText && !busy;

  useEffect(() => {
    if (autoFocus) editor.focus(undefined, { defaultSelection: 'rootEnd' });
  }, [autoFocus, editor]);

  const rememberMention = useCallback((user: MentionableUser) => {
    chosen.current.set(user.id, user);
  }, []);

  const submit = () => {
    if (!canSend) return;
    const known = new Map(chosen.current);
    for (const user of mentionableUsers ?? []) if (!known.has(user.id)) known.set(user.id, user);
    const payload = readPayload(editor, known);
    if (!canSendNote({ text: payload.text, saving: busy })) return;
    setSubmitting(true);
    onSubmit(payload).then(
      () => {
        setSubmitting(false);
        editor.dispatchCommand(CLEAR_EDITOR_COMMAND, undefined);
        chosen.current.clear();
      },
      () => {
        setSubmitting(false);
      },
    );
  };

  const mentionsOn =
    !mentionsDisabled && (onSearchMentions !== undefined || (mentionableUsers?.length ?? 0) > 0);
  const accessibleName = label ?? t('kit.noteEditor.label');

  return (
    <>
      <ToolbarPlugin />
      <div className={styles.editorArea}>
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              className={styles.editable}
              aria-label={accessibleName}
              aria-multiline
              aria-placeholder={placeholder ?? t('kit.noteEditor.placeholder')}
              placeholder={
                <div className={styles.placeholder} aria-hidden="true">
                  {placeholder ?? t('kit.noteEditor.placeholder')}
                </div>
              }
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
      </div>
      <BoundedHistoryPlugin maxDepth={historyDepth} />
      <ListPlugin />
      <ListDepthPlugin />
      <ImagePastePlugin />
      <ClearEditorPlugin />
      {mentionsOn ? (
        <MentionsPlugin users={mentionableUsers} onSearch={onSearchMentions} onChoose={rememberMention} />
      ) : null}
      <div className={styles.actions}>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('documents.dialog.cancel')}
          </Button>
        ) : null}
        <Button onClick={submit} disabled={!canSend} loading={busy}>
          {submitLabel ?? t('notes.send')}
        </Button>
      </div>
    </>
  );
}

/**
 * The rich-text note editor (Lexical): the spec's fonts and block types, bold/italic/underline
 * (also Ctrl/Cmd+B/I/U), lists nested at most 6 deep (Tab/Shift+Tab in a list), pasted or dropped
 * images, @mentions, bounded undo, and Send enabled only for non-blank text and never while saving.
 *
 * Import the public `NoteEditor` (a lazy wrapper) rather than this module, so Lexical stays out of
 * the first route's bundle.
 *
 * @example
 * <NoteEditor onSubmit={(note) => addNote(note)} saving={isPending} mentionableUsers={users} />
 */
export default function NoteEditorImpl(props: NoteEditorProps) {
  const { initialNote, className } = props;
  const initialConfig = useMemo<InitialConfigType>(
    () => ({
      namespace: 'FreightKitNote',
      theme,
      nodes,
      onError(error: Error) {
        throw error;
      },
      editorState: initialNote
        ? (editor: LexicalEditor) => {
            $loadNote(editor, initialNote);
          }
        : undefined,
    }),
    // The initial content is read once, when the editor mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  if (isDevelopment() && props.label !== undefined && props.label.trim() === '') {
    console.error('NoteEditor: `label` must not be empty; it names the editable region.');
  }
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-note-editor="">
      {/* LexicalComposer is the legacy (non-extension) API that every plugin used here belongs to;
          moving to LexicalExtensionComposer is a rewrite left for a later slice. */}
      {/* eslint-disable-next-line @typescript-eslint/no-deprecated */}
      <LexicalComposer initialConfig={initialConfig}>
        <EditorBody {...props} />
      </LexicalComposer>
    </div>
  );
}
