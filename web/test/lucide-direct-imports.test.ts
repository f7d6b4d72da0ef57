import * as barrel from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { lucideDirectImports, rewriteLucideImport } from '../../scripts/lucide-direct-imports.mjs';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = lucideDirectImports().transform as Transform;

/** The source as the build sees it after the rewrite. */
async function importsOf(code: string) {
  const out = transform(code, '/project/web/example.tsx');
  if (!out) throw new Error('expected a rewrite');
  return out.code;
}

describe('direct icon imports', () => {
  it('imports each icon from its own module, which is the same component the barrel exports', async () => {
    const code = await importsOf(
      "import {\n  AlertCircle as Warn,\n  Heart,\n  type LucideIcon,\n} from 'lucide-react';\nconst x = 1;",
    );
    // An alias (AlertCircle) is found under the file the icon is named by now.
    const warnFrom = /import Warn from '(lucide-react\/icons\/[a-z-]+)';/.exec(code)?.[1];
    expect(code).toContain("import Heart from 'lucide-react/icons/heart';");
    expect(code).toContain("import type { LucideIcon } from 'lucide-react';");
    // The statement's five lines stay five, so the lines after it keep their numbers.
    expect(code.split('\n').indexOf('const x = 1;')).toBe(5);
    const heart = (await import('lucide-react/icons/heart')).default;
    const alert = (await import(/* @vite-ignore */ `${warnFrom}`)).default;
    // In Node the barrel is the CommonJS build and the icon file the ES one: compare the icons, not the objects.
    expect(heart.displayName).toBe(barrel.Heart.displayName);
    expect(alert.displayName).toBe(barrel.AlertCircle.displayName);
    expect(alert.displayName).not.toBe(heart.displayName);
  });

  it('leaves what is not an icon on the barrel, and files outside the app alone', () => {
    const files = new Map([['Heart', 'heart']]);
    expect(rewriteLucideImport('Heart, createLucideIcon', files)).toBe(
      "import Heart from 'lucide-react/icons/heart'; import { createLucideIcon } from 'lucide-react';",
    );
    expect(transform("import { Heart } from 'lucide-react';", '/project/node_modules/x/index.js')).toBeNull();
    expect(transform("import { Heart } from 'lucide-react';", '/project/scripts/x.mjs')).toBeNull();
  });
});
