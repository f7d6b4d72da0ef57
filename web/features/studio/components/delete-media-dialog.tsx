import { MEDIA_DELETE_CONFIRM_MESSAGE, type MediaItem } from '#shared/schemas/media.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { ConfirmDeleteDialog } from '#web/ui/confirm-delete-dialog.tsx';
import { deleteMedia } from '../api/media-api.ts';

export const DELETE_FAILED_MESSAGE = 'Failed to delete media. Please try again.';

type DeleteMediaDialogProps = {
  item: MediaItem | null;
  onClose: () => void;
  onDeleted: (item: MediaItem) => void;
};

/** Spec §5: deleting asks 'Are you sure you want to delete this media?' and removes it only when the server did. */
export function DeleteMediaDialog({ item, onClose, onDeleted }: DeleteMediaDialogProps) {
  return (
    <ConfirmDeleteDialog
      target={item}
      title="Delete media"
      description={MEDIA_DELETE_CONFIRM_MESSAGE}
      targetLabel={(target) => target.title}
      remove={(target) => deleteMedia(target.id)}
      describeError={(error) => errorMessage(error, DELETE_FAILED_MESSAGE)}
      onDeleted={onDeleted}
      onClose={onClose}
    />
  );
}
