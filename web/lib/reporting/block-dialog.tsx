import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlockedUser } from '#shared/schemas/moderation.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '#web/ui/dialog.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { toast } from '#web/ui/toast.tsx';
import { blockKeys, setBlocked } from './block-api.ts';
import { focusOnClose, type ReturnFocus } from './return-focus.ts';

/** Who is about to be blocked or unblocked; `blocked` is their state now. */
export type BlockTarget = { id: string; name: string; blocked: boolean };

export type BlockDialogProps = {
  /** null keeps the dialog closed. */
  target: BlockTarget | null;
  onClose: () => void;
  returnFocus?: ReturnFocus;
};

/**
 * Asks before blocking or unblocking (POST or DELETE /blocks/{userId}), then keeps the blocks list
 * in step. A block is never revealed to the other person, so the dialog says so.
 */
export function BlockDialog({ target, onClose, returnFocus }: BlockDialogProps) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: ({ id, blocked }: BlockTarget) => setBlocked(id, !blocked),
    onSuccess: (body, { id, name, blocked }) => {
      if (blocked) {
        queryClient.setQueryData<{ success: true; data: BlockedUser[] }>(blockKeys.all, (list) =>
          list ? { ...list, data: list.data.filter((person) => person.id !== id) } : list,
        );
      }
      void queryClient.invalidateQueries({ queryKey: blockKeys.all });
      toast.success(body.message || (blocked ? `You unblocked ${name}` : `You blocked ${name}`));
      onClose();
    },
  });

  const unblocking = target?.blocked === true;
  const name = target?.name ?? '';
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (open) return;
        change.reset();
        onClose();
      }}
    >
      <DialogContent
        role="alertdialog"
        size="sm"
        title={unblocking ? `Unblock ${name}?` : `Block ${name}?`}
        description={
          unblocking
            ? 'You will be able to message each other, comment on each other’s work, and send booking requests and offers again.'
            : 'Neither of you will be able to message the other, comment on each other’s work, or send booking requests or offers. We do not tell them.'
        }
        onCloseAutoFocus={focusOnClose(returnFocus)}
      >
        {change.isError ? (
          <FormAlert>{errorMessage(change.error, 'That did not work. Please try again.')}</FormAlert>
        ) : null}
        <DialogFooter>
          <Button
            variant="outline"
            disabled={change.isPending}
            onClick={() => {
              change.reset();
              onClose();
            }}
          >
            Cancel
          </Button>
          <Button
            variant={unblocking ? 'primary' : 'danger'}
            loading={change.isPending}
            onClick={() => target && change.mutate(target)}
          >
            {unblocking ? 'Unblock' : 'Block'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
