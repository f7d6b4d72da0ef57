import { Compass, House } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/ui/button.tsx';

/**
 * What an address that is not a page shows. The console answers with it to anyone but an operator,
 * so the page does not even say that it exists.
 */
export function NotFoundView() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="mb-6 inline-flex size-14 items-center justify-center rounded-full bg-surface-muted text-ink-muted">
        <Compass aria-hidden="true" className="size-7" />
      </span>
      <p className="text-sm font-semibold tracking-wider text-accent-text uppercase">Error 404</p>
      <h1 className="mt-2 font-display text-3xl font-semibold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="mt-3 text-ink-muted">
        There is no page at this address. It may have moved, or the link may be mistyped.
      </p>
      <Button asChild variant="outline" className="mt-8">
        <Link to="/">
          <House aria-hidden="true" />
          Go to the home page
        </Link>
      </Button>
    </div>
  );
}
