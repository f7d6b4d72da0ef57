import { X } from 'lucide-react';
import { Button } from '#web/ui/button.tsx';
import { Field } from '#web/ui/field.tsx';
import { Input } from '#web/ui/input.tsx';
import type { AuditFilters } from '../api/admin-api.ts';

type AuditFilterControlsProps = {
  filters: AuditFilters;
  onChange: (filters: AuditFilters) => void;
  /** Values seen in the rows loaded so far, offered as the operator types. */
  suggestions: { actions: string[]; targetTypes: string[] };
};

const fields = [
  { key: 'action', label: 'Action', placeholder: 'Action code', list: 'audit-actions' },
  { key: 'targetType', label: 'Target type', placeholder: 'e.g. user', list: 'audit-target-types' },
  { key: 'actor', label: 'Operator', placeholder: 'Username', list: undefined },
] as const;

/** The log's three filters; they apply as the operator stops typing. */
export function AuditFilterControls({ filters, onChange, suggestions }: AuditFilterControlsProps) {
  const active = Object.values(filters).some((value) => value.trim() !== '');
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is still unknown to older browsers and jsdom
    <form
      role="search"
      aria-label="Filter the audit log"
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto]"
    >
      {fields.map(({ key, label, placeholder, list }) => (
        <Field key={key} label={label}>
          <Input
            type="search"
            autoComplete="off"
            spellCheck={false}
            value={filters[key]}
            placeholder={placeholder}
            list={list}
            onChange={(event) => onChange({ ...filters, [key]: event.target.value })}
          />
        </Field>
      ))}
      <Button
        variant="ghost"
        disabled={!active}
        onClick={() => onChange({ action: '', targetType: '', actor: '' })}
      >
        <X aria-hidden="true" />
        Clear filters
      </Button>
      <datalist id="audit-actions">
        {suggestions.actions.map((value) => (
          <option key={value} value={value} />
        ))}
      </datalist>
      <datalist id="audit-target-types">
        {suggestions.targetTypes.map((value) => (
          <option key={value} value={value} />
        ))}
      </datalist>
    </form>
  );
}
