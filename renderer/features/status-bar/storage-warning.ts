import type { ConnectionView } from '../../../common/ipc/contract';

/** Why this connection's token is less protected than usual, or null when it is in the OS keyring. */
export function storageWarning(connection: ConnectionView): string | null {
  if (connection.needsToken) return 'This connection has no usable token: re-enter it.';
  if (connection.storage === 'weak') {
    return 'No OS keyring on this desktop: the token is saved protected only by a hard-coded key.';
  }
  if (connection.storage === 'session') return 'Token kept for this session only: it will be asked again after a restart.';
  return null;
}
