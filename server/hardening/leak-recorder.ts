import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '#server/test/test-app.ts';
import type { Actor, PrivateMarker, World } from './actors.ts';
import { buildWorld, storedSecrets } from './actors.ts';
import { createInventoriedApp } from './route-inventory.ts';
import { findSecrets } from './secret-scan.ts';

type Secrets = Awaited<ReturnType<typeof storedSecrets>>;

/**
 * Scans every response the suite receives: secrets (findSecrets) and private markers of the world
 * that the caller may not read. Findings pile up in `leaks`; each test takes its own with `drain`.
 */
export function createLeakRecorder(t: TestApp) {
  let world: World | undefined;
  let secrets: Secrets = { emails: [], hashes: [] };
  let leaks: string[] = [];

  const observe = (actor: Actor, request: string, response: LightMyRequestResponse) => {
    const body = response.body;
    if (!world) return;
    const own = actor === 'anonymous' ? undefined : world.users[actor];
    // An artist sees the e-mail of a client who booked them (to reach them); nobody else's. An
    // operator finds people by e-mail in the console's People tab (issue 17), and only there.
    const visible = new Set([own?.email, ...(actor === 'artist' ? [world.users.client.email] : [])]);
    const operatorReadsPeople = actor === 'admin' && request.includes('/api/v1/admin/users');
    const findings = findSecrets(
      body,
      {
        hashes: secrets.hashes,
        tokens: Object.values(world.users).map((u) => u.token),
        emails: operatorReadsPeople ? [] : secrets.emails.filter((email) => !visible.has(email)),
      },
      { ...(own ? { token: own.token, email: own.email } : {}) },
    );
    for (const m of world.markers as PrivateMarker[]) {
      if (m.value && !m.readers.includes(actor) && body.includes(m.value)) {
        findings.push(`private data readable only by ${m.readers.join(' and ')} (${m.value.slice(0, 24)}…)`);
      }
    }
    for (const finding of findings) leaks.push(`${request} as ${actor} → ${response.statusCode}: ${finding}`);
  };

  return {
    observe,
    /** Starts checking against this world; call again after calls that add accounts. */
    async watch(w: World) {
      world = w;
      secrets = await storedSecrets(t);
    },
    drain() {
      const out = leaks;
      leaks = [];
      return out;
    },
  };
}

/** The app with its route inventory, the shared world, and a recorder already watching every response. */
export async function openWatchedWorld() {
  const t = await createInventoriedApp();
  const recorder = createLeakRecorder(t);
  const world = await buildWorld(t, recorder.observe);
  await recorder.watch(world);
  return { t, recorder, world };
}
