import { useRef } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';

interface PanelResizeHandleProps {
  width: number;
  min: number;
  max: number;
  onResize: (width: number) => void;
}

const KEY_STEP = 20;
const KEY_STEP_LARGE = 80;

/** The left edge of a panel docked on the right: drag it, or focus it and use ←/→ (Shift: larger steps). */
export function PanelResizeHandle({ width, min, max, onResize }: PanelResizeHandleProps) {
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);
  const clamp = (value: number) => Math.round(Math.min(max, Math.max(min, value)));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { startX: event.clientX, startWidth: width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    // The panel grows leftwards: moving the edge left makes it wider.
    if (drag.current) onResize(clamp(drag.current.startWidth + drag.current.startX - event.clientX));
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      onResize(clamp(width + (event.key === 'ArrowLeft' ? step : -step)));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      onResize(event.key === 'Home' ? max : min);
    }
  };

  return (
    <div
      className="panel-resize"
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize the details panel"
      aria-valuenow={width}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    />
  );
}
