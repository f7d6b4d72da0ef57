import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '#web/lib/auth-state.tsx';
import { queryClient as browserQueryClient } from '#web/lib/query-client.ts';
import { ThemeProvider } from './theme.tsx';

type AppProvidersProps = {
  children: ReactNode;
  /** The server render passes its own per-request client; the browser uses the app's one. */
  client?: QueryClient;
  /**
   * A server-rendered page: the first render must match the HTML, which is the same for everyone,
   * so the stored session and theme choice are read only after hydration (see each provider).
   */
  serverRendered?: boolean;
};

/**
 * Providers that do not need the router. Those that do (the auth dialog, which links to pages)
 * live in the root layout, inside the router.
 */
export function AppProviders({
  children,
  client = browserQueryClient,
  serverRendered = false,
}: AppProvidersProps) {
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider deferStoredChoice={serverRendered}>
        <AuthProvider deferStoredSession={serverRendered}>{children}</AuthProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
