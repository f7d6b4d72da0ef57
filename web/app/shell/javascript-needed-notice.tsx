import { ToggleLeft } from 'lucide-react';
import { StatusNotice } from '#web/ui/status-notice.tsx';
import { HomeAction } from './not-found-view.tsx';

/**
 * What a reader without JavaScript finds on a page only the browser draws (signing in, the
 * dashboard, the wallet): web/index.html carries it inside <noscript> in the startup shell, where
 * there was only an endless "Loading". The public pages the server renders read without script,
 * so it sends the reader there. Never in the app's own chunks: with script on, nobody sees it.
 */
export function JavaScriptNeededNotice() {
  return (
    <StatusNotice
      icon={ToggleLeft}
      kicker="JavaScript is off"
      title="This page needs JavaScript"
      message="Signing in, your dashboard, bookings, messages and wallet work in your browser. Turn on JavaScript to use them. The feed, artists, the marketplace and campaigns can be read without it."
      action={<HomeAction plainLink />}
    />
  );
}
