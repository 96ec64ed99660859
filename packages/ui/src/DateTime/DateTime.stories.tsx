import { createTranslator, specMessages } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { I18nContext } from '../i18n/I18nContext.tsx';
import { kitMessages } from '../i18n/kitMessages.ts';
import { DateTime } from './DateTime.tsx';

const meta = {
  title: 'Data display/DateTime',
  component: DateTime,
  args: { value: '2026-11-20' },
} satisfies Meta<typeof DateTime>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A calendar date: shown as is, never shifted by the viewer's time zone. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const time = canvas.getByText('11/20/2026');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('dateTime', '2026-11-20');
  },
};

/** A moment with a time, shown in a given time zone (here a stop's zone). */
export const DateAndTime: Story = {
  args: { value: '2026-11-20T15:05:00Z', format: 'dateTime', timeZone: 'America/Chicago' },
  play: async ({ canvas }) => {
    const time = canvas.getByText('11/20/2026, 9:05 AM');
    await expect(time).toHaveAttribute('dateTime', '2026-11-20T15:05:00.000Z');
  },
};

export const TimeOnly: Story = {
  args: { value: '2026-11-20T15:05:00Z', format: 'time', timeZone: 'UTC' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3:05 PM')).toBeInTheDocument();
  },
};

/** An unparsable value shows the fallback text instead of "Invalid Date". */
export const Invalid: Story = {
  args: { value: 'not a date', fallback: '—' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('—')).toBeInTheDocument();
    await expect(canvas.queryByRole('time')).toBeNull();
  },
};

/** Spanish (US) puts the day first. */
export const Spanish: Story = {
  render: (args) => (
    <I18nContext.Provider
      value={{ locale: 'es-US', t: createTranslator('es-US', specMessages, kitMessages) }}
    >
      <DateTime {...args} />
    </I18nContext.Provider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('20/11/2026')).toBeInTheDocument();
  },
};
