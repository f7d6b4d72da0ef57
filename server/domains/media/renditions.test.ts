import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeImage, makeJpegWithGps } from '#server/platform/images/test-images.ts';
import {
  type RenditionKeys,
  type RenditionName,
  renderRendition,
  renditionWidth,
  toRenditions,
} from './renditions.ts';

const names: RenditionName[] = ['thumbnail', 'medium', 'display'];

describe('renderRendition', () => {
  it.each([
    ['a landscape', 2400, 1600, 800, 533],
    ['a portrait', 1200, 1800, 800, 1200],
    ['a picture narrower than 800 px, never enlarged', 640, 480, 640, 480],
    ['a strip taller than 3:1, capped at 2400 px high', 1000, 4000, 600, 2400],
  ])('makes %s 800 px wide WebP', async (_label, width, height, expectedWidth, expectedHeight) => {
    const out = await renderRendition(await makeImage(width, height, 'png'), 'medium');
    const meta = await sharp(out).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: expectedWidth, height: expectedHeight });
  });

  it('applies EXIF rotation and drops the metadata', async () => {
    // Stored 1200 × 900 with orientation 6: displayed 900 wide and 1200 tall.
    const out = await renderRendition(await makeJpegWithGps(1200, 900), 'medium');
    const meta = await sharp(out).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 1067 });
    expect(meta.exif).toBeUndefined();
    expect(out.includes('EaselTestCam')).toBe(false);
  });

  it('predicts the width sharp gives every rendition, so srcset widths need no stored column', async () => {
    const shapes = [
      [1000, 333],
      [333, 1000],
      [1234, 567],
      [801, 3],
      [3, 2401],
      [1601, 999],
      [2000, 2999],
      [7, 11],
    ] as const;
    for (const [width, height] of shapes) {
      const image = await makeImage(width, height, 'png');
      for (const name of names) {
        const meta = await sharp(await renderRendition(image, name)).metadata();
        expect(meta.width, `${name} of ${width}×${height}`).toBe(renditionWidth(width, height, name));
      }
    }
  });
});

describe('toRenditions', () => {
  const image: RenditionKeys = {
    type: 'image',
    width: 3000,
    height: 2000,
    thumbnailKey: 'media/t.webp',
    mediumKey: 'media/m.webp',
    displayKey: 'media/d.webp',
  };

  it('lists every stored rendition narrowest first with its width', () => {
    expect(toRenditions(image)).toEqual([
      { url: '/api/v1/files/media/t.webp', width: 480 },
      { url: '/api/v1/files/media/m.webp', width: 800 },
      { url: '/api/v1/files/media/d.webp', width: 1600 },
    ]);
  });

  it('leaves out a rendition not made yet (before the backfill)', () => {
    expect(toRenditions({ ...image, mediumKey: null }).map((r) => r.width)).toEqual([480, 1600]);
  });

  it('names one file per width when a small image makes renditions of the same size', () => {
    expect(toRenditions({ ...image, width: 400, height: 300 })).toEqual([
      { url: '/api/v1/files/media/d.webp', width: 400 },
    ]);
  });

  it('is empty for a video and for an image of unknown size', () => {
    expect(toRenditions({ ...image, type: 'video' })).toEqual([]);
    expect(toRenditions({ ...image, width: null })).toEqual([]);
  });
});
