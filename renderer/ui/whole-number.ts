// One number formatter for the whole renderer. `value.toLocaleString()` looks up an ICU
// formatter on every call: 25–40 µs each when its cache holds, milliseconds when the calls
// alternate locales or options and it does not. A list of counts (the per-location strip, the
// activity table's cells, the status bar on every page) paid that per line.
const wholeNumbers = new Intl.NumberFormat();

/** A count as `value.toLocaleString()` writes it (the user's locale: "1,234" in English). */
export function formatWhole(value: number): string {
  return wholeNumbers.format(value);
}
