import './message-fields.css';
interface MissingTimeNoteProps {
  /** Opens Manage connection at Fields, the time's field focused; absent where the view cannot open it. */
  onChoose?: (() => void) | undefined;
}

/**
 * One line where no field of the records was found to hold their time: said, never guessed. The
 * records still show, as the server sent them and in its order; the chart and the merge need a time.
 */
export function MissingTimeNote({ onChoose }: MissingTimeNoteProps) {
  return (
    <p className="missing-time-note" role="status">
      No time field found in these messages: shown in the server&apos;s order, not charted.{' '}
      {onChoose && (
        <button type="button" className="button button--small" onClick={onChoose}>
          Choose the time field
        </button>
      )}
    </p>
  );
}
