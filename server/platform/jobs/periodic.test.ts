import { describe, expect, it } from 'vitest';
import { passFailureLog, startPeriodicTask } from './periodic.ts';

/** A pass whose outcome each call takes from the list: an error to throw, or nothing. */
function scriptedPass(outcomes: (Error | null)[]) {
  let call = 0;
  return async () => {
    const outcome = outcomes[call++];
    if (outcome) throw outcome;
  };
}

/** Errors as the pg driver raises them when the database is away, and as a pass's own bug does. */
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const terminated = () => new Error('Connection terminated unexpectedly');
const bug = () => new TypeError("Cannot read properties of undefined (reading 'id')");

function recordingLog() {
  const lines: { level: 'error' | 'info'; msg: string; obj: Record<string, unknown> }[] = [];
  return {
    lines,
    log: {
      error: (obj: unknown, msg: string) =>
        lines.push({ level: 'error', msg, obj: obj as Record<string, unknown> }),
      info: (obj: unknown, msg: string) =>
        lines.push({ level: 'info', msg, obj: obj as Record<string, unknown> }),
    },
  };
}

async function runPasses(outcomes: (Error | null)[]) {
  const { lines, log } = recordingLog();
  const task = startPeriodicTask(scriptedPass(outcomes), 3_600_000, passFailureLog(log, 'job pass'));
  for (const _ of outcomes) await task.runOnce();
  await task.stop();
  return lines;
}

describe('a periodic task while the database is away', () => {
  it('logs the first failed pass of an outage, not the rest, and once that it works again', async () => {
    const lines = await runPasses([null, refused(), terminated(), refused(), refused(), null, null]);
    expect(lines.map(({ level, msg }) => [level, msg])).toEqual([
      ['error', 'job pass failed: the database cannot be reached; the next failures are not logged'],
      ['info', 'job pass works again'],
    ]);
    expect(lines[0]?.obj.err).toBeInstanceOf(Error);
    expect(lines[1]?.obj).toEqual({ failedPasses: 4 });
  });

  it('logs a second outage as it did the first', async () => {
    const lines = await runPasses([refused(), null, refused(), refused(), null]);
    expect(lines.map(({ level }) => level)).toEqual(['error', 'info', 'error', 'info']);
    expect(lines[3]?.obj).toEqual({ failedPasses: 2 });
  });

  it("logs every failure that is the pass's own, also during an outage", async () => {
    const lines = await runPasses([bug(), bug(), refused(), bug(), refused()]);
    expect(lines.map(({ msg }) => msg)).toEqual([
      'job pass failed',
      'job pass failed',
      'job pass failed: the database cannot be reached; the next failures are not logged',
      'job pass failed',
    ]);
  });
});
