import { vi } from 'vitest';

/**
 * The browser edges jsdom lacks or cannot drive: XMLHttpRequest uploads (with progress),
 * object URLs and image decoding. Everything above them runs for real in the tests.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  static onSend: ((xhr: FakeXhr) => void) | null = null;

  method = '';
  url = '';
  requestHeaders: Record<string, string> = {};
  body: Document | XMLHttpRequestBodyInit | null = null;
  aborted = false;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders: Record<string, string> = {};
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.requestHeaders[name] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  getAllResponseHeaders() {
    return Object.entries(this.responseHeaders)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n');
  }
  send(body: Document | XMLHttpRequestBodyInit | null) {
    this.body = body;
    FakeXhr.sent.push(this);
    FakeXhr.onSend?.(this);
  }
  abort() {
    this.aborted = true;
  }

  /** Test side: bytes left the browser. */
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  /** Test side: the server answered. */
  respond(status: number, body: unknown, statusText = '') {
    this.upload.dispatchEvent(new ProgressEvent('load'));
    this.status = status;
    this.statusText = statusText;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.responseHeaders['content-type'] = 'application/json';
    this.events.dispatchEvent(new Event('load'));
  }
  /** Test side: the connection broke. */
  fail() {
    this.events.dispatchEvent(new Event('error'));
  }
  /** The multipart body's fields, for assertions. */
  form(): FormData {
    return this.body as FormData;
  }
}

export function installFakeXhr() {
  FakeXhr.sent = [];
  FakeXhr.onSend = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

/** Natural sizes by object URL; a URL missing here fails to decode, like a corrupt file. */
export const decodableImages = new Map<string, { width: number; height: number }>();

class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  naturalWidth = 0;
  naturalHeight = 0;
  set src(url: string) {
    const size = decodableImages.get(url);
    queueMicrotask(() => {
      if (size) {
        this.naturalWidth = size.width;
        this.naturalHeight = size.height;
        this.onload?.();
      } else this.onerror?.();
    });
  }
}

/** createObjectURL answers `blob:<file name>`, so a test names the file to give it a size. */
export function installImageFakes() {
  decodableImages.clear();
  vi.stubGlobal('Image', FakeImage);
  URL.createObjectURL = vi.fn((blob: Blob) => `blob:${(blob as File).name ?? 'blob'}`);
  URL.revokeObjectURL = vi.fn();
}

/** A File of `size` bytes without allocating them all. */
export function makeFile(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
