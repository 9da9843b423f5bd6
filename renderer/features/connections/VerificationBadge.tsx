import type { ConnectionView, LocationView } from '../../../common/ipc/contract';
import { explorerErrorOf } from '../../api/explorer';
import { mainProcess } from '../../api/main-process';
import { isAccessRefused } from './connection-labels';
import { useAppMutation } from './use-app-mutation';

interface VerificationBadgeProps {
  connection: ConnectionView;
  location: LocationView;
}

/**
 * Whether the token may read this location, said on the badge and explained on hover. Unless
 * verified, the badge is a button that checks access (a one-result search) right here.
 */
export function VerificationBadge({ connection, location }: VerificationBadgeProps) {
  const verify = useAppMutation((_: void) => mainProcess.verifyLocation({ connectionId: connection.id, locationId: location.id }));
  const verification = location.verification;
  if (verification?.status === 'ok') {
    return (
      <span
        className="badge badge--ok"
        title={`Access checked ${new Date(verification.checkedAt).toLocaleString()}: the token may read this location.`}
      >
        Verified
      </span>
    );
  }
  const failed = verification?.status === 'failed';
  const refused = isAccessRefused(location);
  const problem = explorerErrorOf(verify.error)?.message ?? verification?.error?.message;
  const explanation = failed
    ? `The last check failed: ${problem ?? 'access was refused.'} Click to check again.`
    : "This location's access has not been checked yet. Click to verify: the app runs a one-result search with this connection's token.";
  const state = refused ? 'Refused' : failed ? 'Access failed' : 'Unverified';
  return (
    <button
      type="button"
      className={`badge badge--button ${failed ? 'badge--danger' : 'badge--muted'}`}
      title={explanation}
      aria-label={`${state}: verify access to ${location.name ?? location.id}`}
      disabled={verify.isPending || connection.needsToken}
      onClick={() => verify.mutate()}
    >
      {verify.isPending ? 'Verifying…' : `${state} · Verify`}
    </button>
  );
}
