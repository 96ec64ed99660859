import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mentionableUsersFixture } from '../NoteEditor/fixtures.ts';
import { hostileNote, longNote, notesFixture } from './fixtures.ts';
import { NoteList } from './NoteList.tsx';

const meta = {
  title: 'Notes/NoteList',
  component: NoteList,
  args: {
    notes: notesFixture,
    timeZone: 'UTC',
    onEdit: fn(() => Promise.resolve()),
    onDelete: fn(),
    mentionableUsers: mentionableUsersFixture,
  },
} satisfies Meta<typeof NoteList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, with creator, time and content; the read-only internal note offers no actions. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const notes = canvas.getAllByRole('article');
    await expect(notes.map((n) => n.getAttribute('aria-label'))).toEqual([
      'Comment by John Smith',
      'Comment by Priya Johnson',
      'Comment by Joan Baker',
    ]);
    await expect(within(notes[0]!).getByRole('heading', { name: 'Detention at pickup' })).toBeVisible();
    await expect(notes[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-11-20T09:30:00.000Z');
  },
};

/** An internal note is tinted and its badge shows 'Internal Note' on keyboard focus. */
export const Internal: Story = {
  args: { notes: [notesFixture[2]!, { ...notesFixture[0]!, allowPortalAccess: false, isReadonly: false }] },
  play: async ({ canvas }) => {
    const [first] = canvas.getAllByRole('article');
    await expect(first).toHaveAttribute('data-internal', 'true');
    // Reached by Tab, as a keyboard user does: the tooltip shows on keyboard focus, and a focus()
    // call after a pointer move (the previous story's, in the same frame) is not one.
    await userEvent.tab();
    const badge = within(first!).getByRole('button', { name: 'Internal Note' });
    await expect(badge).toHaveFocus();
    await waitFor(() =>
      expect(within(document.body).getByRole('tooltip')).toHaveTextContent('Internal Note'),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
    badge.blur();
  },
};

/** A read-only note offers neither Edit nor Delete. */
export const ReadOnly: Story = {
  args: { notes: [notesFixture[2]!] },
  play: async ({ canvas }) => {
    const note = canvas.getByRole('article');
    await expect(within(note).queryByRole('button', { name: 'Edit' })).toBeNull();
    await expect(within(note).queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

/** Edit opens the editor prefilled from the saved editor JSON; Send saves and closes it. */
export const Edit: Story = {
  args: { notes: [notesFixture[1]!] },
  play: async ({ args, canvas }) => {
    const edit = canvas.getByRole('button', { name: 'Edit' });
    edit.focus();
    await userEvent.keyboard('{Enter}');
    const editor = await canvas.findByRole(
      'textbox',
      { name: 'Edit comment by John Smith' },
      { timeout: 15000 },
    );
    await expect(editor.querySelector('h2')).toHaveTextContent('Detention at pickup');
    await waitFor(() => expect(editor).toHaveFocus());
    await userEvent.keyboard(' today');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onEdit).toHaveBeenCalledWith(
      notesFixture[1],
      expect.objectContaining({ text: expect.stringContaining('today') as unknown }),
    );
    await waitFor(() => expect(canvas.queryByRole('textbox')).toBeNull());
  },
};

/** Delete hands the note to `onDelete`. */
export const Delete: Story = {
  args: { notes: [notesFixture[0]!] },
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Delete' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith(notesFixture[0]);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** While a note is being deleted its actions are disabled. */
export const Deleting: Story = {
  args: { notes: [notesFixture[0]!], savingNoteId: 'n-1' },
  play: async ({ args, canvas }) => {
    const remove = canvas.getByRole('button', { name: /Delete/ });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(remove);
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** Stored HTML with a script, an event handler, styles and a javascript: link shows its text and runs nothing. */
export const HostileHtml: Story = {
  args: { notes: [hostileNote] },
  beforeEach: () => {
    delete (window as { __fkHostile?: unknown }).__fkHostile;
  },
  play: async ({ canvas }) => {
    const note = canvas.getByRole('article');
    await expect(note).toHaveTextContent('Invoice attached');
    await expect(note.querySelector('script')).toBeNull();
    await expect(note.querySelector('[style]')).toBeNull();
    await expect(note.querySelector('[onerror], [onclick]')).toBeNull();
    await expect(note.querySelector('img')?.getAttribute('src') ?? null).toBeNull();
    const link = within(note).getByRole('link', { name: /Proof of delivery/ });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(note.querySelector('a[href^="javascript"]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect((window as { __fkHostile?: unknown }).__fkHostile).toBeUndefined();
  },
};

/** Content taller than 450 px scrolls inside the note and becomes a focusable region. */
export const LongContent: Story = {
  args: { notes: [longNote] },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Comment by Ada Okafor, scrollable' });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
  },
};

/** While notes load, placeholders show. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading comments' })).toBeInTheDocument();
  },
};

/** No notes yet. */
export const Empty: Story = {
  args: { notes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No comments yet')).toBeVisible();
  },
};

/** Loading failed. */
export const LoadError: Story = {
  args: { error: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unable to retrieve notes')).toHaveAttribute('role', 'alert');
  },
};

/** On a narrow screen the header wraps. */
export const Narrow: Story = {
  tags: ['responsive'],
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const notes = canvas.getAllByRole('article');
    await expect(notes).toHaveLength(3);
    // The header wraps: the actions drop below the name and time but stay inside the note.
    for (const note of notes) {
      await expect(note.scrollWidth).toBeLessThanOrEqual(note.clientWidth);
    }
    const first = notes[0]!;
    const name = within(first).getByRole('heading', { name: 'John Smith' });
    const edit = within(first).getByRole('button', { name: 'Edit' });
    await expect(edit.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      name.getBoundingClientRect().bottom,
    );
    await userEvent.tab();
    await expect(edit).toHaveFocus();
    edit.blur();
  },
};
