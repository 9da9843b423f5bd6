import { useState } from 'react';
import type { PageSizeLimit } from '../../../common/ipc/contract';
import { DEFAULT_REQUESTS_AT_ONCE } from '../../../common/limits/requests-at-once';
import { TextField } from './TextField';
import type { ConnectionDraft, DraftProblems } from './connection-draft';
import { pageSizeLimitText } from './connection-labels';

interface AdvancedSettingsProps {
  draft: ConnectionDraft;
  problems: DraftProblems;
  /** What the server's answers taught about its page size limit (a saved connection only). */
  learned: PageSizeLimit | undefined;
  onChange: (draft: ConnectionDraft) => void;
}

/**
 * Settings most connections never change: folded, and opened when one of them has a problem or
 * the server refused a page size (the maximum shown is then under it, and the user may wonder why).
 */
export function AdvancedSettings({ draft, problems, learned, onChange }: AdvancedSettingsProps) {
  const hasProblem =
    problems.maxPageSize !== undefined ||
    problems.timeoutSeconds !== undefined ||
    problems.followSeconds !== undefined ||
    problems.requestsAtOnce !== undefined;
  const mustOpen = hasProblem || learned?.refused !== undefined;
  const [open, setOpen] = useState(mustOpen);
  // A problem opens the fold as it appears; the fold never closes by itself (the user may close
  // it), least of all while the user types the value that clears the problem.
  const [openedFor, setOpenedFor] = useState(mustOpen);
  if (mustOpen !== openedFor) {
    setOpenedFor(mustOpen);
    if (mustOpen) setOpen(true);
  }
  const learnedText = pageSizeLimitText(learned);
  return (
    <details className="advanced-settings" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Advanced settings</summary>
      <div className="form-grid">
        <TextField
          label="Maximum page size"
          value={draft.maxPageSize}
          error={problems.maxPageSize}
          hint="The server's maximum, when you know it"
          inputMode="numeric"
          onChange={(maxPageSize) => onChange({ ...draft, maxPageSize })}
        />
        <TextField
          label="Request timeout (seconds)"
          value={draft.timeoutSeconds}
          error={problems.timeoutSeconds}
          hint="Default 30"
          inputMode="numeric"
          onChange={(timeoutSeconds) => onChange({ ...draft, timeoutSeconds })}
        />
        <TextField
          label="Follow every (seconds)"
          value={draft.followSeconds}
          error={problems.followSeconds}
          hint="How often Follow asks for new messages. Default 10"
          inputMode="numeric"
          onChange={(followSeconds) => onChange({ ...draft, followSeconds })}
        />
        <TextField
          label="Requests at once"
          value={draft.requestsAtOnce}
          error={problems.requestsAtOnce}
          hint={`When several locations or numbers are searched together. Default ${DEFAULT_REQUESTS_AT_ONCE}; fewer after the server says it is busy`}
          inputMode="numeric"
          onChange={(requestsAtOnce) => onChange({ ...draft, requestsAtOnce })}
        />
      </div>
      {learnedText && (
        <p className="field__hint" data-learned="page-size">
          {learnedText}. Setting a maximum forgets it.
        </p>
      )}
    </details>
  );
}
