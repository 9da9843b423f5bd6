import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { LocationDraft } from './connection-draft';
import { HEADER_SAFE_TEXT, MAX_ID_CHARS } from '../../../common/limits/connection-limits';

interface AddLocationFormProps {
  onAdd: (location: LocationDraft) => void;
  existingIds: readonly string[];
}

/** Location id (required) and display name; Enter adds it without submitting the dialog. */
export function AddLocationForm({ onAdd, existingIds }: AddLocationFormProps) {
  const [id, setId] = useState('');
  const [name, setName] = useState('');
  const trimmedId = id.trim();
  // As main checks it (common/ipc/input-schemas.ts): the id goes out as the Location-Id header.
  const problem = !trimmedId
    ? null
    : !HEADER_SAFE_TEXT.test(trimmedId)
      ? 'A location id is printable ASCII without spaces.'
      : trimmedId.length > MAX_ID_CHARS
        ? `A location id is at most ${MAX_ID_CHARS} characters.`
        : existingIds.includes(trimmedId)
          ? 'Already in the list.'
          : null;

  const add = () => {
    if (!trimmedId || problem) return;
    onAdd({ id: trimmedId, name: name.trim() });
    setId('');
    setName('');
  };
  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <div className="add-location">
      <input
        aria-label="New location id"
        placeholder="Location id"
        value={id}
        onChange={(event) => setId(event.target.value)}
        onKeyDown={addOnEnter}
      />
      <input
        aria-label="New location name"
        placeholder="Display name (optional)"
        value={name}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={addOnEnter}
      />
      <button type="button" className="button button--small" disabled={!trimmedId || problem !== null} onClick={add}>
        Add location
      </button>
      {problem && <span className="field__error">{problem}</span>}
    </div>
  );
}
