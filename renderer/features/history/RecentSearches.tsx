import type { RecordedSearch } from '../../../common/ipc/contract';
import { explorerErrorOf } from '../../api/explorer';
import { Modal } from '../../ui/dialog/Modal';
import { describeDraft } from '../search/filter-chips';
import { draftFromData } from '../search/search-draft';
import type { SearchDraft } from '../search/search-draft';
import type { SearchHistoryApi } from './use-search-history';
import './history.css';
import { formatWhole } from '../../ui/whole-number';

interface RecentSearchesProps {
  history: SearchHistoryApi;
  locationName: string;
  /** The recorded run the grid shows, which Save keeps under a name; null before any search is run. */
  current: RecordedSearch | null;
  onOpen: (draft: SearchDraft) => void;
  onSave: (entry: RecordedSearch) => void;
  onClose: () => void;
}

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const rows = (count: number) => `${formatWhole(count)} ${count === 1 ? 'row' : 'rows'} seen`;

/** Recent runs and saved searches of this location: one click reopens one. */
export function RecentSearches({ history, locationName, current, onOpen, onSave, onClose }: RecentSearchesProps) {
  const data = history.list.data;
  const error = explorerErrorOf(history.list.error) ?? explorerErrorOf(history.save.error) ?? explorerErrorOf(history.remove.error);
  // Runs are recorded after their rows show, out of sight: a run that could not be is said here.
  const notRecorded = explorerErrorOf(history.record.error);
  const open = (entry: RecordedSearch) => {
    onOpen(draftFromData(entry.draft));
    onClose();
  };
  const entryButton = (entry: RecordedSearch, title: string) => (
    <button type="button" className="history-entry__open" onClick={() => open(entry)}>
      <span className="history-entry__title">
        {title}
        {entry.pinned && <span className="badge badge--ok history-entry__pin">Pinned</span>}
      </span>
      <span className="history-entry__meta">
        {entry.name !== undefined && <>{describeDraft(draftFromData(entry.draft))} · </>}
        last run {when(entry.ranAt)} · {rows(entry.rowsSeen)}
      </span>
    </button>
  );

  return (
    <Modal title={`Searches for ${locationName}`} onClose={onClose} wide>
      {data?.notice && (
        <p className="banner banner--warning" role="status">
          {data.notice}
        </p>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error.message}
        </p>
      )}
      {notRecorded && (
        <p className="field__error" role="alert">
          The last search run is not in this list: it could not be recorded ({notRecorded.message}).
        </p>
      )}
      {!data && !error && <p className="modal__hint">Loading searches…</p>}
      <div className="history-current">
        <span className="modal__hint">Shown now: {current ? describeDraft(draftFromData(current.draft)) : 'no search run yet'}</span>
        <button type="button" className="button button--small" disabled={!current} onClick={() => current && onSave(current)}>
          Save current search…
        </button>
      </div>
      {data && (
        <>
          <section aria-labelledby="saved-searches-title" className="history-section">
            <h3 id="saved-searches-title" className="history-section__title">
              Saved
            </h3>
            {data.saved.length === 0 && <p className="modal__hint">None yet. Use Save on a recent search to keep it under a name.</p>}
            <ul className="history-list">
              {data.saved.map((entry) => (
                <li key={entry.id} className="history-entry">
                  {entryButton(entry, entry.name ?? '')}
                  <button
                    type="button"
                    className="button button--small"
                    aria-pressed={entry.pinned}
                    aria-label={`Pin ${entry.name ?? ''} to the top`}
                    onClick={() => history.save.mutate({ searchId: entry.id, name: entry.name ?? '', pinned: !entry.pinned })}
                  >
                    {entry.pinned ? 'Unpin' : 'Pin'}
                  </button>
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    aria-label={`Delete saved search ${entry.name ?? ''}`}
                    onClick={() => history.remove.mutate(entry.id)}
                  >
                    Delete
                  </button>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="recent-searches-title" className="history-section">
            <h3 id="recent-searches-title" className="history-section__title">
              Recent <span className="history-section__count">(the last 50 kept)</span>
            </h3>
            {data.recent.length === 0 && <p className="modal__hint">No searches run here yet.</p>}
            <ul className="history-list">
              {data.recent.map((entry) => {
                const text = describeDraft(draftFromData(entry.draft));
                return (
                  <li key={entry.id} className="history-entry">
                    {entryButton(entry, text)}
                    <button type="button" className="button button--small" aria-label={`Save search ${text}`} onClick={() => onSave(entry)}>
                      Save…
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        </>
      )}
      <div className="modal__actions">
        <button
          type="button"
          className="button"
          disabled={!data?.recent.length || history.clearRecent.isPending}
          onClick={() => history.clearRecent.mutate()}
        >
          Clear recent
        </button>
        <span className="modal__spacer" />
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
