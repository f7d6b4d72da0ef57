// Puts the built stylesheet into index.html as a <style> element. The startup shell can then be painted
// from the HTML alone, without a round trip for a render-blocking stylesheet; on a slow link that round
// trip is most of the time to first paint. The CSP allows inline styles ('unsafe-inline' in style-src),
// and index.html is sent with no-cache, so the styles are as fresh as the page. Fonts stay files.

/** The entry's stylesheet (Tailwind's, the build's only one), which index.html carries inline. */
export const isInlinedCss = (fileName) => /(^|\/)assets\/index-[\w-]+\.css$/.test(fileName);

/** The built HTML with each stylesheet link of this build replaced by the stylesheet itself. */
export function inlineStylesheets(html, bundle) {
  return html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (tag, fileName) => {
    const asset = bundle[fileName];
    if (asset?.type !== 'asset' || !isInlinedCss(fileName)) return tag;
    // Never end the element early, whatever the CSS holds.
    const css = String(asset.source).replaceAll('</style', '<\\/style');
    // Lazy chunks do not ask for it either (build.modulePreload in vite.config.ts): the file is not needed.
    delete bundle[fileName];
    return `<style>${css}</style>`;
  });
}

export function inlineCss() {
  return {
    name: 'easel:inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => (bundle ? inlineStylesheets(html, bundle) : html),
    },
  };
}
