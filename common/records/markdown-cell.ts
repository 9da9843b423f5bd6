// A Markdown table cell: shared by the grid's copy (renderer) and the Markdown export (main), so
// both paste the same. Browser-safe: no Node imports.
import { toJson } from './flatten';

/** The value's text with what would break the table escaped: backslashes, pipes, line breaks as <br>. */
export function markdownCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : typeof value === 'object' ? toJson(value) : String(value);
  return text
    .replaceAll('\\', '\\\\')
    .replaceAll('|', '\\|')
    .replace(/\r\n|\r|\n/g, '<br>');
}

/** One table line: `| a | b |`. */
export function markdownLine(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}
