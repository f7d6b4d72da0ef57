import type { Database } from '../client.ts';

// STUB: the seed helper replaces this.
export async function seedIfEmpty(
  _database: Database,
  _options: { uploadsDir: string; log?: unknown },
): Promise<boolean> {
  return false;
}
