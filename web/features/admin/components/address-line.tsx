import type { ReactNode } from 'react';

/** A label over a long machine string (an address, a hash) that must be read whole, never cut. */
export function AddressLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="font-mono text-xs break-all">{children}</dd>
    </div>
  );
}
