import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { OwnUser } from '#shared/schemas/auth.ts';
import type { FeedPost } from '#shared/schemas/feed.ts';
import { AuthDialogProvider } from '#web/features/auth/components/auth-dialog.tsx';
import { AuthProvider } from '#web/lib/auth-state.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { writeSession } from '#web/lib/storage.ts';
import { Toaster } from '#web/ui/toast.tsx';
import { TooltipProvider } from '#web/ui/tooltip.tsx';

/** Test-only: the signed-in reader of the engagement tests. */
export const reader: OwnUser = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Sam Rivera',
  username: 'sam',
  avatarUrl: null,
  role: 'user',
  verified: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  email: 'sam@example.com',
  emailVerified: true,
  pendingEmail: null,
  emailNotifications: true,
  pushNotifications: true,
};

/** Stores a session the way login does; the test's fetch stub must answer GET /auth/verify. */
export function signIn(user: OwnUser = reader) {
  writeSession('test-token', user);
}

export const verifyHandler = (user: OwnUser = reader) => ({ success: true, valid: true, user });

/** Renders `element` at `path` inside the app's providers (query, auth, auth dialog, tooltips, toasts). */
export function renderWithApp(
  element: ReactNode,
  { path = '/', route = '/' }: { path?: string; route?: string } = {},
) {
  const router = createMemoryRouter(
    [
      {
        path: route,
        element: (
          <AuthDialogProvider>
            {element}
            <Toaster />
          </AuthDialogProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <TooltipProvider>
          <RouterProvider router={router} />
        </TooltipProvider>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

export function makePost(n: number, overrides: Partial<FeedPost['artwork']> = {}, views = 12): FeedPost {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    artist: {
      id: '11111111-1111-4111-8111-111111111111',
      name: 'Maya Chen',
      username: 'maya',
      avatarUrl: null,
      verified: true,
      location: 'Kyoto, Japan',
    },
    artwork: {
      title: `Artwork ${n}`,
      description: `Caption ${n}`,
      imageUrl: `/api/v1/files/media/${n}.png`,
      previewOnly: false,
      thumbnailUrl: null,
      renditions: [],
      width: 800,
      height: 1000,
      tags: [],
      price: null,
      type: 'image',
      ...overrides,
    },
    engagement: { likes: 3, comments: 1, views },
    createdAt: new Date(Date.now() - n * 3_600_000).toISOString(),
    viewer: { liked: false, saved: false },
  };
}
