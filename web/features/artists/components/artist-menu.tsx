import type { ArtistProfile } from '#shared/schemas/artists.ts';
import { ReportMenu } from '#web/lib/reporting/report-menu.tsx';
import { useBlockAction } from '#web/lib/reporting/use-block-action.tsx';

/** The profile's "…" menu for someone else's page: Report the profile, Block or Unblock the artist. */
export function ArtistMenu({ artist }: { artist: ArtistProfile }) {
  const block = useBlockAction({ id: artist.id, name: artist.name });
  return (
    <>
      <ReportMenu
        label={`More actions for ${artist.name}`}
        target={{ targetType: 'artist', targetId: artist.id, name: `${artist.name}’s profile` }}
        authorId={artist.id}
        actions={[block.action]}
        size="icon"
      />
      {block.dialog}
    </>
  );
}
