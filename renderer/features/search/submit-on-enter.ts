import type { KeyboardEvent } from 'react';

/**
 * Enter in a filter dropdown runs the search, as it does in a text field. A select does not
 * submit its form on Enter in any browser, so it is asked to here.
 */
export function submitOnEnter(event: KeyboardEvent<HTMLSelectElement>): void {
  if (event.key !== 'Enter' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}
