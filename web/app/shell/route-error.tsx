import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState } from '#web/ui/error-state.tsx';

function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `HTTP ${error.status}: ${error.statusText}`;
  // A lazy page chunk that fails to load usually means a new version was deployed meanwhile.
  if (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script/i.test(error.message)
  ) {
    return 'This page could not be loaded. Please check your connection and try again.';
  }
  return 'An unexpected error occurred. Please try again.';
}

/** Shown instead of a page that failed to load or render; Retry reloads it. */
export function RouteError() {
  const error = useRouteError();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="sr-only">Something went wrong</h1>
      <ErrorState message={describeError(error)} onRetry={() => window.location.reload()} />
    </div>
  );
}
