import { createTranslator, specMessages } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { I18nContext } from '../i18n/I18nContext.tsx';
import { kitMessages } from '../i18n/kitMessages.ts';
import { Money } from './Money.tsx';

const meta = {
  title: 'Data display/Money',
  component: Money,
  args: { amount: 1234.5 },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1,234.50')).toBeInTheDocument();
  },
};

/** Negative amounts (credits, deductions) show in parentheses, per the domain's money rule. */
export const Negative: Story = {
  args: { amount: -75 },
  play: async ({ canvas }) => {
    const amount = canvas.getByText('($75.00)');
    await expect(amount).toHaveAttribute('data-negative', 'true');
  },
};

export const Zero: Story = {
  args: { amount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$0.00')).toBeInTheDocument();
  },
};

/** Long content: a seven-figure amount never wraps. */
export const LongContent: Story = {
  args: { amount: 9876543.21 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$9,876,543.21')).toBeInTheDocument();
  },
};

/** Canadian French formats the same dollars its own way; negatives still use parentheses. */
export const CanadianFrench: Story = {
  args: { amount: -1234.5 },
  render: (args) => (
    <I18nContext.Provider
      value={{ locale: 'fr-CA', t: createTranslator('fr-CA', specMessages, kitMessages) }}
    >
      <Money {...args} />
    </I18nContext.Provider>
  ),
  play: async ({ canvasElement }) => {
    const text = canvasElement.textContent.replace(/\s/g, ' ');
    await expect(text).toMatch(/^\(1 234,50 \$\)$/);
  },
};
