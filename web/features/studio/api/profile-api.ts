import { queryOptions } from '@tanstack/react-query';
import type {
  AnyArtistProfileResponse,
  ArtistProfileMutationResponse,
  OwnArtistProfile,
  UpdateArtistProfile,
} from '#shared/schemas/artists.ts';
import { api } from '#web/lib/api-client.ts';

export const studioProfileKeys = {
  all: ['studio', 'profile'] as const,
  own: (artistId: string) => [...studioProfileKeys.all, artistId] as const,
};

/** GET /profiles/{id} with the owner's token: the profile with its private fields. */
export function ownProfileQuery(artistId: string) {
  return queryOptions({
    queryKey: studioProfileKeys.own(artistId),
    queryFn: ({ signal }) =>
      api.get<AnyArtistProfileResponse>(`/profiles/${encodeURIComponent(artistId)}`, { signal }),
    // The owner always gets the private shape; a public one would lack these fields.
    select: (body) => body.data as OwnArtistProfile,
  });
}

export const updateProfile = (artistId: string, values: UpdateArtistProfile) =>
  api.put<ArtistProfileMutationResponse>(`/profiles/${encodeURIComponent(artistId)}`, values);

// Not retried: a repeat after a lost answer would meet 'You already have an artist profile'.
export const createProfile = (values: UpdateArtistProfile = {}) =>
  api.post<ArtistProfileMutationResponse>('/profiles', values, { retry: false });
