/** One Server-Sent Event as the stream delivered it (the WHATWG event-stream format). */
export type SseEvent = { event: string; data: string; id: string | null };

/**
 * Incremental parser for `text/event-stream`: feed it decoded chunks as they arrive (a line may
 * be split across chunks); it calls `onEvent` at each blank line. Comment lines (`: ping`) are
 * skipped, several `data:` lines join with '\n', the event name defaults to 'message'.
 */
export function createSseParser(onEvent: (event: SseEvent) => void) {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];
  let lastId: string | null = null;
  let pendingCr = false;

  function dispatch() {
    if (dataLines.length > 0)
      onEvent({ event: eventName || 'message', data: dataLines.join('\n'), id: lastId });
    eventName = '';
    dataLines = [];
  }

  function handleLine(line: string) {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') dataLines.push(value);
    else if (field === 'id' && !value.includes('\0')) lastId = value;
  }

  return {
    push(chunk: string) {
      // A chunk may end between the '\r' and '\n' of one CRLF: the '\r' already ended the
      // line, so a '\n' opening the next chunk is its second half, not a blank line.
      if (chunk === '') return;
      let text = chunk;
      if (pendingCr && text.startsWith('\n')) text = text.slice(1);
      pendingCr = text.endsWith('\r');
      buffer += text;
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop() ?? '';
      for (const line of lines) handleLine(line);
    },
  };
}
