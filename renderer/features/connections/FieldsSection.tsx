import { useId } from 'react';
import type { ConnectionView } from '../../../common/ipc/contract';
import { roleValue } from '../../../common/records/vocabulary/message-vocabulary';
import { MESSAGE_ROLES, ROLE_LABELS } from '../../../common/records/vocabulary/message-roles';
import type { MessageRole } from '../../../common/records/vocabulary/message-roles';
import { readTime } from '../../../common/records/vocabulary/message-time';
import { bindingText, withChoices } from '../../../common/records/vocabulary/role-fields';
import type { RoleBinding, RoleChoices, RoleFields } from '../../../common/records/vocabulary/role-fields';
import { isEmptyValue } from '../../../common/records/vocabulary/value-at';
import { explorerErrorOf } from '../../api/explorer';
import { setFieldChoices } from '../../api/main-process';
import { useSeenFields } from '../message-fields/detections';
import { useAppMutation } from './use-app-mutation';
import '../message-fields/message-fields.css';

const DETECTED = 'detected';
const NONE = 'none';
const PAIR = 'pair';
const FIELD = 'field:';
const SAMPLE_CHARS = 60;

/** The select's value for a role: detected (no choice), none, a field, or the from/to pair. */
function optionOf(choice: RoleBinding | null | undefined): string {
  if (choice === undefined) return DETECTED;
  if (choice === null) return NONE;
  return typeof choice === 'string' ? `${FIELD}${choice}` : PAIR;
}

/** A sample of what the role reads in the records seen: the first non-empty one; a time also as the instant read. */
function sampleOf(role: MessageRole, fields: RoleFields, records: readonly Record<string, unknown>[]): string {
  const binding = fields[role];
  if (binding === undefined) return 'Not found';
  for (const record of records) {
    const value = roleValue(record, binding, fields);
    if (isEmptyValue(value)) continue;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    const shown = text.length > SAMPLE_CHARS ? `${text.slice(0, SAMPLE_CHARS)}…` : text;
    if (role !== 'time' && role !== 'deliveredTime') return shown;
    const ms = readTime(value);
    return ms === null ? `${shown} (not a time the app can read)` : `${shown} → ${new Date(ms).toISOString()}`;
  }
  return records.length === 0 ? '' : 'Empty in the records seen';
}

/**
 * Manage connection → Fields: for each role a message is read by, the field it reads (detected in
 * this connection's first results, or the user's choice, which is kept with the connection and
 * wins) and a sample value. The user may pick another field of the records, or none.
 */
export function FieldsSection({ connection }: { connection: ConnectionView }) {
  const id = useId();
  const seen = useSeenFields(connection.id);
  const choices: RoleChoices = connection.fieldChoices ?? {};
  const detected = seen?.detection.fields ?? {};
  const fields = withChoices(detected, choices);
  const paths = seen?.detection.paths ?? [];
  const save = useAppMutation((next: RoleChoices) => setFieldChoices({ connectionId: connection.id, choices: next }));
  const problem = explorerErrorOf(save.error);

  const choose = (role: MessageRole, option: string) => {
    const { [role]: _previous, ...rest } = choices;
    const next: RoleChoices = option === DETECTED ? rest : { ...rest, [role]: option === NONE ? null : option === PAIR ? choices[role] ?? detected[role] ?? null : option.slice(FIELD.length) };
    save.mutate(next);
  };

  return (
    <fieldset className="fieldset fields-section" data-section="fields">
      <legend>Fields</legend>
      <p className="field__hint">
        How this server&apos;s records are read: each role from the field detected in the first results, unless you choose another (kept with the connection, your choice wins).
      </p>
      {!seen && <p className="field__hint">No results of this connection were read yet: search once to see its fields and a sample of each.</p>}
      <table className="fields-section__table">
        <thead>
          <tr>
            <th scope="col">Role</th>
            <th scope="col">Field</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {MESSAGE_ROLES.map((role) => {
            const choice = choices[role];
            const shownPaths = typeof choice === 'string' && !paths.includes(choice) ? [choice, ...paths] : paths;
            const pair = typeof (choice ?? detected[role]) === 'object' ? (choice ?? detected[role]) : undefined;
            const sample = sampleOf(role, fields, seen?.records ?? []);
            return (
              <tr key={role}>
                <th scope="row">
                  <label htmlFor={`${id}-${role}`}>{ROLE_LABELS[role]}</label>
                </th>
                <td>
                  <select id={`${id}-${role}`} data-role-field={role} value={optionOf(choice)} onChange={(event) => choose(role, event.target.value)} disabled={save.isPending}>
                    <option value={DETECTED}>Detected: {detected[role] === undefined ? 'none found' : bindingText(detected[role])}</option>
                    {pair && typeof pair === 'object' && choice !== undefined && <option value={PAIR}>{bindingText(pair)}</option>}
                    {shownPaths.map((path) => (
                      <option key={path} value={`${FIELD}${path}`}>
                        {path}
                      </option>
                    ))}
                    <option value={NONE}>None (not in these records)</option>
                  </select>
                </td>
                <td className={fields[role] === undefined && role === 'time' ? 'fields-section__missing' : undefined}>{sample}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {problem && (
        <p className="field__error" role="alert">
          {problem.message}
        </p>
      )}
    </fieldset>
  );
}
