import type { TimeDisplay } from '../time-zone/time-display';
import { describeSearch, emptyResultText } from './describe-search';
import './empty-result.css';

interface EmptyResultProps {
  /** The body the search sent. */
  body: Readonly<Record<string, unknown>>;
  time: TimeDisplay;
  /** Runs the search again without filters; null when there were none. */
  onClearFilters: (() => void) | null;
  /** Runs it again over the last 30 days; null when its range was not narrower. */
  onWiden: (() => void) | null;
}

/** Not a dead end: what was searched, in absolute times, and the two ways out. */
export function EmptyResult({ body, time, onClearFilters, onWiden }: EmptyResultProps) {
  // Raw mode shows times as the server sent them; a range built here is shown in UTC then.
  const raw = time.mode === 'raw';
  const format = raw ? (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ') : time.format;
  const summary = describeSearch(body, format);
  return (
    <div className="empty-result" role="status">
      <p className="empty-result__text">
        {emptyResultText(summary)}
        {summary.range && <span className="empty-result__zone"> Times in {raw ? 'UTC' : time.label}.</span>}
      </p>
      {(onClearFilters || onWiden) && (
        <div className="empty-result__actions">
          {onWiden && (
            <button type="button" className="button button--primary button--small" onClick={onWiden}>
              Widen to 30 days
            </button>
          )}
          {onClearFilters && (
            <button type="button" className="button button--small" onClick={onClearFilters}>
              Clear filters
            </button>
          )}
        </div>
      )}
    </div>
  );
}
