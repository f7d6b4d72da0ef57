import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { LogIn, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatTimeAgo } from '#shared/format.ts';
import type { CommentListResponse, MediaComment } from '#shared/schemas/media.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useAuthDialog } from '#web/lib/auth-dialog-context.ts';
import { HiddenNotice } from '#web/lib/reporting/hidden-notice.tsx';
import { ReportMenu } from '#web/lib/reporting/report-menu.tsx';
import { UnlessBlocked } from '#web/lib/reporting/you-blocked-notice.tsx';
import { useSignedInAction } from '#web/lib/use-signed-in-action.ts';
import { Avatar } from '#web/ui/avatar.tsx';
import { Button } from '#web/ui/button.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { toast } from '#web/ui/toast.tsx';
import { commentsQuery, deleteComment, mediaKeys } from '../api/media-api.ts';
import { CommentForm } from './comment-form.tsx';
import { ConfirmDeleteComment } from './confirm-delete-comment.tsx';

type CommentThreadProps = {
  mediaId: string;
  /** Whose work it is: nobody comments on the work of someone they blocked. */
  artist: { id: string; name: string };
  /** Tells the caller a comment was added (+1) or removed (-1), to keep its count in step. */
  onCountChange?: (delta: number) => void;
};

type CommentPages = InfiniteData<CommentListResponse>;

/** A real thread: everyone can read it; signed-in users add to it; authors delete their own. */
export function CommentThread({ mediaId, artist, onCountChange }: CommentThreadProps) {
  const query = useInfiniteQuery(commentsQuery(mediaId));
  const queryClient = useQueryClient();
  const { signedIn } = useSignedInAction();
  const [pendingDelete, setPendingDelete] = useState<MediaComment | null>(null);

  const changeCache = (change: (comments: MediaComment[]) => MediaComment[]) =>
    queryClient.setQueryData<CommentPages>(mediaKeys.comments(mediaId), (data) => {
      if (!data) return data;
      const pages = data.pages.map((page) => ({ ...page, data: change(page.data) }));
      return { ...data, pages };
    });

  const remove = useMutation({
    mutationFn: (comment: MediaComment) => deleteComment(mediaId, comment.id),
    onSuccess: (_body, comment) => {
      changeCache((comments) => comments.filter((c) => c.id !== comment.id));
      onCountChange?.(-1);
      setPendingDelete(null);
      toast.success('Comment deleted');
    },
    onError: (error) => toast.error(errorMessage(error, 'Could not delete the comment. Please try again.')),
  });

  const comments = query.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <div className="flex flex-col gap-4">
      {query.isPending ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">Loading comments</span>
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-4/5" />
        </div>
      ) : query.isError && !query.data ? (
        <ErrorState
          title="We couldn’t load the comments"
          message={errorMessage(query.error, 'An error occurred. Please try again.')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          className="py-6"
        />
      ) : comments.length === 0 ? (
        <p className="text-sm text-ink-muted">No comments yet. Start the conversation.</p>
      ) : (
        <ul aria-label="Comments" className="flex flex-col gap-4">
          {comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} onDelete={() => setPendingDelete(comment)} />
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <Button
          variant="link"
          className="self-start text-sm"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Show more comments
        </Button>
      ) : null}
      {signedIn ? (
        <UnlessBlocked person={artist} cannot="comment on their work">
          <CommentForm
            mediaId={mediaId}
            onAdded={(comment) => {
              queryClient.setQueryData<CommentPages>(mediaKeys.comments(mediaId), (data) =>
                appendComment(data, comment),
              );
              onCountChange?.(1);
            }}
          />
        </UnlessBlocked>
      ) : (
        <SignInToComment />
      )}
      <ConfirmDeleteComment
        open={pendingDelete !== null}
        deleting={remove.isPending}
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => pendingDelete && remove.mutate(pendingDelete)}
      />
    </div>
  );
}

/** A new comment goes after the last loaded one (the thread reads oldest first). */
function appendComment(data: CommentPages | undefined, comment: MediaComment): CommentPages | undefined {
  if (!data || data.pages.length === 0) return data;
  const last = data.pages.length - 1;
  // When more pages exist the comment belongs after them; they will bring it when loaded.
  if (data.pages[last]?.nextCursor) return data;
  return {
    ...data,
    pages: data.pages.map((page, i) => (i === last ? { ...page, data: [...page.data, comment] } : page)),
  };
}

function CommentItem({ comment, onDelete }: { comment: MediaComment; onDelete: () => void }) {
  const profile = `/artists/${encodeURIComponent(comment.author.username)}`;
  return (
    <li className="flex gap-3">
      <Avatar name={comment.author.name} src={comment.author.avatarUrl} size="sm" decorative />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <Link to={profile} className="rounded-sm font-semibold underline-offset-2 hover:underline">
            {comment.author.name}
          </Link>
          <time dateTime={comment.createdAt} className="text-xs text-ink-muted">
            {formatTimeAgo(comment.createdAt)}
          </time>
        </p>
        <p className="mt-0.5 text-sm leading-relaxed break-words whitespace-pre-line">{comment.body}</p>
        {comment.hiddenReason ? (
          <HiddenNotice compact reason={comment.hiddenReason} className="mt-2" />
        ) : null}
      </div>
      <ReportMenu
        label={`More actions for comment by ${comment.author.name}`}
        target={{ targetType: 'comment', targetId: comment.id, name: `${comment.author.name}’s comment` }}
        authorId={comment.author.id}
      />
      {comment.canDelete ? (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Delete comment by ${comment.author.name}`}
          title="Delete comment"
          onClick={onDelete}
          className="text-ink-muted hover:text-danger"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      ) : null}
    </li>
  );
}

function SignInToComment() {
  const authDialog = useAuthDialog();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-surface-muted px-4 py-3 text-sm">
      <span className="text-ink-muted">Sign in to join the conversation.</span>
      <Button size="sm" variant="outline" onClick={() => authDialog.open('login')}>
        <LogIn aria-hidden="true" />
        Log in to comment
      </Button>
    </div>
  );
}
