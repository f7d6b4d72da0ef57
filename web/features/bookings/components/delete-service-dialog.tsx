import { useMutation } from '@tanstack/react-query';
import type { Service } from '#shared/schemas/calendar.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '#web/ui/dialog.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { toast } from '#web/ui/toast.tsx';
import { deleteService } from '../api/calendar-api.ts';

export const SERVICE_DELETE_FAILED = 'Could not delete the service. Please try again.';

/** Asks before deleting a service; bookings already made keep it. */
export function DeleteServiceDialog({
  service,
  onClose,
  onDeleted,
}: {
  service: Service | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useMutation({
    mutationFn: (target: Service) => deleteService(target.id),
    onSuccess: () => {
      toast.success('Service deleted');
      onDeleted();
      onClose();
    },
  });
  return (
    <Dialog
      open={service !== null}
      onOpenChange={(open) => {
        if (open) return;
        remove.reset();
        onClose();
      }}
    >
      <DialogContent
        role="alertdialog"
        size="sm"
        title={service ? `Delete ${service.name}?` : 'Delete service?'}
        description="Clients can no longer book it. Bookings already made keep their service, price and cancellation policy."
      >
        {remove.isError ? <FormAlert>{errorMessage(remove.error, SERVICE_DELETE_FAILED)}</FormAlert> : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() => service && remove.mutate(service)}
          >
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
