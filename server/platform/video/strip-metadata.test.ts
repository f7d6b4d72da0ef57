import { describe, expect, it } from 'vitest';
import type { StoredExtension } from '#server/platform/storage/keys.ts';
import { MalformedVideoError, stripVideoMetadata } from './strip-metadata.ts';
import { aviWithMetadata, FRAMES, mp4WithLocation, secretsIn, webmWithLocation } from './test-videos.ts';

/** Feeds `bytes` in pieces of the given sizes (repeating the last) and collects the output. */
async function strip(bytes: Buffer, extension: StoredExtension, sizes: number[] = [bytes.length]) {
  async function* pieces() {
    let at = 0;
    let i = 0;
    while (at < bytes.length) {
      const size = Math.max(1, sizes[Math.min(i, sizes.length - 1)]!);
      yield bytes.subarray(at, at + size);
      at += size;
      i += 1;
    }
  }
  const out: Buffer[] = [];
  for await (const piece of stripVideoMetadata(pieces(), extension)) out.push(piece);
  return Buffer.concat(out);
}

/** Offsets of every occurrence of `needle`. */
function offsetsOf(haystack: Buffer, needle: Buffer): number[] {
  const found: number[] = [];
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) found.push(at);
  return found;
}

const samples: { name: string; ext: StoredExtension; bytes: () => Buffer; padding: string }[] = [
  { name: 'MP4', ext: 'mp4', bytes: () => mp4WithLocation(), padding: 'free' },
  { name: 'QuickTime MOV', ext: 'mov', bytes: () => mp4WithLocation('qt  '), padding: 'free' },
  { name: 'WebM', ext: 'webm', bytes: () => webmWithLocation(), padding: '\u00ec' },
  { name: 'AVI', ext: 'avi', bytes: () => aviWithMetadata(), padding: 'JUNK' },
];

describe.each(samples)('stripVideoMetadata on $name', ({ ext, bytes, padding }) => {
  it('removes every location, XMP, device, title and date, keeping the length and the frames in place', async () => {
    const input = bytes();
    expect(secretsIn(input).length).toBeGreaterThanOrEqual(2);
    const output = await strip(input, ext);
    expect(secretsIn(output)).toEqual([]);
    expect(output.length).toBe(input.length);
    // Nothing moves, so every offset the file keeps to its frames still points at them.
    expect(offsetsOf(output, FRAMES)).toEqual(offsetsOf(input, FRAMES));
    expect(output.includes(Buffer.from(padding, 'latin1'))).toBe(true);
  });

  it('gives the same bytes however the upload arrives in pieces', async () => {
    const input = bytes();
    const whole = await strip(input, ext);
    for (const sizes of [[1], [3], [7, 1, 13], [4095], [17, 2, 9, 1, 64]]) {
      expect((await strip(input, ext, sizes)).equals(whole), `pieces of ${sizes.join(',')}`).toBe(true);
    }
  });

  it('leaves a stripped file as it is (the padding is kept, not stripped again)', async () => {
    const once = await strip(bytes(), ext);
    expect((await strip(once, ext)).equals(once)).toBe(true);
  });

  it('copies a file cut off part-way as far as it goes, and blanks what it could read', async () => {
    const input = bytes();
    for (const cut of [5, 30, Math.floor(input.length / 2), input.length - 3]) {
      const output = await strip(input.subarray(0, cut), ext);
      expect(output.length).toBe(cut);
    }
  });
});

describe('stripVideoMetadata refuses what it cannot follow', () => {
  it('refuses a box larger than the box it is in', async () => {
    const input = mp4WithLocation();
    const moov = input.indexOf(Buffer.from('moov', 'latin1')) - 4;
    const mvhd = moov + 8;
    const broken = Buffer.from(input);
    broken.writeUInt32BE(input.readUInt32BE(moov) + 100, mvhd);
    await expect(strip(broken, 'mp4')).rejects.toBeInstanceOf(MalformedVideoError);
  });

  it('refuses a box size smaller than its own header', async () => {
    const broken = Buffer.from(mp4WithLocation());
    broken.writeUInt32BE(4, 0);
    await expect(strip(broken, 'mp4')).rejects.toBeInstanceOf(MalformedVideoError);
  });

  it('refuses a RIFF list too short to hold its type', async () => {
    const broken = Buffer.from(aviWithMetadata());
    const hdrl = broken.indexOf(Buffer.from('hdrl', 'latin1')) - 8;
    broken.writeUInt32LE(2, hdrl + 4);
    await expect(strip(broken, 'avi')).rejects.toBeInstanceOf(MalformedVideoError);
  });

  it('refuses an EBML element ID longer than four bytes', async () => {
    const broken = Buffer.from(webmWithLocation());
    broken[0] = 0x04;
    await expect(strip(broken, 'webm')).rejects.toBeInstanceOf(MalformedVideoError);
  });

  it('refuses a type it has no reader for rather than store it unread', () => {
    expect(() => stripVideoMetadata((async function* () {})(), 'png')).toThrow(MalformedVideoError);
  });
});
