import type { ReactNode } from 'react';

interface BannerProps {
  level: 'info' | 'warning' | 'error' | 'success';
  children: ReactNode;
  onDismiss: () => void;
  dismissLabel: string;
}

export function Banner({ level, children, onDismiss, dismissLabel }: BannerProps) {
  return (
    <div className={`banner banner--${level}`} role={level === 'error' ? 'alert' : 'status'}>
      <div className="banner__text">{children}</div>
      <button type="button" className="button button--small button--ghost" aria-label={dismissLabel} onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
