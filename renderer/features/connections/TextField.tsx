import { useId } from 'react';
import type { InputHTMLAttributes, Ref } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, value, onChange, error, hint, ...input }: TextFieldProps) {
  const id = useId();
  const message = error ?? hint;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
      {message && (
        <span id={`${id}-hint`} className={error ? 'field__error' : 'field__hint'}>
          {message}
        </span>
      )}
    </div>
  );
}
