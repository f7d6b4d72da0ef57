import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding Easel's package.json. Files the server reads at run time (migrations, the
 * version) are found from here, not next to the running module: that module is
 * server/platform/… under tsx and in tests, but build/server/main.js once bundled.
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'easel'
    ) {
      return dir;
    }
    if (dirname(dir) === dir) throw new Error(`Easel's package.json was not found above ${from}`);
  }
}

export const projectRoot = findProjectRoot(dirname(fileURLToPath(import.meta.url)));
