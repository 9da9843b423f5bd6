import { useId } from 'react';
import type { ConnectionView } from '../../../common/ipc/contract';
import { MESSAGE_ROLES, ROLE_LABELS } from '../../../common/records/vocabulary/message-roles';
import type { MessageRole } from '../../../common/records/vocabulary/message-roles';
import { withOwnNumbers } from '../../../common/records/vocabulary/role-ends';
import { bindingText, withChoices } from '../../../common/records/vocabulary/role-fields';
import type { RoleBinding, RoleChoices } from '../../../common/records/vocabulary/role-fields';
import { explorerErrorOf } from '../../api/explorer';
import { mainProcess } from '../../api/main-process';
import { useSeenFields } from '../message-fields/detections';
import { roleSample } from '../message-fields/role-sample';
import { RoleReadingControls } from './RoleReadingControls';
import { useAppMutation } from './use-app-mutation';
import '../message-fields/message-fields.css';

const DETECTED = 'detected';
const NONE = 'none';
const PAIR = 'pair';
const FIELD = 'field:';

/** The select's value for a role: detected (no choice), none, a field, or the from/to pair. */
function optionOf(choice: RoleBinding | null | undefined): string {
  if (choice === undefined) return DETECTED;
  if (choice === null) return NONE;
  return typeof choice === 'string' ? `${FIELD}${choice}` : PAIR;
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
  const fields = withChoices(detected, choices, { locationZone: connection.locations[0]?.timeZone });
  const paths = seen?.detection.paths ?? [];
  const save = useAppMutation((next: RoleChoices) => mainProcess.setFieldChoices({ connectionId: connection.id, choices: next }));
  const problem = explorerErrorOf(save.error);

  const choose = (role: MessageRole, option: string) => {
    const { [role]: _previous, ...rest } = choices;
    const next: RoleChoices =
      option === DETECTED
        ? rest
        : {
            ...rest,
            [role]: option === NONE ? null : option === PAIR ? (choices[role] ?? detected[role] ?? null) : option.slice(FIELD.length),
          };
    save.mutate(next);
  };
  // A pair written by hand gets the location's own numbers from the records seen, as a detected one does.
  const chooseBinding = (role: MessageRole, binding: RoleBinding) =>
    save.mutate({ ...choices, [role]: role === 'contactNumber' ? withOwnNumbers(binding, seen?.records ?? []) : binding });
  const likely = seen?.detection.likely ?? {};

  return (
    <fieldset className="fieldset fields-section" data-section="fields">
      <legend>Fields</legend>
      <p className="field__hint">
        How this server&apos;s records are read: each role from the field detected in the first results, unless you choose another (kept
        with the connection, your choice wins). A role may read several fields in order (the first that is filled wins), paths into lists (
        <code>to[0].status</code>), or the two ends of a message (<code>sender | recipient</code>: the customer is the end that is not the
        location&apos;s own number). Times written without a zone are read only in the zone you state.
      </p>
      {!seen && (
        <p className="field__hint">No results of this connection were read yet: search once to see its fields and a sample of each.</p>
      )}
      <table className="fields-section__table">
        <thead>
          <tr>
            <th scope="col">Role</th>
            <th scope="col">Field (in order), zone, numbers</th>
            <th scope="col">Sample, as read</th>
          </tr>
        </thead>
        <tbody>
          {MESSAGE_ROLES.map((role) => {
            const choice = choices[role];
            const shownPaths = typeof choice === 'string' && !paths.includes(choice) ? [choice, ...paths] : paths;
            const pair = typeof (choice ?? detected[role]) === 'object' ? (choice ?? detected[role]) : undefined;
            const sample = roleSample(role, fields, seen?.records ?? []);
            const suggestion = fields[role] === undefined ? likely[role] : undefined;
            return (
              <tr key={role}>
                <th scope="row">
                  <label htmlFor={`${id}-${role}`}>{ROLE_LABELS[role]}</label>
                </th>
                <td>
                  <select
                    id={`${id}-${role}`}
                    data-role-field={role}
                    value={optionOf(choice)}
                    onChange={(event) => choose(role, event.target.value)}
                    disabled={save.isPending}
                  >
                    <option value={DETECTED}>Detected: {detected[role] === undefined ? 'none found' : bindingText(detected[role])}</option>
                    {pair && typeof pair === 'object' && choice !== undefined && <option value={PAIR}>{bindingText(pair)}</option>}
                    {shownPaths.map((path) => (
                      <option key={path} value={`${FIELD}${path}`}>
                        {path}
                      </option>
                    ))}
                    <option value={NONE}>None (not in these records)</option>
                  </select>
                  <RoleReadingControls
                    key={JSON.stringify(fields[role] ?? null)}
                    role={role}
                    label={ROLE_LABELS[role]}
                    binding={fields[role]}
                    disabled={save.isPending}
                    onChoose={(binding) => chooseBinding(role, binding)}
                  />
                </td>
                <td className={fields[role] === undefined && role === 'time' ? 'fields-section__missing' : undefined}>
                  {sample}
                  {suggestion && (
                    <button
                      type="button"
                      className="button button--small fields-section__likely"
                      disabled={save.isPending}
                      onClick={() => chooseBinding(role, suggestion)}
                    >
                      Perhaps {suggestion}?
                    </button>
                  )}
                </td>
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
