import { Button } from '#web/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '#web/ui/dialog.tsx';

type ConfirmDeleteCommentProps = {
  open: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Deleting a comment cannot be undone, so it is asked once more. */
export function ConfirmDeleteComment({ open, deleting, onCancel, onConfirm }: ConfirmDeleteCommentProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent
        size="sm"
        title="Delete this comment?"
        description="It will be removed for everyone. This cannot be undone."
      >
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={deleting}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={deleting}>
            Delete comment
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
