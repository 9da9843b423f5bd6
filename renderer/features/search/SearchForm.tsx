import { useEffect, useRef } from 'react';
import type { FormEvent, ReactNode } from 'react';
import type { ConnectionView } from '../../../common/ipc/contract';
import { AdvancedOptions } from './AdvancedOptions';
import { FilterChips } from './FilterChips';
import { FilterFields } from './FilterFields';
import { PageSizeField } from './PageSizeField';
import { RawBodyEditor } from './RawBodyEditor';
import type { FieldRejection } from './field-rejection';
import type { ChipField } from './search-draft';
import type { ReadContext } from './filters';
import { checkDraft } from './search-draft';
import type { FormErrors, SearchDraft } from './search-draft';
import type { SearchDraftState } from './use-search-draft';
import './search.css';

interface SearchFormProps {
  /**
   * The draft and what the results were searched with (the chips say it, not the form's unsent
   * edits), whether they differ, whether the form is folded into chips (leaving the height to the
   * results) and the field to focus once it opens (a chip was clicked).
   */
  form: Pick<
    SearchDraftState,
    'draft' | 'applied' | 'pending' | 'collapsed' | 'focusField' | 'setDraft' | 'clearForm' | 'expand' | 'collapse'
  >;
  connection: Pick<ConnectionView, 'maxPageSize' | 'isDemo'>;
  /** The zone typed times are read in and the country typed numbers are. */
  context: ReadContext;
  /** The server refused a field of the search shown: said at that field until it is changed. */
  rejection?: FieldRejection | null;
  /** False when there is nothing to search (no location, token missing). */
  canSearch: boolean;
  onSubmit: () => void;
  onFocused: () => void;
  /** Back, Recent, Save (one location), Cancel and Back (several): shown in both states, on the same line. */
  navigation: ReactNode;
  /** Above the fields and the chips: what the search runs at (several locations, a list), and the way to change it. */
  head?: ReactNode;
  /** The id of the head's title, the form's name; without one the form is "Search messages". */
  labelledBy?: string;
  /** Says where the search runs ("Search all locations"); "Search" by default. */
  submitLabel?: string;
  /** Folded into chips, the form keeps its submit button: the same search run again at every location. */
  submitFolded?: boolean;
  /** Under the fields while the form is open: how the filters apply, where that needs saying. */
  note?: ReactNode;
}

const fieldValue = (draft: SearchDraft, field: ChipField) =>
  field === 'pageSize' || field === 'rawBody' ? draft[field] : draft.filters[field];

/**
 * The one search form, for one location, several and a list of numbers (what differs is passed
 * in: the head, the submit button's name, the navigation). Searching is explicit (Search or
 * Enter): typing alone never sends a request, and the form says when what it shows is not what
 * the results were searched with: Clear filters empties the fields and sends nothing, the note
 * saying so while the results are still filtered.
 */
export function SearchForm(props: SearchFormProps) {
  const { form, connection, canSearch, context, onFocused } = props;
  const { draft, applied, pending, collapsed, focusField, setDraft: onDraftChange } = form;
  const rejection = props.rejection ?? null;
  const { maxPageSize } = connection;
  const name = props.labelledBy ? { 'aria-labelledby': props.labelledBy } : { 'aria-label': 'Search messages' };
  const formRef = useRef<HTMLFormElement>(null);
  // The time only matters for sending; for checking, any moment gives the same verdict.
  const check = checkDraft(draft, maxPageSize, new Date(), context);
  const stillRefused = rejection && fieldValue(draft, rejection.field) === fieldValue(applied.draft, rejection.field);
  const errors: FormErrors = { ...(stillRefused ? { [rejection.field]: rejection.message } : {}), ...(check.ok ? {} : check.errors) };

  useEffect(() => {
    if (collapsed || !focusField) return;
    const form = formRef.current;
    const target = form?.querySelector<HTMLElement>(`[data-filter="${focusField}"]`);
    const folded = target?.closest('details');
    if (folded && !folded.open) folded.open = true;
    (target ?? form?.querySelector<HTMLElement>('[data-filter="query"]'))?.focus();
    onFocused();
  }, [collapsed, focusField, onFocused]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  const submit = (
    <button type="submit" className="button button--primary" disabled={!check.ok || !canSearch}>
      {props.submitLabel ?? 'Search'}
    </button>
  );
  const pendingNote = pending && (
    <span className="search-form__pending" role="status">
      {collapsed ? 'Edited filters not applied' : check.ok ? 'Not applied yet: press Search' : 'Not applied: fix the marked fields'}
    </span>
  );

  if (collapsed) {
    return (
      <form ref={formRef} className="search-form search-form--collapsed" role="search" {...name} onSubmit={onSubmit} noValidate>
        {props.head}
        {props.navigation}
        <FilterChips
          draft={applied.draft}
          applied={{ body: applied.search.body, zone: context.zone, numbers: applied.numbers }}
          invalid={rejection?.field ?? null}
          onEdit={form.expand}
        />
        {props.submitFolded && submit}
        {pendingNote}
      </form>
    );
  }

  return (
    <form ref={formRef} className="search-form" role="search" {...name} onSubmit={onSubmit} noValidate>
      {props.head}
      <div className={`search-form__fields${draft.filters.range === 'custom' ? ' search-form__fields--custom' : ''}`}>
        <FilterFields
          filters={draft.filters}
          errors={errors}
          context={context}
          onChange={(filters) => onDraftChange({ ...draft, filters })}
        />
        <div className="search-form__actions">
          {submit}
          <button type="button" className="button" onClick={form.clearForm}>
            Clear filters
          </button>
          {errors.body && (
            <span className="field__error" role="alert">
              {errors.body}
            </span>
          )}
        </div>
      </div>
      <div className="search-form__footer">
        <AdvancedOptions hasError={Boolean(errors.pageSize || errors.rawBody)}>
          <PageSizeField
            value={draft.pageSize}
            maxPageSize={maxPageSize}
            // The built-in demo API's default; another server's is not known until it is documented.
            serverDefault={connection.isDemo ? 50 : null}
            error={errors.pageSize}
            onChange={(pageSize) => onDraftChange({ ...draft, pageSize })}
          />
          <RawBodyEditor
            value={draft.rawBody}
            error={errors.rawBody}
            onChange={(rawBody) => onDraftChange({ ...draft, rawBody })}
            onSubmit={props.onSubmit}
          />
        </AdvancedOptions>
        {props.note}
        {pendingNote}
        <div className="search-form__navigation">
          {props.navigation}
          <button
            type="button"
            className="button button--small button--ghost"
            title="Fold the form into one line; edits not applied are kept"
            onClick={form.collapse}
          >
            Hide filters
          </button>
        </div>
      </div>
    </form>
  );
}
