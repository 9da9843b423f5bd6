import { useSeparatorDrag } from '../../ui/layout/use-separator-drag';
import { MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from './column-width';

interface ColumnResizeHandleProps {
  /** The column's label, naming the handle. */
  label: string;
  width: number;
  /** Only the focused column's handle is in the tab order, right after its header. */
  tabbable: boolean;
  /** Called while dragging, so the column follows the pointer. */
  onPreview: (width: number | null) => void;
  onCommit: (width: number) => void;
}

/** The right edge of a column header: the width shows while dragging and is kept on release. */
export function ColumnResizeHandle({ label, width, tabbable, onPreview, onCommit }: ColumnResizeHandleProps) {
  const separator = useSeparatorDrag({
    value: width,
    min: MIN_COLUMN_WIDTH,
    max: MAX_COLUMN_WIDTH,
    growsTowards: 'right',
    step: 10,
    largeStep: 50,
    // The header around it sorts on click.
    contained: true,
    onDrag: onPreview,
    onDragEnd: (last) => {
      onCommit(last);
      onPreview(null);
    },
    onKey: onCommit,
  });
  return <div className="grid__resize" aria-label={`Resize column ${label}`} {...separator} tabIndex={tabbable ? 0 : -1} />;
}
