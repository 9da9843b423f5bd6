/** Moves focus to the search form's field with this label (e.g. "Page size"), unfolding the section it is folded in. */
export function focusFieldLabelled(labelText: string): void {
  const label = [...document.querySelectorAll('label')].find((candidate) => candidate.textContent?.trim() === labelText);
  const field = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
  if (field instanceof HTMLInputElement) {
    const folded = field.closest('details');
    if (folded && !folded.open) folded.open = true;
    field.focus();
    field.select();
  }
}
