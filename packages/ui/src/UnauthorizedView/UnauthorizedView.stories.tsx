import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { UnauthorizedView } from './UnauthorizedView.tsx';

const meta = {
  title: 'Shell/UnauthorizedView',
  component: UnauthorizedView,
  tags: ['responsive'],
} satisfies Meta<typeof UnauthorizedView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'You are not Authorized for this content',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Return to Home Page' })).toHaveFocus();
  },
};

export const WithoutHomeLink: Story = {
  args: { homeHref: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
