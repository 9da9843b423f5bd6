import { useEffect, useRef } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { FilterChips } from './FilterChips';
import { FilterFields } from './FilterFields';
import { PageSizeField } from './PageSizeField';
import { RawBodyEditor } from './RawBodyEditor';
import type { ChipField } from './filter-chips';
import { checkDraft } from './search-draft';
import type { SearchDraft } from './search-draft';
import './search.css';

interface SearchFormProps {
  draft: SearchDraft;
  /** The form differs from what the results were searched with. */
  pending: boolean;
  /** After a search the form folds into one line of chips, leaving the height to the results. */
  collapsed: boolean;
  /** The field to focus once the form opens (a chip was clicked). */
  focusField: ChipField | null;
  maxPageSize: number;
  serverDefaultPageSize: number | null;
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

/**
 * Searching is explicit (Search or Enter): typing alone never sends a request, and the form says
 * when what it shows is not what the results were searched with. Clear filters searches at once,
 * so an emptied form never sits above results that are still filtered.
 */
export function SearchForm(props: SearchFormProps) {
  const { draft, pending, collapsed, focusField, maxPageSize, canSearch, onDraftChange, onFocused } = props;
  const formRef = useRef<HTMLFormElement>(null);
  // The time only matters for sending; for checking, any moment gives the same verdict.
  const check = checkDraft(draft, maxPageSize, new Date(0));

  useEffect(() => {
    if (collapsed || !focusField) return;
    const form = formRef.current;
    if (focusField === 'rawBody') form?.querySelector('details')?.setAttribute('open', '');
    const target = form?.querySelector<HTMLElement>(focusField === 'rawBody' ? 'textarea' : focusField === 'pageSize' ? '[data-filter="pageSize"]' : `[data-filter="${focusField}"]`);
    (target ?? form?.querySelector<HTMLElement>('[data-filter="query"]'))?.focus();
    onFocused();
  }, [collapsed, focusField, onFocused]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };

  if (collapsed) {
    return (
      <form ref={formRef} className="search-form search-form--collapsed" role="search" aria-label="Search messages" onSubmit={onSubmit} noValidate>
        {props.navigation}
        <FilterChips draft={draft} onEdit={props.onExpand} />
      </form>
    );
  }

  return (
    <form ref={formRef} className="search-form" role="search" aria-label="Search messages" onSubmit={onSubmit} noValidate>
      <div className={`search-form__fields${draft.filters.range === 'custom' ? ' search-form__fields--custom' : ''}`}>
        <FilterFields filters={draft.filters} rangeError={check.ok ? undefined : check.rangeError} onChange={(filters) => onDraftChange({ ...draft, filters })} />
        <PageSizeField
          value={draft.pageSize}
          maxPageSize={maxPageSize}
          serverDefault={props.serverDefaultPageSize}
          error={check.ok ? undefined : check.pageSizeError}
          onChange={(pageSize) => onDraftChange({ ...draft, pageSize })}
        />
        <div className="search-form__actions">
          <button type="submit" className="button button--primary" disabled={!check.ok || !canSearch}>
            Search
          </button>
          <button type="button" className="button" onClick={props.onClear}>
            Clear filters
          </button>
          {!check.ok && check.bodyError && (
            <span className="field__error" role="alert">
              {check.bodyError}
            </span>
          )}
          {pending && check.ok && (
            <span className="search-form__pending" role="status">
              Not applied yet: press Search
            </span>
          )}
        </div>
      </div>
      <div className="search-form__footer">
        <RawBodyEditor
          value={draft.rawBody}
          error={check.ok ? undefined : check.rawBodyError}
          onChange={(rawBody) => onDraftChange({ ...draft, rawBody })}
          onSubmit={props.onSubmit}
        />
        <div className="search-form__navigation">
          {props.navigation}
          {!pending && (
            <button type="button" className="button button--small button--ghost" onClick={props.onCollapse}>
              Hide filters
            </button>
          )}
        </div>
      </div>
    </form>
  );
}
