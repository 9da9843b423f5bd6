import { useEffect, useRef } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { AdvancedOptions } from './AdvancedOptions';
import { FilterChips } from './FilterChips';
import { FilterFields } from './FilterFields';
import { PageSizeField } from './PageSizeField';
import { RawBodyEditor } from './RawBodyEditor';
import type { FieldRejection } from './field-rejection';
import type { ChipField } from './search-draft';
import type { ReadContext } from './filters';
import { checkDraft } from './search-draft';
import type { FormErrors, SearchDraft, SubmittedSearch } from './search-draft';
import './search.css';

interface SearchFormProps {
  draft: SearchDraft;
  /** What the results were searched with: the chips say it, not the form's unsent edits. */
  applied: { draft: SearchDraft; search: SubmittedSearch };
  /** The form differs from what the results were searched with. */
  pending: boolean;
  /** After a search the form folds into one line of chips, leaving the height to the results. */
  collapsed: boolean;
  /** The field to focus once the form opens (a chip was clicked). */
  focusField: ChipField | null;
  maxPageSize: number;
  serverDefaultPageSize: number | null;
  /** The zone typed times are read in and the country typed numbers are. */
  context: ReadContext;
  /** The server refused a field of the search shown: said at that field until it is changed. */
  rejection: FieldRejection | null;
  /** False when there is nothing to search (no location, token missing). */
  canSearch: boolean;
  onDraftChange: (draft: SearchDraft) => void;
  onSubmit: () => void;
  onClear: () => void;
  onExpand: (field: ChipField | null) => void;
  onCollapse: () => void;
  onFocused: () => void;
  /** Back, Recent, Save: shown in both states, on the same line. */
  navigation: ReactNode;
}

const fieldValue = (draft: SearchDraft, field: ChipField) =>
  field === 'pageSize' || field === 'rawBody' ? draft[field] : draft.filters[field];

/**
 * Searching is explicit (Search or Enter): typing alone never sends a request, and the form says
 * when what it shows is not what the results were searched with: Clear filters empties the fields
 * and sends nothing, the note saying so while the results are still filtered.
 */
export function SearchForm(props: SearchFormProps) {
  const { draft, applied, pending, collapsed, focusField, maxPageSize, canSearch, context, rejection, onDraftChange, onFocused } = props;
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
  const pendingNote = pending && (
    <span className="search-form__pending" role="status">
      {collapsed ? 'Edited filters not applied' : check.ok ? 'Not applied yet: press Search' : 'Not applied: fix the marked fields'}
    </span>
  );

  if (collapsed) {
    return (
      <form
        ref={formRef}
        className="search-form search-form--collapsed"
        role="search"
        aria-label="Search messages"
        onSubmit={onSubmit}
        noValidate
      >
        {props.navigation}
        <FilterChips
          draft={applied.draft}
          applied={{ body: applied.search.body, zone: context.zone }}
          invalid={rejection?.field ?? null}
          onEdit={props.onExpand}
        />
        {pendingNote}
      </form>
    );
  }

  return (
    <form ref={formRef} className="search-form" role="search" aria-label="Search messages" onSubmit={onSubmit} noValidate>
      <div className={`search-form__fields${draft.filters.range === 'custom' ? ' search-form__fields--custom' : ''}`}>
        <FilterFields
          filters={draft.filters}
          errors={errors}
          context={context}
          onChange={(filters) => onDraftChange({ ...draft, filters })}
        />
        <div className="search-form__actions">
          <button type="submit" className="button button--primary" disabled={!check.ok || !canSearch}>
            Search
          </button>
          <button type="button" className="button" onClick={props.onClear}>
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
            serverDefault={props.serverDefaultPageSize}
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
        {pendingNote}
        <div className="search-form__navigation">
          {props.navigation}
          <button
            type="button"
            className="button button--small button--ghost"
            title="Fold the form into one line; edits not applied are kept"
            onClick={props.onCollapse}
          >
            Hide filters
          </button>
        </div>
      </div>
    </form>
  );
}
