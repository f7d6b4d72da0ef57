import { CloudOff, RotateCw } from 'lucide-react';
import { Button } from '#web/ui/button.tsx';
import { StatusNotice } from '#web/ui/status-notice.tsx';
import { NOT_FOUND_TITLE, NotFoundNotice } from './not-found-view.tsx';

const UNAVAILABLE_TITLE = 'Easel is unavailable right now';

/** The notice's title, for the page's <title> too: a 4xx is a page that is not there. */
export function pageFailureTitle(status: number): string {
  return status < 500 ? NOT_FOUND_TITLE : UNAVAILABLE_TITLE;
}

/**
 * What a reader without JavaScript sees in place of a public page whose data could not be had: a
 * missing artist or campaign, or the database away. The server puts it in the startup shell inside
 * <noscript>; with JavaScript the app starts and draws its own state for the same failure. Plain
 * links, not the router's: nothing here runs in a browser.
 */
export function PageFailureNotice({ status, href }: { status: number; href: string }) {
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
