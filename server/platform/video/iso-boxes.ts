import { type ContainerFormat, type ElementHeader, MalformedVideoError } from './element-rewriter.ts';

/**
 * MP4 and QuickTime (ISO BMFF): boxes of a 32-bit size (1: a 64-bit size follows, 0: to the end)
 * and a four-character type.
 *
 * Metadata lives in `udta` (QuickTime's `©xyz` location, 3GPP `loci`, camera make and model),
 * `meta` (Apple's `com.apple.quicktime.location.ISO6709` keys, iTunes tags) and `uuid` boxes
 * (Adobe XMP; Sony and others keep GPS in their own), at the top level or inside `moov`, a `trak`,
 * its `mdia` and `minf`, or a fragment's `moof`/`traf`. None of them is needed to play the video,
 * so each becomes a `free` box of the same size. `meta` is not walked into: blanking it whole
 * also blanks whatever it holds.
 */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'moof', 'traf', 'meco']);
const METADATA = new Set(['udta', 'meta', 'uuid', 'XMP_']);

function readBoxHeader(bytes: Buffer): ElementHeader | null {
  if (bytes.length < 8) return null;
  const size = bytes.readUInt32BE(0);
  const id = bytes.toString('latin1', 4, 8);
  if (size === 0) return { id, headerLength: 8, dataLength: 'rest' };
  if (size === 1) {
    if (bytes.length < 16) return null;
    const large = bytes.readBigUInt64BE(8);
    if (large < 16n || large > BigInt(Number.MAX_SAFE_INTEGER)) {
      throw new MalformedVideoError(`${id} has an impossible size`);
    }
    return { id, headerLength: 16, dataLength: Number(large) - 16 };
  }
  if (size < 8) throw new MalformedVideoError(`${id} has an impossible size`);
  return { id, headerLength: 8, dataLength: size - 8 };
}

export const isoBoxes: ContainerFormat = {
  minHeaderLength: 8,
  maxHeaderLength: 16,
  readHeader: readBoxHeader,
  actionFor: ({ id }) => (METADATA.has(id) ? 'blank' : CONTAINERS.has(id) ? 'descend' : 'keep'),
  blankHeader(_header, bytes) {
    // The size field (and a 64-bit size) stays; only the type changes.
    const blank = Buffer.from(bytes);
    blank.write('free', 4, 'latin1');
    return blank;
  },
};
