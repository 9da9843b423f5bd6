import { useState } from 'react';
import type { ReactNode } from 'react';

interface AdvancedOptionsProps {
  /** A field inside has an error: unfolded so it is seen, and stays so until folded by hand. */
  hasError: boolean;
  children: ReactNode;
}

/** Page size and the raw JSON body: seldom needed, so folded by default, out of the first screen's height. */
export function AdvancedOptions({ hasError, children }: AdvancedOptionsProps) {
  const [open, setOpen] = useState(false);
  return (
    <details className="advanced-options" open={open || hasError} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Advanced: page size, raw JSON body</summary>
      <div className="advanced-options__body">{children}</div>
    </details>
  );
}
