import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageFailureNotice, pageFailureTitle } from './page-failure-notice.tsx';

/** The notice as a reader without JavaScript gets it: parsed from the server's markup. */
function parse(status: number, href: string) {
  const html = renderToStaticMarkup(<PageFailureNotice status={status} href={href} />);
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const link = doc.querySelector('a');
  return {
    html,
    heading: doc.querySelector('h1')?.textContent,
    text: doc.body.textContent ?? '',
    link: { text: link?.textContent, href: link?.getAttribute('href') },
  };
}

describe('the notice of a public page the server could not render', () => {
  it('says a missing page is not there, with its status, and links home', () => {
    const missing = parse(404, '/artists/nobody');
    expect(missing.heading).toBe('Page not found');
    expect(pageFailureTitle(404)).toBe('Page not found');
    expect(missing.text).toContain('Error 404');
    expect(missing.link).toEqual({ text: 'Go to the home page', href: '/' });
    // Any 4xx but a 400 is a page that is not there, under its own status.
    const gone = parse(410, '/x');
    expect([gone.heading, pageFailureTitle(410)]).toEqual(['Page not found', 'Page not found']);
    expect(gone.text).toContain('Error 410');
  });

  it('says an address the server could not read is not valid, and links home', () => {
    const unreadable = parse(400, '/artists/%E0%A4%A');
    expect(unreadable.heading).toBe('This address is not valid');
    expect(pageFailureTitle(400)).toBe(unreadable.heading);
    expect(unreadable.text).toContain('Error 400');
    expect(unreadable.text).toContain('Check the link');
    expect(unreadable.link).toEqual({ text: 'Go to the home page', href: '/' });
  });

  it('says the site is away for a 5xx, and offers the same address again', () => {
    const away = parse(503, '/artists/maya?tab=shop');
    expect(away.heading).toBe('Easel is unavailable right now');
    expect(pageFailureTitle(503)).toBe(away.heading);
    expect(away.text).toContain('try again in a moment');
    expect(away.link).toEqual({ text: 'Try again', href: '/artists/maya?tab=shop' });
  });

  it('writes an address with markup in it as text', () => {
    const hostile = '/artists/a"><script>alert(1)</script>';
    const away = parse(503, hostile);
    expect(away.html).not.toContain('<script>');
    expect(away.link.href).toBe(hostile);
  });
});
