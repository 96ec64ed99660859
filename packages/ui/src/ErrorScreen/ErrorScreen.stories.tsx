import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ErrorScreen } from './ErrorScreen.tsx';

const meta = {
  title: 'Shell/ErrorScreen',
  component: ErrorScreen,
  parameters: { layout: 'fullscreen' },
  tags: ['responsive'],
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Whoops! Something Went Wrong');
    await expect(canvas.getByText('Our provider has been notified of the problem.')).toBeInTheDocument();
    await userEvent.tab();
    const home = canvas.getByRole('link', { name: 'Return to Home Page' });
    await expect(home).toHaveFocus();
    await expect(home).toHaveAttribute('href', '/');
  },
};

/** Inside the shell's content area instead of the whole viewport. */
export const Embedded: Story = {
  args: { fullPage: false },
  parameters: { layout: 'padded' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Whoops! Something Went Wrong' })).toBeInTheDocument();
  },
};
