import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentTypeForKey, generateKey, isSafeKey } from './keys.ts';
import { createLocalStorage, type Storage, UnsafeStorageKeyError } from './storage.ts';

describe('storage keys', () => {
  it('accepts the keys we generate and maps them to image or video types', () => {
    const key = generateKey('media', 'png');
    expect(key).toMatch(/^media\/[0-9a-f-]{36}\.png$/);
    expect(generateKey('media', 'png')).not.toBe(key);
    expect(contentTypeForKey(key)).toBe('image/png');
    expect(contentTypeForKey('a/b.webp')).toBe('image/webp');
    expect(contentTypeForKey('a/b.jpg')).toBe('image/jpeg');
    expect(contentTypeForKey('a/b.mp4')).toBe('video/mp4');
  });

  it.each([
    '../secret.png',
    'media/../../etc.png',
    '/etc/passwd.png',
    'media//x.png',
    'media\\x.png',
    '.hidden.png',
    'media/x.png.html',
    'media/x.svg',
    'media/x.html',
    'media/x',
    'Media/x.png',
    'media/x .png',
    '',
  ])('refuses %j', (key) => {
    expect(isSafeKey(key)).toBe(false);
    expect(contentTypeForKey(key)).toBeNull();
  });
});

describe('local storage', () => {
  let root: string;
  let storage: Storage;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'easel-storage-'));
    storage = createLocalStorage(join(root, 'uploads'));
  });
  afterEach(async () => rm(root, { recursive: true, force: true }));

  it('stores a buffer and a stream and reads them back with type and size', async () => {
    await storage.put('media/a.png', Buffer.from('png-bytes'), 'image/png');
    await storage.put('clips/b.mp4', Readable.from([Buffer.from('vid'), Buffer.from('eo')]), 'video/mp4');
    const a = await storage.get('media/a.png');
    expect(a).toMatchObject({ contentType: 'image/png', size: 9 });
    expect(await text(a!.stream)).toBe('png-bytes');
    const b = await storage.get('clips/b.mp4');
    expect(b).toMatchObject({ contentType: 'video/mp4', size: 5 });
    expect(await text(b!.stream)).toBe('video');
  });

  it('answers null for unknown and unsafe keys instead of touching the disk', async () => {
    await writeFile(join(root, 'outside.png'), 'not yours');
    expect(await storage.get('media/missing.png')).toBeNull();
    expect(await storage.get('../outside.png')).toBeNull();
  });

  it('refuses to write an unsafe key or a type that does not match the key', async () => {
    await expect(storage.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toBeInstanceOf(
      UnsafeStorageKeyError,
    );
    await expect(storage.put('media/page.png', Buffer.from('<html>'), 'text/html')).rejects.toThrow(
      /does not match/,
    );
    expect(await readdir(root)).toEqual([]);
  });

  it('deletes a file, and deleting a missing one is not an error', async () => {
    await storage.put('media/c.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('media/c.webp');
    expect(await storage.get('media/c.webp')).toBeNull();
    await expect(storage.delete('media/c.webp')).resolves.toBeUndefined();
  });
});
