import { retryReason } from '../../../common/errors/error-table';
import { waitStopText } from '../../../common/errors/server-wait';
import type { FollowStatus } from './follow-loop';

/** One line for what Follow is doing, or why it stopped by itself. */
export function followStatusText(status: FollowStatus, intervalMs: number): string {
  switch (status.state) {
    case 'following': {
      if (!status.error) return `Following: new messages every ${intervalMs / 1000} s`;
      const seconds = Math.max(1, Math.round(status.waitMs / 1000));
      return `Following: ${retryReason(status.error)}, looking again in ${seconds} s`;
    }
    case 'paused':
      return status.reason === 'hidden' ? 'Follow paused while the window is hidden' : 'Follow paused: scroll back to the top to resume';
    case 'stopped':
      if (status.reason === 'server-wait')
        return `Follow: ${status.error ? `${retryReason(status.error)}. ` : ''}${waitStopText(status.wait)}`;
      return status.reason === 'idle'
        ? 'Follow stopped after an hour without a look. Press Follow to start again.'
        : `Follow stopped: ${status.error?.message ?? 'the server refused the search'}`;
  }
}
