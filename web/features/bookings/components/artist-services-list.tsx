import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { artistServicesQuery } from '../api/calendar-api.ts';
import { formatServicePrice, hasCancellationTerms } from '../lib/service-terms.ts';
import { CancellationPolicyText } from './service-terms.tsx';
import { ServicesLoadError } from './services-load-error.tsx';

/**
 * The artist page's services: what each takes, what it costs and what cancelling gives back,
 * read before anyone opens the booking wizard. The policy is plain text, so a phone shows it too.
 */
export function ArtistServicesList({ artistId }: { artistId: string }) {
  const headingId = useId();
  const services = useQuery(artistServicesQuery(artistId));
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-lg font-semibold">
        Services
      </h3>
      {services.isError ? (
        <ServicesLoadError services={services} />
      ) : !services.data ? (
        <div role="status" aria-label="Loading services" className="grid gap-3 sm:grid-cols-2">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : services.data.length === 0 ? (
        <p className="text-sm text-ink-muted">
          No services listed yet. A request from the calendar below asks for a free one-hour session.
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {services.data.map((service) => (
            <li key={service.id} className="flex flex-col gap-1.5 rounded-xl border border-line p-4">
              <div className="flex items-baseline justify-between gap-3">
                <p className="min-w-0 font-medium break-words">{service.name}</p>
                <p className="numeric shrink-0 font-semibold">{formatServicePrice(service.price)}</p>
              </div>
              <p className="text-sm text-ink-muted">
                {service.duration}
                {service.price === null ? ' · price agreed per request' : ''}
              </p>
              {hasCancellationTerms(service) ? (
                <CancellationPolicyText
                  policy={service.cancellationPolicy}
                  quote={service.price === null}
                  className="text-xs"
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
