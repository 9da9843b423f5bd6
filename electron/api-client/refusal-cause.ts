/**
 * Which of a 401's two causes it is: the contract answers 401 both to a bad token and to a
 * location the token may not access, so the status alone cannot tell. The app does not guess;
 * it relies on, in order:
 * 1. the server's own words: a code naming the location (LOCATION_NOT_ACCESSIBLE, …) or a
 *    message quoting the location's id means this location was refused; a code naming the token
 *    (INVALID_TOKEN, API_KEY_REVOKED, …) or a message saying the token is not valid, expired or
 *    revoked means the token was. A bare UNAUTHENTICATED does not decide: servers (the demo's
 *    "bare" wording among them) answer every 401 with it, a refused location too;
 * 2. a check with the same token on another location of the connection (a one-result search, or
 *    the other locations of the same "Test connection"):
 *    answered ⇒ the token is good, so it is this location; refused with 401 too ⇒ the token
 *    (a token refused everywhere must be re-entered, whichever its fault);
 * 3. otherwise (no other location, or the check failed another way) it stays unknown and the
 *    message names both causes, as main's 401 message always did.
 */
import type { ExplorerError } from '../../common/ipc/contract';

export type RefusalCause = NonNullable<ExplorerError['refused']>;

/** What a check on another location found: it answered, it was refused (401), or neither. */
export type ProbeOutcome = 'answered' | 'refused' | 'inconclusive';

export function isUnauthorized(error: ExplorerError): boolean {
  return error.kind === 'unauthorized' && error.status === 401;
}

const TOKEN_CODE = /TOKEN|API_?KEY|CREDENTIAL/i;
const TOKEN = String.raw`\b(?:api )?(?:token|key|credentials?)\b`;
const AT_FAULT = String.raw`\b(?:invalid|not valid|expired|revoked|unknown|malformed|missing|wrong|incorrect|not recogni[sz]ed)\b`;
/** "The API token is not valid", "invalid token", "token expired": said of the token, within one sentence. */
const TOKEN_WORDS = new RegExp(`${TOKEN}[^.]*${AT_FAULT}|${AT_FAULT}[^.]*${TOKEN}`, 'i');

/** Rule 1: only what the server said; null when its words name neither the location nor the token. */
export function refusalNamedByServer(error: ExplorerError, locationId: string): RefusalCause | null {
  if (/LOCATION/i.test(error.code ?? '')) return 'location';
  if (error.serverMessage?.includes(locationId)) return 'location';
  return TOKEN_CODE.test(error.code ?? '') || TOKEN_WORDS.test(error.serverMessage ?? '') ? 'token' : null;
}

/** Rule 2: what the check on another location means for this one. */
export function refusalFromProbe(outcome: ProbeOutcome): RefusalCause | null {
  if (outcome === 'answered') return 'location';
  return outcome === 'refused' ? 'token' : null;
}

export interface RefusalSubject {
  connectionLabel: string;
  locationId: string;
  locationName?: string;
}

/** The error with its cause and a message that says only that cause (the server's words stay on the error). */
export function withRefusal(error: ExplorerError, cause: RefusalCause, subject: RefusalSubject, seenElsewhere = true): ExplorerError {
  const location = subject.locationName ? `${subject.locationName} (${subject.locationId})` : subject.locationId;
  const message =
    cause === 'location'
      ? `This token can't access ${location}. Pick another location of connection "${subject.connectionLabel}", ` +
        `or ask the service operator's support channel to grant the token access to this one.`
      : `The API token of connection "${subject.connectionLabel}" was refused (HTTP 401)${seenElsewhere ? ', for other locations too' : ''}: ` +
        `it is invalid or has been revoked. Re-enter the token in the connection settings.`;
  return { ...error, refused: cause, message };
}
