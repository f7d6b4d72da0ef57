import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser.ts';

function collect(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return events;
}

describe('SSE parser', () => {
  it('reads event and data lines and dispatches at the blank line', () => {
    expect(collect(['event: ready\ndata: {"unreadCount":3}\n\n'])).toEqual([
      { event: 'ready', data: '{"unreadCount":3}', id: null },
    ]);
  });

  it('waits for the blank line: an event cut across chunks arrives once, whole', () => {
    const events = collect(['event: notif', 'ication\ndata: {"ti', 'tle":"Hi"}\n', '\n']);
    expect(events).toEqual([{ event: 'notification', data: '{"title":"Hi"}', id: null }]);
  });

  it('skips comment pings and defaults the event name to message', () => {
    expect(collect([': ping\n\n', 'data: plain\n\n'])).toEqual([
      { event: 'message', data: 'plain', id: null },
    ]);
  });

  it('joins several data lines with newlines and keeps the last id', () => {
    expect(collect(['id: 7\ndata: one\ndata: two\n\n'])).toEqual([
      { event: 'message', data: 'one\ntwo', id: '7' },
    ]);
  });

  it('accepts CRLF and CR line endings, including a CRLF split between chunks', () => {
    const events = collect(['event: a\r\ndata: 1\r', '\n\r\n', 'event: b\rdata: 2\r\r']);
    expect(events.map((e) => [e.event, e.data])).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
  });

  it('does not dispatch an event that has no data, and resets the name after each event', () => {
    expect(collect(['event: ready\n\n', 'data: x\n\n'])).toEqual([{ event: 'message', data: 'x', id: null }]);
  });

  it('takes the value after the first colon only, keeping further colons', () => {
    expect(collect(['data: {"at":"12:30"}\n\n'])[0]?.data).toBe('{"at":"12:30"}');
  });
});
