import { useContext, useEffect, useRef } from 'react';
import { AUTO_RESUME_BASE_MS, serverWait, waitStopText } from '../../../common/errors/server-wait';
import type { ExplorerError } from '../../../common/ipc/contract';
import { AutoResumesContext } from './auto-resumes';
import { Countdown } from './Countdown';
import type { ErrorAction } from './describe-error';
import { describeError } from './describe-error';
import { focusFieldLabelled } from './focus-field';
import { usePlaceActions } from './place-actions';
import { ServerWords } from './ServerWords';
import './errors.css';

export interface ErrorHandlers {
  onRetry: () => void;
  /** Start again from the first page; where there is no walk to restart, Retry does it. */
  onRestart?: () => void;
  /** Opens the search form at the field the server refused; where there is no form, starting again stands in. */
  onEditFilters?: () => void;
}

interface ErrorPanelProps extends ErrorHandlers {
  error: ExplorerError;
  /** Inside the grid's loader row, under rows already shown: Retry then means this page only. */
  compact?: boolean;
}

/**
 * An error with what to do next, as buttons. When the server said how long to wait (429, 503), it
 * resumes on its own after the one clamp's wait (common/errors/server-wait.ts: at least 1 s,
 * doubling with each resume in a row at the place); a wait past its ceiling, or a fourth in a
 * row, is said in words and left to the user's Retry.
 */
export function ErrorPanel({ error, compact, onRetry, onRestart, onEditFilters }: ErrorPanelProps) {
  const { reenterToken, pickLocation, takeFocus } = usePlaceActions();
  const resumes = useContext(AutoResumesContext);
  const primary = useRef<HTMLButtonElement>(null);
  // Shown once a dialog closed on "Save anyway": the way out gets the focus, not the dialog's opener.
  useEffect(() => {
    if (!compact && takeFocus?.()) primary.current?.focus();
    // Only when the panel appears: a panel already shown keeps the focus where the user put it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const { title, detail, actions } = describeError(error);
  const askedMs = error.kind === 'rate_limited' || error.kind === 'server' ? error.retryAfterMs : undefined;
  const resume = resumes.numberFor(error);
  const wait = askedMs === undefined ? null : serverWait(askedMs, resume, AUTO_RESUME_BASE_MS);
  const resumeByItself = () => {
    resumes.resumed(error);
    onRetry();
  };
  const answered = (run: () => void) => () => {
    resumes.reset(error);
    run();
  };
  const buttons: Record<ErrorAction, { label: string; run: () => void }> = {
    retry: { label: compact ? 'Retry this page' : 'Retry', run: onRetry },
    restart: { label: 'Start again from the first page', run: onRestart ?? onRetry },
    'reenter-token': { label: 'Re-enter token', run: reenterToken },
    'pick-location': { label: 'Pick another location', run: pickLocation },
    'change-page-size': { label: 'Change page size', run: () => focusFieldLabelled('Page size') },
    'connection-settings': { label: 'Open connection settings', run: reenterToken },
    'edit-filters': onEditFilters
      ? { label: 'Edit filters', run: onEditFilters }
      : { label: 'Start again from the first page', run: onRestart ?? onRetry },
  };

  return (
    <div className={`error-panel${compact ? ' error-panel--compact' : ''}`} role="alert">
      <div className="error-panel__text">
        <strong className="error-panel__title">{title}</strong>
        <p className="error-panel__detail">{detail}</p>
        {error.serverMessage && !detail.includes(error.serverMessage) && <ServerWords words={error.serverMessage} code={error.code} />}
        {wait?.kind === 'wait' && (
          <Countdown
            key={`${resume}-${wait.ms}-${error.message}`}
            ms={wait.ms}
            onDone={resumeByItself}
            render={(left) => `Resuming in ${left} s…`}
          />
        )}
        {wait && wait.kind !== 'wait' && <p className="error-panel__stopped">{waitStopText(wait)}</p>}
      </div>
      <div className="error-panel__actions">
        {actions.map((action, index) => (
          <button
            key={action}
            ref={index === 0 ? primary : undefined}
            type="button"
            className={`button${index === 0 ? ' button--primary' : ''}`}
            onClick={answered(buttons[action].run)}
          >
            {buttons[action].label}
          </button>
        ))}
      </div>
    </div>
  );
}
