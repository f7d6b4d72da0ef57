import { QueryClient } from '@tanstack/react-query';

/**
 * One client for the app. Its own retries are off because the API client already retries
 * transient failures (spec §8); retrying twice would multiply the attempts.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
