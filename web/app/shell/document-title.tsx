import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { pageTitleFor } from '../page-title.ts';

/** How long a new page has to fill in its title (an artist's name) before a screen reader is told. */
const ANNOUNCE_AFTER_MS = 600;

/** Writes the rest of the head (page-head.ts), loaded once the app has left the page the server sent. */
const loadHeadWriter = () => import('../page-head.ts').then((module) => module.writePageHead);

/**
 * Keeps the tab's title on the page shown, and tells a screen reader which page the app moved to.
 * The server titles the page it sends; from there the app moves between pages itself, so the title
 * follows it (the same the server would give, filled in as the page's data arrives), and a polite
 * live region reads it out, as a page load would have. A filter in the query string changes the
 * title but is no new page, so only a new path is read out; the first page is a real load. Once
 * the app has moved, the description, canonical link and preview tags follow the page too.
 */
export function DocumentTitle() {
  const { pathname, search } = useLocation();
  const client = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const firstPath = useRef(pathname);
  const firstLocation = useRef(`${pathname}${search}`);

  useEffect(() => {
    let writeHead: ((...page: Parameters<typeof pageTitleFor>) => void) | undefined;
    const show = () => {
      const title = pageTitleFor(pathname, search, client);
      if (document.title !== title) document.title = title;
      writeHead?.(pathname, search, client);
    };
    show();
    let left = false;
    if (`${pathname}${search}` !== firstLocation.current) {
      firstLocation.current = '';
      // The head is for link previews and share sheets, not for what the page shows: if its chunk
      // cannot be had, the page works on and the next move tries again.
      loadHeadWriter().then(
        (writer) => {
          if (left) return;
          writeHead = writer;
          show();
        },
        () => {},
      );
    }
    const unsubscribe = client.getQueryCache().subscribe(show);
    return () => {
      left = true;
      unsubscribe();
    };
  }, [pathname, search, client]);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    const timer = setTimeout(() => setAnnouncement(document.title), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </p>
  );
}
