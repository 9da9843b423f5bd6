import type { ExplorerError, LocationVerification } from '../../../common/ipc/contract';

/**
 * Why a job over every page of this location (export all, count all) would only meet the same
 * refusal now, or null. The last answer decides: the search's error, else (nothing asked yet)
 * the location's last verification; a search answered since makes it usable again.
 */
export function placeUnusable(
  error: ExplorerError | null,
  answered: boolean,
  verification: LocationVerification | undefined,
): string | null {
  const last = error ?? (answered || verification?.status !== 'failed' ? null : (verification.error ?? null));
  if (!last) return null;
  switch (last.kind) {
    case 'unauthorized':
      return last.refused === 'token'
        ? 'The API token was refused: re-enter it first.'
        : 'This location refused the request (401): pick another location or re-enter the token first.';
    case 'vault_unavailable':
      return 'The token could not be read: enter it again first.';
    case 'network':
    case 'timeout':
      return 'The server could not be reached: search again once it answers.';
    case 'not_found':
      return 'The API address has no search operation: check the connection settings first.';
    default:
      return null;
  }
}
