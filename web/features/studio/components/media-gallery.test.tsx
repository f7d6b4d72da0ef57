import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadMessages } from '#shared/uploads.ts';
import { FakeXhr, installFakeXhr, installImageFakes, makeFile } from '#web/lib/test-upload-fakes.ts';
import { json, mayaId, mediaItem, Providers, stubApi } from '../test-fixtures.tsx';
import { MediaGallery } from './media-gallery.tsx';

const listPath = `/media/artist/${mayaId}`;
const MB = 1024 * 1024;

function renderGallery() {
  render(
    <Providers>
      <MediaGallery artistId={mayaId} />
    </Providers>,
  );
}

async function openUpload() {
  await userEvent.click(await screen.findByRole('button', { name: 'Upload' }));
  return screen.findByRole('dialog', { name: 'Upload media' });
}

beforeEach(() => {
  installFakeXhr();
  installImageFakes();
});
afterEach(() => vi.unstubAllGlobals());

describe('media gallery tab', () => {
  it("shows each work with its first three tags, '+N more', and counts with K from 1000", async () => {
    const tags = ['ceramics', 'porcelain', 'blue', 'glaze', 'bowl'];
    stubApi({
      [`GET ${listPath}`]: () =>
        json({ success: true, data: [mediaItem({ tags, likes: 1500, views: 999 })] }),
    });
    renderGallery();
    const card = (await screen.findByRole('heading', { name: 'Blue Bowl' })).closest('li')!;
    const tagList = within(card).getByRole('list', { name: 'Tags' });
    expect(
      within(tagList)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#ceramics', '#porcelain', '#blue', '+2 more']);
    expect(within(card).getByText('1.5K')).toBeInTheDocument();
    expect(within(card).getByText('999')).toBeInTheDocument();
  });

  it('tells the artist which works moderation hid, and why, on the card and in the preview', async () => {
    const hidden = mediaItem({
      id: 'c0ffee00-0000-4000-8000-000000000002',
      title: 'Borrowed Bowl',
      hiddenReason: 'Reported as another artist’s photograph',
    });
    stubApi({
      [`GET ${listPath}`]: () => json({ success: true, data: [mediaItem(), hidden] }),
      [`GET /media/${hidden.id}/stats`]: () =>
        json({ success: true, data: { likes: 0, views: 0, downloads: 0, comments: 0, saves: 0 } }),
    });
    renderGallery();
    const hiddenCard = (await screen.findByRole('heading', { name: 'Borrowed Bowl' })).closest('li')!;
    const notice = within(hiddenCard).getByRole('note');
    expect(notice).toHaveTextContent('Hidden by moderation');
    expect(notice).toHaveTextContent('Reason: Reported as another artist’s photograph');
    const visibleCard = screen.getByRole('heading', { name: 'Blue Bowl' }).closest('li')!;
    expect(within(visibleCard).queryByRole('note')).toBeNull();

    await userEvent.click(within(hiddenCard).getByRole('button', { name: 'Preview Borrowed Bowl' }));
    const preview = await screen.findByRole('dialog', { name: 'Borrowed Bowl' });
    expect(within(preview).getByRole('note')).toHaveTextContent('Reported as another artist’s photograph');
  });

  it('invites the first upload when the gallery is empty', async () => {
    stubApi({ [`GET ${listPath}`]: () => json({ success: true, data: [] }) });
    renderGallery();
    expect(await screen.findByRole('heading', { name: 'Your gallery is empty' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload your first work' })).toBeInTheDocument();
  });

  it('checks the upload form: title required, file kind and size, with the spec messages', async () => {
    stubApi({ [`GET ${listPath}`]: () => json({ success: true, data: [] }) });
    renderGallery();
    const dialog = await openUpload();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose a file to upload')).toBeInTheDocument();

    const input = within(dialog).getByLabelText('Media file');
    fireEvent.change(input, { target: { files: [makeFile('notes.txt', 'text/plain')] } });
    expect(await within(dialog).findByText(uploadMessages.mediaType)).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [makeFile('film.mp4', 'video/mp4', 51 * MB)] } });
    expect(await within(dialog).findByText(uploadMessages.mediaSize)).toBeInTheDocument();
    expect(within(dialog).queryByText(uploadMessages.mediaType)).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Evening');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('uploads with a progress bar, keeps the input on failure, and adds the work on success', async () => {
    const uploaded = mediaItem({
      id: 'c0ffee00-0000-4000-8000-000000000002',
      title: 'Evening',
      tags: ['dusk'],
    });
    const stored: (typeof uploaded)[] = [];
    stubApi({ [`GET ${listPath}`]: () => json({ success: true, data: stored }) });
    renderGallery();
    const dialog = await openUpload();
    const file = makeFile('evening.png', 'image/png', 2 * MB);
    fireEvent.change(within(dialog).getByLabelText('Media file'), { target: { files: [file] } });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Evening');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Tags/ }), 'Dusk, sky, dusk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const first = FakeXhr.sent[0]!;
    expect(first.url).toBe('/api/v1/media/upload');
    expect(first.form().get('title')).toBe('Evening');
    expect(first.form().get('tags')).toBe('dusk,sky');
    expect(first.form().get('file')).toBe(file);
    first.progress(40, 100);
    expect(await within(dialog).findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    first.respond(413, { success: false, message: uploadMessages.mediaSize });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(uploadMessages.mediaSize);
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('Evening');
    expect(screen.queryByRole('heading', { name: 'Evening' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    stored.push(uploaded);
    FakeXhr.sent[1]!.respond(201, { success: true, data: uploaded });
    expect(await screen.findByRole('heading', { name: 'Evening' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Cancel upload aborts the transfer and keeps the form', async () => {
    stubApi({ [`GET ${listPath}`]: () => json({ success: true, data: [] }) });
    renderGallery();
    const dialog = await openUpload();
    fireEvent.change(within(dialog).getByLabelText('Media file'), {
      target: { files: [makeFile('a.png', 'image/png')] },
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Morning');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancel upload' }));

    expect(FakeXhr.sent[0]!.aborted).toBe(true);
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('Morning');
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("asks 'Are you sure you want to delete this media?' and removes the work only once the server did", async () => {
    let stored = [mediaItem()];
    let refuse = true;
    const calls = stubApi({
      [`GET ${listPath}`]: () => json({ success: true, data: stored }),
      'DELETE /media/c0ffee00-0000-4000-8000-000000000001': () => {
        if (refuse) return json({ success: false, message: 'Media not found' }, 404);
        stored = [];
        return json({ success: true, message: 'Media deleted' });
      },
    });
    renderGallery();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Blue Bowl' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete this media?')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Media not found');
    // Behind the open modal the page is hidden from assistive technology, hence `hidden`.
    expect(screen.getByRole('heading', { name: 'Blue Bowl', hidden: true })).toBeInTheDocument();

    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Blue Bowl' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(2);
  });

  it('edits title, caption and tags with PUT', async () => {
    let stored = mediaItem();
    const calls = stubApi({
      [`GET ${listPath}`]: () => json({ success: true, data: [stored] }),
      'PUT /media/c0ffee00-0000-4000-8000-000000000001': (init) => {
        stored = mediaItem({ title: JSON.parse(String(init?.body)).title });
        return json({ success: true, data: stored });
      },
    });
    renderGallery();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Blue Bowl' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit media' });
    const title = within(dialog).getByRole('textbox', { name: /^Title/ });
    await userEvent.clear(title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();

    await userEvent.type(title, 'Blue Bowl II');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('heading', { name: 'Blue Bowl II' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      title: 'Blue Bowl II',
      caption: 'Thrown porcelain.',
      tags: ['ceramics'],
    });
  });
});
