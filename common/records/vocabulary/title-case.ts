/** `PARTIALLY_SENT`, `partially-sent`, `partiallySent` → "Partially Sent": a server's word shown as words. */
export function inTitleCase(value: string): string {
  const words = value
    .trim()
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean);
  if (words.length === 0) return value;
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()).join(' ');
}
