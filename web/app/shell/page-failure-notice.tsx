import { CloudOff, Link2Off, RotateCw } from 'lucide-react';
import { Button } from '#web/ui/button.tsx';
import { StatusNotice } from '#web/ui/status-notice.tsx';
import { HomeAction, NOT_FOUND_TITLE, NotFoundNotice } from './not-found-view.tsx';

const UNAVAILABLE_TITLE = 'Easel is unavailable right now';
const INVALID_ADDRESS_TITLE = 'This address is not valid';

/**
 * The notice's title, for the page's <title> too: a 400 is an address the server could not read
 * (a broken escape, a NUL), any other 4xx a page that is not there, a 5xx the site away.
 */
export function pageFailureTitle(status: number): string {
  if (status >= 500) return UNAVAILABLE_TITLE;
  return status === 400 ? INVALID_ADDRESS_TITLE : NOT_FOUND_TITLE;
}

/**
 * What a reader without JavaScript sees in place of a page the server could not answer: a missing
 * artist or campaign, an address it could not read, or the database away. The server puts it in
 * the startup shell inside <noscript>; with JavaScript the app starts and draws its own state for
 * the same failure. Plain links, not the router's: nothing here runs in a browser.
 */
export function PageFailureNotice({ status, href }: { status: number; href: string }) {
  if (status === 400) {
    return (
      <StatusNotice
        icon={Link2Off}
        kicker={`Error ${status}`}
        title={INVALID_ADDRESS_TITLE}
        message="Part of this address cannot be read, so it leads nowhere. Check the link, or start again from the home page."
        action={<HomeAction plainLink />}
      />
    );
  }
  if (status < 500) return <NotFoundNotice status={status} plainLink />;
  return (
    <StatusNotice
      icon={CloudOff}
      kicker={`Error ${status}`}
      title={UNAVAILABLE_TITLE}
      message="This page could not be loaded. Please try again in a moment."
      action={
        <Button asChild variant="outline">
          <a href={href}>
            <RotateCw aria-hidden="true" />
            Try again
          </a>
        </Button>
      }
    />
  );
}
