import type { TokenRedactor } from './redact-token';
import { createTokenRedactor } from './redact-token';
import { keptBriefly, TOKEN_IDLE_MS } from '../storage/kept-briefly';

/**
 * The redactor for a token: the last one built while its token keeps being asked for, else a new
 * one. Building one (the token's forms and their index) cost a browsed page as much as redacting
 * it; it spells the token, so it is kept only briefly (storage/kept-briefly.ts).
 */
export function createRedactorCache(idleMs = TOKEN_IDLE_MS): (token: string) => TokenRedactor {
  const kept = keptBriefly<string, TokenRedactor>(idleMs);
  return (token) => kept.get(token) ?? kept.keep(token, createTokenRedactor(token));
}
