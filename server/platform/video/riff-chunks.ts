import { type ContainerFormat, type ElementHeader, MalformedVideoError } from './element-rewriter.ts';

/**
 * AVI (RIFF): chunks of a four-character code and a little-endian 32-bit size, padded to an even
 * length; `RIFF` and `LIST` chunks start with a four-character list type and hold chunks.
 *
 * Metadata lives in `LIST INFO` (title, artist, software, dates, comments), Nikon's `LIST ncdt`,
 * the `IDIT` recording date and Adobe's `_PMX` XMP packet, at the top level or in the `hdrl`
 * header list and its `strl` stream lists. Each becomes a `JUNK` chunk of the same size, which
 * every reader skips; `LIST movi` and `idx1` are copied untouched.
 */
const CONTAINERS = new Set(['RIFF:AVI ', 'RIFF:AVIX', 'LIST:hdrl', 'LIST:strl']);
const METADATA = new Set(['LIST:INFO', 'LIST:ncdt', 'IDIT', '_PMX']);

function readChunkHeader(bytes: Buffer): ElementHeader | null {
  if (bytes.length < 8) return null;
  const code = bytes.toString('latin1', 0, 4);
  const size = bytes.readUInt32LE(4);
  const padded = size + (size % 2);
  if (code !== 'RIFF' && code !== 'LIST') return { id: code, headerLength: 8, dataLength: padded };
  if (bytes.length < 12) return null;
  if (size < 4) throw new MalformedVideoError(`${code} is shorter than its list type`);
  return { id: `${code}:${bytes.toString('latin1', 8, 12)}`, headerLength: 12, dataLength: padded - 4 };
}

export const riffChunks: ContainerFormat = {
  minHeaderLength: 8,
  maxHeaderLength: 12,
  readHeader: readChunkHeader,
  actionFor: ({ id }) => (METADATA.has(id) ? 'blank' : CONTAINERS.has(id) ? 'descend' : 'keep'),
  blankHeader(_header, bytes) {
    // Same size field; a list's type is part of the JUNK payload now, so it is zeroed too.
    const blank = Buffer.alloc(bytes.length);
    blank.write('JUNK', 0, 'latin1');
    bytes.copy(blank, 4, 4, 8);
    return blank;
  },
};
