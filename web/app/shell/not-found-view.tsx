import { Compass, House } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/ui/button.tsx';
import { StatusNotice } from '#web/ui/status-notice.tsx';

/** The not-found page's words, shared with the server's page for a reader without JavaScript. */
export const NOT_FOUND_TEXT = {
  kicker: 'Error 404',
  title: 'Page not found',
  message: 'There is no page at this address. It may have moved, or the link may be mistyped.',
  home: 'Go to the home page',
} as const;

/**
 * What an address that is not a page shows. The console answers with it to anyone but an operator,
 * so the page does not even say that it exists.
 */
export function NotFoundView() {
  return (
    <StatusNotice
      icon={Compass}
      kicker={NOT_FOUND_TEXT.kicker}
      title={NOT_FOUND_TEXT.title}
      message={NOT_FOUND_TEXT.message}
      action={
        <Button asChild variant="outline">
          <Link to="/">
            <House aria-hidden="true" />
            {NOT_FOUND_TEXT.home}
          </Link>
        </Button>
      }
    />
  );
}
