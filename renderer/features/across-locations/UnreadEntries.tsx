/**
 * The entries of a pasted list that were not read as numbers, named beside the results they are
 * missing from: what was typed is never silently dropped.
 */
export function UnreadEntries({ entries }: { entries: readonly string[] | undefined }) {
  if (!entries || entries.length === 0) return null;
  const count = entries.length;
  return (
    <p className="across__unread" role="note">
      <strong>
        {count} pasted entr{count === 1 ? 'y' : 'ies'} not read as a number, not searched:
      </strong>{' '}
      {entries.map((entry) => `“${entry}”`).join(', ')}. Correct {count === 1 ? 'it' : 'them'} in the phone field and search again.
    </p>
  );
}
