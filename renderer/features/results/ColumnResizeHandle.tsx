import { useRef } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from './column-width';

interface ColumnResizeHandleProps {
  column: string;
  width: number;
  /** Called while dragging, so the column follows the pointer. */
  onPreview: (width: number | null) => void;
  onCommit: (width: number) => void;
}

const KEY_STEP = 10;
const KEY_STEP_LARGE = 50;

/** Drag, or focus and use the arrow keys (Shift for larger steps). */
export function ColumnResizeHandle({ column, width, onPreview, onCommit }: ColumnResizeHandleProps) {
  const drag = useRef<{ startX: number; startWidth: number; width: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { startX: event.clientX, startWidth: width, width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    drag.current.width = Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, drag.current.startWidth + event.clientX - drag.current.startX));
    onPreview(drag.current.width);
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    onCommit(drag.current.width);
    onPreview(null);
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      event.stopPropagation();
      onCommit(width + (event.key === 'ArrowRight' ? step : -step));
    }
  };

  return (
    <div
      className="grid__resize"
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize column ${column}`}
      aria-valuenow={width}
      aria-valuemin={MIN_COLUMN_WIDTH}
      aria-valuemax={MAX_COLUMN_WIDTH}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
