import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { DateState } from '#shared/booking-rules.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { toast } from '#web/ui/toast.tsx';
import { availabilityRulesQuery, calendarKeys, saveAvailability } from '../api/calendar-api.ts';
import {
  applyTarget,
  buildAvailabilityPayload,
  type DateTarget,
  effectiveState,
  type PendingChanges,
  toggledTarget,
} from '../components/availability-calendar/manage-changes.ts';

export const AVAILABILITY_SAVED_MESSAGE = 'Availability updated successfully!';
export const AVAILABILITY_REJECTED_MESSAGE = 'Failed to update availability. Please try again.';
export const AVAILABILITY_OFFLINE_MESSAGE = 'Error saving availability. Please check your connection.';

export const markedMessage = (count: number, target: DateTarget) =>
  `${count} ${count === 1 ? 'date' : 'dates'} marked as ${target}`;

/**
 * Manage mode's unsaved work: the selection and the per-date targets. Nothing reaches the server
 * until save(); a failed save keeps every change so the artist can try again.
 */
export function useManageAvailability(artistId: string) {
  const queryClient = useQueryClient();
  const rules = useQuery(availabilityRulesQuery(artistId));
  const [changes, setChanges] = useState<PendingChanges>({});
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [saveError, setSaveError] = useState<string | null>(null);

  const toggleSelected = useCallback((date: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(date)) next.delete(date);
      else next.add(date);
      return next;
    });
  }, []);

  const toggleDate = useCallback((date: string, server: DateState | undefined) => {
    setChanges((current) => {
      const target = toggledTarget(effectiveState(server, current[date]));
      return applyTarget(current, date, target, server);
    });
  }, []);

  /** Applies a target to every selected date, clears the selection and says how many changed. */
  const markSelected = useCallback(
    (target: DateTarget, serverStates: Record<string, DateState>) => {
      const dates = [...selected];
      if (dates.length === 0) return;
      setChanges((current) =>
        dates.reduce((acc, date) => applyTarget(acc, date, target, serverStates[date]), current),
      );
      setSelected(new Set());
      toast.success(markedMessage(dates.length, target));
    },
    [selected],
  );

  const save = useMutation({
    mutationFn: () => saveAvailability(artistId, buildAvailabilityPayload(changes, rules.data?.weekly)),
    onMutate: () => setSaveError(null),
    onSuccess: async () => {
      setChanges({});
      setSelected(new Set());
      toast.success(AVAILABILITY_SAVED_MESSAGE);
      await queryClient.invalidateQueries({ queryKey: calendarKeys.all });
    },
    onError: (error) => {
      const offline = error instanceof ApiError && error.status === 0;
      toast.error(offline ? AVAILABILITY_OFFLINE_MESSAGE : AVAILABILITY_REJECTED_MESSAGE);
      // The server's own sentence (e.g. 'Past dates cannot be changed') says what to fix.
      if (!offline && error instanceof ApiError) setSaveError(error.message);
    },
  });

  return {
    changes,
    selected,
    saveError,
    changeCount: Object.keys(changes).length,
    toggleSelected,
    toggleDate,
    markSelected,
    clearSelection: () => setSelected(new Set()),
    discard: () => {
      setChanges({});
      setSelected(new Set());
      setSaveError(null);
    },
    save: () => save.mutate(),
    saving: save.isPending,
  };
}

export type ManageAvailability = ReturnType<typeof useManageAvailability>;
