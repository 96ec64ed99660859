import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EnvironmentBanner } from './EnvironmentBanner.tsx';

const meta = {
  title: 'Shell/EnvironmentBanner',
  component: EnvironmentBanner,
  args: { show: true },
  tags: ['responsive'],
} satisfies Meta<typeof EnvironmentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown in uat, local and test environments. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'UAT Data' })).toHaveTextContent('UAT Data');
  },
};

/** Production: nothing is rendered. */
export const Hidden: Story = {
  args: { show: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'UAT Data' })).toBeNull();
  },
};
