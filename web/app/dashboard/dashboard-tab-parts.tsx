import { useQueryClient } from '@tanstack/react-query';
import { artistKeys } from '#web/features/artists/api/artists-api.ts';
import { BecomeCreatorCard } from '#web/features/studio/components/become-creator-card.tsx';

export function TabHeading({ title, description }: { title: string; description: string }) {
  return (
    <header className="mb-6">
      <h2 className="font-display text-3xl font-semibold tracking-tight">{title}</h2>
      <p className="mt-1 text-ink-muted">{description}</p>
    </header>
  );
}

/** A supporter sees how to become a creator; the new profile shows on the public pages at once. */
export function CreatorsOnly() {
  const queryClient = useQueryClient();
  return (
    <BecomeCreatorCard onCreated={() => void queryClient.invalidateQueries({ queryKey: artistKeys.all })} />
  );
}
