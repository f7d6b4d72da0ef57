import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/ui/card.tsx';
import { Dialog, DialogContent, DialogFooter } from '#web/ui/dialog.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { Input } from '#web/ui/input.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { toast } from '#web/ui/toast.tsx';
import { calendarFeedQuery, calendarKeys, rotateCalendarFeed } from '../../api/calendar-api.ts';

export const FEED_COPIED = 'Calendar link copied';
export const FEED_ROTATED = 'New calendar link ready. The old one no longer works.';
const COPY_FAILED = 'Could not copy. Select the link and copy it yourself.';
const ROTATE_FAILED = 'Could not make a new link. Please try again.';

/** The private ICS address of the artist's confirmed sessions, with Copy and Rotate. */
export function CalendarFeedCard() {
  const queryClient = useQueryClient();
  const feed = useQuery(calendarFeedQuery());
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const rotate = useMutation({
    mutationFn: rotateCalendarFeed,
    onSuccess: (body) => {
      queryClient.setQueryData(calendarKeys.feed(), body);
      setConfirming(false);
      setCopied(false);
      toast.success(FEED_ROTATED);
    },
  });

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success(FEED_COPIED);
    } catch {
      toast.error(COPY_FAILED);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscribe in your calendar app</CardTitle>
        <CardDescription>
          Confirmed sessions appear in Google Calendar, Apple Calendar or Outlook through this private link.
          Anyone with the link can see them, so keep it to yourself.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {feed.isError ? (
          <ErrorState
            title="We could not load your calendar link"
            message={feed.error.message}
            onRetry={() => void feed.refetch()}
            retrying={feed.isRefetching}
          />
        ) : !feed.data ? (
          <Skeleton className="h-10" />
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              readOnly
              aria-label="Private calendar link"
              value={feed.data}
              onFocus={(event) => event.currentTarget.select()}
              className="font-mono text-xs"
            />
            <div className="flex gap-2">
              <Button variant="outline" onClick={() => void copy(feed.data)}>
                {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                {copied ? 'Copied' : 'Copy'}
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(true)}>
                <RefreshCw aria-hidden="true" />
                Rotate
              </Button>
            </div>
          </div>
        )}
      </CardContent>
      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) rotate.reset();
        }}
      >
        <DialogContent
          role="alertdialog"
          size="sm"
          title="Make a new link?"
          description="The current link stops working at once. Calendar apps that use it must subscribe to the new one."
        >
          {rotate.isError ? <FormAlert>{errorMessage(rotate.error, ROTATE_FAILED)}</FormAlert> : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={rotate.isPending}>
              Cancel
            </Button>
            <Button loading={rotate.isPending} onClick={() => rotate.mutate()}>
              Make a new link
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
