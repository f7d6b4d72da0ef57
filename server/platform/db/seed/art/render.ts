import type { ArtistCategory } from '#server/domains/artists/tables.ts';
import { loadSharp } from '#server/platform/images/sharp-module.ts';
import {
  type Canvas,
  paintBlooms,
  paintFlowField,
  paintLandscape,
  paintLowPoly,
  paintNeonOrbits,
} from './digital-traditional.ts';
import { paintCollage, paintGridForms, paintStackedForms, paintVessel } from './mixed-sculpture.ts';
import { pickPalette } from './palettes.ts';
import { createRandom, seedFromText } from './random.ts';

const painters: Record<ArtistCategory, ((canvas: Canvas) => string)[]> = {
  'digital-art': [paintNeonOrbits, paintFlowField, paintLowPoly],
  traditional: [paintLandscape, paintBlooms],
  'mixed-media': [paintCollage, paintGridForms],
  sculpture: [paintVessel, paintStackedForms],
};

/** Builds the SVG of one artwork; the same title and category always give the same picture. */
export function composeArtworkSvg(category: ArtistCategory, title: string, w: number, h: number): string {
  const random = createRandom(seedFromText(`${category}:${title}`));
  const palette = pickPalette(category, random);
  const paint = random.pick(painters[category]);
  const body = paint({ w, h, palette, random });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

/** Renders an SVG to PNG; we only ever store raster output we produced ourselves. */
export async function renderPng(svg: string): Promise<Buffer> {
  return loadSharp()(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

/** An abstract avatar: soft gradient disc with a few shapes, no text (no fonts needed). */
export function composeAvatarSvg(category: ArtistCategory, name: string, size = 256): string {
  const random = createRandom(seedFromText(`avatar:${name}`));
  const p = pickPalette(category, random);
  let shapes = '';
  for (let i = 0; i < 4; i++) {
    shapes += `<circle cx="${random.int(30, size - 30)}" cy="${random.int(30, size - 30)}" r="${random.int(size / 10, size / 3)}" fill="${p[1 + (i % 4)]}" opacity="0.8"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p[0]}"/><stop offset="1" stop-color="${p[3]}"/></linearGradient></defs>
<rect width="${size}" height="${size}" fill="url(#g)"/>${shapes}</svg>`;
}
