import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PencilLine, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Service } from '#shared/schemas/calendar.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/ui/card.tsx';
import { Dialog, DialogContent, DialogFooter } from '#web/ui/dialog.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { toast } from '#web/ui/toast.tsx';
import { artistServicesQuery, calendarKeys, deleteService } from '../api/calendar-api.ts';
import { ServiceDialog } from './services-editor-dialog.tsx';

export const SERVICE_DELETE_FAILED = 'Could not delete the service. Please try again.';

/** Availability tab: the services clients choose from in the wizard — add, edit, delete. */
export function ServicesEditor({ artistId }: { artistId: string }) {
  const queryClient = useQueryClient();
  const services = useQuery(artistServicesQuery(artistId));
  const [editing, setEditing] = useState<Service | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Service | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: calendarKeys.services(artistId) });

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Services</CardTitle>
          <CardDescription>
            What clients can book with you, how long it takes and what it costs.
          </CardDescription>
        </div>
        <Button size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Add service
        </Button>
      </CardHeader>
      <CardContent>
        {services.isError ? (
          <ErrorState
            title="We could not load your services"
            message={services.error.message}
            onRetry={() => void services.refetch()}
            retrying={services.isRefetching}
          />
        ) : !services.data ? (
          <div role="status" aria-label="Loading services" className="flex flex-col gap-2">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : services.data.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title="No services yet"
            description="Add a service so clients can choose what to book in the booking wizard."
          />
        ) : (
          <ul aria-label="Your services" className="divide-y divide-line">
            {services.data.map((service) => (
              <li key={service.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{service.name}</p>
                  <p className="text-sm text-ink-muted">
                    {service.duration} · {service.durationMinutes} min
                  </p>
                </div>
                <p className="numeric text-sm font-semibold">{service.priceLabel}</p>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Edit ${service.name}`}
                    onClick={() => setEditing(service)}
                  >
                    <PencilLine aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Delete ${service.name}`}
                    onClick={() => setDeleting(service)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ServiceDialog target={editing} onClose={() => setEditing(null)} onSaved={refresh} />
      <DeleteServiceDialog service={deleting} onClose={() => setDeleting(null)} onDeleted={refresh} />
    </Card>
  );
}

function DeleteServiceDialog({
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
        description="Clients can no longer book it. Bookings already made keep their service."
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
