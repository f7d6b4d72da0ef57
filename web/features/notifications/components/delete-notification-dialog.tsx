import type { Notification } from '#shared/schemas/notifications.ts';
import { Button } from '#web/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '#web/ui/dialog.tsx';

export type DeleteNotificationDialogProps = {
  notification: Notification | null;
  onConfirm: (notification: Notification) => void;
  onClose: () => void;
};

export function DeleteNotificationDialog({
  notification,
  onConfirm,
  onClose,
}: DeleteNotificationDialogProps) {
  return (
    <Dialog open={notification !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        size="sm"
        title="Delete this notification?"
        description={notification ? `“${notification.title}” will be removed for good.` : undefined}
      >
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="danger"
            onClick={() => {
              if (notification) onConfirm(notification);
              onClose();
            }}
          >
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
