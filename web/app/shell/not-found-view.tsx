import { Compass, House } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/ui/button.tsx';
import { StatusNotice } from '#web/ui/status-notice.tsx';

export const NOT_FOUND_TITLE = 'Page not found';

/**
 * The way back to the home page, as a button. `plainLink` draws it as a plain link, for the
 * server's page to readers without JavaScript, where no router runs.
 */
export function HomeAction({ plainLink = false }: { plainLink?: boolean }) {
  const home = (
    <>
      <House aria-hidden="true" />
      Go to the home page
    </>
  );
  return (
    <Button asChild variant="outline">
      {plainLink ? <a href="/">{home}</a> : <Link to="/">{home}</Link>}
    </Button>
  );
}

/** The notice of an address with nothing at it, under its status. */
export function NotFoundNotice({
  status = 404,
  plainLink = false,
}: {
  status?: number;
  plainLink?: boolean;
}) {
  return (
    <StatusNotice
      icon={Compass}
      kicker={`Error ${status}`}
      title={NOT_FOUND_TITLE}
      message="There is no page at this address. It may have moved, or the link may be mistyped."
      action={<HomeAction plainLink={plainLink} />}
    />
  );
}

/**
 * What an address that is not a page shows. The console answers with it to anyone but an operator,
 * so the page does not even say that it exists.
 */
export function NotFoundView() {
  return <NotFoundNotice />;
}
