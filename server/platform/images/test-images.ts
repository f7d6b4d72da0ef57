/**
 * Test fixtures for the upload pipeline: real images made with sharp, a decompression bomb and
 * video headers that file-type recognises. Used by tests only.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** EXIF a phone writes: camera make, a copyright line and a GPS position, all to be stripped. */
export const CAMERA_AND_GPS_EXIF = {
  IFD0: { Make: 'EaselTestCam', Copyright: 'private' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '51/1 30/1 2645/100',
    GPSLongitudeRef: 'W',
    GPSLongitude: '0/1 7/1 3993/100',
  },
};

/** A solid-colour image in the given format. */
export async function makeImage(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png',
  background = '#0d9488',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A JPEG that carries GPS coordinates, a camera make and EXIF orientation 6 (stored sideways:
 * it displays rotated a quarter turn, so its displayed width and height are swapped).
 */
export async function makeJpegWithGps(storedWidth: number, storedHeight: number): Promise<Buffer> {
  // Left half teal, right half amber: after auto-rotation the colours end up top and bottom.
  const half = Math.floor(storedWidth / 2);
  const left = await sharp({
    create: { width: half, height: storedHeight, channels: 3, background: '#0d9488' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: storedWidth, height: storedHeight, channels: 3, background: '#f59e0b' } })
    .composite([{ input: left, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif(CAMERA_AND_GPS_EXIF)
    .toBuffer();
}

/** One PNG chunk (length, type, data, CRC), for hand-written PNGs. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A valid one-bit greyscale PNG of any size that compresses to almost nothing: 20000×20000 is
 * ~50 KB on the wire and 1.6 GB of RGBA once decoded. Written by hand because encoding it with
 * sharp takes many seconds; sharp reads it back as what it claims to be.
 */
export function makeBombPng(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const row = 1 + Math.ceil(width / 8); // filter byte + packed pixels, all zero
  const pixels = deflateSync(Buffer.alloc(row * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The first bytes of an MP4 (an `ftyp` box, then the header of an `mdat` box of `size` bytes). */
export function mp4Header(totalSize: number, brand = 'isom'): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftyp', 4, 'latin1');
  ftyp.write(brand, 8, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isommp41', 16, 'latin1');
  const mdat = Buffer.alloc(8);
  mdat.writeUInt32BE(Math.max(8, totalSize - 24), 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

/** A small MP4-typed file: a valid header and recognisable filler. */
export function makeMp4(totalSize = 64 * 1024): Buffer {
  const head = mp4Header(totalSize);
  const body = Buffer.alloc(totalSize - head.length, 0x2a);
  return Buffer.concat([head, body]);
}

/** Streams an MP4-typed file of `totalSize` bytes in 1 MiB chunks, never holding it whole. */
export async function* generateMp4(totalSize: number): AsyncGenerator<Buffer> {
  const head = mp4Header(totalSize);
  yield head;
  const chunk = Buffer.alloc(1024 * 1024, 0x2a);
  let left = totalSize - head.length;
  while (left > 0) {
    const n = Math.min(left, chunk.length);
    yield n === chunk.length ? chunk : chunk.subarray(0, n);
    left -= n;
  }
}

export const HTML_PAGE = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);
