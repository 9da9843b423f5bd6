import { ErrorPanel } from '../errors/ErrorPanel';
import { ServerWords } from '../errors/ServerWords';
import { RetryIndicator } from '../status-bar/RetryIndicator';
import type { ConversationSession } from './use-conversation';
import { MAX_THREAD_MESSAGES } from './use-conversation';
import type { ServerOrder } from './server-order';
import { unloadedWord } from './server-order';
import type { Thread } from './thread';
import { UNKNOWN_TIME_LABEL } from './thread';

interface ThreadStatusProps {
  session: ConversationSession;
  thread: Thread;
  order: ServerOrder;
  onExportAll: (() => void) | null;
}

/** What is loaded and what is not, in words, with the next step for anything in the way. */
export function ThreadStatus({ session, thread, order, onExportAll }: ThreadStatusProps) {
  const { query, error } = session;
  const word = unloadedWord(order);
  const where = order === 'oldest-first' ? 'down' : order === 'newest-first' ? 'up' : 'up or down';
  const count = thread.messages.length.toLocaleString();
  let line: string;
  if (query.isPending && !error) line = 'Loading messages…';
  else if (query.isFetchingNextPage) line = `${count} messages loaded — loading ${word} messages…`;
  else if (session.walkStop) line = `${count} messages loaded — loading stopped (below).`;
  else if (session.noProgress.paused) line = `${count} messages loaded — loading paused: the server sends nothing new (below).`;
  else if (query.hasNextPage) line = `${count} messages loaded — ${word} messages not loaded yet: scroll ${where} to load them.`;
  else if (query.isSuccess) line = `All ${count} messages loaded.`;
  else line = `${count} messages loaded.`;

  return (
    <div className="thread-status">
      <p className="thread-status__line" role="status">
        {line} <RetryIndicator activity={session.activity} />
      </p>
      {session.notice && (
        <p className="thread-status__note">
          {session.notice.text} {session.notice.serverSaid && <ServerWords words={session.notice.serverSaid} />}
        </p>
      )}
      {thread.messages.length > 0 && (thread.missing.time || thread.missing.direction) && (
        <p className="thread-status__note" role="status">
          No field of these messages was found to hold their{' '}
          {[thread.missing.time && 'time', thread.missing.direction && 'direction'].filter(Boolean).join(' or ')}: to place them, choose the
          field in Manage connection → Fields.
        </p>
      )}
      {thread.unknownSide > 0 && (
        <p className="thread-status__note">
          {thread.unknownSide.toLocaleString()} message{thread.unknownSide === 1 ? ' does' : 's do'} not say which way{' '}
          {thread.unknownSide === 1 ? 'it' : 'they'} went: shown in the middle, marked “Direction unknown”.
        </p>
      )}
      {thread.unknownTime > 0 && (
        <p className="thread-status__note">
          {thread.unknownTime.toLocaleString()} message{thread.unknownTime === 1 ? ' has' : 's have'} no readable time: listed first, under
          “{UNKNOWN_TIME_LABEL}”.
        </p>
      )}
      {session.atLimit && query.hasNextPage && (
        <p className="thread-status__note">
          Loading stopped at {MAX_THREAD_MESSAGES.toLocaleString()} messages.{' '}
          {onExportAll && (
            <button type="button" className="button button--small" onClick={onExportAll}>
              Export all results…
            </button>
          )}
        </p>
      )}
      {session.noProgress.reason && (
        <p className="thread-status__note" role="status">
          {session.noProgress.reason.message}{' '}
          <button type="button" className="button button--small" onClick={session.continuePastNoProgress}>
            Keep looking
          </button>
        </p>
      )}
      {session.walkStop && <ErrorPanel compact error={session.walkStop} onRetry={session.restart} onRestart={session.restart} />}
      {error && <ErrorPanel compact={thread.messages.length > 0} error={error} onRetry={session.retry} onRestart={session.restart} />}
    </div>
  );
}
