import { TextField } from './TextField';
import type { ConnectionDraft, DraftProblems } from './connection-draft';

interface AdvancedSettingsProps {
  draft: ConnectionDraft;
  problems: DraftProblems;
  onChange: (draft: ConnectionDraft) => void;
}

/** Settings most connections never change: folded, and opened when one of them has a problem. */
export function AdvancedSettings({ draft, problems, onChange }: AdvancedSettingsProps) {
  const hasProblem = problems.maxPageSize !== undefined || problems.timeoutSeconds !== undefined;
  return (
    // Keyed by the problem, so a problem opens the fold without stopping the user from closing it.
    <details className="advanced-settings" key={String(hasProblem)} open={hasProblem || undefined}>
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
      </div>
    </details>
  );
}
