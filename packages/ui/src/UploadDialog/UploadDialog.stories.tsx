import { DocumentType, type UploadBody } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import samplePdf from '../DocumentViewer/fixtures/sample.pdf?url';
import { loadedText } from '../testing/loadedText.ts';
import { UploadDialog, type UploadDialogProps } from './UploadDialog.tsx';

/** Keeps the dialog's open state and a button to reopen it. */
function Harness(props: UploadDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button
        onClick={() => {
          setOpen(true);
        }}
      >
        Upload Document
      </Button>
      <UploadDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

const stops = [
  { id: 'stop-1', label: 'Stop 1 · Dallas, TX' },
  { id: 'stop-2', label: 'Stop 2 · Chicago, IL' },
];

const meta = {
  title: 'Documents/UploadDialog',
  component: UploadDialog,
  // The dialog also gets a narrow (600 px) baseline: drivers upload from phones.
  tags: ['responsive'],
  render: (args) => <Harness {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    fileTypes: [
      DocumentType.ProofOfDelivery,
      DocumentType.BillOfLading,
      DocumentType.LumperReceipt,
      DocumentType.APInvoice,
      DocumentType.CustomerProfilePicture,
    ],
    stops,
    target: { kind: 'shipment', shipmentId: 1001 },
    onUpload: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof UploadDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialog = () => within(body().getByRole('dialog', { name: 'Upload Document' }));
/** Waits for the dialog (the story may still be mounting). */
const opened = () => body().findByRole('dialog', { name: 'Upload Document' }, { timeout: 10_000 });

/** The real sample PDF as a File, as a user would pick it. */
async function samplePdfFile(name = 'POD-FK-1001.pdf') {
  const bytes = await (await fetch(samplePdf)).arrayBuffer();
  return new File([bytes], name, { type: 'application/pdf' });
}

async function pressUpload() {
  dialog()
    .getByRole('button', { name: /^Upload/ })
    .focus();
  await userEvent.keyboard('{Enter}');
}

/** The empty dialog. */
export const Default: Story = {
  play: async () => {
    await opened();
    await expect(dialog().getByRole('combobox', { name: 'File Type' })).toHaveValue('');
    await expect(dialog().queryByRole('combobox', { name: 'Order Stop' })).toBeNull();
    await expect(dialog().getByLabelText('Select File')).toHaveAttribute('type', 'file');
  },
};

/** Upload reports the spec's messages in its order: type, file, then the stop; then it uploads. */
export const ValidationOrder: Story = {
  play: async ({ args }) => {
    await opened();
    await pressUpload();
    await expect(await dialog().findByRole('alert')).toHaveTextContent('Please select a file type');
    await userEvent.selectOptions(dialog().getByRole('combobox', { name: 'File Type' }), 'Proof of Delivery');
    await pressUpload();
    await expect(dialog().getByRole('alert')).toHaveTextContent('Please select a file');
    const file = await samplePdfFile();
    await userEvent.upload(dialog().getByLabelText('Select File'), file);
    await expect(dialog().getByText('POD-FK-1001.pdf')).toBeInTheDocument();
    await pressUpload();
    await expect(dialog().getByRole('alert')).toHaveTextContent('No dropoff selected for upload');
    await userEvent.selectOptions(
      dialog().getByRole('combobox', { name: 'Order Stop' }),
      'Stop 2 · Chicago, IL',
    );
    await pressUpload();
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledOnce());
    const sent = (args.onUpload as ReturnType<typeof fn>).mock.calls[0]?.[0] as UploadBody;
    await expect(sent).toMatchObject({
      name: 'POD-FK-1001.pdf',
      type: DocumentType.ProofOfDelivery,
      orderStopId: 'stop-2',
    });
    await expect(atob(sent.data).startsWith('%PDF-1.4')).toBe(true);
    // Success: the dialog closes (the caller toasts) and opens fresh.
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(body().getByRole('button', { name: 'Upload Document' }));
    await expect(dialog().getByRole('combobox', { name: 'File Type' })).toHaveValue('');
    await expect(dialog().queryByText('POD-FK-1001.pdf')).toBeNull();
  },
};

/** A shipment document without a shipment. */
export const NoShipment: Story = {
  args: { target: null, defaultFileType: DocumentType.BillOfLading },
  play: async () => {
    await opened();
    await userEvent.upload(dialog().getByLabelText('Select File'), await samplePdfFile('bol.pdf'));
    await pressUpload();
    await expect(await dialog().findByRole('alert')).toHaveTextContent('No shipment found for upload');
  },
};

/** An AP invoice document without an invoice. */
export const NoInvoice: Story = {
  args: { defaultFileType: DocumentType.APInvoice },
  play: async () => {
    await opened();
    await userEvent.upload(dialog().getByLabelText('Select File'), await samplePdfFile('invoice.pdf'));
    await pressUpload();
    await expect(await dialog().findByRole('alert')).toHaveTextContent('No invoice found for upload');
  },
};

/** On a case, any type with an upload case carries the case id (no stop, no shipment needed). */
export const OnCase: Story = {
  args: {
    target: { kind: 'case', caseId: 'case-5001' },
    fileTypes: [DocumentType.LumperReceipt, DocumentType.TrailerPicture],
    defaultFileType: DocumentType.LumperReceipt,
  },
  play: async ({ args }) => {
    await opened();
    await userEvent.upload(dialog().getByLabelText('Select File'), await samplePdfFile('lumper.pdf'));
    await pressUpload();
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledOnce());
    const sent = (args.onUpload as ReturnType<typeof fn>).mock.calls[0]?.[0] as UploadBody;
    await expect(sent).toMatchObject({
      name: 'lumper.pdf',
      type: DocumentType.LumperReceipt,
      caseId: 'case-5001',
    });
    await expect(sent).not.toHaveProperty('shipmentId');
  },
};

/** On an empty proof-of-delivery slot the target is the stop: no picker, the slot's stop is sent. */
export const OnStopSlot: Story = {
  args: {
    target: { kind: 'stop', orderStopId: 'stop-2', shipmentId: 1001 },
    fileTypes: [DocumentType.ProofOfDelivery],
    stops: [],
    defaultFileType: DocumentType.ProofOfDelivery,
  },
  play: async ({ args }) => {
    await opened();
    await expect(dialog().queryByRole('combobox', { name: 'Order Stop' })).toBeNull();
    await userEvent.upload(dialog().getByLabelText('Select File'), await samplePdfFile());
    await pressUpload();
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledOnce());
    await expect((args.onUpload as ReturnType<typeof fn>).mock.calls[0]?.[0]).toMatchObject({
      type: DocumentType.ProofOfDelivery,
      orderStopId: 'stop-2',
    });
  },
};

/** A type with no upload case. */
export const NoUploadCase: Story = {
  args: { defaultFileType: DocumentType.CustomerProfilePicture },
  play: async () => {
    await opened();
    await userEvent.upload(dialog().getByLabelText('Select File'), await samplePdfFile('me.pdf'));
    await pressUpload();
    await expect(await dialog().findByRole('alert')).toHaveTextContent(
      'No upload case exists for file class CustomerProfilePicture',
    );
  },
};

/** A file without a name is sent as the type label + '-upload'. */
export const DefaultFileName: Story = {
  args: { defaultFileType: DocumentType.LumperReceipt },
  play: async ({ args }) => {
    await opened();
    await userEvent.upload(
      dialog().getByLabelText('Select File'),
      new File(['receipt'], '', { type: 'image/png' }),
    );
    await pressUpload();
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledOnce());
    await expect((args.onUpload as ReturnType<typeof fn>).mock.calls[0]?.[0]).toMatchObject({
      name: 'Lumper Receipt-upload',
      shipmentId: 1001,
    });
  },
};

/** Proof of delivery with stops: the Order Stop picker. Without stops it stays hidden. */
export const ProofOfDeliveryStops: Story = {
  args: { defaultFileType: DocumentType.ProofOfDelivery },
  play: async () => {
    await opened();
    await expect(dialog().getByRole('combobox', { name: 'Order Stop' })).toBeInTheDocument();
  },
};

/** Proof of delivery without stops: no picker. */
export const ProofOfDeliveryNoStops: Story = {
  args: { defaultFileType: DocumentType.ProofOfDelivery, stops: [] },
  play: async () => {
    await opened();
    await expect(dialog().queryByRole('combobox', { name: 'Order Stop' })).toBeNull();
  },
};

/** The chosen file with its remove button; removing it returns focus to Select File. */
export const ChosenFile: Story = {
  args: { defaultFileType: DocumentType.BillOfLading },
  play: async () => {
    await opened();
    await userEvent.upload(
      dialog().getByLabelText('Select File'),
      await samplePdfFile('Bill of lading for shipment FK-1001, Chicago to Dallas, signed at pickup.pdf'),
    );
    const remove = dialog().getByRole('button', { name: 'Remove File' });
    await expect(remove).toBeInTheDocument();
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(dialog().queryByRole('button', { name: 'Remove File' })).toBeNull();
    await expect(dialog().getByLabelText('Select File')).toHaveFocus();
  },
};

/** Uploading: a determinate progress bar fed by the caller, fields locked. */
export const Uploading: Story = {
  args: {
    defaultFileType: DocumentType.ProofOfDelivery,
    defaultStopId: 'stop-1',
    progress: 0.42,
    onUpload: fn(() => new Promise<void>(() => undefined)),
  },
  play: async () => {
    await opened();
    await userEvent.upload(dialog().getByLabelText('Select File'), await samplePdfFile());
    await pressUpload();
    const bar = await dialog().findByRole('progressbar', { name: 'Uploading' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(dialog().getByRole('combobox', { name: 'File Type' })).toBeDisabled();
    await expect(dialog().getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A failed upload keeps the dialog open with its choices, ready to retry. */
export const UploadFailed: Story = {
  args: {
    defaultFileType: DocumentType.BillOfLading,
    onUpload: fn(() => Promise.reject(new Error('413'))),
  },
  play: async ({ args }) => {
    await opened();
    await userEvent.upload(dialog().getByLabelText('Select File'), await samplePdfFile('bol.pdf'));
    await pressUpload();
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledOnce());
    await waitFor(() => expect(dialog().queryByRole('progressbar')).toBeNull());
    await expect(dialog().getByText('bol.pdf')).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Cancel by keyboard closes without uploading. */
export const Cancel: Story = {
  play: async ({ args }) => {
    await opened();
    dialog().getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** Issue 19: the dialog's labels and its first validation message in US Spanish, desktop and narrow, one theme. */
export const ValidationInSpanish: Story = {
  name: 'Validation in US Spanish',
  globals: { locale: 'es-US' },
  tags: ['locale'],
  play: async ({ loaded }) => {
    const shown = await body().findByRole(
      'dialog',
      { name: loadedText(loaded, 'documents.upload') },
      { timeout: 10_000 },
    );
    within(shown)
      .getByRole('button', { name: new RegExp(`^${loadedText(loaded, 'documents.dialog.upload')}`) })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(shown).findByRole('alert')).toHaveTextContent(
      loadedText(loaded, 'documents.validation.fileType'),
    );
  },
};

/** Issue 19: the dialog's labels and its first validation message in Canadian French, desktop and narrow, one theme. */
export const ValidationInCanadianFrench: Story = {
  name: 'Validation in Canadian French',
  globals: { locale: 'fr-CA' },
  tags: ['locale'],
  play: async ({ loaded }) => {
    const shown = await body().findByRole(
      'dialog',
      { name: loadedText(loaded, 'documents.upload') },
      { timeout: 10_000 },
    );
    within(shown)
      .getByRole('button', { name: new RegExp(`^${loadedText(loaded, 'documents.dialog.upload')}`) })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(shown).findByRole('alert')).toHaveTextContent(
      loadedText(loaded, 'documents.validation.fileType'),
    );
  },
};
