import { useId, useState } from 'react';
import { readText } from '../../api/clipboard';

interface TokenFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Shown when the field is empty in edit mode: the saved token's last 4 characters. */
  savedHint: string;
  error: string | undefined;
}

/** The token is masked; Paste reads the clipboard so it never has to be typed or shown. */
export function TokenField({ value, onChange, savedHint, error }: TokenFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const [pasteProblem, setPasteProblem] = useState<string | null>(null);

  const paste = async () => {
    try {
      onChange((await readText()).trim());
      setPasteProblem(null);
    } catch {
      setPasteProblem('The clipboard could not be read; paste with Ctrl+V instead.');
    }
  };
  const hint =
    error ??
    pasteProblem ??
    (savedHint ? `Leave empty to keep the saved token (…${savedHint}).` : 'Issued by the service operator’s support channel.');

  return (
    <div className="field">
      <label htmlFor={id}>API token</label>
      <div className="field__row">
        <input
          id={id}
          data-field="token"
          type={visible ? 'text' : 'password'}
          autoComplete="off"
          spellCheck={false}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="button" className="button" aria-pressed={visible} onClick={() => setVisible(!visible)}>
          {visible ? 'Hide token' : 'Show token'}
        </button>
        <button type="button" className="button" onClick={() => void paste()}>
          Paste token
        </button>
      </div>
      <span id={`${id}-hint`} className={error || pasteProblem ? 'field__error' : 'field__hint'}>
        {hint}
      </span>
    </div>
  );
}
