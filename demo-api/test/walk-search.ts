// Every result of one search, read from the demo API itself over HTTP: what a test compares the
// app's counts with, never the app's own reading.
import { SEARCH_PATH } from '../request-handler';
import type { SmsMessage } from '../messages';

/** Pages one walk reads at most, so a broken server cannot hold a test. */
const MAX_PAGES = 1_000;

export async function walkSearch(
  baseUrl: string,
  caller: { token: string; location: string },
  body: Record<string, unknown> = {},
): Promise<SmsMessage[]> {
  return (await walkRecords(baseUrl, caller, body)) as unknown as SmsMessage[];
}

/** The same walk for a server in any record shape (`recordShape`): the records as sent. */
export async function walkRecords(
  baseUrl: string,
  caller: { token: string; location: string },
  body: Record<string, unknown> = {},
): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const response = await fetch(`${baseUrl}${SEARCH_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${caller.token}`, 'Location-Id': caller.location },
      body: JSON.stringify({ ...body, page_size: 100, ...(pageToken && { page_token: pageToken }) }),
    });
    if (!response.ok) throw new Error(`The demo API answered ${response.status}: ${await response.text()}`);
    const reply = (await response.json()) as { smsMessages: Record<string, unknown>[]; next_page_token?: string };
    found.push(...reply.smsMessages);
    if (!reply.next_page_token) return found;
    pageToken = reply.next_page_token;
  }
  throw new Error(`More than ${MAX_PAGES} pages: the walk stopped.`);
}
