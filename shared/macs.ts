// Plain arithmetic and formatting without zod, so a screen that only shows prices does not load the
// validator. The schemas in shared/schemas/ re-export these.

/** MACS are stored as integer hundredths (DESIGN rule 5); the API speaks decimals. */
export const MACS_MINOR_UNITS = 100;

/** MACS decimal → integer hundredths (rounding away float noise such as 0.1 + 0.2). */
export function toMacsMinor(amount: number): number {
  return Math.round(amount * MACS_MINOR_UNITS);
}

/** Integer hundredths → MACS decimal. */
export function fromMacsMinor(minor: number): number {
  return minor / MACS_MINOR_UNITS;
}

/** '1,250.00 MACS' (or '+25.00 MACS' with `signed`) from integer hundredths. */
export function formatMacs(minor: number, options: { signed?: boolean } = {}): string {
  const text = (Math.abs(minor) / MACS_MINOR_UNITS).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const sign = minor < 0 ? '−' : options.signed && minor > 0 ? '+' : '';
  return `${sign}${text} MACS`;
}
