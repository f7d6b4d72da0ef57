import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { Booking } from '#shared/schemas/bookings.ts';
import { createReviewSchema, REVIEW_BODY_MAX_LENGTH } from '#shared/schemas/bookings.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '#web/ui/dialog.tsx';
import { Field } from '#web/ui/field.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { Textarea } from '#web/ui/textarea.tsx';
import { toast } from '#web/ui/toast.tsx';
import { refreshBookings, replaceCachedBooking, reviewBooking } from '../api/bookings-api.ts';
import { ReviewStarsInput } from './review-stars-input.tsx';

export const REVIEW_SAVED_MESSAGE = 'Thank you! Your review has been published.';
export const REVIEW_FAILED_MESSAGE = 'Failed to publish your review. Please try again.';

export type ReviewDialogProps = { booking: Booking; open: boolean; onOpenChange: (open: boolean) => void };

/** The client of a completed session rates it once, 1 to 5 stars, with optional words. */
export function ReviewDialog({ booking, open, onOpenChange }: ReviewDialogProps) {
  const queryClient = useQueryClient();
  const errorId = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [body, setBody] = useState('');
  const [ratingError, setRatingError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (review: { rating: number; body: string }) => reviewBooking(booking.id, review),
    onSuccess: (result) => {
      toast.success(REVIEW_SAVED_MESSAGE);
      replaceCachedBooking(queryClient, {
        ...booking,
        review: { rating: result.data.rating, body: result.data.body },
      });
      void refreshBookings(queryClient);
      onOpenChange(false);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createReviewSchema.safeParse({ rating: rating ?? undefined, body });
    if (!parsed.success) {
      setRatingError(parsed.error.issues[0]?.message ?? 'Please choose a rating from 1 to 5 stars');
      return;
    }
    setRatingError(null);
    save.mutate(parsed.data);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Leave a review"
        description={`How was your ${booking.service} with ${booking.artistName}? Your review appears on their page.`}
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          {save.isError ? <FormAlert>{errorMessage(save.error, REVIEW_FAILED_MESSAGE)}</FormAlert> : null}
          <div>
            <ReviewStarsInput
              value={rating}
              onChange={(next) => {
                setRating(next);
                setRatingError(null);
              }}
              errorId={ratingError ? errorId : undefined}
            />
            {ratingError ? (
              <p id={errorId} className="mt-1.5 text-xs font-medium text-danger">
                {ratingError}
              </p>
            ) : null}
          </div>
          <Field label="Your review" hint={`${body.length}/${REVIEW_BODY_MAX_LENGTH}`}>
            <Textarea
              value={body}
              onChange={(event) => setBody(event.target.value)}
              maxLength={REVIEW_BODY_MAX_LENGTH}
              placeholder="What was the session like?"
              rows={4}
            />
          </Field>
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={save.isPending}>
              Not now
            </Button>
            <Button type="submit" loading={save.isPending}>
              Publish review
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
