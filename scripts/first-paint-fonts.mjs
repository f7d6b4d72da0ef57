// A Vite plugin for the two font files every page's first paint sets text in: Latin Inter and Latin
// Fraunces. Fontsource ships each as a variable font over every weight (100–900), 48 and 37 KB. The app
// sets Inter at 400–700 and Fraunces only at 600 (its headings and the brand), so the build cuts each
// to what it draws: Inter's weight axis to 400–700, Fraunces pinned at 600, every glyph and OpenType
// feature kept (tabular figures included). 49 KB instead of 85, on every first visit, in front of the
// largest paint. The files are made from the npm packages with HarfBuzz (subset-font) into web/.fonts/,
// with a stylesheet that declares them after Fontsource's own faces, so they win for Latin text while
// every other script keeps Fontsource's files. index.html preloads the two beside the stylesheet: found
// only once the stylesheet had arrived and the page was laid out, they came a round trip later.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const outDir = fileURLToPath(new URL('../web/.fonts/', import.meta.url));

/** The cut faces; `file` is also how the preload finds them among the build's assets. */
export const FIRST_PAINT_FONTS = [
  {
    family: 'Inter Variable',
    packageName: '@fontsource-variable/inter',
    source: 'inter-latin-wght-normal.woff2',
    file: 'inter-latin-400-700.woff2',
    axes: { wght: { min: 400, max: 700 } },
    weight: '400 700',
    format: 'woff2-variations',
  },
  {
    family: 'Fraunces Variable',
    packageName: '@fontsource-variable/fraunces',
    source: 'fraunces-latin-wght-normal.woff2',
    file: 'fraunces-latin-600.woff2',
    axes: { wght: 600 },
    weight: '600',
    format: 'woff2',
  },
];

/** Every code point of a unicode-range list such as `U+0000-00FF,U+0131,U+20AC`. */
export function codePointsOf(unicodeRange) {
  const text = [];
  for (const part of unicodeRange.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let code = Number.parseInt(from, 16); code <= Number.parseInt(to, 16); code++) {
      text.push(String.fromCodePoint(code));
    }
  }
  return text.join('');
}

/** The unicode-range Fontsource gives a face file, read from the package's own stylesheet. */
export function unicodeRangeOf(packageCss, sourceFile) {
  const face = packageCss.split('@font-face').find((block) => block.includes(`/${sourceFile})`));
  const range = face && /unicode-range:\s*([^;]+);/.exec(face)?.[1];
  if (!range) throw new Error(`No @font-face for ${sourceFile} in the package's stylesheet`);
  return range.trim();
}

function packageDir(name) {
  return dirname(require.resolve(`${name}/package.json`));
}

const fresh = (output, inputs) =>
  existsSync(output) && inputs.every((input) => statSync(input).mtimeMs <= statSync(output).mtimeMs);

/** Writes web/.fonts/ (the cut files and first-paint.css) unless it is newer than what it is made from. */
export async function writeFirstPaintFonts() {
  mkdirSync(outDir, { recursive: true });
  const css = join(outDir, 'first-paint.css');
  const faces = [];
  const inputs = [fileURLToPath(import.meta.url)];
  for (const font of FIRST_PAINT_FONTS) {
    const dir = packageDir(font.packageName);
    const source = join(dir, 'files', font.source);
    const packageCss = join(dir, 'index.css');
    inputs.push(source, packageCss);
    const range = unicodeRangeOf(readFileSync(packageCss, 'utf8'), font.source);
    const output = join(outDir, font.file);
    if (!fresh(output, [source, packageCss, fileURLToPath(import.meta.url)])) {
      const cut = await subsetFont(readFileSync(source), codePointsOf(range), {
        targetFormat: 'woff2',
        variationAxes: font.axes,
      });
      writeFileSync(output, cut);
    }
    faces.push(
      `@font-face{font-family:'${font.family}';font-style:normal;font-display:swap;font-weight:${font.weight};` +
        `src:url(./${font.file}) format('${font.format}');unicode-range:${range}}`,
    );
  }
  if (!fresh(css, inputs)) {
    writeFileSync(css, `/* Made by scripts/first-paint-fonts.mjs; not in git. */\n${faces.join('\n')}\n`);
  }
}

/** Makes the fonts before the stylesheet is built, and preloads them from index.html. */
export function firstPaintFonts() {
  const names = new Set(FIRST_PAINT_FONTS.map((font) => font.file));
  return {
    name: 'easel:first-paint-fonts',
    buildStart: () => writeFirstPaintFonts(),
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.values(bundle ?? {})
          .filter((item) => item.type === 'asset' && item.names.some((name) => names.has(name)))
          .map((font) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${font.fileName}`,
              crossorigin: '',
            },
            injectTo: 'head',
          })),
    },
  };
}
