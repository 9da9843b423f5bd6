interface HighlightedTextProps {
  text: string;
  /** The exact value behind a readable rendering (a time, a phone number), which find also searches. */
  exact: string | undefined;
  needle: string;
}

/** The cell text with each find match marked; a match only in the exact value marks the whole text. */
export function HighlightedText({ text, exact, needle }: HighlightedTextProps) {
  const lower = text.toLowerCase();
  let at = lower.indexOf(needle);
  if (at < 0) return exact?.toLowerCase().includes(needle) ? <mark>{text}</mark> : <>{text}</>;
  const parts = [];
  let from = 0;
  while (at >= 0) {
    if (at > from) parts.push(text.slice(from, at));
    parts.push(<mark key={at}>{text.slice(at, at + needle.length)}</mark>);
    from = at + needle.length;
    at = lower.indexOf(needle, from);
  }
  if (from < text.length) parts.push(text.slice(from));
  return <>{parts}</>;
}
