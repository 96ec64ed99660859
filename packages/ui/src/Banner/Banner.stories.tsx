import { tones } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Banner } from './Banner.tsx';

const meta = {
  title: 'Primitives/Banner',
  component: Banner,
  args: {
    tone: 'caution',
    title: 'Expired Samsara Token',
    description:
      'Your Samsara integration token has expired. Re-authenticate from the integrations tab of your profile.',
    actions: <Button size="small">Go to Integrations</Button>,
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, description and an action reachable by keyboard. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Go to Integrations' })).toHaveFocus();
  },
};

/** Every tone. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {tones.map((tone) => (
        <Banner key={tone} tone={tone} title={`A ${tone} banner`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A critical banner')).toBeVisible();
  },
};

/** Dismissible by keyboard; a live critical banner is an alert. */
export const Dismissible: Story = {
  args: {
    tone: 'critical',
    live: true,
    title: 'Request not successful',
    description: undefined,
    actions: undefined,
  },
  render: function Render(args) {
    const [shown, setShown] = useState(true);
    const onDismiss = fn(() => {
      setShown(false);
    });
    return shown ? <Banner {...args} onDismiss={onDismiss} /> : <p>Dismissed</p>;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Request not successful').closest('[role="alert"]')).not.toBeNull();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('Dismissed')).toBeVisible());
  },
};

/** Long text wraps in a narrow container. */
export const LongContent: Story = {
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Expired Samsara Token')).toBeVisible();
  },
};
