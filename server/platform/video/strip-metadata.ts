import type { StoredExtension } from '#server/platform/storage/keys.ts';
import { ebmlElements } from './ebml-elements.ts';
import { type ContainerFormat, MalformedVideoError, rewriteElements } from './element-rewriter.ts';
import { isoBoxes } from './iso-boxes.ts';
import { riffChunks } from './riff-chunks.ts';

export { MalformedVideoError };

const formats: Partial<Record<StoredExtension, ContainerFormat>> = {
  mp4: isoBoxes,
  mov: isoBoxes,
  webm: ebmlElements,
  avi: riffChunks,
};

/**
 * A stored video's bytes: the upload with every metadata element (location, XMP, tags, dates)
 * blanked in place, as images are re-encoded without theirs. Streams chunk by chunk, so a 50 MB
 * video is never held in memory; throws MalformedVideoError for a structure it cannot follow, and
 * refuses a type it has no reader for rather than storing it as uploaded.
 */
export function stripVideoMetadata(
  source: AsyncIterable<Buffer>,
  extension: StoredExtension,
): AsyncGenerator<Buffer> {
  const format = formats[extension];
  if (!format) throw new MalformedVideoError(`No metadata reader for .${extension}`);
  return rewriteElements(source, format);
}
