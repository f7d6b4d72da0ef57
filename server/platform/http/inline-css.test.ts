import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from '../../../scripts/inline-css.mjs';

// index.html carries the stylesheet inline (scripts/inline-css.mjs), so the startup shell paints without
// another round trip. spa-compression.test.ts checks that the larger page then goes out compressed.

const cssAsset = (source: string) =>
  ({ type: 'asset', fileName: 'assets/index-AbC123.css', source }) as const;

describe('the build puts the stylesheet into index.html', () => {
  const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-AbC123.css"></head>';

  it('replaces the link with the stylesheet and drops the file, which nothing else loads', () => {
    const bundle: Record<string, unknown> = { 'assets/index-AbC123.css': cssAsset('body{color:red}') };
    expect(inlineStylesheets(html, bundle as never)).toBe('<head><style>body{color:red}</style></head>');
    expect(bundle).toEqual({});
  });

  it('cannot be made to close the style element early by what the CSS holds', () => {
    const bundle = { 'assets/index-AbC123.css': cssAsset('a::after{content:"</style><script>"}') };
    const out = inlineStylesheets(html, bundle as never);
    expect(out.match(/<\/style/g)).toHaveLength(1);
    expect(out).toContain('<\\/style><script>');
  });

  it('leaves links to other stylesheets alone', () => {
    const other = '<link rel="stylesheet" crossorigin href="/assets/print-XyZ.css">';
    const bundle = {
      'assets/print-XyZ.css': { type: 'asset', fileName: 'assets/print-XyZ.css', source: 'x{}' },
    };
    expect(inlineStylesheets(other, bundle as never)).toBe(other);
  });
});
