import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from './Text.tsx';

const meta = {
  title: 'Layout/Text',
  component: Text,
  args: { children: 'Chicago, IL → Dallas, TX · picked up 08:12' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paragraph at the body's size and colour, without margins. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText(/Chicago/);
    await expect(text.tagName).toBe('P');
    await expect(getComputedStyle(text).marginTop).toBe('0px');
  },
};

/** Every size and tone of the scale, in the theme's text colours (checked for contrast under every theme). */
export const SizesAndTones: Story = {
  render: () => (
    <Stack space="xs">
      <Text size="xs">Extra small: a table&apos;s column header</Text>
      <Text size="sm" tone="secondary">
        Small, secondary: updated 5 minutes ago
      </Text>
      <Text size="md">Medium: the body</Text>
      <Text size="lg" weight="bold">
        Large, bold: a total
      </Text>
      <Text tone="positive">Positive: paid in full</Text>
      <Text tone="critical">Critical: the rate is required</Text>
      <Text tone="caution">Caution: appointment not confirmed</Text>
      <Text tone="info">Info: tracking by Samsara</Text>
      <Text tone="link" weight="medium">
        Link tone
      </Text>
      <Text tabularNumbers>$1,111.00 · $9,999.99</Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText(/^Extra small/)).fontSize).toBe('12px');
    await expect(getComputedStyle(canvas.getByText(/^Large, bold/)).fontWeight).toBe('700');
  },
};

/** Cut after one line, and after two, each ending in an ellipsis. */
export const Truncated: Story = {
  render: () => (
    <Stack>
      <Text
        maxLines={1}
        title="Northwest Regional Distribution Center Receiving Dock 14 (appointment required)"
      >
        Northwest Regional Distribution Center Receiving Dock 14 (appointment required)
      </Text>
      <Text maxLines={2}>
        {'Deliver to the rear dock and call ahead; the gate closes at 17:00. '.repeat(4)}
      </Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const oneLine = canvas.getByTitle(/Northwest/);
    await expect(oneLine.scrollWidth).toBeGreaterThan(oneLine.clientWidth);
    const twoLines = canvas.getByText(/Deliver to the rear dock/);
    await expect(twoLines.scrollHeight).toBeGreaterThan(twoLines.clientHeight);
    await expect(twoLines.clientHeight).toBeLessThan(50);
  },
};

/** Long content wraps, even a word longer than the line. */
export const LongContent: Story = {
  args: { children: 'BOL_0123456789_0123456789_0123456789_0123456789_0123456789 and the rest of the line' },
  play: async ({ canvas }) => {
    const text = canvas.getByText(/BOL_/);
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
  },
};
