import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageTitleFor } from '../page-title.ts';

/**
 * Keeps the tab's title on the page shown. The server titles the page it sends; from there the app
 * moves between pages itself, and the title follows it, the same as the server would give, filled
 * in (an artist's name, a campaign's title) as the page's data arrives.
 */
export function useDocumentTitle() {
  const { pathname, search } = useLocation();
  const client = useQueryClient();
  useEffect(() => {
    const show = () => {
      const title = pageTitleFor(pathname, search, client);
      if (document.title !== title) document.title = title;
    };
    show();
    return client.getQueryCache().subscribe(show);
  }, [pathname, search, client]);
}
