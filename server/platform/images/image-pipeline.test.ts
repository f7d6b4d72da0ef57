import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectFileType } from './detect-type.ts';
import {
  ImageSideTooLongError,
  ImageTooLargeError,
  inspectImage,
  reencodeOriginal,
  renderVideoPoster,
  renderWebp,
  UnreadableImageError,
} from './image-pipeline.ts';
import { HTML_PAGE, makeBombPng, makeImage, makeJpegWithGps, makeMp4, mp4Header } from './test-images.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'easel-images-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('test fixtures', () => {
  it('the GPS JPEG really carries EXIF with a GPS block and orientation 6', async () => {
    const jpeg = await makeJpegWithGps(400, 300);
    const meta = await sharp(jpeg).metadata();
    expect(meta.orientation).toBe(6);
    expect(meta.exif).toBeDefined();
    expect(meta.exif!.includes('EaselTestCam')).toBe(true);
    // Tag 0x8825 points at the GPS IFD (little- or big-endian TIFF).
    expect(
      meta.exif!.includes(Buffer.from([0x25, 0x88])) || meta.exif!.includes(Buffer.from([0x88, 0x25])),
    ).toBe(true);
  });
});

describe('detectFileType', () => {
  it('recognises the accepted images and videos by their bytes', async () => {
    expect(await detectFileType(await makeImage(4, 4, 'jpeg'))).toEqual({
      kind: 'image',
      ext: 'jpg',
      mime: 'image/jpeg',
    });
    expect(await detectFileType(await makeImage(4, 4, 'png'))).toMatchObject({ ext: 'png' });
    expect(await detectFileType(await makeImage(4, 4, 'gif'))).toMatchObject({ ext: 'gif' });
    expect(await detectFileType(await makeImage(4, 4, 'webp'))).toMatchObject({ ext: 'webp' });
    expect(await detectFileType(makeMp4())).toEqual({ kind: 'video', ext: 'mp4', mime: 'video/mp4' });
    const mov = Buffer.concat([mp4Header(4096, 'qt  '), Buffer.alloc(4000)]);
    expect(await detectFileType(mov)).toEqual({ kind: 'video', ext: 'mov', mime: 'video/quicktime' });
    const avi = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.alloc(4),
      Buffer.from('AVI LIST'),
      Buffer.alloc(64),
    ]);
    expect(await detectFileType(avi)).toEqual({ kind: 'video', ext: 'avi', mime: 'video/x-msvideo' });
    const webm = Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d', 'hex');
    expect(await detectFileType(Buffer.concat([webm, Buffer.alloc(64)]))).toMatchObject({ ext: 'webm' });
  });

  it('refuses HTML, SVG, PDF and unknown bytes whatever they are called', async () => {
    expect(await detectFileType(HTML_PAGE)).toBeNull();
    expect(
      await detectFileType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')),
    ).toBeNull();
    expect(await detectFileType(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'))).toBeNull();
    expect(await detectFileType(Buffer.alloc(100))).toBeNull();
  });

  it('reads only the head of a file on disk', async () => {
    const path = join(dir, 'clip.bin');
    await writeFile(path, makeMp4(2 * 1024 * 1024));
    expect(await detectFileType({ path })).toMatchObject({ kind: 'video', ext: 'mp4' });
  });
});

describe('image pipeline', () => {
  it('reports the displayed size, after EXIF rotation', async () => {
    expect(await inspectImage(await makeJpegWithGps(400, 300))).toEqual({ width: 300, height: 400 });
  });

  it('refuses a decompression bomb from its header, and unreadable bytes', async () => {
    await expect(inspectImage(makeBombPng())).rejects.toBeInstanceOf(ImageTooLargeError);
    await expect(renderWebp(makeBombPng(), { width: 10, height: 10, fit: 'inside' })).rejects.toBeInstanceOf(
      ImageTooLargeError,
    );
    await expect(inspectImage(HTML_PAGE)).rejects.toBeInstanceOf(UnreadableImageError);
  });

  it('refuses from the header a side longer than 16384 pixels, however few pixels in all', async () => {
    // 1 × 39,000,000: 75 KB and under the 40 MP cap, but minutes of libvips work per rendition.
    await expect(inspectImage(makeBombPng(1, 39_000_000))).rejects.toBeInstanceOf(ImageSideTooLongError);
    await expect(inspectImage(makeBombPng(16_385, 1))).rejects.toBeInstanceOf(ImageSideTooLongError);
    expect(await inspectImage(makeBombPng(16_384, 2))).toEqual({ width: 16_384, height: 2 });
  });

  it('re-encodes an original in its own format without any metadata', async () => {
    const input = join(dir, 'in.jpg');
    const output = join(dir, 'out.jpg');
    await writeFile(input, await makeJpegWithGps(400, 300));
    const size = await reencodeOriginal(input, 'jpg', output);
    const bytes = await readFile(output);
    expect(size).toBe(bytes.length);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('fits renditions inside a box without enlarging', async () => {
    const small = await renderWebp(await makeImage(300, 200), { width: 1600, height: 1600, fit: 'inside' });
    expect(await sharp(small).metadata()).toMatchObject({ format: 'webp', width: 300, height: 200 });
  });

  it('renders a video poster', async () => {
    expect(await sharp(await renderVideoPoster()).metadata()).toMatchObject({
      format: 'webp',
      width: 960,
      height: 540,
    });
  });
});
