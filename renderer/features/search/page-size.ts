export type PageSizeCheck = { ok: true; value: number } | { ok: false; message: string };

/** The page size field: empty (or 0) for the server's default, else a whole number up to the connection's maximum. */
export function parsePageSize(text: string, maxPageSize: number): PageSizeCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: 0 };
  if (!/^\d+$/.test(trimmed)) {
    return { ok: false, message: `Whole number up to ${maxPageSize}, or empty for the default` };
  }
  const value = Number(trimmed);
  if (value > maxPageSize) return { ok: false, message: `At most ${maxPageSize}` };
  return { ok: true, value };
}
