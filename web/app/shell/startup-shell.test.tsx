import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
// The file as written, not as Vite's build would transform it.
import indexHtml from '../../index.html?raw';
import { JavaScriptNeededNotice } from './javascript-needed-notice.tsx';
import { StartupShell } from './startup-shell.tsx';

/** The markup between the shell markers inside #root, as the browser gets it before any script runs. */
function shellInIndexHtml(): string {
  const match = /<div id="root"><!--startup-shell-->([\s\S]*?)<!--\/startup-shell--><\/div>/.exec(indexHtml);
  if (!match) throw new Error('web/index.html has no <!--startup-shell--> markers inside #root');
  return match[1]!.trim();
}

describe('the startup shell', () => {
  it('is in web/index.html exactly as the router draws it while the first page loads', () => {
    // On failure, paste the received markup between the markers in web/index.html.
    expect(shellInIndexHtml()).toBe(
      renderToStaticMarkup(<StartupShell withoutScript={<JavaScriptNeededNotice />} />),
    );
  });

  it('shows the wordmark linking home and announces that the page is loading', () => {
    const html = shellInIndexHtml();
    expect(html).toContain('<a href="/"');
    expect(html).toContain('<span>Easel</span>');
    expect(html).toContain('role="status"');
  });
});
