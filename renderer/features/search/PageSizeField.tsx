import { useId } from 'react';

interface PageSizeFieldProps {
  value: string;
  maxPageSize: number;
  /** The server's page size when none is sent, when the app knows it (the built-in demo API's is 50). */
  serverDefault: number | null;
  error: string | undefined;
  onChange: (value: string) => void;
}

export function PageSizeField({ value, maxPageSize, serverDefault, error, onChange }: PageSizeFieldProps) {
  const id = useId();
  const defaultText = serverDefault === null ? "Server's default" : `Default (${serverDefault})`;
  return (
    <div className="field field--narrow">
      <label htmlFor={id}>Page size</label>
      <input
        id={id}
        data-filter="pageSize"
        inputMode="numeric"
        value={value === '0' ? '' : value}
        placeholder={defaultText}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={`${id}-hint`} className={error ? 'field__error' : 'field__hint'} role={error ? 'alert' : undefined}>
        {error ?? `Empty for default · max\u00a0${maxPageSize}`}
      </span>
    </div>
  );
}
