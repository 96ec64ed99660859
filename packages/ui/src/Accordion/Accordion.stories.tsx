import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Accordion, AccordionItem } from './Accordion.tsx';

const meta = {
  title: 'Primitives/Accordion',
  component: Accordion,
  args: {
    children: (
      <>
        <AccordionItem title="Charges" summary="$1,250.00" defaultOpen>
          Line haul, fuel surcharge and detention.
        </AccordionItem>
        <AccordionItem title="Documents">Rate confirmation and BOL.</AccordionItem>
        <AccordionItem title="A long section title that wraps when the accordion sits in a narrow column">
          More.
        </AccordionItem>
      </>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter and Space toggle a section; `aria-expanded` follows. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const charges = canvas.getByRole('button', { name: /Charges/ });
    await expect(charges).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.tab();
    const documents = canvas.getByRole('button', { name: 'Documents' });
    await expect(documents).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(documents).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Rate confirmation and BOL.')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(documents).toHaveAttribute('aria-expanded', 'false');
  },
};
