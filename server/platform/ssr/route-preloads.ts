/** One entry of Vite's build manifest (build/client-manifest.json). */
type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
export type ClientManifest = Record<string, ManifestChunk>;

/**
 * The chunks a server-rendered page's route needs, so the HTML preloads them beside the entry and
 * hydration waits on no download it could have started earlier. The entry and what it imports are
 * already in index.html (its script and Vite's own preloads), so they are left out.
 */
export function routePreloads(manifest: ClientManifest, routeModule: string): string[] {
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) collectImports(manifest, key, loadedByEntry);
  }
  const needed = new Set<string>();
  collectImports(manifest, routeModule, needed);
  return [...needed].filter((key) => !loadedByEntry.has(key)).map((key) => `/${manifest[key]!.file}`);
}

function collectImports(manifest: ClientManifest, key: string, into: Set<string>) {
  if (into.has(key) || !manifest[key]) return;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) collectImports(manifest, imported, into);
}
