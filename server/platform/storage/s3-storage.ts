import { Readable } from 'node:stream';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type { S3Config } from '#server/platform/config.ts';
import { contentTypeForKey, isSafeKey, UnsafeStorageKeyError } from './keys.ts';
import type { Storage } from './storage.ts';
import { StorageUnavailableError } from './storage-unavailable.ts';

/** Parts of a streamed upload: the SDK holds at most `queueSize` of these in memory at once. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

type Sdk = [typeof import('@aws-sdk/client-s3'), typeof import('@aws-sdk/lib-storage')];
let sdk: Promise<Sdk> | undefined;

/**
 * The AWS SDK takes ~150 ms to load, which every start paid even with uploads on the local disk;
 * it is loaded at the first request that reaches a bucket.
 */
function loadSdk(): Promise<Sdk> {
  if (!sdk) {
    sdk = Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
    // A failed load is not remembered; the next request tries again.
    sdk.catch(() => {
      sdk = undefined;
    });
  }
  return sdk;
}

function s3ClientOptions(config: S3Config): S3ClientConfig {
  return {
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
  };
}

/**
 * What the SDK reports when the store failed on its side, after its own retries: a 5xx
 * (InternalError, ServiceUnavailable, SlowDown), throttling, or an error it calls retryable
 * (a request timeout). Access denied or a missing bucket is configuration: those stay as they are.
 */
const isStoreFailure = (err: unknown) => {
  const e = err as {
    name?: string;
    $fault?: string;
    $retryable?: unknown;
    $metadata?: { httpStatusCode?: number };
  };
  const status = e?.$metadata?.httpStatusCode ?? 0;
  return (
    e?.$fault === 'server' ||
    e?.$retryable != null ||
    status >= 500 ||
    status === 429 ||
    e?.name === 'TimeoutError'
  );
};

/** Runs one call to the store; its own failures become StorageUnavailableError (503, try again). */
async function fromStore<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw isStoreFailure(err) ? new StorageUnavailableError(err) : err;
  }
}

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * Storage in an S3-compatible bucket. Keys are the same generated keys as on disk, and the
 * content type served is still derived from the key, never from what the bucket says.
 */
export function createS3Storage(config: S3Config, given?: S3Client): Storage {
  const Bucket = config.bucket;
  let client = given;
  const open = async () => {
    const [s3, { Upload }] = await loadSdk();
    client ??= new s3.S3Client(s3ClientOptions(config));
    return { s3, Upload, client };
  };
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
      const { Upload, client } = await open();
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      await fromStore(() => upload.done());
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        const { s3, client } = await open();
        const out = await fromStore(() => client.send(new s3.GetObjectCommand({ Bucket, Key: key })));
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
      const { s3, client } = await open();
      await fromStore(() => client.send(new s3.DeleteObjectCommand({ Bucket, Key: key })));
    },
  };
}
