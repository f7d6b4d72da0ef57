// A Vite plugin: `import { Heart } from 'lucide-react'` becomes `import Heart from
// 'lucide-react/icons/heart'`, the icon's own module. Through the barrel, every module that uses an
// icon imports all ~1,700 of them and the bundler has to shake them out again; the graph then says
// nothing about which icons a page draws, so the build (vite.config.ts) could not keep the home
// page's few icons apart from the rest. Direct imports also spare the server render the barrel.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g;
const SOURCE = /[\\/](web|shared)[\\/][^?]*\.[jt]sx?$/;

/** Export name → icon file (without extension), read from the package's own barrel. */
function readIconFiles() {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('lucide-react/package.json'));
  const barrel = readFileSync(join(packageDir, 'dist', 'esm', 'lucide-react.mjs'), 'utf8');
  const files = new Map();
  for (const match of barrel.matchAll(/export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([^']+)\.mjs'/g)) {
    for (const name of match[1].matchAll(/default as (\w+)/g)) files.set(name[1], match[2]);
  }
  return files;
}

/** The import statement(s) for one barrel import: icons directly, anything else from the barrel. */
export function rewriteLucideImport(specifiers, iconFiles) {
  const direct = [];
  const rest = [];
  const types = [];
  for (const raw of specifiers.split(',')) {
    const specifier = raw.trim();
    if (!specifier) continue;
    const [imported, local = imported] = specifier.split(/\s+as\s+/).map((part) => part.trim());
    const file = iconFiles.get(imported);
    if (specifier.startsWith('type ')) types.push(specifier.slice(5).trim());
    else if (file) direct.push(`import ${local} from 'lucide-react/icons/${file}';`);
    else rest.push(specifier);
  }
  // Types stay a type import: a value import left empty would still load the barrel.
  if (types.length > 0) direct.push(`import type { ${types.join(', ')} } from 'lucide-react';`);
  if (rest.length > 0) direct.push(`import { ${rest.join(', ')} } from 'lucide-react';`);
  return direct.join(' ');
}

export function lucideDirectImports() {
  let iconFiles;
  return {
    name: 'easel:lucide-direct-imports',
    enforce: 'pre',
    transform(code, id) {
      if (!SOURCE.test(id) || id.includes('node_modules') || !code.includes('lucide-react')) return null;
      iconFiles ??= readIconFiles();
      let changed = false;
      const rewritten = code.replace(BARREL_IMPORT, (statement, specifiers) => {
        changed = true;
        // The statement's line breaks are kept after it, so every later line keeps its number.
        return rewriteLucideImport(specifiers, iconFiles) + '\n'.repeat(statement.split('\n').length - 1);
      });
      return changed ? { code: rewritten, map: null } : null;
    },
  };
}
