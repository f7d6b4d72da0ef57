import { useMutation } from '@tanstack/react-query';
import { Bookmark, Heart, Share2 } from 'lucide-react';
import { useRef } from 'react';
import { formatCount } from '#shared/format.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { copyText } from '#web/lib/clipboard.ts';
import { useSignedInAction } from '#web/lib/use-signed-in-action.ts';
import { Button } from '#web/ui/button.tsx';
import { cn } from '#web/ui/cn.ts';
import { toast } from '#web/ui/toast.tsx';
import { setLiked, setSaved } from '../api/media-api.ts';
import { buildArtworkLink } from '../lib/share-link.ts';

export type LikeState = { liked: boolean; likes: number };

type LikeButtonProps = LikeState & {
  mediaId: string;
  title: string;
  /** Puts a like state into the caller's cache: first the guess, then the server's answer, or the old state back. */
  onChange: (next: LikeState) => void;
  size?: 'sm' | 'md';
};

/** Like persists at once (optimistic); a failure puts the old state back and says why. */
export function LikeButton({ mediaId, title, liked, likes, onChange, size = 'md' }: LikeButtonProps) {
  const { guard } = useSignedInAction();
  // Only the newest click's answer may set the state, so quick double clicks end where the user left them.
  const latest = useRef(0);
  const mutation = useMutation({
    mutationFn: ({ next }: { next: boolean; previous: LikeState; turn: number }) => setLiked(mediaId, next),
    onSuccess: (body, { turn }) => {
      if (turn === latest.current) onChange({ liked: body.liked, likes: body.likes });
    },
    onError: (error, { previous, turn }) => {
      if (turn === latest.current) onChange(previous);
      toast.error(errorMessage(error, 'Could not update your like. Please try again.'));
    },
  });
  const toggle = guard(() => {
    const next = !liked;
    const turn = ++latest.current;
    onChange({ liked: next, likes: Math.max(0, likes + (next ? 1 : -1)) });
    mutation.mutate({ next, previous: { liked, likes }, turn });
  });
  return (
    <Button
      variant="ghost"
      size={size === 'sm' ? 'sm' : 'md'}
      aria-pressed={liked}
      // The visible count is part of the name, so a voice user can say what they see.
      aria-label={`Like ${title} (${formatCount(likes)})`}
      onClick={toggle}
      className={cn('gap-1.5 px-2.5', liked && 'text-rose-700 dark:text-rose-400')}
    >
      <Heart aria-hidden="true" className={cn(liked && 'fill-current')} />
      <span className="tabular-nums">{formatCount(likes)}</span>
    </Button>
  );
}

type SaveButtonProps = {
  mediaId: string;
  title: string;
  saved: boolean;
  onChange: (saved: boolean) => void;
};

/** Save keeps the artwork in the user's saved list (GET /media/saved). */
export function SaveButton({ mediaId, title, saved, onChange }: SaveButtonProps) {
  const { guard } = useSignedInAction();
  const latest = useRef(0);
  const mutation = useMutation({
    mutationFn: ({ next }: { next: boolean; turn: number }) => setSaved(mediaId, next),
    onSuccess: (body, { turn }) => {
      if (turn !== latest.current) return;
      onChange(body.saved);
      toast.success(body.saved ? 'Saved to your collection' : 'Removed from your saved list');
    },
    onError: (error, { next, turn }) => {
      if (turn === latest.current) onChange(!next);
      toast.error(errorMessage(error, 'Could not update your saved list. Please try again.'));
    },
  });
  const toggle = guard(() => {
    const turn = ++latest.current;
    onChange(!saved);
    mutation.mutate({ next: !saved, turn });
  });
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-pressed={saved}
      aria-label={`Save ${title}`}
      title={saved ? 'Saved' : 'Save'}
      onClick={toggle}
      className={cn(saved && 'text-accent-text')}
    >
      <Bookmark aria-hidden="true" className={cn(saved && 'fill-current')} />
    </Button>
  );
}

/** Share copies the artwork's stable link; anyone may share, signed in or not. */
export function ShareButton({
  mediaId,
  username,
  title,
  size = 'md',
}: {
  mediaId: string;
  username: string;
  title: string;
  size?: 'sm' | 'md';
}) {
  async function share() {
    const copied = await copyText(buildArtworkLink(username, mediaId));
    if (copied) toast.success('Link copied');
    else toast.error('Could not copy the link: your browser blocked the clipboard.');
  }
  return (
    <Button
      variant="ghost"
      size={size === 'sm' ? 'icon-sm' : 'icon'}
      aria-label={`Share ${title}`}
      title="Copy link"
      onClick={() => void share()}
    >
      <Share2 aria-hidden="true" />
    </Button>
  );
}
