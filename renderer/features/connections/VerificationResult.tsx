import type { LocationVerification } from '../../../common/ipc/contract';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' });

export function VerificationResult({ verification }: { verification: LocationVerification | undefined }) {
  if (!verification) return <p className="verification verification--none">Access not verified yet.</p>;
  const checked = timeFormat.format(new Date(verification.checkedAt));
  if (verification.status === 'ok') {
    return (
      <p className="verification verification--ok" role="status">
        ✓ Access verified ({checked})
      </p>
    );
  }
  return (
    <p className="verification verification--failed" role="status">
      ✗ Access failed ({checked}): {verification.error?.message ?? 'the server refused the request.'}
    </p>
  );
}
