import { useId, useState } from 'react';
import type { MessageRole } from '../../../common/records/vocabulary/message-roles';
import { LOCATION_ZONE, MAX_ROLE_PATHS, readingOf, roleBindingSchema } from '../../../common/records/vocabulary/role-fields';
import type { RoleBinding } from '../../../common/records/vocabulary/role-fields';
import { isKnownTimeZone } from '../../../common/time/time-text';

const TIME_ROLES: readonly MessageRole[] = ['time', 'deliveredTime'];

/** A binding as the text field writes it: paths in order, comma-separated; a pair as `sender | recipient`. */
export function bindingInput(binding: RoleBinding | undefined): string {
  if (binding === undefined) return '';
  const reading = readingOf(binding);
  return reading.pair ? `${reading.inbound.join(', ')} | ${reading.outbound.join(', ')}` : reading.paths.join(', ');
}

const listOf = (text: string) =>
  text
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean)
    .slice(0, MAX_ROLE_PATHS);

/** The binding the controls describe, in its simplest form; null when the text names no field. */
export function bindingOf(text: string, zone: string | undefined, withoutPlus: boolean, own: readonly string[]): RoleBinding | null {
  const [first = '', second] = text.split('|');
  const options = { ...(zone && { zone }), ...(withoutPlus && { withoutPlus }) };
  if (second !== undefined) {
    const inbound = listOf(first);
    const outbound = listOf(second);
    if (inbound.length === 0 && outbound.length === 0) return null;
    const pair = {
      ...(inbound.length > 0 && { inbound }),
      ...(outbound.length > 0 && { outbound }),
      ...(own.length > 0 && { own: [...own] }),
      ...options,
    };
    return roleBindingSchema.safeParse(pair).success ? pair : null;
  }
  const paths = listOf(first);
  if (paths.length === 0) return null;
  if (Object.keys(options).length === 0) return paths.length === 1 ? paths[0]! : paths;
  return { paths, ...options };
}

interface Props {
  role: MessageRole;
  label: string;
  binding: RoleBinding | undefined;
  disabled: boolean;
  onChoose: (binding: RoleBinding) => void;
}

/**
 * What a role's select cannot say: an ordered list of fields (paths into arrays too, `to[0].status`),
 * the two ends of a message, the zone of times written without one, numbers written without +.
 */
export function RoleReadingControls({ role, label, binding, disabled, onChoose }: Props) {
  const id = useId();
  const reading = binding === undefined ? null : readingOf(binding);
  const [text, setText] = useState(bindingInput(binding));
  const [zone, setZone] = useState(reading?.zone ?? '');
  const [namedZone, setNamedZone] = useState(reading?.zone && reading.zone !== 'UTC' && reading.zone !== LOCATION_ZONE ? reading.zone : '');
  const zoneChoice = zone === '' || zone === 'UTC' || zone === LOCATION_ZONE ? zone : 'named';
  const [withoutPlus, setWithoutPlus] = useState(reading?.withoutPlus ?? false);
  const [problem, setProblem] = useState<string | null>(null);

  const apply = (next: { text?: string; zone?: string; withoutPlus?: boolean }) => {
    const chosenZone = next.zone ?? (zone === 'named' ? namedZone.trim() : zone);
    if (chosenZone && chosenZone !== LOCATION_ZONE && !isKnownTimeZone(chosenZone)) {
      setProblem(`“${chosenZone}” is not a time zone this computer knows: use an IANA name such as Europe/Paris.`);
      return;
    }
    const chosen = bindingOf(next.text ?? text, chosenZone || undefined, next.withoutPlus ?? withoutPlus, reading?.own ?? []);
    if (chosen === null) {
      setProblem('Name at least one field.');
      return;
    }
    setProblem(null);
    onChoose(chosen);
  };

  return (
    <div className="role-reading">
      <input
        id={`${id}-paths`}
        className="role-reading__paths"
        aria-label={`${label}: fields in order`}
        placeholder={role === 'contactNumber' ? 'field, next field — or sender | recipient' : 'field, next field'}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply({ text });
          }
        }}
        onBlur={() => {
          if (text !== bindingInput(binding)) apply({ text });
        }}
      />
      {TIME_ROLES.includes(role) && (
        <span className="role-reading__zone">
          <label htmlFor={`${id}-zone`}>Times without a zone</label>
          <select
            id={`${id}-zone`}
            value={zoneChoice}
            disabled={disabled}
            onChange={(event) => {
              const value = event.target.value;
              if (value === 'named') {
                setZone(namedZone || 'named');
                return;
              }
              setZone(value);
              apply({ zone: value });
            }}
          >
            <option value="">Not read</option>
            <option value="UTC">UTC</option>
            <option value={LOCATION_ZONE}>The location’s zone</option>
            <option value="named">A named zone…</option>
          </select>
          {zoneChoice === 'named' && (
            <input
              aria-label={`${label}: named zone`}
              placeholder="Europe/Paris"
              value={namedZone}
              disabled={disabled}
              onChange={(event) => setNamedZone(event.target.value)}
              onBlur={() => {
                if (namedZone.trim()) apply({ zone: namedZone.trim() });
              }}
            />
          )}
        </span>
      )}
      {role === 'contactNumber' && (
        <label className="role-reading__plus">
          <input
            type="checkbox"
            checked={withoutPlus}
            disabled={disabled}
            onChange={(event) => {
              setWithoutPlus(event.target.checked);
              apply({ withoutPlus: event.target.checked });
            }}
          />
          Numbers written without + (read as international)
        </label>
      )}
      {problem && (
        <span className="field__error" role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}
