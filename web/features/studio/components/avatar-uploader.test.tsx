import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadMessages } from '#shared/uploads.ts';
import {
  decodableImages,
  FakeXhr,
  installFakeXhr,
  installImageFakes,
  makeFile,
} from '#web/lib/test-upload-fakes.ts';
import { AvatarUploader } from './avatar-uploader.tsx';

const MB = 1024 * 1024;
const allMessages = Object.values(uploadMessages);
const onUploaded = vi.fn();

function renderUploader() {
  render(<AvatarUploader name="Maya Chen" currentUrl={null} onUploaded={onUploaded} size="xlarge" />);
  return screen.getByLabelText('Avatar image file') as HTMLInputElement;
}

function choose(input: HTMLInputElement, file: File) {
  fireEvent.change(input, { target: { files: [file] } });
}

beforeEach(() => {
  installFakeXhr();
  installImageFakes();
  onUploaded.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('avatar uploader', () => {
  it('shows both hints', () => {
    renderUploader();
    expect(screen.getByText('Click or drag to upload')).toBeInTheDocument();
    expect(screen.getByText('Max 5MB, square images work best')).toBeInTheDocument();
  });

  it.each([
    ['a huge text file', makeFile('notes.txt', 'text/plain', 6 * MB), null, uploadMessages.avatarType],
    [
      'a 6 MB tiny image',
      makeFile('big.png', 'image/png', 6 * MB),
      { width: 50, height: 50 },
      uploadMessages.avatarSize,
    ],
    [
      'a 50×50 image',
      makeFile('small.png', 'image/png'),
      { width: 50, height: 50 },
      uploadMessages.avatarMinSize,
    ],
    [
      'a 400×200 image',
      makeFile('wide.png', 'image/png'),
      { width: 400, height: 200 },
      uploadMessages.avatarAspect,
    ],
    ['an undecodable image', makeFile('broken.png', 'image/png'), null, uploadMessages.avatarInvalid],
  ])('refuses %s with the first error only, and uploads nothing', async (_, file, size, message) => {
    if (size) decodableImages.set(`blob:${file.name}`, size);
    choose(renderUploader(), file);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    for (const other of allMessages.filter((m) => m !== message)) {
      expect(screen.queryByText(other)).not.toBeInTheDocument();
    }
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('previews a dropped image while it uploads, and Remove preview cancels the upload', async () => {
    renderUploader();
    const file = makeFile('square.png', 'image/png');
    decodableImages.set('blob:square.png', { width: 400, height: 400 });
    fireEvent.drop(screen.getByRole('button', { name: 'Upload avatar' }), {
      dataTransfer: { files: [file] },
    });

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(screen.getByTestId('avatar-preview')).toHaveAttribute('src', 'blob:square.png');
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.url).toBe('/api/v1/profiles/avatar');
    expect(xhr.form().get('avatar')).toBe(file);
    xhr.progress(50, 100);
    expect(await screen.findByRole('progressbar', { name: 'Avatar upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remove preview' }));
    expect(xhr.aborted).toBe(true);
    expect(screen.queryByTestId('avatar-preview')).not.toBeInTheDocument();
    expect(screen.getByText('MC')).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it("shows the server's message when the upload is refused, and never a demo success", async () => {
    const input = renderUploader();
    decodableImages.set('blob:me.png', { width: 300, height: 300 });
    choose(input, makeFile('me.png', 'image/png'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]!.respond(400, { success: false, message: 'Please select a valid image file' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a valid image file');
    expect(screen.getByTestId('avatar-preview')).toBeInTheDocument();
    expect(screen.queryByText(/demo mode/i)).not.toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it("says 'Failed to upload avatar. Please try again.' when the connection fails", async () => {
    const input = renderUploader();
    decodableImages.set('blob:me.png', { width: 300, height: 300 });
    choose(input, makeFile('me.png', 'image/png'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]!.fail();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload avatar. Please try again.');
    expect(screen.queryByText(/demo mode/i)).not.toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('hands the stored avatar address on once the server has it', async () => {
    const input = renderUploader();
    decodableImages.set('blob:me.png', { width: 300, height: 300 });
    choose(input, makeFile('me.png', 'image/png'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]!.respond(200, { success: true, data: { avatarUrl: '/api/v1/files/avatars/new.webp' } });

    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('/api/v1/files/avatars/new.webp'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByTestId('avatar-preview')).not.toBeInTheDocument();
  });
});
