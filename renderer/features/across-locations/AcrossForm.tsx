import { useId } from 'react';
import type { FormEvent } from 'react';
import type { ConnectionView } from '../../../common/ipc/contract';
import { FilterChips } from '../search/FilterChips';
import type { AppliedBody } from '../search/filter-chips';
import { FilterFields } from '../search/FilterFields';
import { initialDraft } from '../search/search-draft';
import type { FilterErrors, ReadContext, SearchFilters } from '../search/filters';
import { LocationChooser } from './LocationChooser';
import '../search/search.css';

interface AcrossFormProps {
  connection: ConnectionView;
  /** "All 5 locations of …" or "4 of 5 locations of …". */
  title: string;
  /** The set is every location of the connection. */
  everyLocation: boolean;
  locationIds: readonly string[];
  /** The user asked to choose and has no chosen set yet: the chooser opens at once. */
  chooseFirst: boolean;
  onChoose: (locationIds: string[]) => void;
  filters: SearchFilters;
  errors: FilterErrors;
  onFilters: (filters: SearchFilters) => void;
  context: ReadContext;
  fetching: boolean;
  onSearch: () => void;
  onCancel: () => void;
  /** Goes back to the filters before a bar of the chart set the time (undefined: nothing to go back to). */
  onBack: (() => void) | undefined;
  /** The search sent, when the form is folded to its chips; null shows the fields. */
  folded: AppliedBody | null;
  onUnfold: () => void;
  /** One location searched (a list pasted there): back to its own view. */
  onOpenAlone?: (() => void) | undefined;
}

/** What the search asks every chosen location: the single-location form's filters, all of them. */
export function AcrossForm(props: AcrossFormProps) {
  const { connection, everyLocation, locationIds, fetching } = props;
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSearch();
  };

  return (
    <form
      className={`across__form${props.folded ? ' across__form--folded' : ''}`}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <div className="across__head">
        <h2 id={`${id}-title`} className="across__title">
          {props.title}
        </h2>
        {props.onOpenAlone && (
          <button type="button" className="button button--small" onClick={props.onOpenAlone}>
            Back to one search here
          </button>
        )}
        <LocationChooser connection={connection} chosen={locationIds} startOpen={props.chooseFirst} onChoose={props.onChoose} />
      </div>
      <div className="search-form__fields across__fields">
        {props.folded ? (
          <FilterChips draft={{ ...initialDraft, filters: props.filters }} applied={props.folded} invalid={null} onEdit={props.onUnfold} />
        ) : (
          <FilterFields filters={props.filters} errors={props.errors} context={props.context} onChange={props.onFilters} />
        )}
        <div className="across__buttons">
          <button type="submit" className="button button--primary" disabled={locationIds.length === 0}>
            {props.onOpenAlone ? 'Search' : everyLocation ? 'Search all locations' : `Search ${locationIds.length} locations`}
          </button>
          {fetching && (
            <button type="button" className="button" onClick={props.onCancel}>
              Cancel
            </button>
          )}
          {props.onBack && (
            <button
              type="button"
              className="button"
              onClick={props.onBack}
              aria-keyshortcuts="Alt+ArrowLeft"
              title="The time range before a bar of the chart was chosen (Alt+←)"
            >
              Back
            </button>
          )}
        </div>
      </div>
      {!props.folded && (
        <p className="across__applies">
          Every filter applies at each location: a small first page from each, then pages of the server’s default size (no raw JSON body
          here).
        </p>
      )}
    </form>
  );
}
