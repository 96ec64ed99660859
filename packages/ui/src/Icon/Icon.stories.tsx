import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon } from './Icon.tsx';
import { iconNames } from './icons.tsx';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { name: 'upload' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A decorative icon is hidden from assistive technology. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg')!;
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

/** With a label the icon is an image with that name. */
export const Labelled: Story = {
  args: { name: 'warning', label: 'Expired' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Expired' })).toBeVisible();
  },
};

/** The whole set at every size. */
export const Gallery: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: 16 }}>
      {iconNames.map((name) => (
        <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Icon name={name} size="small" />
          <Icon name={name} />
          <Icon name={name} size="large" />
          <span style={{ fontSize: 12 }}>{name}</span>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('chevronDown')).toBeVisible();
  },
};
