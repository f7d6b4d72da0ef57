import { type ContainerFormat, type ElementHeader, MalformedVideoError } from './element-rewriter.ts';

/**
 * WebM (EBML): elements of a variable-length ID (1–4 bytes) and a variable-length size (1–8
 * bytes; all value bits set means "unknown", as live recorders such as MediaRecorder write
 * Segments and Clusters).
 *
 * Metadata lives in the Segment's `Tags` (where location, dates and names go) and `Attachments`
 * (cover art, any file at all), and in `Info`'s `Title` and `DateUTC`. Each becomes a `Void`
 * element of the same total length, which every reader skips.
 */
const EBML = '1a45dfa3';
const SEGMENT = '18538067';
const INFO = '1549a966';
const VOID = 0xec;
/** Children of a Segment: one of these (or a new EBML document) ends an unknown-size Cluster. */
const SEGMENT_CHILDREN = new Set([
  '114d9b74', // SeekHead
  INFO,
  '1654ae6b', // Tracks
  '1f43b675', // Cluster
  '1c53bb6b', // Cues
  '1043a770', // Chapters
  '1254c367', // Tags
  '1941a469', // Attachments
]);
const SEGMENT_METADATA = new Set(['1254c367', '1941a469']);
const INFO_METADATA = new Set(['7ba9', '4461']); // Title, DateUTC

/** Bytes of a variable-length integer from its first byte: one more than its leading zero bits. */
const vintLength = (first: number) => (first === 0 ? 9 : Math.clz32(first) - 23);

function readElementHeader(bytes: Buffer): ElementHeader | null {
  if (bytes.length < 1) return null;
  const idLength = vintLength(bytes[0]!);
  if (idLength > 4) throw new MalformedVideoError('An element ID longer than 4 bytes');
  if (bytes.length < idLength + 1) return null;
  const sizeLength = vintLength(bytes[idLength]!);
  if (sizeLength > 8) throw new MalformedVideoError('An element size longer than 8 bytes');
  const headerLength = idLength + sizeLength;
  if (bytes.length < headerLength) return null;
  const id = bytes.toString('hex', 0, idLength);
  let value = bytes[idLength]! & (0xff >> sizeLength);
  let allOnes = value === 0xff >> sizeLength;
  for (let i = idLength + 1; i < headerLength; i++) {
    value = value * 256 + bytes[i]!;
    allOnes &&= bytes[i] === 0xff;
  }
  if (allOnes) return { id, headerLength, dataLength: 'unknown' };
  if (!Number.isSafeInteger(value)) throw new MalformedVideoError(`${id} has an impossible size`);
  return { id, headerLength, dataLength: value };
}

/** `value` as a variable-length integer of exactly `length` bytes. */
function writeVint(target: Buffer, offset: number, length: number, value: number) {
  let rest = value;
  for (let i = length - 1; i >= 0; i--) {
    target[offset + i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  target[offset] = (target[offset]! | (0x80 >> (length - 1))) & 0xff;
}

export const ebmlElements: ContainerFormat = {
  minHeaderLength: 2,
  maxHeaderLength: 12,
  readHeader: readElementHeader,
  actionFor({ id }, parents) {
    const parent = parents.at(-1);
    if (id === SEGMENT || id === INFO) return 'descend';
    if (parent === SEGMENT && SEGMENT_METADATA.has(id)) return 'blank';
    if (parent === INFO && INFO_METADATA.has(id)) return 'blank';
    return 'keep';
  },
  blankHeader({ headerLength }, _bytes, totalLength) {
    // Void's ID is one byte, so its size field takes the rest of the header (at most 8 bytes; what
    // is left over joins the zeroed payload), and its value covers everything after it.
    const sizeLength = Math.min(headerLength - 1, 8);
    const blank = Buffer.alloc(headerLength);
    blank[0] = VOID;
    writeVint(blank, 1, sizeLength, totalLength - 1 - sizeLength);
    return blank;
  },
  endsUnknownParent({ id }, parentId) {
    if (id === EBML || id === SEGMENT) return true;
    return parentId !== SEGMENT && SEGMENT_CHILDREN.has(id);
  },
};
