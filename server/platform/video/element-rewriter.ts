/**
 * A streaming rewriter for the nested "header, then payload" containers video files are made of
 * (ISO BMFF boxes, EBML elements, RIFF chunks). It walks the tree as bytes arrive, holding at most
 * one header in memory, and blanks chosen elements in place: the header becomes the format's own
 * padding element of the same total length and the payload becomes zeros. Nothing moves, so
 * every offset the file keeps (MP4 `stco`/`co64`, Matroska cues, AVI `idx1`) stays valid and the
 * video plays as before.
 */

/** The structure contradicts itself (a child larger than its parent, an impossible size). */
export class MalformedVideoError extends Error {}

export type ElementHeader = {
  /** The element's name in the format's own spelling: 'moov', 'LIST:INFO', '1254c367'. */
  id: string;
  /** Bytes of the header: type and size fields (and a RIFF list type). */
  headerLength: number;
  /**
   * Payload bytes after the header; 'rest' runs to the end of the parent (an MP4 size of 0), and
   * 'unknown' (EBML live streams) ends where an element that cannot be its child begins.
   */
  dataLength: number | 'rest' | 'unknown';
};

/** keep: copy as is; descend: copy the header and walk the children; blank: padding and zeros. */
export type ElementAction = 'keep' | 'descend' | 'blank';

export type ContainerFormat = {
  /** Fewer bytes than this left inside a parent are padding, copied as they are. */
  minHeaderLength: number;
  maxHeaderLength: number;
  /** The header at the start of `bytes`, or null when more bytes are needed; throws when malformed. */
  readHeader(bytes: Buffer): ElementHeader | null;
  actionFor(header: ElementHeader, parents: readonly string[]): ElementAction;
  /** The header's bytes rewritten as a padding element of `totalLength` bytes, same header length. */
  blankHeader(header: ElementHeader, bytes: Buffer, totalLength: number): Buffer;
  /** Whether `header`, met inside the unknown-size element `parentId`, ends that parent. */
  endsUnknownParent?(header: ElementHeader, parentId: string): boolean;
};

type Frame = { id: string; end: number; unknown: boolean };

/**
 * Rewrites `source` element by element; the output has exactly the input's length. A file cut
 * short is copied as far as it goes; one whose sizes contradict each other throws
 * MalformedVideoError, since its metadata could not be found with certainty.
 */
export async function* rewriteElements(
  source: AsyncIterable<Buffer>,
  format: ContainerFormat,
): AsyncGenerator<Buffer> {
  const stack: Frame[] = [];
  /** Offset in the file of the first byte not yet written out. */
  let pos = 0;
  let copying: { blank: boolean; until: number } | null = null;
  let pending: Buffer = Buffer.alloc(0);
  const parentEnd = () => stack.at(-1)?.end ?? Number.POSITIVE_INFINITY;

  for await (const chunk of source) {
    const input = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
    pending = Buffer.alloc(0);
    const out: Buffer[] = [];
    let at = 0;
    while (at < input.length) {
      if (copying) {
        const n = Math.min(input.length - at, copying.until - pos);
        if (n > 0) out.push(copying.blank ? Buffer.alloc(n) : input.subarray(at, at + n));
        at += n;
        pos += n;
        if (pos >= copying.until) copying = null;
        continue;
      }
      while (stack.length > 0 && pos >= stack.at(-1)!.end) stack.pop();
      const room = parentEnd() - pos;
      if (room < format.minHeaderLength) {
        copying = { blank: false, until: parentEnd() };
        continue;
      }
      const wanted = Math.min(format.maxHeaderLength, room);
      const view = input.subarray(at, at + wanted);
      const header = format.readHeader(view);
      if (!header) {
        if (view.length >= wanted) throw new MalformedVideoError('An element header crosses its parent');
        pending = Buffer.from(view);
        break;
      }
      const top = stack.at(-1);
      if (top?.unknown && format.endsUnknownParent?.(header, top.id)) {
        stack.pop();
        continue;
      }
      const { headerLength, dataLength } = header;
      const end = typeof dataLength === 'number' ? pos + headerLength + dataLength : parentEnd();
      if (end > parentEnd()) throw new MalformedVideoError(`${header.id} runs past its parent`);
      const action = format.actionFor(
        header,
        stack.map((frame) => frame.id),
      );
      const headerBytes = input.subarray(at, at + headerLength);
      at += headerLength;
      pos += headerLength;
      if (action === 'blank') {
        if (dataLength === 'unknown') throw new MalformedVideoError(`${header.id} has no size`);
        out.push(format.blankHeader(header, headerBytes, end - pos + headerLength));
        copying = { blank: true, until: end };
      } else if (action === 'descend' || dataLength === 'unknown') {
        out.push(headerBytes);
        stack.push({ id: header.id, end, unknown: dataLength === 'unknown' });
      } else {
        out.push(headerBytes);
        copying = { blank: false, until: end };
      }
    }
    if (out.length > 0) yield out.length === 1 ? out[0]! : Buffer.concat(out);
  }
  // The last few bytes of a file cut off inside a header.
  if (pending.length > 0) yield pending;
}
