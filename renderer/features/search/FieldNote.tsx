interface FieldNoteProps {
  id: string;
  error: string | undefined;
  hint?: string | undefined;
}

/** The line under a field: its error (announced), else its hint, else nothing, so fields without one take no height. */
export function FieldNote({ id, error, hint }: FieldNoteProps) {
  if (error) {
    return (
      <span id={id} className="field__error" role="alert">
        {error}
      </span>
    );
  }
  return hint ? (
    <span id={id} className="field__hint">
      {hint}
    </span>
  ) : null;
}

/** aria-describedby for a field whose note may be absent. */
export const describedBy = (id: string, error: string | undefined, hint?: string | undefined) => (error || hint ? id : undefined);
