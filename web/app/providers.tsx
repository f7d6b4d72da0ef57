import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '#web/lib/auth-state.tsx';
import { queryClient } from '#web/lib/query-client.ts';
import { ThemeProvider } from './theme.tsx';

/**
 * Providers that do not need the router. Those that do (the auth dialog, which links to pages)
 * live in the root layout, inside the router.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AuthProvider>{children}</AuthProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
