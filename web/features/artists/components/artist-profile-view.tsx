import { useQuery } from '@tanstack/react-query';
import type { ArtistProfile } from '#shared/schemas/artists.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/ui/tabs.tsx';
import { artistGalleryQuery } from '../api/artists-api.ts';
import { ArtistAbout } from './artist-about.tsx';
import { ArtistContact } from './artist-contact.tsx';
import { ArtistGallery } from './artist-gallery.tsx';
import { ArtistHeader } from './artist-header.tsx';
import { ArtistReviews } from './artist-reviews.tsx';
import { ArtistStats } from './artist-stats.tsx';

/** A loaded artist: header, stats row and the spec's four tabs. */
export function ArtistProfileView({ artist }: { artist: ArtistProfile }) {
  const gallery = useQuery(artistGalleryQuery(artist.id));
  const newest = gallery.data?.[0];
  const coverUrl = newest?.type === 'image' ? (newest.thumbnailUrl ?? newest.imageUrl) : newest?.thumbnailUrl;

  return (
    <article>
      <ArtistHeader artist={artist} coverUrl={coverUrl} />
      <ArtistStats artist={artist} />
      <Tabs defaultValue="gallery" className="mt-10">
        <TabsList aria-label="Artist profile sections">
          <TabsTrigger value="gallery">Gallery</TabsTrigger>
          <TabsTrigger value="about">About</TabsTrigger>
          <TabsTrigger value="reviews">Reviews</TabsTrigger>
          <TabsTrigger value="contact">Contact</TabsTrigger>
        </TabsList>
        <TabsContent value="gallery">
          <ArtistGallery
            artistName={artist.name}
            items={gallery.data}
            total={artist.stats.artworks}
            isPending={gallery.isPending}
            error={gallery.error}
            onRetry={() => void gallery.refetch()}
            retrying={gallery.isRefetching}
          />
        </TabsContent>
        <TabsContent value="about">
          <ArtistAbout artist={artist} />
        </TabsContent>
        <TabsContent value="reviews">
          <ArtistReviews artist={artist} />
        </TabsContent>
        <TabsContent value="contact">
          <ArtistContact artist={artist} />
        </TabsContent>
      </Tabs>
    </article>
  );
}
