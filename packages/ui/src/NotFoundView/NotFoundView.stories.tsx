import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { NotFoundView } from './NotFoundView.tsx';

const meta = {
  title: 'Shell/NotFoundView',
  component: NotFoundView,
  tags: ['responsive'],
} satisfies Meta<typeof NotFoundView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unknown sub-path inside an area. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Not Found');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Return to Home Page' })).toHaveFocus();
  },
};

/** An unknown route: 'Route Not Found / An error has occurred.' */
export const UnknownRoute: Story = {
  args: { kind: 'route' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Route Not Found');
    await expect(canvas.getByText('An error has occurred.')).toBeInTheDocument();
  },
};

/** Without a way home (e.g. while signed out). */
export const WithoutHomeLink: Story = {
  args: { homeHref: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
