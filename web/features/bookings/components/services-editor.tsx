import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PencilLine, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Service } from '#shared/schemas/calendar.ts';
import { Button } from '#web/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/ui/card.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { lazyNamed, WhenOpened } from '#web/ui/lazy.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { artistServicesQuery, calendarKeys } from '../api/calendar-api.ts';
import { formatPolicyName, formatServicePrice, hasCancellationTerms } from '../lib/service-terms.ts';

// The service form and the delete confirmation load when someone adds, edits or deletes a service.
const ServiceDialog = lazyNamed(() => import('./services-editor-dialog.tsx'), 'ServiceDialog');
const DeleteServiceDialog = lazyNamed(() => import('./delete-service-dialog.tsx'), 'DeleteServiceDialog');

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
            What clients can book with you, how long it takes, what it costs and what cancelling gives back.
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
                    {hasCancellationTerms(service)
                      ? ` · ${formatPolicyName(service.cancellationPolicy)}`
                      : ''}
                  </p>
                </div>
                <p className="numeric text-sm font-semibold">{formatServicePrice(service.price)}</p>
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
      <WhenOpened open={editing !== null}>
        <ServiceDialog target={editing} onClose={() => setEditing(null)} onSaved={refresh} />
      </WhenOpened>
      <WhenOpened open={deleting !== null}>
        <DeleteServiceDialog service={deleting} onClose={() => setDeleting(null)} onDeleted={refresh} />
      </WhenOpened>
    </Card>
  );
}
