import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { LocationDraft } from './connection-draft';

interface AddLocationFormProps {
  onAdd: (location: LocationDraft) => void;
  existingIds: readonly string[];
}

/** Location id (required) and display name; Enter adds it without submitting the dialog. */
export function AddLocationForm({ onAdd, existingIds }: AddLocationFormProps) {
  const [id, setId] = useState('');
  const [name, setName] = useState('');
  const trimmedId = id.trim();
  const problem = /\s/.test(trimmedId) ? 'A location id has no spaces.' : existingIds.includes(trimmedId) ? 'Already in the list.' : null;

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
      <input aria-label="New location id" placeholder="Location id" value={id} onChange={(event) => setId(event.target.value)} onKeyDown={addOnEnter} />
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
