/** A minimal SSE reader over fetch, as the web client reads the stream: for tests. */
export type SseEvent = { event: string; data: unknown };

export type SseStream = {
  status: number;
  headers: Headers;
  /** The next event (comments skipped); rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<SseEvent>;
  /** Resolves true if the server ends the stream within `timeoutMs`. */
  ended(timeoutMs?: number): Promise<boolean>;
  close(): void;
};

export async function openSse(url: string, headers: Record<string, string>): Promise<SseStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  const queue: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let done = false;
  const wake = () => {
    for (const w of waiters.splice(0)) w();
  };

  const pump = async () => {
    if (!res.body) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += value;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
          const lines = block.split('\n').filter((l) => !l.startsWith(':'));
          if (lines.length === 0) continue;
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
          const data = lines
            .filter((l) => l.startsWith('data: '))
            .map((l) => l.slice(6))
            .join('\n');
          queue.push({ event, data: JSON.parse(data) });
        }
        wake();
      }
    } catch {
      // Aborted by close().
    }
    done = true;
    wake();
  };
  void pump();

  const wait = (timeoutMs: number, ready: () => boolean) =>
    new Promise<boolean>((resolve) => {
      const check = () => {
        if (ready()) {
          clearTimeout(timer);
          resolve(true);
        } else waiters.push(check);
      };
      const timer = setTimeout(() => resolve(false), timeoutMs);
      check();
    });

  return {
    status: res.status,
    headers: res.headers,
    async next(timeoutMs = 5000) {
      if (!(await wait(timeoutMs, () => queue.length > 0 || done)) || queue.length === 0) {
        throw new Error(done ? 'stream ended' : `no event within ${timeoutMs} ms`);
      }
      return queue.shift()!;
    },
    ended: (timeoutMs = 5000) => wait(timeoutMs, () => done),
    close: () => abort.abort(),
  };
}
