/**
 * Hostile and tricky files for the upload hardening suite, built in memory. The ordinary
 * fixtures (real images, the 20000×20000 PNG, video headers) live in
 * server/platform/images/test-images.ts; these add what an attacker would send.
 */
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { CAMERA_AND_GPS_EXIF, makeBombPng, pngChunk } from '#server/platform/images/test-images.ts';

export const SCRIPT = '<script>alert(document.cookie)</script>';

/**
 * A few hundred bytes that declare `width`×`height` pixels (50000×50000 is 2.5 gigapixels, 10 GB
 * as RGBA): a well-formed PNG header and a first slice of pixel data. Only the declared size can
 * stop it cheaply, before anything is decoded.
 */
export function declaredPngBomb(width = 50_000, height = 50_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const firstRows = deflateSync(Buffer.alloc((1 + width * 3) * 2));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', firstRows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The outside test's file: a valid 1 × 39,000,000 PNG of about 75 KB. Its area passes the 40 MP
 * cap, but libvips works through 39 million scanlines for each rendition (seconds of a libuv
 * thread each; four at once stalled sign-ins for most of a minute). Only a cap on each side stops it.
 */
export function tallThinPng(): Buffer {
  return makeBombPng(1, 39_000_000);
}

/** A real small JPEG whose frame header is rewritten to claim `width`×`height` (JPEG allows up to 65535). */
export async function declaredJpegBomb(width = 50_000, height = 50_000): Promise<Buffer> {
  const jpeg = Buffer.from(
    await sharp({ create: { width: 16, height: 16, channels: 3, background: '#334155' } })
      .jpeg()
      .toBuffer(),
  );
  // The baseline frame marker: FF C0, length (2), precision (1), height (2), width (2).
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  if (sof < 0) throw new Error('sharp wrote no baseline JPEG frame header');
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

/** The first bytes of a JPEG, then a script: the magic says image, the content is not one. */
export function jpegHeaderThenScript(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
    Buffer.from(`${SCRIPT}\n`.repeat(50)),
  ]);
}

/** The PNG signature followed by JavaScript. */
export function pngSignatureThenScript(): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from(`alert(1);//${SCRIPT}`),
  ]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">${SCRIPT}<rect width="400" height="400"/></svg>`,
);

export const PLAIN_SCRIPT = Buffer.from(`fetch('/api/v1/auth/me').then((r) => r.text()).then(alert);`);

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>EaselXmpSecret</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;

/**
 * An image in `format` carrying EXIF (camera, GPS) and XMP, roughly square so every upload route
 * accepts it, 640 px wide so every rendition is a real downscale.
 */
export async function imageWithMetadata(format: 'jpeg' | 'webp' | 'png'): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 600, channels: 3, background: '#0d9488' } })
    .withExif(CAMERA_AND_GPS_EXIF)
    .withXmp(XMP)
    .toFormat(format)
    .toBuffer();
}

/** Strings that must never survive into a stored file: the camera, the XMP packet and its author, an EXIF header. */
export const METADATA_MARKERS = ['EaselTestCam', 'EaselXmpSecret', 'xmpmeta', 'Exif\0\0'];

/** A valid PNG with an HTML page after its end: browsers sniffing the bytes could find the page. */
export async function pngWithHtmlTail(): Promise<Buffer> {
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#f59e0b' } })
    .png()
    .toBuffer();
  return Buffer.concat([png, Buffer.from(`<!doctype html><html><body>${SCRIPT}</body></html>`)]);
}

/** `size` bytes that start like a PNG, streamed in 1 MiB chunks so an oversized upload is never held whole. */
export async function* oversizedPng(size: number): AsyncGenerator<Buffer> {
  const head = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  yield head;
  const chunk = Buffer.alloc(1024 * 1024, 0x2a);
  let left = size - head.length;
  while (left > 0) {
    const n = Math.min(left, chunk.length);
    yield n === chunk.length ? chunk : chunk.subarray(0, n);
    left -= n;
  }
}
