import { Banner } from './Banner';
import { useDismissedBanner } from './use-dismissed-banners';

/** First run opens on the demo connection: say what it is and how to reach real messages. */
export function DemoIntro({ onAddConnection }: { onAddConnection: () => void }) {
  const { dismissed, dismiss } = useDismissedBanner('demo-intro');
  if (dismissed) return null;
  return (
    <Banner level="info" dismissLabel="Dismiss the demo explanation" onDismiss={dismiss}>
      <strong>You are looking at the demo connection:</strong> generated messages from this computer. For real ones,{' '}
      <button type="button" className="link-button" onClick={onAddConnection}>
        add a connection
      </button>{' '}
      with your API token.
    </Banner>
  );
}
