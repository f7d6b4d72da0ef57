import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MEDIA_DELETE_CONFIRM_MESSAGE, type MediaItem } from '#shared/schemas/media.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '#web/ui/dialog.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { deleteMedia } from '../api/media-api.ts';

export const DELETE_FAILED_MESSAGE = 'Failed to delete media. Please try again.';

type DeleteMediaDialogProps = {
  item: MediaItem | null;
  onClose: () => void;
  onDeleted: (item: MediaItem) => void;
};

/** Spec §5: deleting asks 'Are you sure you want to delete this media?' and removes it only when the server did. */
export function DeleteMediaDialog({ item, onClose, onDeleted }: DeleteMediaDialogProps) {
  const remove = useMutation({ mutationFn: (target: MediaItem) => deleteMedia(target.id) });
  const { reset } = remove;
  useEffect(() => {
    if (item) reset();
  }, [item, reset]);

  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        role="alertdialog"
        size="sm"
        title="Delete media"
        description={MEDIA_DELETE_CONFIRM_MESSAGE}
      >
        {item ? <p className="truncate text-sm font-medium">“{item.title}”</p> : null}
        {remove.isError ? (
          <FormAlert className="mt-4">{errorMessage(remove.error, DELETE_FAILED_MESSAGE)}</FormAlert>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() => {
              if (!item) return;
              remove.mutate(item, {
                onSuccess: () => {
                  onDeleted(item);
                  onClose();
                },
              });
            }}
          >
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
