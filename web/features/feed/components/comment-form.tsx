import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { COMMENT_MAX_LENGTH, commentBodySchema, type MediaComment } from '#shared/schemas/media.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/button.tsx';
import { Textarea } from '#web/ui/textarea.tsx';
import { addComment } from '../api/media-api.ts';

/** Adds a comment; the shared schema checks it first, and a failure keeps the text for a retry. */
export function CommentForm({
  mediaId,
  onAdded,
}: {
  mediaId: string;
  onAdded: (comment: MediaComment) => void;
}) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const add = useMutation({
    mutationFn: (text: string) => addComment(mediaId, text),
    onSuccess: (comment) => {
      onAdded(comment);
      setBody('');
      setError(null);
    },
    // The text stays in the box so nothing the user wrote is lost.
    onError: (failure) => setError(errorMessage(failure, 'Could not post your comment. Please try again.')),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = commentBodySchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Comment cannot be empty');
      return;
    }
    add.mutate(parsed.data.body);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <label htmlFor={inputId} className="sr-only">
        Add a comment
      </label>
      <Textarea
        id={inputId}
        rows={2}
        value={body}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder="Add a comment…"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setBody(event.target.value);
          if (error) setError(null);
        }}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="sm" className="self-end" loading={add.isPending}>
        Post comment
      </Button>
    </form>
  );
}
