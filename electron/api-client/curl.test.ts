import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildCurlCommand, shellQuote } from './curl';

/** Runs the command in a real POSIX shell where `curl` only prints the arguments it received. */
function argumentsSeenByCurl(command: string, env: Record<string, string>): string[] {
  const script = `curl() { printf '%s\\0' "$@"; }\n${command}`;
  const output = execFileSync('sh', ['-c', script], { env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env }, encoding: 'utf8' });
  return output.split('\0').slice(0, -1);
}

describe('buildCurlCommand', () => {
  const body = { text: `it's "quoted" $HOME \`id\` \\ back\nslash`, direction: 'inbound', nested: { tags: ["O'Brien"] } };

  it('round-trips the exact body, URL and headers through a POSIX shell', () => {
    const command = buildCurlCommand({
      baseUrl: 'https://api.example.test/base/',
      locationId: "loc'1",
      body,
      pageSize: 25,
      pageToken: 'tok_-AZ09',
    });
    const args = argumentsSeenByCurl(command, { API_TOKEN: 'from-env' });
    expect(args).toEqual([
      '--request',
      'POST',
      'https://api.example.test/base/analytics/v1/smsMessages:search',
      '--header',
      'Authorization: Bearer from-env',
      '--header',
      "Location-Id: loc'1",
      '--header',
      'Content-Type: application/json',
      '--header',
      'Accept: application/json',
      '--data-raw',
      expect.any(String),
    ]);
    expect(JSON.parse(args.at(-1) as string)).toEqual({ ...body, page_size: 25, page_token: 'tok_-AZ09' });
  });

  it('uses the $API_TOKEN placeholder, never a token, and leaves page_token out when there is none', () => {
    const command = buildCurlCommand({ baseUrl: 'http://127.0.0.1:9', locationId: 'loc-1', body: {}, pageSize: 0 });
    expect(command).toContain('Authorization: Bearer $API_TOKEN');
    expect(command).not.toContain('page_token');
    expect(command).toContain(`'{"page_size":0}'`);
  });

  it('has no parameter for the token at all', () => {
    const token = `test-${randomUUID()}`;
    const params = { baseUrl: 'http://127.0.0.1:9', locationId: 'loc-1', body: {}, pageSize: 10, token };
    expect(buildCurlCommand(params)).not.toContain(token);
  });
});

describe('shellQuote', () => {
  it('escapes apostrophes the POSIX way', () => {
    expect(shellQuote("a'b")).toBe(`'a'\\''b'`);
  });
});
