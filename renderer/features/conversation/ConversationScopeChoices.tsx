import { useMemo } from 'react';
import type { ScopeChoice } from '../export/ExportDialog';
import { estimateCsvBytes, formatBytes } from '../export/export-scope';
import { formatWhole } from '../../ui/whole-number';

interface ConversationScopeChoicesProps extends ScopeChoice {
  /** "The conversation's 26 messages": the loaded ones. */
  said: string;
  /** The loaded messages, flattened, in thread order. */
  flat: readonly Record<string, unknown>[];
  columns: readonly string[];
  moreOnServer: boolean;
}

const messages = (count: number) => `${formatWhole(count)} ${count === 1 ? 'message' : 'messages'}`;

/**
 * A conversation is exported whole, as the thread reads: one choice when every message is
 * loaded; the whole conversation (fetched again in main) or the loaded ones when the server has
 * more. Either way oldest first with the thread's fields, so the two differ only in how many.
 */
export function ConversationScopeChoices({
  id,
  scope,
  onScope,
  canExportAll,
  said,
  flat,
  columns,
  moreOnServer,
}: ConversationScopeChoicesProps) {
  const loaded = flat.length;
  // Once per dialog: the loaded messages do not change while it is open.
  const size = useMemo(() => formatBytes(estimateCsvBytes(flat, columns)), [flat, columns]);
  const fields = `oldest first, with the thread's ${columns.length} fields`;
  return (
    <fieldset className="fieldset export-scope">
      <legend>Messages to export</legend>
      {moreOnServer ? (
        <>
          <Choice
            id={`${id}-all`}
            name={`${id}-scope`}
            checked={scope === 'all'}
            disabled={!canExportAll}
            onChoose={() => onScope('all')}
            label="The whole conversation"
          >
            {canExportAll
              ? `More than the ${formatWhole(loaded)} loaded, ${fields}. Every page is fetched again from the server, then written oldest first; you can keep browsing.`
              : 'An export of all results is already running; wait for it to finish or cancel it.'}
          </Choice>
          <Choice
            id={`${id}-loaded`}
            name={`${id}-scope`}
            checked={scope === 'loaded'}
            disabled={loaded === 0}
            onChoose={() => onScope('loaded')}
            label={`The ${formatWhole(loaded)} loaded`}
          >
            {`${said} loaded so far, ${fields}, about ${size}. The server has more.`}
          </Choice>
        </>
      ) : (
        <Choice
          id={`${id}-loaded`}
          name={`${id}-scope`}
          checked={scope === 'loaded'}
          disabled={loaded === 0}
          onChoose={() => onScope('loaded')}
          label={`The whole conversation (${messages(loaded)})`}
        >
          {`${said}, ${fields}, about ${size}. Every message is loaded.`}
        </Choice>
      )}
    </fieldset>
  );
}

function Choice({
  id,
  name,
  checked,
  disabled,
  onChoose,
  label,
  children,
}: {
  id: string;
  name: string;
  checked: boolean;
  disabled: boolean;
  onChoose: () => void;
  label: string;
  children: string;
}) {
  return (
    <>
      <div className="choice">
        <input id={id} type="radio" name={name} checked={checked} disabled={disabled} aria-describedby={`${id}-hint`} onChange={onChoose} />
        <label htmlFor={id}>{label}</label>
      </div>
      <p id={`${id}-hint`} className="modal__hint export-scope__hint">
        {children}
      </p>
    </>
  );
}
