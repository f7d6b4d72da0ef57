import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '#server/platform/config.ts';
import { contentTypeForKey, isSafeKey, UnsafeStorageKeyError } from './keys.ts';
import type { Storage } from './storage.ts';

/** Parts of a streamed upload: the SDK holds at most `queueSize` of these in memory at once. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // The SDK's default streams bodies as aws-chunked with trailing checksums, which many
    // S3-compatible stores (MinIO versions, Ceph, s3rver, R2 in places) reject. Plain signed
    // requests work everywhere, and S3 still checks the signature and Content-Length.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * Storage in an S3-compatible bucket. Keys are the same generated keys as on disk, and the
 * content type served is still derived from the key, never from what the bucket says.
 */
export function createS3Storage(config: S3Config, client: S3Client = createS3Client(config)): Storage {
  const Bucket = config.bucket;
  const assertSafe = (key: string) => {
    if (!isSafeKey(key)) throw new UnsafeStorageKeyError(key);
  };

  return {
    async put(key, body, contentType) {
      assertSafe(key);
      if (contentTypeForKey(key) !== contentType) {
        throw new Error(`Content type ${contentType} does not match the key ${key}`);
      }
      // lib-storage streams: a single PUT for small bodies, a multipart upload past PART_SIZE;
      // a failed multipart upload is aborted, so no half object becomes visible.
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(out.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
        return { stream: out.Body, contentType: contentTypeForKey(key)!, size: out.ContentLength ?? 0 };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      assertSafe(key);
      // Deleting a missing object succeeds in S3, which matches the local storage.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
