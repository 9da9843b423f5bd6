import { useEffect, useState } from 'react';

interface CountdownProps {
  ms: number;
  /** Called once when the time is up. */
  onDone?: () => void;
  render: (secondsLeft: number) => string;
}

/** Seconds left, ticking once a second. Give it a `key` per countdown so a new one starts afresh. */
export function Countdown({ ms, onDone, render }: CountdownProps) {
  const [secondsLeft, setSecondsLeft] = useState(() => Math.max(0, Math.ceil(ms / 1000)));

  useEffect(() => {
    if (secondsLeft <= 0) {
      onDone?.();
      return;
    }
    const timer = window.setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
    // onDone may be a new function on each render; only the count decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [secondsLeft]);

  return <span className="countdown">{render(secondsLeft)}</span>;
}
