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

/** Sections open independently: expanding one leaves the others open (several expanded at once). */
export const MultipleExpanded: Story = {
  args: {
    children: (
      <>
        <AccordionItem title="Charges" summary="$1,250.00" defaultOpen>
          Line haul, fuel surcharge and detention.
        </AccordionItem>
        <AccordionItem title="Documents" defaultOpen>
          Rate confirmation and BOL.
        </AccordionItem>
        <AccordionItem title="Notes">Driver checked in at the shipper.</AccordionItem>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const notes = canvas.getByRole('button', { name: 'Notes' });
    notes.focus();
    await userEvent.keyboard('{Enter}');
    for (const name of [/Charges/, 'Documents', 'Notes']) {
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(canvas.getByText('Line haul, fuel surcharge and detention.')).toBeVisible();
    await expect(canvas.getByText('Driver checked in at the shipper.')).toBeVisible();
    notes.blur();
  },
};

/** A long title wraps beside the chevron; long content grows the open section. */
export const LongContent: Story = {
  args: {
    children: (
      <>
        <AccordionItem
          title="Accessorial charges approved by the broker after delivery, including detention, lumper and layover"
          summary="$12,345,678.90"
          defaultOpen
        >
          {Array.from({ length: 6 }, (_, i) => (
            <p key={i} style={{ margin: '0 0 8px' }}>
              Stop {i + 1}: detention from 14:00 to 17:30 approved by the shipper&apos;s receiving manager,
              lumper receipt attached to the proof of delivery.
            </p>
          ))}
        </AccordionItem>
        <AccordionItem title="Documents">Rate confirmation and BOL.</AccordionItem>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const charges = canvas.getByRole('button', { name: /Accessorial charges/ });
    await expect(charges).toHaveAttribute('aria-expanded', 'true');
    // The title wraps inside the column rather than pushing the chevron out of the box.
    await expect(charges.scrollWidth).toBeLessThanOrEqual(charges.clientWidth);
    await expect(canvas.getByText(/Stop 6:/)).toBeVisible();
  },
};

/**
 * A disabled section keeps its state and cannot be toggled; its toggle stays in the tab order with
 * `aria-disabled`, so keyboard users still reach it.
 */
export const DisabledItem: Story = {
  args: {
    children: (
      <>
        <AccordionItem title="Charges" summary="$1,250.00" defaultOpen>
          Line haul, fuel surcharge and detention.
        </AccordionItem>
        <AccordionItem title="Documents" disabled>
          Rate confirmation and BOL.
        </AccordionItem>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    const documents = canvas.getByRole('button', { name: 'Documents' });
    await expect(documents).toHaveFocus();
    await expect(documents).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(documents).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Rate confirmation and BOL.')).not.toBeVisible();
    documents.blur();
  },
};
