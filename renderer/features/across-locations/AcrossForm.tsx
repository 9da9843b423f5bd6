import { useId } from 'react';
import type { FormEvent } from 'react';
import { FilterChips } from '../search/FilterChips';
import { FilterFields } from '../search/FilterFields';
import { initialDraft } from '../search/search-draft';
import { LocationChooser } from './LocationChooser';
import type { AcrossWorkspace } from './use-across-workspace';
import '../search/search.css';

/** What the search asks every chosen location: the single-location form's filters, all of them. */
export function AcrossForm({ ws }: { ws: AcrossWorkspace }) {
  const { connection, everyLocation, locationIds, folded } = ws;
  // One location searched (a list pasted there): the way back to its own view.
  const here = ws.here;
  const openAlone = here !== undefined ? () => ws.onOpenLocation(here) : undefined;
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ws.search();
  };

  return (
    <form className={`across__form${folded ? ' across__form--folded' : ''}`} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <div className="across__head">
        <h2 id={`${id}-title`} className="across__title">
          {ws.title}
        </h2>
        {openAlone && (
          <button type="button" className="button button--small" onClick={openAlone}>
            Back to one search here
          </button>
        )}
        <LocationChooser connection={connection} chosen={locationIds} startOpen={ws.chooseFirst} onChoose={ws.onChoose} />
      </div>
      <div className="search-form__fields across__fields">
        {folded ? (
          <FilterChips draft={{ ...initialDraft, filters: ws.filters }} applied={folded} invalid={null} onEdit={ws.unfold} />
        ) : (
          <FilterFields filters={ws.filters} errors={ws.errors} context={ws.context} onChange={ws.setFilters} />
        )}
        <div className="across__buttons">
          <button type="submit" className="button button--primary" disabled={locationIds.length === 0}>
            {openAlone ? 'Search' : everyLocation ? 'Search all locations' : `Search ${locationIds.length} locations`}
          </button>
          {ws.across.query.isFetching && (
            <button type="button" className="button" onClick={ws.across.cancel}>
              Cancel
            </button>
          )}
          {ws.back && (
            <button
              type="button"
              className="button"
              onClick={ws.back}
              aria-keyshortcuts="Alt+ArrowLeft"
              title="The time range before a bar of the chart was chosen (Alt+←)"
            >
              Back
            </button>
          )}
        </div>
      </div>
      {!folded && (
        <p className="across__applies">
          Every filter applies at each location: a small first page from each, then pages of the server’s default size (no raw JSON body
          here).
        </p>
      )}
    </form>
  );
}
