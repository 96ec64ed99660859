import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  mentionableUsersFixture,
  savedNoteHtml,
  hostileNoteJson,
  savedNoteJson,
  tinyPngBytes,
} from './fixtures.ts';
import { NoteEditor } from './lazy.tsx';

const meta = {
  title: 'Notes/NoteEditor',
  component: NoteEditor,
  // Fetch the editor's code before the story renders, so a cold chunk load does not eat the test's time.
  loaders: [
    async () => {
      await import('./NoteEditor.tsx');
      return {};
    },
  ],
  args: {
    onSubmit: fn(() => Promise.resolve()),
    mentionableUsers: mentionableUsersFixture,
  },
} satisfies Meta<typeof NoteEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Leaves the editor so no blinking caret ends up in the visual baseline. */
const leave = () => {
  (document.activeElement as HTMLElement | null)?.blur();
};

const editorOf = (canvas: {
  findByRole: (role: string, options: object, waitOptions: object) => Promise<HTMLElement>;
}) => canvas.findByRole('textbox', { name: 'Comment' }, { timeout: 15000 });

/** The empty editor: Send stays disabled. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await editorOf(canvas);
    await expect(canvas.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  },
};

/** Typing enables Send; Send hands over HTML, JSON, text and mentions, then the editor clears. */
export const Typing: Story = {
  play: async ({ args, canvas }) => {
    const editor = await editorOf(canvas);
    await userEvent.click(editor);
    await userEvent.keyboard('   ');
    await expect(canvas.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('Trailer 53 arrived');
    const send = canvas.getByRole('button', { name: 'Send' });
    await waitFor(() => expect(send).not.toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(send);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        text: expect.stringContaining('Trailer 53 arrived') as unknown,
        mentions: [],
      }),
    );
    const payload = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as {
      html: string;
      json: string;
    };
    await expect(payload.html).toContain('Trailer 53 arrived');
    await expect(JSON.parse(payload.json)).toHaveProperty('root');
    await waitFor(() => expect(editor.textContent).toBe(''));
    leave();
  },
};

/** Ctrl+B turns bold on for what is typed next and the Bold toggle shows it pressed. */
export const FormattingByKeyboard: Story = {
  play: async ({ canvas }) => {
    const editor = await editorOf(canvas);
    await userEvent.click(editor);
    await userEvent.keyboard('Reefer set to ');
    await userEvent.keyboard('{Control>}b{/Control}');
    await userEvent.keyboard('-10 F');
    await waitFor(() => expect(editor.querySelector('strong')).toHaveTextContent('-10 F'));
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    leave();
  },
};

/** The block picker is reached by keyboard from the editor (Shift+Tab, arrows) and turns the line into a heading. */
export const BlockTypeByKeyboard: Story = {
  play: async ({ canvas }) => {
    const editor = await editorOf(canvas);
    await userEvent.click(editor);
    await userEvent.keyboard('Delivery window');
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Home}{ArrowRight}');
    const picker = canvas.getByRole('combobox', { name: 'Block type' });
    await expect(picker).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(document.body).findByRole('option', { name: 'Heading 1' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(editor.querySelector('h1')).toHaveTextContent('Delivery window'));
    await expect(picker).toHaveTextContent('Heading 1');
    leave();
  },
};

/** Typing @ and part of a name offers at most 5 people after a pause; arrows and Enter choose one. */
export const MentionByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const editor = await editorOf(canvas);
    // No empty menu anchor (an empty listbox) waits in the page before any '@'.
    await waitFor(() => expect(document.querySelector('[aria-label="Typeahead menu"]')).toBeNull());
    await userEvent.click(editor);
    await userEvent.keyboard('Ask @jo');
    const listbox = await waitFor(
      () => {
        const found = document.querySelector<HTMLElement>('[role="listbox"][aria-label="People to mention"]');
        if (!found) throw new Error('no suggestions yet');
        return found;
      },
      { timeout: 3000 },
    );
    const options = Array.from(listbox.querySelectorAll('[role="option"]'));
    await expect(options.length).toBeLessThanOrEqual(5);
    await expect(options.map((o) => o.textContent)).toContain('John SmithAcme Freight');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(options[1]).toHaveAttribute('aria-selected', 'true'));
    await userEvent.keyboard('{Enter}');
    const mention = await waitFor(() => {
      const found = editor.querySelector('[data-lexical-mention]');
      if (!found) throw new Error('no mention yet');
      return found;
    });
    await expect(mention.textContent).toBe(`@${options[1]?.querySelector('span')?.textContent ?? ''}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const payload = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as {
      html: string;
      mentions: { id: string; emailAddresses: string[] }[];
    };
    await expect(payload.mentions).toHaveLength(1);
    await expect(payload.mentions[0]?.emailAddresses.length).toBe(1);
    await expect(payload.html).toContain('data-mention-id');
    leave();
  },
};

/** Escape closes the suggestions without choosing. */
export const MentionEscape: Story = {
  play: async ({ canvas }) => {
    const editor = await editorOf(canvas);
    await userEvent.click(editor);
    await userEvent.keyboard('@pri');
    await waitFor(() => expect(document.querySelector('[aria-label="People to mention"]')).not.toBeNull(), {
      timeout: 3000,
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('[aria-label="People to mention"]')).toBeNull());
    await expect(editor.querySelector('[data-lexical-mention]')).toBeNull();
    leave();
  },
};

/** Mentions are off: typing @ offers nobody. */
export const MentionsDisabled: Story = {
  args: { mentionsDisabled: true },
  play: async ({ canvas }) => {
    const editor = await editorOf(canvas);
    await userEvent.click(editor);
    await userEvent.keyboard('@jo');
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(document.querySelector('[aria-label="People to mention"]')).toBeNull();
    leave();
  },
};

/** A pasted image file becomes an inline image (data URL). */
export const ImagePaste: Story = {
  play: async ({ canvas }) => {
    const editor = await editorOf(canvas);
    await userEvent.click(editor);
    const data = new DataTransfer();
    data.items.add(new File([tinyPngBytes], 'bol-photo.png', { type: 'image/png' }));
    editor.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
    const image = await waitFor(() => {
      const found = editor.querySelector('img');
      if (!found) throw new Error('no image yet');
      return found;
    });
    await expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expect(image).toHaveAttribute('alt', 'bol-photo.png');
    leave();
  },
};

/** Editing a saved note: the editor is prefilled from its editor JSON. */
export const EditingFromJson: Story = {
  args: {
    initialNote: { noteJSON: savedNoteJson, noteHTML: '<p>stale</p>' },
    onCancel: fn(),
    submitLabel: 'Save',
  },
  play: async ({ canvas }) => {
    const editor = await editorOf(canvas);
    await expect(editor.querySelector('h2')).toHaveTextContent('Detention at pickup');
    await expect(editor.querySelector('[data-lexical-mention]')).toHaveTextContent('@Joan Baker');
    await expect(editor).not.toHaveTextContent('stale');
    await expect(canvas.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled', 'true');
  },
};

/**
 * Test: a stored editor state is cleaned before the editor loads it: the overlay styles are gone (only the font
 * family stays), the foreign image and the unknown node are dropped, and Cancel and Escape still work.
 */
export const TestHostileStoredState: Story = {
  name: 'Test: a hostile stored state loads clean',
  args: { initialNote: { noteJSON: hostileNoteJson, noteHTML: null }, onCancel: fn(), submitLabel: 'Save' },
  play: async ({ args, canvas, canvasElement }) => {
    const editor = await editorOf(canvas);
    await expect(editor).toHaveTextContent('Lumper receipt attached');
    await expect(editor.querySelector('[data-lexical-mention]')).toHaveTextContent('@Joan Baker');
    for (const element of canvasElement.querySelectorAll<HTMLElement>('[style]'))
      await expect(getComputedStyle(element).position).not.toBe('fixed');
    await expect(canvasElement.querySelector('img, iframe')).toBeNull();
    await expect(editor.querySelector('[style*="Georgia"]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** Editing an older note that has only HTML: the editor falls back to it. */
export const EditingFromHtml: Story = {
  args: { initialNote: { noteJSON: null, noteHTML: savedNoteHtml }, onCancel: fn() },
  play: async ({ args, canvas }) => {
    const editor = await editorOf(canvas);
    await expect(editor.querySelector('h2')).toHaveTextContent('Detention at pickup');
    await expect(editor.querySelector('li')).toHaveTextContent('Arrived 08:00, loaded 11:30');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** While saving, Send is disabled and shows progress even with text in the editor. */
export const Saving: Story = {
  args: { saving: true, initialNote: { noteHTML: '<p>On my way</p>' } },
  play: async ({ canvas }) => {
    await editorOf(canvas);
    const send = canvas.getByRole('button', { name: /Send/ });
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await expect(send).toHaveAttribute('aria-busy', 'true');
  },
};

/** Tab indents a list item, but lists never nest deeper than 6 (the editor's own default is 7). */
export const TestListNestingStopsAtSix: Story = {
  name: 'Test: list nesting stops at 6',
  play: async ({ canvas }) => {
    const editor = await editorOf(canvas);
    await userEvent.click(editor);
    await userEvent.keyboard('Stops');
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Home}{ArrowRight}{Enter}');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Bulleted list' }));
    await waitFor(() => expect(editor.querySelector('ul')).not.toBeNull());
    editor.focus();
    for (let i = 0; i < 8; i++) await userEvent.keyboard('{Tab}');
    const depth = (element: Element | null): number => {
      let count = 0;
      for (let node = element; node && node !== editor; node = node.parentElement)
        if (node.tagName === 'UL') count++;
      return count;
    };
    const items = Array.from(editor.querySelectorAll('li')).filter((li) => li.textContent === 'Stops');
    await waitFor(() => expect(depth(items.at(-1) ?? null)).toBe(6));
    leave();
  },
};
