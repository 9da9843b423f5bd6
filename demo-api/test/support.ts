// Shared by the demo API's own tests: real HTTP requests over loopback, no mocks.
import { randomUUID } from 'node:crypto';
import type { DemoApiConfigInput } from '../config';
import { DemoConfigError, parseDemoApiConfig } from '../config';
import type { ErrorBody } from '../errors';
import type { SmsMessage } from '../messages';
import { SEARCH_PATH } from '../request-handler';
import type { DemoApi } from '../server';

export interface TestCaller {
  token: string;
  location: string;
}

export interface SearchReply {
  smsMessages?: SmsMessage[];
  next_page_token?: string;
  previous_page_token?: string;
  error?: ErrorBody['error'];
}

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  json: SearchReply;
}

export interface RequestOptions {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  /** Sent as is instead of JSON.stringify(body). */
  rawBody?: string;
}

export function fakeToken(): string {
  return `test-${randomUUID()}`;
}

/** Sends one search request; `caller` null sends neither Authorization nor Location-Id. */
export async function post(api: DemoApi, caller: TestCaller | null, body: unknown = {}, options: RequestOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...options.headers };
  if (caller) {
    headers.Authorization = `Bearer ${caller.token}`;
    headers['Location-Id'] = caller.location;
  }
  const method = options.method ?? 'POST';
  const response = await fetch(`${api.baseUrl}${options.path ?? SEARCH_PATH}`, {
    method,
    headers,
    redirect: 'manual',
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: options.rawBody ?? JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: parseJson(text) };
}

function parseJson(text: string): SearchReply {
  try {
    return text ? (JSON.parse(text) as SearchReply) : {};
  } catch {
    return {};
  }
}

/** Expects a 200 page and returns it. */
export async function page(
  api: DemoApi,
  caller: TestCaller,
  body: Record<string, unknown> = {},
): Promise<Required<Pick<SearchReply, 'smsMessages'>> & SearchReply> {
  const reply = await post(api, caller, body);
  if (reply.status !== 200 || !reply.json.smsMessages) throw new Error(`Expected a page, got ${reply.status} ${reply.text.slice(0, 300)}`);
  return { ...reply.json, smsMessages: reply.json.smsMessages };
}

export interface Walk {
  pages: SmsMessage[][];
  /** The page_token each page was fetched with ('' for the first). */
  tokens: string[];
  last: SearchReply;
  messages: SmsMessage[];
}

/** Follows next_page_token to the end, as the contract says a client must. */
export async function walkForward(api: DemoApi, caller: TestCaller, body: Record<string, unknown> = {}, maxPages = 5000): Promise<Walk> {
  const pages: SmsMessage[][] = [];
  const tokens: string[] = [];
  let token = '';
  for (let count = 0; count < maxPages; count++) {
    const last = await page(api, caller, token ? { ...body, page_token: token } : body);
    pages.push(last.smsMessages ?? []);
    tokens.push(token);
    if (!last.next_page_token) return { pages, tokens, last, messages: pages.flat() };
    token = last.next_page_token;
  }
  throw new Error(`No end after ${maxPages} pages`);
}

export function ids(messages: Iterable<SmsMessage>): string[] {
  return Array.from(messages, (message) => message.id);
}

/** Test data: three small-to-medium locations and two fake tokens (`other` is shared by both). */
export function testSetup(overrides: DemoApiConfigInput = {}) {
  const alpha = fakeToken();
  const bravo = fakeToken();
  const config: DemoApiConfigInput = {
    tokens: { [alpha]: ['small', 'medium', 'other', 'empty'], [bravo]: ['other'] },
    locations: {
      small: { name: 'Small Shop', messages: 137 },
      medium: { name: 'Medium Clinic', messages: 20_000 },
      other: { name: 'Other Place', messages: 60 },
      empty: { name: 'Brand New', messages: 0 },
    },
    sparsePages: 0,
    ...overrides,
  };
  return {
    config,
    alphaToken: alpha,
    bravoToken: bravo,
    small: { token: alpha, location: 'small' },
    medium: { token: alpha, location: 'medium' },
    other: { token: alpha, location: 'other' },
    empty: { token: alpha, location: 'empty' },
    bravoOther: { token: bravo, location: 'other' },
  };
}

/** The problems parseDemoApiConfig names for `input`; it failing to refuse fails the test. */
export function problemsOf(input: unknown): string[] {
  try {
    parseDemoApiConfig(input);
  } catch (error) {
    if (error instanceof DemoConfigError) return error.problems;
    throw error;
  }
  throw new Error('Expected a DemoConfigError');
}
