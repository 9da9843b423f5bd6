import { useId } from 'react';
import type { KeyboardEvent } from 'react';
import { APP_SET_BODY_FIELDS } from '../../../common/ipc/input-schemas';

interface RawBodyEditorProps {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onSubmit: () => void;
}

/** For filter fields the form does not know; merged over the form's fields. */
export function RawBodyEditor({ value, error, onChange, onSubmit }: RawBodyEditorProps) {
  const id = useId();
  const submitOnModEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit();
    }
  };
  return (
    <div className="field raw-body">
      <label htmlFor={id}>Raw JSON body</label>
      <textarea
        id={id}
        className="raw-body__editor"
        data-filter="rawBody"
        rows={4}
        spellCheck={false}
        placeholder={'{ "status": "FAILED" }'}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={submitOnModEnter}
      />
      <span id={`${id}-hint`} className={error ? 'field__error' : 'field__hint'} role={error ? 'alert' : undefined}>
        {error ?? `Merged over the fields above. ${APP_SET_BODY_FIELDS.join(' and ')} are set by the app. Ctrl+Enter searches.`}
      </span>
    </div>
  );
}
