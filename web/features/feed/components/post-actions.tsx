import { useQueryClient } from '@tanstack/react-query';
import { Maximize2, MessageCircle } from 'lucide-react';
import { formatCount } from '#shared/format.ts';
import type { FeedPost } from '#shared/schemas/feed.ts';
import { useSignedInAction } from '#web/lib/use-signed-in-action.ts';
import { Button } from '#web/ui/button.tsx';
import { patchFeedPost } from '../api/feed-api.ts';
import { LikeButton, SaveButton, ShareButton } from './engagement-buttons.tsx';
import { MakeOfferButton } from './make-offer-button.tsx';

type PostActionsProps = {
  post: FeedPost;
  commentsOpen: boolean;
  commentsId: string;
  onToggleComments: () => void;
  onViewDetails: () => void;
};

// On a phone the call to action drops its icon so the whole row fits in one line.
const compactIcon = 'max-sm:[&_svg]:hidden';

/** Spec feed buttons: Like, Comment, Share, Save, then 'Make Offer' when priced or 'View Details'. */
export function PostActions({
  post,
  commentsOpen,
  commentsId,
  onToggleComments,
  onViewDetails,
}: PostActionsProps) {
  const queryClient = useQueryClient();
  const { userId } = useSignedInAction();
  const { artwork, artist } = post;
  // Artists cannot make offers on their own work; they see its details instead.
  const offer = artwork.price !== null && artist.id !== userId ? artwork.price : null;
  return (
    <div className="flex items-center gap-0.5">
      <LikeButton
        mediaId={post.id}
        title={artwork.title}
        liked={post.viewer.liked}
        likes={post.engagement.likes}
        onChange={(next) =>
          patchFeedPost(queryClient, post.id, (p) => ({
            ...p,
            engagement: { ...p.engagement, likes: next.likes },
            viewer: { ...p.viewer, liked: next.liked },
          }))
        }
      />
      <Button
        variant="ghost"
        aria-expanded={commentsOpen}
        aria-controls={commentsId}
        // The visible count is part of the name, so a voice user can say what they see.
        aria-label={`Comments on ${artwork.title} (${formatCount(post.engagement.comments)})`}
        onClick={onToggleComments}
        className="gap-1.5 px-2.5"
      >
        <MessageCircle aria-hidden="true" />
        <span className="tabular-nums">{formatCount(post.engagement.comments)}</span>
      </Button>
      <ShareButton mediaId={post.id} username={artist.username} title={artwork.title} />
      <SaveButton
        mediaId={post.id}
        title={artwork.title}
        saved={post.viewer.saved}
        onChange={(saved) =>
          patchFeedPost(queryClient, post.id, (p) => ({ ...p, viewer: { ...p.viewer, saved } }))
        }
      />
      <div className="ml-auto">
        {offer !== null ? (
          <MakeOfferButton
            mediaId={post.id}
            title={artwork.title}
            artist={artist}
            price={offer}
            className={compactIcon}
          />
        ) : (
          <Button variant="outline" size="sm" onClick={onViewDetails} className={compactIcon}>
            <Maximize2 aria-hidden="true" />
            View Details
          </Button>
        )}
      </div>
    </div>
  );
}
