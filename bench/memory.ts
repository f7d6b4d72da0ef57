// The server's memory as the kernel sees it (Linux /proc): what an operator sizes a machine by.
import { readFileSync } from 'node:fs';

const MB = 1024 * 1024;

/** VmRSS (now) and VmHWM (peak since start) of a process, in bytes. */
export function readMemory(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

/** RSS once start-up work (migrations, seed, JIT) has settled and nothing is asking anything. */
export async function idleRss(pid: number, settleMs = 3000): Promise<number> {
  await new Promise((done) => setTimeout(done, settleMs));
  return readMemory(pid).rss;
}

export const formatMB = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
