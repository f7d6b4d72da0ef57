import type { UseQueryResult } from '@tanstack/react-query';
import type { Service } from '#shared/schemas/calendar.ts';
import { ErrorState } from '#web/ui/error-state.tsx';

/** An artist's services that could not be loaded, with a retry: the wizard and the artist page show it alike. */
export function ServicesLoadError({ services }: { services: UseQueryResult<Service[]> & { isError: true } }) {
  return (
    <ErrorState
      title="We could not load the services"
      message={services.error.message}
      onRetry={() => void services.refetch()}
      retrying={services.isRefetching}
      className="py-6"
    />
  );
}
