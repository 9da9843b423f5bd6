import { useId } from 'react';
import { SearchForm } from '../search/SearchForm';
import { LocationChooser } from './LocationChooser';
import type { AcrossWorkspace } from './use-across-workspace';

/**
 * The one search form (search/SearchForm.tsx) at every chosen location: what differs here is its
 * head (where it runs and the way to change that), the submit button's name, Cancel and the
 * chart's Back.
 */
export function AcrossForm({ ws }: { ws: AcrossWorkspace }) {
  const { connection, everyLocation, locationIds, form } = ws;
  // One location searched (a list pasted there): the way back to its own view.
  const here = ws.here;
  const openAlone = here !== undefined ? () => ws.onOpenLocation(here) : undefined;
  const id = useId();
  const head = (
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
  );
  const navigation = (ws.across.query.isFetching || ws.back) && (
    <div className="across__buttons">
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
  );

  return (
    <SearchForm
      form={form}
      connection={connection}
      context={ws.context}
      canSearch={locationIds.length > 0}
      onSubmit={ws.search}
      onFocused={form.focused}
      navigation={navigation}
      head={head}
      labelledBy={`${id}-title`}
      submitLabel={openAlone ? 'Search' : everyLocation ? 'Search all locations' : `Search ${locationIds.length} locations`}
      submitFolded
      note={
        <p className="across__applies">Each location gets every filter, the page size and the raw body; its first page is a small one.</p>
      }
    />
  );
}
