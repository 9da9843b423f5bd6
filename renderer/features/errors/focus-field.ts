/** Moves focus to the search form's field with this label (e.g. "Page size"), if it is on screen. */
export function focusFieldLabelled(labelText: string): void {
  const label = [...document.querySelectorAll('label')].find((candidate) => candidate.textContent?.trim() === labelText);
  const field = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
  if (field instanceof HTMLInputElement) {
    field.focus();
    field.select();
  }
}
