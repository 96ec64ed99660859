import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mentionableUsersFixture } from '../NoteEditor/fixtures.ts';
import { hostileNote, longNote, notesFixture } from '../NoteList/fixtures.ts';
import { NoteItem } from './NoteItem.tsx';

const [checkedIn, detention, readOnlyNote] = notesFixture as [
  (typeof notesFixture)[number],
  (typeof notesFixture)[number],
  (typeof notesFixture)[number],
];

const meta = {
  title: 'Notes/NoteItem',
  component: NoteItem,
  args: {
    note: checkedIn,
    timeZone: 'UTC',
    onEdit: fn(() => Promise.resolve()),
    onDelete: fn(),
    mentionableUsers: mentionableUsersFixture,
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof NoteItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A writable note: the creator's initials, name and time, the content, and Edit and Delete by keyboard. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const note = canvas.getByRole('article', { name: 'Comment by Joan Baker' });
    await expect(within(note).getByRole('heading', { level: 3, name: 'Joan Baker' })).toBeVisible();
    await expect(note.querySelector('time')).toHaveAttribute('datetime', '2026-11-18T14:05:00.000Z');
    await expect(note).toHaveTextContent('Driver checked in at the shipper.');
    await userEvent.tab();
    await expect(within(note).getByRole('button', { name: 'Edit' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(note).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith(checkedIn);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Edit by keyboard opens the editor prefilled from the note and focused; Cancel closes it without saving. */
export const Editing: Story = {
  args: { note: detention },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const editor = await canvas.findByRole(
      'textbox',
      { name: 'Edit comment by John Smith' },
      { timeout: 15000 },
    );
    await waitFor(() => expect(editor).toHaveFocus());
    await expect(editor.querySelector('h2')).toHaveTextContent('Detention at pickup');
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
    canvas.getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('textbox')).toBeNull());
    await expect(args.onEdit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};

/** An internal note (no portal access) is tinted; its badge says 'Internal Note' on keyboard focus. */
export const Internal: Story = {
  args: { note: { ...checkedIn, allowPortalAccess: false } },
  play: async ({ canvas }) => {
    const note = canvas.getByRole('article', { name: 'Comment by Joan Baker' });
    await expect(note).toHaveAttribute('data-internal', 'true');
    await userEvent.tab();
    const badge = within(note).getByRole('button', { name: 'Internal Note' });
    await expect(badge).toHaveFocus();
    await waitFor(() =>
      expect(within(document.body).getByRole('tooltip')).toHaveTextContent('Internal Note'),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
    badge.blur();
  },
};

/** A read-only note offers neither Edit nor Delete, even with handlers; its only tab stop is the internal badge. */
export const ReadOnly: Story = {
  args: { note: readOnlyNote },
  play: async ({ canvas }) => {
    const note = canvas.getByRole('article', { name: 'Comment by Priya Johnson' });
    await expect(note).toHaveAttribute('data-readonly', 'true');
    await expect(within(note).queryByRole('button', { name: 'Edit' })).toBeNull();
    await expect(within(note).queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(within(note).getByText('re-sent')).toBeVisible();
    await userEvent.tab();
    await expect(within(note).getByRole('button', { name: 'Internal Note' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * A long name wraps in the header; content taller than 450 px scrolls inside the note as a
 * focusable region that Tab reaches after the actions.
 */
export const LongContent: Story = {
  args: {
    note: {
      ...longNote,
      creator: {
        firstName: 'Maria Guadalupe',
        lastName: 'Fernández-Castellanos de la Vega',
        profilePictureURL: null,
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', {
      name: 'Comment by Maria Guadalupe Fernández-Castellanos de la Vega, scrollable',
    });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(region).toHaveFocus();
    const heading = canvas.getByRole('heading', { name: /Fernández-Castellanos/ });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    region.blur();
  },
};

/** Stored HTML with a script, handlers, styles and a javascript: link shows its text and runs nothing. */
export const HostileHtml: Story = {
  args: { note: hostileNote },
  beforeEach: () => {
    delete (window as { __fkHostile?: unknown }).__fkHostile;
  },
  play: async ({ canvas }) => {
    const note = canvas.getByRole('article', { name: 'Comment by Mallory Evans' });
    await expect(note).toHaveTextContent('Invoice attached');
    await expect(
      note.querySelector('script, [style], [onerror], [onclick], a[href^="javascript"]'),
    ).toBeNull();
    await expect(note.querySelector('img')?.getAttribute('src') ?? null).toBeNull();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const link = within(note).getByRole('link', { name: /Proof of delivery/ });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect((window as { __fkHostile?: unknown }).__fkHostile).toBeUndefined();
    link.blur();
  },
};
