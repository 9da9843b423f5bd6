import type { AppNotice } from '../../../common/ipc/contract';
import { useDismissNotice } from '../../state/use-app-state';

/** Things main must tell once (a store file moved aside, a weak keyring…), until dismissed. */
export function NoticeList({ notices }: { notices: readonly AppNotice[] }) {
  const dismiss = useDismissNotice();
  if (notices.length === 0) return null;
  return (
    <div className="notices">
      {notices.map((notice) => (
        <div key={notice.id} className={`banner banner--${notice.level}`} role={notice.level === 'error' ? 'alert' : 'status'}>
          <p className="banner__text">{notice.message}</p>
          <button
            type="button"
            className="button button--small button--ghost"
            aria-label="Dismiss notice"
            disabled={dismiss.isPending && dismiss.variables === notice.id}
            onClick={() => dismiss.mutate(notice.id)}
          >
            Dismiss
          </button>
        </div>
      ))}
    </div>
  );
}
