import { DEMO_BASE_URL_LABEL } from '../../../common/connections/demo-address';
import type { ConnectionView } from '../../../common/ipc/contract';
import type { ConnectionSettingBound } from '../../../common/limits/connection-limits';
import {
  FOLLOW_INTERVAL_MS_BOUND,
  HEADER_SAFE_TEXT,
  MAX_PAGE_SIZE_BOUND,
  REQUEST_TIMEOUT_MS_BOUND,
  REQUESTS_AT_ONCE_BOUND,
} from '../../../common/limits/connection-limits';

export interface LocationDraft {
  id: string;
  name: string;
}

export interface ConnectionDraft {
  label: string;
  baseUrl: string;
  /** Empty in edit mode means "keep the saved token". */
  token: string;
  keepToken: 'disk' | 'session';
  maxPageSize: string;
  timeoutSeconds: string;
  followSeconds: string;
  requestsAtOnce: string;
  /** Only for a new connection; an existing one changes its locations one at a time. */
  locations: LocationDraft[];
}

export function draftFor(connection: ConnectionView | null): ConnectionDraft {
  return {
    label: connection?.label ?? '',
    baseUrl: connection?.baseUrl ?? 'https://',
    token: '',
    keepToken: connection?.storage === 'session' ? 'session' : 'disk',
    maxPageSize: connection ? String(connection.maxPageSize) : '',
    timeoutSeconds: connection ? String(Math.round(connection.requestTimeoutMs / 1000)) : '',
    followSeconds: connection ? String(Math.round(connection.followIntervalMs / 1000)) : '',
    requestsAtOnce: connection ? String(connection.requestsAtOnce) : '',
    locations: [],
  };
}

export interface DraftProblems {
  label?: string;
  baseUrl?: string;
  token?: string;
  maxPageSize?: string;
  timeoutSeconds?: string;
  followSeconds?: string;
  requestsAtOnce?: string;
}

/** What the form can tell before asking main (which checks everything again). */
export function draftProblems(draft: ConnectionDraft, existing: ConnectionView | null): DraftProblems {
  const problems: DraftProblems = {};
  const baseUrl = draft.baseUrl.trim();
  if (!draft.label.trim()) problems.label = 'Give the connection a name.';
  if (baseUrl !== existing?.baseUrl && baseUrl !== DEMO_BASE_URL_LABEL && !/^https?:\/\/\S+$/.test(baseUrl)) {
    problems.baseUrl = `Enter the API address, like https://api.example.com, or choose “${DEMO_BASE_URL_LABEL}”.`;
  }
  if ((!existing || existing.needsToken) && !draft.token.trim()) problems.token = 'Paste the API token you received from support.';
  else if (existing && !existing.isDemo && !draft.token.trim() && movesToAnotherServer(existing.baseUrl, baseUrl)) {
    problems.token = 'The server address changed: paste the token again. A saved token is never sent to another server.';
  } else if (draft.token.trim() && !HEADER_SAFE_TEXT.test(draft.token.trim()))
    problems.token = 'A token is printable ASCII without spaces.';
  for (const [key, bound, scale] of SETTINGS) {
    const problem = settingProblem(draft[key], bound, scale);
    if (problem) problems[key] = problem;
  }
  return problems;
}

/** Each setting typed as text, the bound main holds it to, and ms per unit typed. */
const SETTINGS: readonly [keyof DraftProblems & keyof ConnectionDraft, ConnectionSettingBound, number][] = [
  ['maxPageSize', MAX_PAGE_SIZE_BOUND, 1],
  ['timeoutSeconds', REQUEST_TIMEOUT_MS_BOUND, 1000],
  ['followSeconds', FOLLOW_INTERVAL_MS_BOUND, 1000],
  ['requestsAtOnce', REQUESTS_AT_ONCE_BOUND, 1],
];

/** Empty means the default; else a whole number of units within the bound. */
function settingProblem(text: string, bound: ConnectionSettingBound, scale: number): string | undefined {
  if (!text.trim()) return undefined;
  const min = bound.min / scale;
  const max = bound.max / scale;
  if (inRange(text, min, max)) return undefined;
  return scale === 1000 ? `A whole number of seconds from ${min} to ${max}.` : `A whole number from ${min} to ${max}.`;
}

/** Main clears the saved token when the origin changes (connections-service.ts): the form says so first. */
function movesToAnotherServer(saved: string, edited: string): boolean {
  try {
    return new URL(saved).origin !== new URL(edited).origin;
  } catch {
    return false;
  }
}

function inRange(text: string, min: number, max: number): boolean {
  if (!/^\d+$/.test(text.trim())) return false;
  const value = Number(text);
  return value >= min && value <= max;
}

export function optionalNumber(text: string, scale = 1): number | undefined {
  return text.trim() ? Number(text) * scale : undefined;
}
