import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { describeFind } from './find-matches';
import type { FindMatch } from './find-matches';
import { searchAllOffer } from './search-all';
import type { FindState } from './use-find';
import './find.css';

interface FindBarProps {
  find: FindState;
  /** More pages exist that are not loaded: find only sees loaded rows and says so. */
  moreToLoad: boolean;
  /** Brings a match into view in the grid. */
  onReveal: (match: FindMatch) => void;
  /** Focus goes back to the grid when the bar closes. */
  onClosed: () => void;
  /** Bumped by Ctrl/Cmd+F while the bar is open, to focus and select the field again. */
  focusRequest: number;
  /** Runs the search again on the server with this text (closing the bar). */
  onSearchAll: (text: string) => void;
}

/** Ctrl/Cmd+F: find text in the loaded rows; Enter / Shift+Enter move between matches. */
export function FindBar({ find, moreToLoad, onReveal, onClosed, focusRequest, onSearchAll }: FindBarProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [focusRequest]);

  const go = (offset: 1 | -1) => {
    const match = offset === 1 ? find.next() : find.previous();
    if (match) onReveal(match);
  };
  const close = () => {
    find.close();
    onClosed();
  };
  const none = find.found.matches.length === 0;
  const searchAll = searchAllOffer(find.query, find.found.matches.length, find.index, moreToLoad);
  // Enter past the last loaded match does not wrap to the first while the server has more: it
  // offers the server search, which the next Enter runs. Kept per query and match.
  const place = `${find.query}|${find.index}`;
  const [offeredAt, setOfferedAt] = useState<string | null>(null);
  const offered = searchAll !== null && !none && offeredAt === place;
  const said = offered
    ? `Last match in the loaded rows — Enter searches all results for “${searchAll}”`
    : describeFind(find.found, find.index, moreToLoad, find.query);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      // Nothing to go to in the loaded rows, or past the last: Enter takes the next step, the server search.
      if (searchAll && (none || offered) && !event.shiftKey) onSearchAll(searchAll);
      else if (searchAll && !event.shiftKey) {
        if (find.currentMatch) onReveal(find.currentMatch);
        setOfferedAt(place);
      } else go(event.shiftKey ? -1 : 1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  return (
    <div className="find-bar" role="search" aria-label="Find in loaded rows">
      <label className="find-bar__label" htmlFor="find-in-rows">
        Find
      </label>
      <input
        ref={inputRef}
        id="find-in-rows"
        className="find-bar__input"
        type="search"
        value={find.query}
        placeholder="Text in the loaded rows"
        aria-describedby="find-in-rows-count"
        onChange={(event) => find.setQuery(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className="button button--small"
        onClick={() => go(-1)}
        disabled={none}
        aria-label="Previous match"
        title="Previous match (Shift+Enter)"
      >
        ↑
      </button>
      <button
        type="button"
        className="button button--small"
        onClick={() => go(1)}
        disabled={none}
        aria-label="Next match"
        title="Next match (Enter)"
      >
        ↓
      </button>
      <span id="find-in-rows-count" className="find-bar__count" role="status" title={said}>
        {said}
      </span>
      {searchAll && (
        <button
          type="button"
          className="button button--small button--primary find-bar__offer"
          title={`Search all results for “${searchAll}”`}
          onClick={() => onSearchAll(searchAll)}
        >
          {/* The text in its own box: a flex button's bare text is clipped with no ellipsis. */}
          <span className="find-bar__offer-text">Search all results for “{searchAll}”</span>
        </button>
      )}
      <button type="button" className="button button--small button--ghost" onClick={close} aria-label="Close find">
        Close
      </button>
    </div>
  );
}
