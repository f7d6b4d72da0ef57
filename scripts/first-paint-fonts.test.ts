import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  codePointsOf,
  FIRST_PAINT_FONTS,
  unicodeRangeOf,
  writeFirstPaintFonts,
} from './first-paint-fonts.mjs';

const require = createRequire(import.meta.url);
const fontsDir = fileURLToPath(new URL('../web/.fonts/', import.meta.url));

describe('the first-paint fonts', () => {
  it('read a unicode-range as the code points it names', () => {
    expect(codePointsOf('U+0041-0043,U+20AC')).toBe('ABC€');
    expect(
      unicodeRangeOf('@font-face{src:url(./files/a.woff2);unicode-range:U+0000-00FF,U+0131;}', 'a.woff2'),
    ).toBe('U+0000-00FF,U+0131');
    expect(() => unicodeRangeOf('@font-face{src:url(./files/b.woff2)}', 'a.woff2')).toThrow(/No @font-face/);
  });

  it("are cut from Fontsource's Latin files, smaller, and declared for the same Latin range", async () => {
    await writeFirstPaintFonts();
    const css = readFileSync(join(fontsDir, 'first-paint.css'), 'utf8');
    for (const font of FIRST_PAINT_FONTS) {
      const packageDir = dirname(require.resolve(`${font.packageName}/package.json`));
      const source = join(packageDir, 'files', font.source);
      const cut = join(fontsDir, font.file);
      expect(readFileSync(cut).subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(statSync(cut).size).toBeLessThan(statSync(source).size * 0.8);
      const range = unicodeRangeOf(readFileSync(join(packageDir, 'index.css'), 'utf8'), font.source);
      expect(css).toContain(
        `font-family:'${font.family}';font-style:normal;font-display:swap;font-weight:${font.weight};src:url(./${font.file})`,
      );
      expect(css).toContain(`unicode-range:${range}}`);
    }
  });
});
