import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE, onSessionRejected } from './api-client.ts';
import { clearSession, writeSession } from './storage.ts';
import { FakeXhr, installFakeXhr } from './test-upload-fakes.ts';
import { buildUploadForm, uploadForm } from './upload.ts';

const lastXhr = () => FakeXhr.sent.at(-1)!;

beforeEach(() => {
  installFakeXhr();
  clearSession();
});
afterEach(() => vi.unstubAllGlobals());

describe('uploadForm', () => {
  it('posts the form to /api/v1 with the bearer token, reports progress and returns the body', async () => {
    writeSession('tok-9', { id: 'u1' });
    const seen: number[] = [];
    const form = buildUploadForm({ file: new File(['abc'], 'a.png') }, { title: 'Dawn', caption: undefined });
    const done = uploadForm<{ ok: boolean }>('/media/upload', form, {
      onProgress: (p) => seen.push(p.percent),
    });

    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/media/upload');
    expect(xhr.requestHeaders.Authorization).toBe('Bearer tok-9');
    // Fields before the file, and absent fields left out.
    expect([...xhr.form().keys()]).toEqual(['title', 'file']);
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.respond(201, { ok: true });

    await expect(done).resolves.toEqual({ ok: true });
    expect(seen).toEqual([25, 100]);
  });

  it("throws ApiError with the server's message, its error field, or 'HTTP {status}: {statusText}'", async () => {
    const cases: [unknown, string][] = [
      [
        { message: 'File size must be less than 50MB.', code: 'PAYLOAD_TOO_LARGE' },
        'File size must be less than 50MB.',
      ],
      [{ error: 'Broken upload' }, 'Broken upload'],
      [undefined, 'HTTP 502: Bad Gateway'],
    ];
    for (const [body, message] of cases) {
      const done = uploadForm('/profiles/avatar', new FormData());
      lastXhr().respond(
        body === undefined ? 502 : 413,
        body,
        body === undefined ? 'Bad Gateway' : 'Payload Too Large',
      );
      const error = await done.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toBe(message);
    }
  });

  it('turns a broken connection into the network message, and a refused token into a sign-out', async () => {
    const broken = uploadForm('/media/upload', new FormData());
    lastXhr().fail();
    await expect(broken).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });

    writeSession('revoked', { id: 'u1' });
    const rejected = vi.fn();
    const stop = onSessionRejected(rejected);
    const refused = uploadForm('/media/upload', new FormData());
    lastXhr().respond(401, { message: 'Please sign in again', code: 'INVALID_TOKEN' });
    await expect(refused).rejects.toMatchObject({ status: 401 });
    expect(rejected).toHaveBeenCalledTimes(1);
    stop();
  });

  it('aborts the request when the signal fires and rejects with its reason', async () => {
    const controller = new AbortController();
    const done = uploadForm('/media/upload', new FormData(), { signal: controller.signal });
    controller.abort(new DOMException('Cancelled', 'AbortError'));
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(lastXhr().aborted).toBe(true);
  });
});
