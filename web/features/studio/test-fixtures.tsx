import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { OwnArtistProfile } from '#shared/schemas/artists.ts';
import type { OwnUser } from '#shared/schemas/auth.ts';
import type { MediaItem } from '#shared/schemas/media.ts';
import { AuthProvider } from '#web/lib/auth-state.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { FakeAuthDialog } from '#web/lib/reporting/test-kit.tsx';

export const mayaId = '5b7f0d1e-8c9a-4b3d-9e2f-1a2b3c4d5e6f';

export const maya: OwnUser = {
  id: mayaId,
  name: 'Maya Chen',
  username: 'maya',
  email: 'maya@example.com',
  avatarUrl: null,
  role: 'artist',
  verified: true,
  emailVerified: true,
  pendingEmail: null,
  emailNotifications: true,
  pushNotifications: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

export const mayaProfile: OwnArtistProfile = {
  id: mayaId,
  name: 'Maya Chen',
  username: 'maya',
  avatarUrl: null,
  verified: true,
  bookingEnabled: true,
  bio: 'Ceramic artist working with porcelain.',
  location: 'Lisbon, Portugal',
  website: 'https://maya.example.com',
  social: { instagram: 'maya.clay', twitter: null },
  category: 'sculpture',
  stats: { followers: 10, following: 2, artworks: 3, views: 100, sales: 0, rating: null, reviews: 0 },
  pricing: { hourlyRate: 75, currency: 'MACS' },
  specialties: ['Porcelain', 'Glazing'],
  experience: '8 years',
  responseTime: 'Within 24 hours',
  languages: ['English'],
  education: [],
  achievements: [],
  memberSince: '2025-01-01T00:00:00.000Z',
  email: 'maya@example.com',
  phone: null,
  timezone: 'Europe/Lisbon',
};

export function mediaItem(overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    id: 'c0ffee00-0000-4000-8000-000000000001',
    title: 'Blue Bowl',
    caption: 'Thrown porcelain.',
    type: 'image',
    url: '/api/v1/files/media/blue.webp',
    previewOnly: false,
    hiddenReason: null,
    originalUrl: '/api/v1/files/media/blue.png',
    thumbnail: '/api/v1/files/media/blue-thumb.webp',
    renditions: [],
    width: 800,
    height: 600,
    tags: ['ceramics'],
    uploadDate: '2025-02-01T10:00:00.000Z',
    likes: 0,
    views: 0,
    downloads: 0,
    comments: 0,
    allowDownload: false,
    price: null,
    editionSize: null,
    published: true,
    artist: { id: mayaId, name: 'Maya Chen', username: 'maya', avatarUrl: null },
    viewer: { liked: false, saved: false, isOwner: true },
    ...overrides,
  };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Route = (init: RequestInit | undefined) => Response | Promise<Response>;

/** Stubs fetch (the network edge) by "METHOD /path"; anything else answers 404. Returns the calls. */
export function stubApi(routes: Record<string, Route>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url.pathname.replace(/^\/api\/v1/, ''), body });
      const route = routes[`${method} ${url.pathname.replace(/^\/api\/v1/, '')}`];
      return route ? route(init) : json({ success: false, message: 'Not found' }, 404);
    }),
  );
  return calls;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <MemoryRouter>
          {/* The app's root provides the auth dialog; content menus (Report) ask for it. */}
          <FakeAuthDialog>{children}</FakeAuthDialog>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>
  );
}
