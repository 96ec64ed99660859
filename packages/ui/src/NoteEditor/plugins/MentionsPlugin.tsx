import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import {
  LexicalTypeaheadMenuPlugin,
  MenuOption,
  type MenuTextMatch,
} from '@lexical/react/LexicalTypeaheadMenuPlugin';
import { mentionQuery, mentionSuggestions, noteEditorLimits, type MentionableUser } from '@freightkit/domain';
import { $createTextNode, type TextNode } from 'lexical';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { $createMentionNode } from '../nodes/MentionNode.ts';
import * as styles from '../NoteEditor.css.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';

class MentionOption extends MenuOption {
  readonly user: MentionableUser;
  constructor(user: MentionableUser) {
    super(user.id);
    this.user = user;
  }
}

/** Full name of a mentionable user as a mention shows it. */
export function mentionName(user: Pick<MentionableUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** The typeahead trigger: '@' then up to 75 characters, at the start or after whitespace (domain rule). */
function mentionMatch(text: string): MenuTextMatch | null {
  const query = mentionQuery(text);
  if (query === null) return null;
  const replaceableString = `${noteEditorLimits.mentionTrigger}${query}`;
  return { leadOffset: text.length - replaceableString.length, matchingString: query, replaceableString };
}

/** Props of {@link MentionsPlugin}. */
export interface MentionsPluginProps {
  readonly users?: readonly MentionableUser[] | undefined;
  readonly onSearch?: ((query: string) => Promise<readonly MentionableUser[]>) | undefined;
  /** Remembers chosen users so the payload can report them in full. */
  readonly onChoose: (user: MentionableUser) => void;
}

/**
 * @mentions: after a 500 ms pause, at most 5 users whose first or last name matches the typed query
 * (ignoring case) are offered in a listbox; arrows move, Enter or Tab chooses, Escape closes. The
 * editable region keeps focus and points at the highlighted option with `aria-activedescendant`.
 */
export function MentionsPlugin({ users, onSearch, onChoose }: MentionsPluginProps) {
  const [editor] = useLexicalComposerContext();
  const { t } = useI18n();
  const [query, setQuery] = useState<string | null>(null);
  const [results, setResults] = useState<{ query: string; users: readonly MentionableUser[] } | null>(null);
  const request = useRef(0);

  // Lexical appends an empty menu anchor (a `role="listbox"` named 'Typeahead menu') to the body on
  // the plugin's first render, before any '@', and removes it only once a menu has opened and
  // closed; a render React discards leaves it for good. Screen readers then find an empty listbox in
  // the page. Empty anchors are swept when an editor mounts and unmounts: Lexical appends its anchor
  // again when a menu opens (`positionMenu`), and an open menu's anchor is not empty.
  useEffect(() => {
    const owner = editor.getRootElement()?.ownerDocument ?? document;
    const sweep = () => {
      for (const anchor of owner.querySelectorAll('[aria-label="Typeahead menu"]'))
        if (anchor.childElementCount === 0) anchor.remove();
    };
    sweep();
    return sweep;
  }, [editor]);

  useEffect(() => {
    const id = ++request.current;
    if (query === null) return;
    const timer = setTimeout(() => {
      const search = onSearch ? onSearch(query) : Promise.resolve(users ?? []);
      search.then(
        (found) => {
          if (id === request.current) setResults({ query, users: mentionSuggestions(found, query) });
        },
        () => {
          if (id === request.current) setResults({ query, users: [] });
        },
      );
    }, noteEditorLimits.mentionDelayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [query, users, onSearch]);

  // Suggestions show only for the query they were looked up for, i.e. after the pause.
  const current = results !== null && results.query === query ? results.users : null;
  const options = useMemo(() => (current ?? []).map((user) => new MentionOption(user)), [current]);

  const onSelectOption = useCallback(
    (option: MentionOption, textNode: TextNode | null, closeMenu: () => void) => {
      editor.update(() => {
        const mention = $createMentionNode(option.user.id, mentionName(option.user));
        if (textNode) textNode.replace(mention);
        const space = $createTextNode(' ');
        mention.insertAfter(space);
        space.select(1, 1);
        closeMenu();
      });
      onChoose(option.user);
    },
    [editor, onChoose],
  );

  return (
    <LexicalTypeaheadMenuPlugin<MentionOption>
      onQueryChange={setQuery}
      onSelectOption={onSelectOption}
      triggerFn={mentionMatch}
      options={options}
      menuRenderFn={(anchor, { selectedIndex, selectOptionAndCleanUp, setHighlightedIndex }) =>
        anchor.current && options.length > 0
          ? createPortal(
              <div role="listbox" aria-label={t('kit.noteEditor.mentions')} className={styles.mentionList}>
                {options.map((option, index) => (
                  // Focus stays in the editor (aria-activedescendant); the mouse can still pick.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <div
                    key={option.key}
                    id={`typeahead-item-${index}`}
                    ref={(element) => {
                      option.setRefElement(element);
                    }}
                    role="option"
                    aria-selected={selectedIndex === index}
                    tabIndex={-1}
                    className={styles.option}
                    onMouseEnter={() => {
                      setHighlightedIndex(index);
                    }}
                    onClick={() => {
                      setHighlightedIndex(index);
                      selectOptionAndCleanUp(option);
                    }}
                  >
                    <span>{mentionName(option.user)}</span>
                    {option.user.companyName ? (
                      <span className={styles.optionSecondary}>{option.user.companyName}</span>
                    ) : null}
                  </div>
                ))}
              </div>,
              anchor.current,
            )
          : null
      }
    />
  );
}
