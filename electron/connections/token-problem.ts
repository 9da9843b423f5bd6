import type { AppNotice } from '../../common/ipc/contract';
import type { TokenProblem } from '../vault/token-vault';

/** Completes "The token of “…” could not be read (…)". */
export function describeTokenProblem(problem: TokenProblem): string {
  switch (problem) {
    case 'missing':
      return 'none is saved: a token kept for one session only is gone after a restart, and changing the server address clears it';
    case 'undecryptable':
      return 'it was encrypted with a key this computer no longer has, or the saved copy is damaged';
    case 'unknown_format':
      return 'it was saved in a format this version of the app does not know';
    case 'cipher_unavailable':
      return 'the system keyring is not available right now';
  }
}

export function tokenNoticeId(connectionId: string): string {
  return `token-unreadable:${connectionId}`;
}

export function tokenNotice(connection: { id: string; label: string }, problem: TokenProblem): AppNotice {
  return {
    id: tokenNoticeId(connection.id),
    level: 'warning',
    message: `The saved token of “${connection.label}” could not be read (${describeTokenProblem(problem)}). Enter it again in the connection's settings.`,
  };
}
