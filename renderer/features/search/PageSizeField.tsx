import { useId } from 'react';

interface PageSizeFieldProps {
  value: string;
  maxPageSize: number;
  error: string | undefined;
  onChange: (value: string) => void;
}

export function PageSizeField({ value, maxPageSize, error, onChange }: PageSizeFieldProps) {
  const id = useId();
  return (
    <div className="field field--narrow">
      <label htmlFor={id}>Page size</label>
      <input
        id={id}
        inputMode="numeric"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={`${id}-hint`} className={error ? 'field__error' : 'field__hint'} role={error ? 'alert' : undefined}>
        {error ?? `0 = default · max\u00a0${maxPageSize}`}
      </span>
    </div>
  );
}
