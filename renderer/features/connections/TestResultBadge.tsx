import type { LocationTestResult } from '../../../common/ipc/contract';

/** One location's test result, beside it: accessible, or why not. */
export function TestResultBadge({ result }: { result: LocationTestResult | undefined }) {
  if (!result) return null;
  if (result.status === 'ok') return <span className="test-result test-result--ok">✓ Accessible</span>;
  return <span className="test-result test-result--failed">✗ {result.error?.message ?? 'The server refused the request.'}</span>;
}
