import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { campaignUpdateInputSchema } from '#shared/schemas/campaign-writes.ts';
import type { Campaign } from '#shared/schemas/campaigns.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '#web/ui/dialog.tsx';
import { Field } from '#web/ui/field.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { Textarea } from '#web/ui/textarea.tsx';
import { postCampaignUpdate } from '../../api/campaign-admin-api.ts';

export const POST_UPDATE_FAILED_MESSAGE = 'Failed to post the update. Please try again.';

type PostUpdateDialogProps = {
  campaign: Campaign | null;
  onClose: () => void;
  onPosted: () => void;
};

/** A news item for backers (POST /crowdfunding/{id}/updates); it appears on the campaign page. */
export function PostUpdateDialog({ campaign, onClose, onPosted }: PostUpdateDialogProps) {
  const [body, setBody] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const post = useMutation({
    mutationFn: (text: string) => postCampaignUpdate(campaign?.id ?? '', text),
  });
  const { reset } = post;

  useEffect(() => {
    if (!campaign) return;
    setBody('');
    setFieldError(undefined);
    reset();
  }, [campaign, reset]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (post.isPending) return;
    const checked = campaignUpdateInputSchema.safeParse({ body });
    if (!checked.success) return setFieldError(checked.error.issues[0]?.message);
    post.mutate(checked.data.body, {
      onSuccess: () => {
        onPosted();
        onClose();
      },
    });
  };

  return (
    <Dialog open={campaign !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title="Post an update"
        description={campaign ? `Share news about “${campaign.title}” with your backers.` : undefined}
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field label="Update" required error={fieldError} hint={`${body.length}/2000`}>
            <Textarea
              name="body"
              rows={5}
              value={body}
              maxLength={2_000}
              disabled={post.isPending}
              onChange={(event) => {
                setBody(event.target.value);
                setFieldError(undefined);
              }}
            />
          </Field>
          {post.isError ? (
            <FormAlert>{errorMessage(post.error, POST_UPDATE_FAILED_MESSAGE)}</FormAlert>
          ) : null}
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={onClose} disabled={post.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={post.isPending}>
              Post Update
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
