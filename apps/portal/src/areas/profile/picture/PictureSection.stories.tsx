import { answerBody, contract } from '@freightkit/api';
import {
  buildContact,
  defaultHandlers,
  documentFiles,
  fixture,
  fixtureError,
  fixturePending,
  mockPersonas,
  recordedFixture,
} from '@freightkit/api/msw';
import { answer, answerText, specMessagesEn } from '@freightkit/domain';
import { sampleDocuments } from '@freightkit/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalMessagesEn } from '../../../app/messages.ts';
import { PortalStory } from '../../../app/stories/PortalStory.tsx';
import { ProfileScreen } from '../ProfileScreen.tsx';

const m = portalMessagesEn;
const long = { timeout: 15_000 };
const body = (el: HTMLElement) => within(el.ownerDocument.body);

const admin = buildContact(mockPersonas.carrierAdmin);
const withPicture = { ...admin, fileId: 'picture-dana' };

/** A real picture made in the browser: a 480×320 PNG (a sky, a hill and a sun), as a chosen file. */
async function photo(name = 'portrait.png', type = 'image/png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 480;
  canvas.height = 320;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#6aa7d8';
  context.fillRect(0, 0, 480, 320);
  context.fillStyle = '#3f7d3a';
  context.beginPath();
  context.arc(240, 420, 260, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#f4c542';
  context.beginPath();
  context.arc(360, 90, 45, 0, Math.PI * 2);
  context.fill();
  const blob = await new Promise<Blob>((resolve, reject) => {
    canvas.toBlob((b) => {
      if (b) resolve(b);
      else reject(new Error('No blob'));
    }, type);
  });
  return new File([blob], name, { type });
}

const routes = [{ path: '/profile', element: <ProfileScreen /> }];

const meta = {
  title: 'Portal/Profile/Picture',
  component: PortalStory,
  parameters: { layout: 'fullscreen' },
  // Baselines of the section without and with a picture and of the crop dialog; plays and axe everywhere.
  tags: ['!visual'],
  args: { routes, path: '/profile', persona: 'carrierAdmin' },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers({ persona: 'carrierAdmin' }));
    // A later `use` comes first: the saved picture's file over the defaults' documents.
    msw.use(documentFiles({ 'picture-dana': { file: sampleDocuments.jpg, contentType: 'image/jpeg' } }));
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the crop dialog and chooses a file in it. */
async function chooseIn(canvasElement: HTMLElement, file: File) {
  const screen = body(canvasElement);
  const dialog = await screen.findByRole('dialog', { name: m['profile.picture.dialogTitle'] }, long);
  await userEvent.upload(within(dialog).getByLabelText(m['profile.picture.file']), file);
  return dialog;
}

/** No picture yet: the initials stand in, 'Add a picture' is offered and nothing to remove. */
export const NoPicture: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('heading', { name: m['profile.picture.title'] }, long);
    await expect(section).toBeInTheDocument();
    await expect(canvas.getByText('DW')).toBeInTheDocument();
    await expect(canvas.getByText(m['profile.picture.none'])).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: m['profile.picture.add'] })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: m['profile.picture.remove'] })).toBeNull();
  },
};

/** A saved picture: it is shown (fetched as the document file), with Change and Remove. */
export const WithPicture: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(fixture(contract.contacts.currentUser, withPicture));
  },
  play: async ({ canvas }) => {
    const picture = await canvas.findByRole('img', { name: m['profile.picture.alt'] }, long);
    await waitFor(() => expect((picture as HTMLImageElement).naturalWidth).toBeGreaterThan(0), long);
    await expect(canvas.getByRole('button', { name: m['profile.picture.change'] })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: m['profile.picture.remove'] })).toBeInTheDocument();
  },
};

/**
 * The crop dialog by keyboard alone: a chosen photo in the square frame, moved with the arrow keys and
 * zoomed with +; Save sends the frame's square as a JPEG and shows the spec's notice.
 */
export const CropAndSave: Story = {
  play: async ({ canvas, canvasElement, msw }) => {
    const save = recordedFixture(contract.contacts.updateProfilePicture, withPicture);
    msw.use(save.handler);
    await userEvent.click(await canvas.findByRole('button', { name: m['profile.picture.add'] }, long));
    const dialog = await chooseIn(canvasElement, await photo());
    const frame = await within(dialog).findByRole('application', { name: m['profile.picture.frame'] }, long);
    const zoom = within(dialog).getByRole('slider', { name: m['profile.picture.zoom'] });
    await expect(zoom).toHaveValue('1');
    const image = frame.querySelector('img');
    const leftBefore = image?.style.left;
    frame.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}++');
    await expect(image?.style.left).not.toBe(leftBefore);
    await expect(zoom).toHaveValue('1.2');
    // From now on the back end reads the contact with the saved picture.
    msw.use(fixture(contract.contacts.currentUser, withPicture));
    await userEvent.click(within(dialog).getByRole('button', { name: m['profile.picture.save'] }));
    await expect(
      await body(canvasElement).findByText(specMessagesEn['profile.pictureSaved'], {}, long),
    ).toBeInTheDocument();
    await expect(save.requests[0]?.body.name).toBe('portrait.png');
    await expect(save.requests[0]?.body.data).toMatch(/^data:image\/jpeg;base64,/);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull(), long);
    await expect(
      await canvas.findByRole('img', { name: m['profile.picture.alt'] }, long),
    ).toBeInTheDocument();
  },
};

/** The crop dialog with a chosen photo, zoomed in and moved: the square frame, its round guide and the Zoom slider. */
export const CropFrame: Story = {
  tags: ['visual'],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: m['profile.picture.add'] }, long));
    const dialog = await chooseIn(canvasElement, await photo());
    const frame = await within(dialog).findByRole('application', { name: m['profile.picture.frame'] }, long);
    frame.focus();
    await userEvent.keyboard('+++{Shift>}{ArrowLeft}{/Shift}');
    await expect(within(dialog).getByRole('slider', { name: m['profile.picture.zoom'] })).toHaveValue('1.3');
  },
};

/** While the picture is being saved the Save button is busy and a second press sends nothing more. */
export const Saving: Story = {
  play: async ({ canvas, canvasElement, msw }) => {
    msw.use(fixturePending(contract.contacts.updateProfilePicture));
    await userEvent.click(await canvas.findByRole('button', { name: m['profile.picture.add'] }, long));
    const dialog = await chooseIn(canvasElement, await photo());
    await within(dialog).findByRole('application', { name: m['profile.picture.frame'] }, long);
    const saveButton = within(dialog).getByRole('button', { name: m['profile.picture.save'] });
    await userEvent.click(saveButton);
    await waitFor(() => expect(saveButton).toHaveAttribute('aria-busy', 'true'), long);
  },
};

/** A file that is not a PNG or JPEG is refused in the browser with domain's message; nothing is sent. */
export const RefusedFile: Story = {
  play: async ({ canvas, canvasElement, msw }) => {
    const save = recordedFixture(contract.contacts.updateProfilePicture, withPicture);
    msw.use(save.handler);
    await userEvent.click(await canvas.findByRole('button', { name: m['profile.picture.add'] }, long));
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'me.svg', { type: 'image/svg+xml' });
    // The input's accept would hide the SVG in a real picker; a dropped or scripted file still arrives.
    const dialog = await body(canvasElement).findByRole('dialog', {}, long);
    const input = within(dialog).getByLabelText(m['profile.picture.file']);
    await userEvent.upload(input, svg, { applyAccept: false });
    await expect(
      await within(dialog).findByText(answerText(answer('answer.profilePicture.notImage')), {}, long),
    ).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: m['profile.picture.save'] })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(save.requests).toHaveLength(0);
  },
};

/** The back end refuses the picture (its keyed 400 on `data`): the sentence shows in the dialog, which stays open. */
export const RefusedByServer: Story = {
  beforeEach({ msw }) {
    msw.use(
      fixtureError(
        contract.contacts.updateProfilePicture,
        400,
        answerBody(answer('answer.invalidRequest'), { data: [answer('answer.profilePicture.unreadable')] }),
      ),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: m['profile.picture.add'] }, long));
    const dialog = await chooseIn(canvasElement, await photo('broken.jpg', 'image/jpeg'));
    await within(dialog).findByRole('application', { name: m['profile.picture.frame'] }, long);
    await userEvent.click(within(dialog).getByRole('button', { name: m['profile.picture.save'] }));
    await expect(
      await within(dialog).findByText(answerText(answer('answer.profilePicture.unreadable')), {}, long),
    ).toBeInTheDocument();
  },
};

/** Remove asks first; confirming removes the picture, shows the spec's notice and the initials again. */
export const Removing: Story = {
  beforeEach({ msw }) {
    msw.use(fixture(contract.contacts.currentUser, withPicture));
  },
  play: async ({ canvas, canvasElement, msw }) => {
    const remove = recordedFixture(contract.contacts.removeProfilePicture, admin);
    msw.use(remove.handler);
    await userEvent.click(await canvas.findByRole('button', { name: m['profile.picture.remove'] }, long));
    const confirm = await body(canvasElement).findByRole(
      'alertdialog',
      { name: m['profile.picture.removeTitle'] },
      long,
    );
    // From now on the back end reads the contact without a picture, as it would after the removal.
    msw.use(fixture(contract.contacts.currentUser, admin));
    await userEvent.click(within(confirm).getByRole('button', { name: m['profile.picture.removeConfirm'] }));
    await expect(
      await body(canvasElement).findByText(specMessagesEn['profile.pictureRemoved'], {}, long),
    ).toBeInTheDocument();
    await expect(remove.requests).toHaveLength(1);
    await expect(await canvas.findByText('DW', {}, long)).toBeInTheDocument();
  },
};
