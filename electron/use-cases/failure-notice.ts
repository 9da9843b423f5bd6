import { createTokenRedactor } from '../api-client/redact-token';
import type { ConnectionsService } from '../connections/connections-service';
import { requestTarget } from '../connections/request-target';
import type { NoticeGate } from './notice-gate';
import { e164Numbers, NOTICE_BODY_CHARS, NOTICE_TITLE_CHARS, noticeLine } from './notice-text';

export interface Notice {
  title: string;
  body: string;
}

export type Notify = (notice: Notice) => void;

export interface FailureReport {
  connectionId: string;
  locationId: string;
  count: number;
  /** Up to three of the failed messages' contact numbers (those known). */
  numbers: string[];
}

/** "2 messages failed" / "Harbor Dental Studio: to +15125550148, +17025550101". */
export function failureNoticeText(place: string, count: number, named: readonly string[]): Notice {
  const more = count > named.length ? ` and ${(count - named.length).toLocaleString('en-US')} more` : '';
  return {
    title: count === 1 ? 'A message failed' : `${count.toLocaleString('en-US')} messages failed`,
    body: named.length > 0 ? `${place}: to ${named.join(', ')}${more}` : `${place}: ${count.toLocaleString('en-US')} failed`,
  };
}

/**
 * Says in an OS notification that messages failed while Follow was on, at most once a minute per
 * place (notice-gate.ts: the failures of the reports held meanwhile are counted in the next). The
 * place is main's name for the location; only numbers in E.164 are named; every word goes through
 * the token's redactor, since numbers came from records a server wrote (and a server may echo the
 * Authorization header anywhere), then loses its controls and is bounded (notice-text.ts).
 */
export async function notifyFailures(
  deps: { connections: Pick<ConnectionsService, 'credentials'>; notify: Notify; noticeGate: NoticeGate },
  report: FailureReport,
): Promise<void> {
  const target = await requestTarget(deps.connections, report.connectionId, report.locationId);
  const count = deps.noticeGate.take(JSON.stringify([report.connectionId, report.locationId]), report.count);
  if (count === null) return;
  const { redact } = createTokenRedactor(target.token, { utf16Hex: true });
  const text = failureNoticeText(target.location.name || target.location.id, count, e164Numbers(report.numbers));
  deps.notify({ title: noticeLine(redact(text.title), NOTICE_TITLE_CHARS), body: noticeLine(redact(text.body), NOTICE_BODY_CHARS) });
}
