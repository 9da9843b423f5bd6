import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';

interface ThreadFindBarProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** 0-based index of the current match among `total`. */
  current: number;
  total: number;
  moreToLoad: boolean;
  onStep: (step: 1 | -1) => void;
  onClose: () => void;
  /** Changes each time find is asked for again, to focus the field. */
  focusRequest: number;
}

/** Find inside the thread: Enter / Shift+Enter step through the matching messages; Escape closes. */
export function ThreadFindBar({ query, onQueryChange, current, total, moreToLoad, onStep, onClose, focusRequest }: ThreadFindBarProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [focusRequest]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onStep(event.shiftKey ? -1 : 1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };
  const more = moreToLoad ? ' (more not loaded yet)' : '';
  const count = !query.trim() ? '' : total === 0 ? `No match${more}` : `${current + 1} of ${total}${more}`;
  return (
    <div className="thread-find" role="search">
      <input
        ref={inputRef}
        className="thread-find__input"
        type="search"
        aria-label="Find in conversation"
        placeholder="Find in conversation"
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <span className="thread-find__count" aria-live="polite">
        {count}
      </span>
      <button type="button" className="button button--small" onClick={() => onStep(-1)} disabled={total === 0} aria-label="Previous match">
        ↑
      </button>
      <button type="button" className="button button--small" onClick={() => onStep(1)} disabled={total === 0} aria-label="Next match">
        ↓
      </button>
      <button type="button" className="button button--small" onClick={onClose} aria-label="Close find in conversation">
        ✕
      </button>
    </div>
  );
}
