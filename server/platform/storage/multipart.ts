import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '#server/platform/config.ts';
import type { AppInstance } from '#server/platform/context.ts';
import { AppError, badRequest } from '#server/platform/errors.ts';
import { routeRateLimit } from '#server/platform/http/rate-limit.ts';

/** Longest text field accepted in an upload form (captions are 2000 characters). */
const FIELD_SIZE_LIMIT = 16 * 1024;

/**
 * Text fields an upload form may carry. Fields a route does not read are ignored, as unknown
 * properties of a JSON body are (a form library adding one must not cost the user the upload);
 * this bound only caps the parsing work a client can ask for.
 */
export const UPLOAD_FIELDS_LIMIT = 50;

/**
 * Multipart parsing for the upload routes of one plugin only: it is registered inside that
 * plugin's scope, so every other route still accepts JSON alone under the 1 MiB body limit.
 * The file part streams; nothing here buffers a whole upload.
 */
export async function registerUploadParser(app: AppInstance, limits: { fileSize: number }) {
  await app.register(multipart, {
    limits: {
      fileSize: limits.fileSize,
      files: 1,
      fields: UPLOAD_FIELDS_LIMIT,
      fieldSize: FIELD_SIZE_LIMIT,
      // No separate parts limit: files and fields bound it already, and a second file must be told
      // "one file at a time", not "too many fields".
      headerPairs: 100,
    },
  });
}

/**
 * The one file of a small upload form (an avatar, a campaign picture), read into memory: these are
 * capped at a few MB by the route's parser. The form holds exactly that file: a second file is
 * refused with 413 like any other upload, instead of the first being kept without a word, and a file
 * under another name gets `missing` (400). Text fields are not read.
 */
export async function receiveSmallFile(
  request: FastifyRequest,
  options: { field: string; missing: string; tooLarge: string },
): Promise<Buffer> {
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') continue;
      if (part.fieldname !== options.field) throw badRequest(options.missing, options.field);
      bytes = await part.toBuffer();
    }
  } catch (err) {
    throw toUploadError(err, options.tooLarge);
  }
  if (!bytes) throw badRequest(options.missing, options.field);
  return bytes;
}

/** Per-route limit: decoding and re-encoding images is the costliest thing a client can ask for. */
export const uploadRateLimit = routeRateLimit(30);

/** Temporary files of uploads in flight live beside the data, not in a RAM-backed /tmp. */
export function uploadTempDirFor(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'tmp', 'uploads');
}

/** Multipart's own errors in our wire format; `tooLarge` is the message for an oversized file. */
export function toUploadError(err: unknown, tooLarge: string): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string })?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', tooLarge, 413);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data', 415);
    case 'FST_FILES_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', 'Send one file at a time', 413);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', 'The upload has too many fields', 413);
    case 'FST_PROTO_VIOLATION':
      return badRequest('The upload has a field name that is not allowed');
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest('The upload was interrupted. Please try again.');
  }
  // busboy's parse errors ("Unexpected end of form", "Malformed part header", …) are plain Errors.
  if (
    err instanceof Error &&
    !(err as { statusCode?: number }).statusCode &&
    /form|part|boundary/i.test(err.message)
  ) {
    return badRequest('The upload could not be read. Please try again.');
  }
  return err;
}

export type ReceivedFile = { path: string; size: number };
export type ReceivedUpload = {
  file: ReceivedFile | null;
  /** Text fields by name; the first value wins when a name repeats. */
  fields: Record<string, string>;
  /** Removes the temporary file; safe to call more than once. */
  cleanup(): Promise<void>;
};

/**
 * Reads a multipart request: the part named `fileField` streams to a temporary file (never into
 * memory), text fields are collected. A file over the limit is refused with 413 and its partial
 * temporary file is removed before the error leaves.
 */
export async function receiveUpload(
  request: FastifyRequest,
  options: { fileField: string; tempDir: string; tooLarge: string },
): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  let tempPath: string | undefined;
  const cleanup = async () => {
    if (tempPath) await rm(tempPath, { force: true });
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw badRequest(`${part.fieldname} is too long`, part.fieldname);
        if (!(part.fieldname in fields)) fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      if (part.fieldname !== options.fileField || file) {
        part.file.resume();
        continue;
      }
      await mkdir(options.tempDir, { recursive: true });
      tempPath = join(options.tempDir, `${randomUUID()}.part`);
      const out = createWriteStream(tempPath, { flags: 'wx' });
      await pipeline(part.file, out);
      if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', options.tooLarge, 413);
      file = { path: tempPath, size: out.bytesWritten };
    }
  } catch (err) {
    await cleanup();
    throw toUploadError(err, options.tooLarge);
  }
  return { file, fields, cleanup };
}

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The multipart form an upload route reads itself, for the OpenAPI document only: the route
     * never validates it as a body (registerOpenApi writes it as the operation's request body).
     */
    uploadForm?: z.ZodObject;
  }
}

/** The form of an upload as the OpenAPI document states it: one file under `fileField`, and text fields. */
export function uploadForm(fileField: string, fields: z.ZodObject = z.object({})) {
  return fields.extend({ [fileField]: z.string().meta({ format: 'binary', description: 'The file' }) });
}
