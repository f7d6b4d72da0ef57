import { CalendarCheck, CalendarX, Save, Undo2 } from 'lucide-react';
import type { DateState } from '#shared/booking-rules.ts';
import { Button } from '#web/ui/button.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import type { ManageAvailability } from '../../hooks/use-manage-availability.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Manage mode's actions: bulk marking of the selected dates, then Save Changes (nothing is sent
 * before), or Discard to go back to what is saved.
 */
export function ManageToolbar({
  manage,
  serverStates,
}: {
  manage: ManageAvailability;
  serverStates: Record<string, DateState>;
}) {
  const selectedCount = manage.selected.size;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line bg-surface-muted/60 p-3 sm:p-4">
      <p className="text-sm text-ink-muted">
        Click dates to select them, then mark them available or unavailable. Double-click a date to switch it
        on or off. Nothing is saved until you press Save Changes.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <span aria-live="polite" className="mr-1 text-sm font-medium">
          {plural(selectedCount, 'date')} selected
        </span>
        <Button
          size="sm"
          variant="outline"
          disabled={selectedCount === 0}
          onClick={() => manage.markSelected('available', serverStates)}
        >
          <CalendarCheck aria-hidden="true" />
          Mark available
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={selectedCount === 0}
          onClick={() => manage.markSelected('unavailable', serverStates)}
        >
          <CalendarX aria-hidden="true" />
          Mark unavailable
        </Button>
        {selectedCount > 0 ? (
          <Button size="sm" variant="ghost" onClick={manage.clearSelection}>
            Clear selection
          </Button>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3">
        <span aria-live="polite" className="text-sm text-ink-muted">
          {manage.changeCount > 0 ? `${plural(manage.changeCount, 'unsaved change')}` : 'All changes saved'}
        </span>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="ghost"
            disabled={manage.changeCount === 0 || manage.saving}
            onClick={manage.discard}
          >
            <Undo2 aria-hidden="true" />
            Discard
          </Button>
          <Button size="sm" disabled={manage.changeCount === 0} loading={manage.saving} onClick={manage.save}>
            {manage.saving ? null : <Save aria-hidden="true" />}
            Save Changes
          </Button>
        </div>
      </div>
      {manage.saveError ? <FormAlert>{manage.saveError}</FormAlert> : null}
    </div>
  );
}
