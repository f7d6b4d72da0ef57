/**
 * Small video files built box by box for tests: real container structure around filler media, with
 * the metadata cameras and phones write (a location first of all). Each carries the text in
 * `SECRETS`, so a test can look for every one of them in what was stored.
 */

export const SECRETS = {
  location: '+35.6895+139.6917+040.000/',
  xmp: '<exif:GPSLatitude>35,41.37N</exif:GPSLatitude>',
  camera: 'Pixel 9 Pro of Maya Chen',
  title: 'Home, Kyoto, Sakyo-ku 3-12',
  date: '2026:11:02 08:14:55',
} as const;

/** Recognisable media payload that must come through untouched. */
export const FRAMES = Buffer.alloc(4096, 0x5a);

// ---- ISO BMFF (MP4, MOV) ----

function box(type: string, ...children: Buffer[]): Buffer {
  const body = Buffer.concat(children);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A box with a 64-bit size (size field 1), as recorders write for large `mdat`s. */
function largeBox(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(16);
  header.writeUInt32BE(1, 0);
  header.write(type, 4, 'latin1');
  header.writeBigUInt64BE(BigInt(16 + body.length), 8);
  return Buffer.concat([header, body]);
}

const text = (value: string) => Buffer.from(value, 'utf8');

/**
 * An MP4 as a phone writes it: the QuickTime `©xyz` location and camera model in `moov/udta`, Apple's
 * location key in `moov/meta`, a 3GPP `loci` in a track's `udta`, an XMP `uuid` at the top level,
 * a 64-bit `free`, and an `mdat` running to the end of the file (size 0).
 */
export function mp4WithLocation(brand = 'isom'): Buffer {
  const ftyp = box('ftyp', text(brand), Buffer.from([0, 0, 2, 0]), text('isommp41'));
  const mvhd = box('mvhd', Buffer.alloc(100, 1));
  const udta = box('udta', box('\u00a9xyz', text(SECRETS.location)), box('\u00a9mdl', text(SECRETS.camera)));
  const meta = box(
    'meta',
    Buffer.alloc(4),
    box('keys', text('com.apple.quicktime.location.ISO6709')),
    box('ilst', text(SECRETS.location)),
  );
  const trak = box(
    'trak',
    box('tkhd', Buffer.alloc(84, 2)),
    box('mdia', box('mdhd', Buffer.alloc(24, 3)), box('minf', box('stbl', Buffer.alloc(40, 4)))),
    box('udta', box('loci', text(SECRETS.location))),
  );
  const moov = box('moov', mvhd, trak, udta, meta);
  const xmp = box('uuid', Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex'), text(SECRETS.xmp));
  const mdatHeader = Buffer.alloc(8);
  mdatHeader.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, largeBox('free', Buffer.alloc(8)), moov, xmp, mdatHeader, FRAMES]);
}

// ---- EBML (WebM) ----

/** An EBML size field of `length` bytes; `unknown` writes the all-ones "size unknown" value. */
function ebmlSize(size: number | 'unknown', length = 8): Buffer {
  const out = Buffer.alloc(length);
  if (size === 'unknown') {
    // The marker bit and every value bit set.
    out.fill(0xff);
    out[0] = 0xff >> (length - 1);
    return out;
  }
  let rest = size;
  for (let i = length - 1; i >= 0; i--) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  out[0] = out[0]! | (0x80 >> (length - 1));
  return out;
}

function element(idHex: string, body: Buffer, sizeLength = 8): Buffer {
  return Buffer.concat([Buffer.from(idHex, 'hex'), ebmlSize(body.length, sizeLength), body]);
}

function unknownSizeElement(idHex: string, body: Buffer): Buffer {
  return Buffer.concat([Buffer.from(idHex, 'hex'), ebmlSize('unknown', 8), body]);
}

/**
 * A WebM as MediaRecorder writes it: an unknown-size Segment and Clusters, a Title and DateUTC in
 * Info, and a Tags element carrying a location and the recording device.
 */
export function webmWithLocation(): Buffer {
  const header = element('1a45dfa3', element('4282', text('webm'), 1), 1);
  const info = element(
    '1549a966',
    Buffer.concat([
      element('2ad7b1', Buffer.from([0x0f, 0x42, 0x40]), 1), // TimestampScale
      element('7ba9', text(SECRETS.title), 1), // Title
      element('4461', Buffer.alloc(8, 7), 1), // DateUTC
      element('4d80', text('Chrome'), 1), // MuxingApp
    ]),
  );
  const tracks = element('1654ae6b', element('ae', element('d7', Buffer.from([1]), 1), 1));
  const tags = element(
    '1254c367',
    element(
      '7373', // Tag
      Buffer.concat([
        element(
          '67c8',
          Buffer.concat([element('45a3', text('LOCATION'), 1), element('4487', text(SECRETS.location), 1)]),
        ),
        element(
          '67c8',
          Buffer.concat([element('45a3', text('DEVICE'), 1), element('4487', text(SECRETS.camera), 1)]),
        ),
      ]),
    ),
  );
  const cluster = (n: number) =>
    unknownSizeElement(
      '1f43b675',
      Buffer.concat([element('e7', Buffer.from([n]), 1), element('a3', FRAMES, 4)]),
    );
  const segment = unknownSizeElement('18538067', Buffer.concat([info, tracks, cluster(0), tags, cluster(1)]));
  return Buffer.concat([header, segment]);
}

// ---- RIFF (AVI) ----

function chunk(code: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(code, 0, 'latin1');
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body, body.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

function list(code: 'RIFF' | 'LIST', type: string, ...children: Buffer[]): Buffer {
  return chunk(code, Buffer.concat([text(type), ...children]));
}

/** An AVI with a recording date in `hdrl`, a `LIST INFO` (title, camera) and Nikon's `ncdt`. */
export function aviWithMetadata(): Buffer {
  const hdrl = list(
    'LIST',
    'hdrl',
    chunk('avih', Buffer.alloc(56, 1)),
    list('LIST', 'strl', chunk('strh', Buffer.alloc(56, 2)), chunk('strf', Buffer.alloc(40, 3))),
    chunk('IDIT', text(`${SECRETS.date}\n`)),
  );
  const info = list('LIST', 'INFO', chunk('INAM', text(SECRETS.title)), chunk('ISFT', text(SECRETS.camera)));
  const ncdt = list('LIST', 'ncdt', chunk('nctg', text(SECRETS.location)));
  const movi = list('LIST', 'movi', chunk('00dc', FRAMES));
  const idx1 = chunk('idx1', Buffer.alloc(16, 9));
  return list('RIFF', 'AVI ', hdrl, info, ncdt, movi, idx1);
}

/** Which of `SECRETS` can still be found in `bytes`. */
export function secretsIn(bytes: Buffer): string[] {
  return Object.values(SECRETS).filter((secret) => bytes.includes(Buffer.from(secret, 'utf8')));
}
