import { REQUEST_TIMEOUT_MS } from '#shared/constants.ts';
import {
  ApiError,
  buildUrl,
  NETWORK_ERROR_MESSAGE,
  reportSessionRejected,
  TIMEOUT_MESSAGE,
  toApiError,
} from './api-client.ts';
import { readToken } from './storage.ts';

export type UploadProgress = {
  loaded: number;
  /** Null when the browser cannot tell the size of the body. */
  total: number | null;
  /** 0–100, rounded down; 100 only once every byte has left the browser. */
  percent: number;
};

export type UploadOptions = {
  method?: 'POST' | 'PUT';
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting it stops the transfer; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
};

/** Text fields first, then files: the server reads a streamed body in order and needs the fields first. */
export function buildUploadForm(
  files: Record<string, Blob | File>,
  fields: Record<string, string | undefined> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  for (const [name, file] of Object.entries(files)) form.append(name, file);
  return form;
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A multipart upload with progress. fetch cannot report upload progress, so this uses
 * XMLHttpRequest, with the api client's rules: the bearer token, the server's `message`/`error`
 * or 'HTTP {status}: {statusText}', an ApiError for every failure. It never retries (a repeat
 * would upload twice), and it times out only when no byte moved for REQUEST_TIMEOUT_MS, so a
 * large file on a slow line is not cut off while it is still progressing.
 */
export function uploadForm<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const { signal, onProgress } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const xhr = new XMLHttpRequest();
    const token = readToken();
    let stallTimer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;

    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(stallTimer);
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const armStallTimer = () => {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(() => {
        xhr.abort();
        finish(() => reject(new ApiError(0, TIMEOUT_MESSAGE, 'TIMEOUT')));
      }, REQUEST_TIMEOUT_MS);
    };
    const onAbort = () => {
      xhr.abort();
      finish(() => reject(signal?.reason));
    };

    xhr.open(options.method ?? 'POST', buildUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.addEventListener('progress', (event) => {
      armStallTimer();
      const total = event.lengthComputable ? event.total : null;
      const percent = total ? Math.min(100, Math.floor((event.loaded / total) * 100)) : 0;
      onProgress?.({ loaded: event.loaded, total, percent });
    });
    // Once the body is sent the server still processes it (thumbnails): keep waiting, no stall limit.
    xhr.upload.addEventListener('load', () => clearTimeout(stallTimer));
    xhr.addEventListener('error', () =>
      finish(() => reject(new ApiError(0, NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR'))),
    );
    xhr.addEventListener('load', () => {
      const text = xhr.responseText;
      const body = text ? parseJson(text) : undefined;
      if (xhr.status < 200 || xhr.status >= 300) {
        const headers = parseHeaders(xhr.getAllResponseHeaders());
        const error = toApiError({ status: xhr.status, statusText: xhr.statusText, headers }, body);
        if (token && error.status === 401 && error.code === 'INVALID_TOKEN') reportSessionRejected();
        return finish(() => reject(error));
      }
      if (text && body === undefined) {
        return finish(() =>
          reject(new ApiError(xhr.status, 'The server sent an unreadable answer', 'BAD_RESPONSE')),
        );
      }
      finish(() => resolve(body as T));
    });

    signal?.addEventListener('abort', onAbort, { once: true });
    armStallTimer();
    xhr.send(form);
  });
}
