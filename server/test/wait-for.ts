/** Polls `check` until it holds; fails after `timeoutMs`. For what arrives on its own time (a NOTIFY, a reconnect). */
export async function waitFor(check: () => boolean, timeoutMs = 10_000, everyMs = 20): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
