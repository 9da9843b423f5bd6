import type { ExplorerError } from '../../../electron/ipc/contract';
import { Countdown } from './Countdown';
import { describeError } from './describe-error';
import './errors.css';

export interface ErrorHandlers {
  onRetry: () => void;
  onReenterToken: () => void;
  onPickLocation: () => void;
}

interface ErrorPanelProps extends ErrorHandlers {
  error: ExplorerError;
  /** Inside the grid's loader row, under rows already shown. */
  compact?: boolean;
}

/** An error with what to do next. When the server said how long to wait (429, 503), it resumes on its own. */
export function ErrorPanel({ error, compact, onRetry, onReenterToken, onPickLocation }: ErrorPanelProps) {
  const { title, detail, actions } = describeError(error);
  const waitMs = error.kind === 'rate_limited' || error.kind === 'server' ? error.retryAfterMs : undefined;

  return (
    <div className={`error-panel${compact ? ' error-panel--compact' : ''}`} role="alert">
      <div className="error-panel__text">
        <strong className="error-panel__title">{title}</strong>
        <p className="error-panel__detail">{detail}</p>
        {waitMs !== undefined && (
          <Countdown key={`${waitMs}-${error.message}`} ms={waitMs} onDone={onRetry} render={(left) => `Resuming in ${left} s…`} />
        )}
      </div>
      <div className="error-panel__actions">
        {actions.includes('retry') && (
          <button type="button" className="button" onClick={onRetry}>
            Retry
          </button>
        )}
        {actions.includes('reenter-token') && (
          <button type="button" className="button button--primary" onClick={onReenterToken}>
            Re-enter token
          </button>
        )}
        {actions.includes('pick-location') && (
          <button type="button" className="button" onClick={onPickLocation}>
            Pick another location
          </button>
        )}
      </div>
    </div>
  );
}
