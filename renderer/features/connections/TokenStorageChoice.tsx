import { useId } from 'react';
import { KEYRING_FIX_STEPS } from '../../../common/connections/keyring-guidance';

interface TokenStorageChoiceProps {
  value: 'disk' | 'session';
  weakKeyring: boolean;
  onChange: (value: 'disk' | 'session') => void;
}

export function TokenStorageChoice({ value, weakKeyring, onChange }: TokenStorageChoiceProps) {
  const id = useId();
  return (
    <fieldset className="fieldset">
      <legend>Keep the token</legend>
      <div className="choice">
        <input id={`${id}-disk`} type="radio" name={id} checked={value === 'disk'} onChange={() => onChange('disk')} />
        <label htmlFor={`${id}-disk`}>Save on this computer{weakKeyring ? '' : ' (encrypted by the OS keyring)'}</label>
      </div>
      <div className="choice">
        <input id={`${id}-session`} type="radio" name={id} checked={value === 'session'} onChange={() => onChange('session')} />
        <label htmlFor={`${id}-session`}>This session only (asked again after a restart)</label>
      </div>
      {weakKeyring && (
        <p className="field__warning" role="note">
          ⚠ This desktop has no OS keyring: a saved token would be protected only by a key built into the app. Prefer “This session only” on
          shared computers. To protect saved tokens, {KEYRING_FIX_STEPS}.
        </p>
      )}
    </fieldset>
  );
}
