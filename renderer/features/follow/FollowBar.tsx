import { followStatusText } from './follow-status-text';
import type { Follow } from './use-follow';
import './follow.css';

/** Above the rows while following (or stopped by itself): what Follow does, and whether failures notify. */
export function FollowBar({ follow, intervalMs }: { follow: Follow; intervalMs: number }) {
  const { status } = follow;
  if (!status) return null;
  const stopped = status.state === 'stopped';
  return (
    <div className={`follow-bar${stopped ? ' follow-bar--stopped' : ''}`} role="status" data-follow-state={status.state}>
      <span className="follow-bar__text">{followStatusText(status, intervalMs)}</span>
      {!stopped && (
        <label className="follow-bar__notify">
          <input type="checkbox" checked={follow.notify} onChange={(event) => follow.setNotify(event.target.checked)} />
          Notify me of failed messages
        </label>
      )}
    </div>
  );
}
