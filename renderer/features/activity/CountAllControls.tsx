import { useEffect, useRef } from 'react';
import type { FocusEvent, RefObject } from 'react';
import type { Activity } from './use-activity';
import { formatWhole } from '../../ui/whole-number';

interface CountAllControlsProps {
  activity: Activity;
  /** Has the focus once the count is complete, when it was here: Count all and Cancel are gone then. */
  focusAfter: RefObject<HTMLElement | null>;
}

/** Count all, its progress and Cancel, and how it ended when it did not finish. */
export function CountAllControls({ activity, focusAfter }: CountAllControlsProps) {
  const { countAll } = activity;
  const { state } = countAll;
  const box = useRef<HTMLSpanElement>(null);
  // Count all gives way to Cancel, and Cancel to nothing (or Count all again): a keyboard user
  // who pressed one is not left with the focus nowhere.
  const focusedHere = useRef(false);
  useEffect(() => {
    if (!focusedHere.current || (document.activeElement !== null && document.activeElement !== document.body)) return;
    (box.current?.querySelector<HTMLElement>('button:not([disabled])') ?? focusAfter.current)?.focus();
  }, [state.phase, focusAfter]);
  const track = {
    ref: box,
    onFocus: () => (focusedHere.current = true),
    // Removed with its button, the focus goes nowhere: only a move to another element leaves.
    onBlur: (event: FocusEvent) => (focusedHere.current = event.relatedTarget === null),
  };
  if (state.phase === 'running') {
    const progress = state.progress;
    const retrying = progress?.retrying;
    return (
      <span className="activity__count" role="status" {...track}>
        <span className="spinner" aria-hidden="true" />
        {state.cancelling
          ? 'Cancelling…'
          : `Counting… ${formatWhole(progress?.rows ?? 0)} messages, ${formatWhole(progress?.pages ?? 0)} pages`}
        {retrying && ` · retrying in ${Math.ceil(retrying.delayMs / 1000)} s (attempt ${retrying.attempt})`}
        {(progress?.restarts ?? 0) > 0 && ` · restarted ${progress?.restarts} ×`}
        <button type="button" className="button button--small" onClick={countAll.cancel} disabled={state.cancelling}>
          Cancel
        </button>
      </span>
    );
  }
  const ended = state.phase === 'ended' ? state.outcome : null;
  return (
    <span className="activity__count" role="status" {...track}>
      {ended?.status === 'cancelled' && <span>Count cancelled; the chart shows the loaded messages.</span>}
      {ended?.status === 'failed' && (
        <span className="activity__error" title={ended.error.message}>
          Count all stopped: {ended.error.message}
        </span>
      )}
      {ended?.status !== 'complete' && (
        <button
          type="button"
          className="button button--small"
          onClick={activity.startCount}
          disabled={countAll.running || Boolean(activity.countUnavailable)}
          aria-keyshortcuts="Alt+Shift+N"
          title={
            activity.countUnavailable ??
            'Walk every page of this search and count its messages (nothing is kept but the counts) · Alt+Shift+N'
          }
        >
          {ended ? 'Count all again' : 'Count all'}
        </button>
      )}
    </span>
  );
}
