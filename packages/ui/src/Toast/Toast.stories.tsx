import { doNotUseToastMs, tones } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
import { Toast } from './Toast.tsx';
import { useToast } from './ToastContext.tsx';

const meta = {
  title: 'Primitives/Toast',
  component: Toast,
  args: { tone: 'positive', title: 'Invoice updated successfully' },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** One toast as the toaster draws it: the message, and a Dismiss button reached by Tab. */
export const Default: Story = {
  args: { onDismiss: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Invoice updated successfully')).toBeVisible();
    await userEvent.tab();
    const dismiss = canvas.getByRole('button', { name: 'Dismiss notification' });
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    dismiss.blur();
  },
};

/** Every tone as the toaster draws it (static preview). */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 380 }}>
      {tones.map((tone) => (
        <Toast key={tone} {...args} tone={tone} title={`A ${tone} message`} onDismiss={() => undefined} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(5);
  },
};

/** Title with a description (e.g. a list of server errors), long text wraps. */
export const LongContent: Story = {
  args: {
    tone: 'critical',
    title: 'Request not successful',
    description: (
      <ul style={{ margin: 0, paddingInlineStart: 18 }}>
        <li>Invoice number is not valid</li>
        <li>Shipment ID is not valid because the shipment was voided by the shipper before delivery</li>
      </ul>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Invoice number is not valid')).toBeVisible());
  },
};

function ToastDemo() {
  const toast = useToast();
  const { t } = useI18n();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onClick={() => toast.show({ tone: 'positive', title: t('shipments.bolGenerated') })}>
        Generate BOL
      </Button>
      <Button
        variant="critical"
        onClick={() =>
          toast.show({
            tone: 'critical',
            title: t('errors.doNotUse', { email: 'carriers@example.com' }),
            duration: doNotUseToastMs,
          })
        }
      >
        Do Not Use
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          const id = toast.show({ tone: 'info', title: t('notes.updating'), duration: Infinity });
          setTimeout(() => {
            toast.update(id, { tone: 'positive', title: t('notes.updated') });
          }, 300);
        }}
      >
        Save note
      </Button>
    </div>
  );
}

/** `useToast()`: polite toasts go to a status region, critical ones to an alert region; Dismiss by keyboard. */
export const Live: Story = {
  tags: ['!visual'],
  render: () => <ToastDemo />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const region = body(canvasElement).getByRole('region', { name: 'Notifications' });
    const status = within(region).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('BOL successfully generated'));
    await userEvent.click(canvas.getByRole('button', { name: 'Do Not Use' }));
    const alert = within(region).getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Carrier is "Do Not Use"'));
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(alert).toBeEmptyDOMElement());
  },
};

/** A progress toast updated in place ('Updating Note...' → 'Successfully updated comment'). */
export const Update: Story = {
  tags: ['!visual'],
  render: () => <ToastDemo />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save note' }));
    const status = within(body(canvasElement).getByRole('region', { name: 'Notifications' })).getByRole(
      'status',
    );
    await waitFor(() => expect(status).toHaveTextContent('Updating Note...'));
    await waitFor(() => expect(status).toHaveTextContent('Successfully updated comment'));
    await expect(status).not.toHaveTextContent('Updating Note...');
  },
};
