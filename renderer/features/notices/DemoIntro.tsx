import { Banner } from './Banner';
import { useDismissedBanner } from './use-dismissed-banners';

/** First run opens on the demo connection: say what it is and how to reach real messages. */
export function DemoIntro({ onAddConnection }: { onAddConnection: () => void }) {
  const { dismissed, dismiss } = useDismissedBanner('demo-intro');
  if (dismissed) return null;
  return (
    <Banner level="info" dismissLabel="Dismiss the demo explanation" onDismiss={dismiss}>
      <strong>You are looking at the demo connection.</strong> Its messages come from a demo server on this computer. For real ones, get an
      API token from the service&apos;s support channel, then{' '}
      <button type="button" className="link-button" onClick={onAddConnection}>
        add a connection
      </button>{' '}
      with it, the API&apos;s base URL and your location ids.
    </Banner>
  );
}
