import type { ReactNode } from 'react';
import './popover.css';

interface PopoverAnchorProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * Holds a toolbar button and the popover it opens. Escape closes an open popover and goes no
 * further, so it does not also close a panel or dialog behind it.
 */
export function PopoverAnchor({ open, onClose, children }: PopoverAnchorProps) {
  return (
    <div
      className="popover-anchor"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      {children}
    </div>
  );
}
