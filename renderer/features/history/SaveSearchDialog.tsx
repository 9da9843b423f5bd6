import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { RecordedSearch } from '../../../common/ipc/contract';
import { explorerErrorOf } from '../../api/explorer';
import { Modal } from '../../ui/dialog/Modal';
import { describeDraft } from '../search/filter-chips';
import { draftFromData } from '../search/search-draft';
import type { SearchHistoryApi } from './use-search-history';

interface SaveSearchDialogProps {
  entry: RecordedSearch;
  history: SearchHistoryApi;
  onClose: () => void;
}

export function SaveSearchDialog({ entry, history, onClose }: SaveSearchDialogProps) {
  const id = useId();
  const description = describeDraft(draftFromData(entry.draft));
  const [name, setName] = useState(description.slice(0, 100));
  const [pinned, setPinned] = useState(false);
  const error = explorerErrorOf(history.save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    history.save.mutate({ searchId: entry.id, name: name.trim(), pinned }, { onSuccess: onClose });
  };
  return (
    <Modal title="Save search" onClose={onClose}>
      <form className="save-search" onSubmit={submit} noValidate>
        <p className="modal__hint">{description}</p>
        <div className="field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
            aria-describedby={`${id}-error`}
          />
          <span id={`${id}-error`} className="field__error" role={error || !name.trim() ? 'alert' : undefined}>
            {!name.trim() ? 'Give the search a name.' : (error?.message ?? '')}
          </span>
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={pinned} onChange={(event) => setPinned(event.target.checked)} /> Pin to the top of the list
        </label>
        <div className="modal__actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={!name.trim() || history.save.isPending}>
            Save
          </button>
        </div>
      </form>
    </Modal>
  );
}
