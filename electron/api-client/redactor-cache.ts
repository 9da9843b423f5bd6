import type { TokenRedactor } from './redact-token';
import { createTokenRedactor } from './redact-token';

/**
 * How long the last token's redactor is kept after its last request. Building one (the token's
 * forms and their index) cost a browsed page as much as redacting it; pages come one after
 * another, so a walk builds it once. Kept briefly, because it spells the token: a disk token is
 * otherwise held only while a request runs.
 */
export const REDACTOR_IDLE_MS = 10_000;

/** The redactor for a token: the last one built while its token keeps being asked for, else a new one. */
export function createRedactorCache(idleMs = REDACTOR_IDLE_MS): (token: string) => TokenRedactor {
  let kept: { token: string; redactor: TokenRedactor; timer: ReturnType<typeof setTimeout> } | undefined;
  return (token) => {
    if (kept?.token === token) {
      kept.timer.refresh();
      return kept.redactor;
    }
    if (kept) clearTimeout(kept.timer);
    const redactor = createTokenRedactor(token);
    const timer = setTimeout(() => {
      kept = undefined;
    }, idleMs);
    // Never the reason the process stays up.
    timer.unref();
    kept = { token, redactor, timer };
    return redactor;
  };
}
