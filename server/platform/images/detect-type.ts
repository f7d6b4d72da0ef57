import { contentTypesByExtension, type StoredExtension } from '#server/platform/storage/keys.ts';

export type UploadKind = 'image' | 'video';
export type DetectedType = {
  kind: UploadKind;
  /** The extension the stored file gets, and through it the content type it is served with. */
  ext: StoredExtension;
  /** The content type recorded and served for the original. */
  mime: string;
};

// What file-type reports, by the magic bytes, mapped onto what we accept (spec section 5).
// Anything else, SVG and HTML included, has no entry and is refused.
const accepted: Record<string, { kind: UploadKind; ext: StoredExtension }> = {
  'image/jpeg': { kind: 'image', ext: 'jpg' },
  'image/png': { kind: 'image', ext: 'png' },
  'image/gif': { kind: 'image', ext: 'gif' },
  'image/webp': { kind: 'image', ext: 'webp' },
  'video/mp4': { kind: 'video', ext: 'mp4' },
  'video/quicktime': { kind: 'video', ext: 'mov' },
  'video/vnd.avi': { kind: 'video', ext: 'avi' },
  'video/x-msvideo': { kind: 'video', ext: 'avi' },
  'video/webm': { kind: 'video', ext: 'webm' },
};

function toDetected(mime: string | undefined): DetectedType | null {
  const match = mime ? accepted[mime] : undefined;
  return match ? { ...match, mime: contentTypesByExtension[match.ext] } : null;
}

/**
 * The real type of an upload from its first bytes, never from its name or the browser's header;
 * null when it is not one of the accepted images or videos. Reads only the head of a file.
 */
export async function detectFileType(input: Buffer | { path: string }): Promise<DetectedType | null> {
  // Loaded at the first upload rather than at start (file-type and its parsers cost ~20 ms).
  const { fileTypeFromBuffer, fileTypeFromFile } = await import('file-type');
  const result = Buffer.isBuffer(input)
    ? await fileTypeFromBuffer(input)
    : await fileTypeFromFile(input.path);
  return toDetected(result?.mime);
}
