import type { Follow } from './use-follow';
import './follow.css';

/** The toolbar's Follow switch: on, the newest page is asked for at the connection's interval. */
export function FollowToggle({ follow, intervalMs, small = false }: { follow: Follow; intervalMs: number; small?: boolean }) {
  return (
    <button
      type="button"
      className={`button${small ? ' button--small' : ''} follow-toggle${follow.on ? ' follow-toggle--on' : ''}`}
      aria-pressed={follow.on}
      disabled={!follow.available}
      title={
        follow.available ? `Show new messages and status changes as they come (every ${intervalMs / 1000} s)` : 'Search a location first'
      }
      onClick={follow.toggle}
    >
      Follow
    </button>
  );
}
