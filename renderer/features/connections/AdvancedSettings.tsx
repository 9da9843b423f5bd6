import type { PageSizeLimit } from '../../../common/ipc/contract';
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
  const hasProblem = problems.maxPageSize !== undefined || problems.timeoutSeconds !== undefined || problems.followSeconds !== undefined;
  const open = hasProblem || learned?.refused !== undefined;
  const learnedText = pageSizeLimitText(learned);
  return (
    // Keyed by the problem, so a problem opens the fold without stopping the user from closing it.
    <details className="advanced-settings" key={String(open)} open={open || undefined}>
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
      </div>
      {learnedText && (
        <p className="field__hint" data-learned="page-size">
          {learnedText}. Setting a maximum forgets it.
        </p>
      )}
    </details>
  );
}
