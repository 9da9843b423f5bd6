import { followStatusText } from './follow-status-text';
import type { Follow } from './use-follow';
import './follow.css';

/** Above the rows while following (or stopped by itself): what Follow does, whether failures notify, and Retry after a server's wait stopped it. */
export function FollowBar({ follow, intervalMs }: { follow: Follow; intervalMs: number }) {
  const { status } = follow;
  if (!status) return null;
  const stopped = status.state === 'stopped';
  return (
    <div className={`follow-bar${stopped ? ' follow-bar--stopped' : ''}`} role="status" data-follow-state={status.state}>
      <span className="follow-bar__text">{followStatusText(status, intervalMs)}</span>
      {/* The server's wait stopped Follow: no more looks by themselves, the user says when. */}
      {status.state === 'stopped' && status.reason === 'server-wait' && (
        <button type="button" className="button button--small" onClick={follow.toggle}>
          Retry
        </button>
      )}
      {!stopped && (
        <label className="follow-bar__notify">
          <input type="checkbox" checked={follow.notify} onChange={(event) => follow.setNotify(event.target.checked)} />
          Notify me of failed messages
        </label>
      )}
    </div>
  );
}
