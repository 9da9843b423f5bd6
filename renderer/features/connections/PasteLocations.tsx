import { useId, useMemo, useState } from 'react';
import type { LocationDraft } from './connection-draft';
import { readLocationList } from './location-list';

interface PasteLocationsProps {
  /** Kept stable between renders (memoized by the caller), so the list is read again only when it changes. */
  existingIds: readonly string[];
  /** Adds the good lines; resolves once they are added. */
  onAdd: (locations: LocationDraft[]) => Promise<void> | void;
  busy?: boolean;
}

/** Many locations at once: paste a list, see each line read (or what is wrong with it), add the good ones. */
export function PasteLocations({ existingIds, onAdd, busy = false }: PasteLocationsProps) {
  const id = useId();
  const [text, setText] = useState('');
  // Read only when the text (or the locations) changed, not on every render of the dialog.
  const reading = useMemo(() => readLocationList(text, existingIds), [text, existingIds]);
  const parsed = reading.kind === 'read' ? reading.entries : [];
  const good = parsed.filter((entry) => !entry.problem);
  const add = async () => {
    await onAdd(good.map((entry) => ({ id: entry.id, name: entry.name })));
    // Lines with a problem stay in the box to be fixed: nothing pasted is lost.
    setText(
      parsed
        .filter((entry) => entry.problem && entry.problem !== 'Listed twice; the first one is kept.')
        .map((entry) => (entry.name ? `${entry.id} ${entry.name}` : entry.id))
        .join('\n'),
    );
  };
  return (
    <details className="paste-locations">
      <summary>Paste a list of locations…</summary>
      <label htmlFor={id}>Location list</label>
      <textarea
        id={id}
        rows={5}
        spellCheck={false}
        value={text}
        aria-describedby={`${id}-format`}
        placeholder={'loc-1 Harbor Dental\nloc-2, Maple Street Bakery\nloc-3'}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={`${id}-format`} className="field__hint">
        One location per line: the id, then optionally its name after a space, a tab or a comma. Or ids only, separated by commas on one
        line.
      </p>
      {reading.kind === 'too-long' && (
        <p className="field__error" role="alert">
          {reading.message}
        </p>
      )}
      {parsed.length > 0 && (
        <table className="paste-locations__preview" aria-label="Pasted locations">
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Id</th>
              <th scope="col">Name</th>
              <th scope="col">Check</th>
            </tr>
          </thead>
          <tbody>
            {parsed.map((entry, index) => (
              <tr key={index} className={entry.problem ? 'paste-locations__bad' : undefined}>
                <td>{entry.line}</td>
                <td>
                  <code>{entry.id}</code>
                </td>
                <td>{entry.name}</td>
                <td>{entry.problem ?? 'OK'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <button type="button" className="button button--small" disabled={good.length === 0 || busy} onClick={() => void add()}>
        {busy ? 'Adding…' : `Add ${good.length} ${good.length === 1 ? 'location' : 'locations'}`}
      </button>
    </details>
  );
}
