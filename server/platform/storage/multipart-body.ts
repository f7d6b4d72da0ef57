import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; contentType: string; body: Buffer | AsyncIterable<Buffer> };

/**
 * A multipart/form-data body as a stream, for tests and the upload bench: file bodies may be
 * generated chunk by chunk, so a 50 MB upload is sent without being held in memory.
 */
export function createMultipartBody(parts: readonly FormPart[]): {
  body: Readable;
  contentType: string;
} {
  const boundary = `----easel${randomBytes(12).toString('hex')}`;
  async function* generate(): AsyncGenerator<Buffer> {
    for (const part of parts) {
      if ('value' in part) {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        );
        continue;
      }
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType}\r\n\r\n`,
      );
      if (Buffer.isBuffer(part.body)) yield part.body;
      else for await (const chunk of part.body) yield chunk;
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return { body: Readable.from(generate()), contentType: `multipart/form-data; boundary=${boundary}` };
}
