const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/;

/**
 * Epoch milliseconds of an RFC 3339 timestamp, or null. Stricter than Date.parse, which accepts
 * many other shapes and rolls 2025-02-30 over into March.
 */
export function parseRfc3339(text: string): number | null {
  const match = RFC3339.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59) return null;
  const offset = match[8] ?? 'Z';
  if (offset !== 'Z' && offset !== 'z' && (Number(offset.slice(1, 3)) > 23 || Number(offset.slice(4, 6)) > 59)) return null;
  const epochMs = Date.parse(text.toUpperCase());
  return Number.isNaN(epochMs) ? null : epochMs;
}

/** Second-precision UTC timestamp, the shape every message field uses. */
export function formatRfc3339(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
