import { useRef } from 'react';
import type { KeyboardEvent, MouseEvent, PointerEvent } from 'react';

export interface SeparatorDragOptions {
  /** The size the separator sets now (aria-valuenow). */
  value: number;
  min: number;
  max: number;
  /** The way the pointer moves to make it larger: right for a column's right edge, left for a panel docked on the right. */
  growsTowards: 'left' | 'right';
  /** Pixels per arrow key, and per arrow key with Shift. */
  step: number;
  largeStep: number;
  /** Home and End jump to the largest and the smallest size. */
  homeAndEnd?: boolean;
  /** Events stop at the separator: it sits in something that would act on them too (a sortable column header). */
  contained?: boolean;
  /** Each move of a drag, with the size under the pointer. Sizes given out are whole pixels within min and max. */
  onDrag: (value: number) => void;
  /** The pointer let go of a drag, with the last size. */
  onDragEnd?: (value: number) => void;
  /** A key chose a size. */
  onKey: (value: number) => void;
}

/**
 * A vertical ARIA separator that sets a size: drag it, or focus it and use ←/→ (Shift: larger
 * steps). Returns the props for the separator's element.
 */
export function useSeparatorDrag(options: SeparatorDragOptions) {
  const { value, min, max, growsTowards, step, largeStep, homeAndEnd = false, contained = false } = options;
  const drag = useRef<{ startX: number; startValue: number; value: number } | null>(null);
  const clamp = (size: number) => Math.round(Math.min(max, Math.max(min, size)));
  const contain = (event: { stopPropagation: () => void }) => {
    if (contained) event.stopPropagation();
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    event.preventDefault();
    contain(event);
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { startX: event.clientX, startValue: value, value };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!drag.current) return;
    const moved = event.clientX - drag.current.startX;
    drag.current.value = clamp(drag.current.startValue + (growsTowards === 'right' ? moved : -moved));
    options.onDrag(drag.current.value);
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    const last = drag.current.value;
    drag.current = null;
    options.onDragEnd?.(last);
  };
  const keyedSize = (event: KeyboardEvent<HTMLElement>): number | null => {
    const amount = event.shiftKey ? largeStep : step;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      const grows = (event.key === 'ArrowRight') === (growsTowards === 'right');
      return clamp(value + (grows ? amount : -amount));
    }
    if (homeAndEnd && (event.key === 'Home' || event.key === 'End')) return event.key === 'Home' ? max : min;
    return null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const size = keyedSize(event);
    if (size === null) return;
    event.preventDefault();
    contain(event);
    options.onKey(size);
  };

  return {
    role: 'separator',
    'aria-orientation': 'vertical',
    'aria-valuenow': value,
    'aria-valuemin': min,
    'aria-valuemax': max,
    tabIndex: 0,
    onPointerDown,
    onPointerMove,
    onPointerUp,
    onPointerCancel: onPointerUp,
    onKeyDown,
    onClick: (event: MouseEvent<HTMLElement>) => contain(event),
  } as const;
}
