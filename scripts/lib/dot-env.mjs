import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';

/**
 * Reads ./.env (if any) into process.env so `npm start` and `npm run dev` honour it; a variable
 * already set in the shell wins. The server itself reads only its environment.
 */
export function loadDotEnv(rootDir) {
  const path = join(rootDir, '.env');
  if (!existsSync(path)) return [];
  const values = parseEnv(readFileSync(path, 'utf8'));
  const applied = [];
  for (const [key, value] of Object.entries(values)) {
    if (process.env[key] !== undefined) continue;
    process.env[key] = value;
    applied.push(key);
  }
  return applied;
}
