import { describe, expect, it } from 'vitest';
import { pageTokenForOtherServer } from './token-server';

describe('a page token for another server', () => {
  it('is refused as an expired token would be, naming the connection and what to do', () => {
    expect(pageTokenForOtherServer('Acme')).toStrictEqual({
      kind: 'page_token_expired',
      message:
        'The connection "Acme" now points at another server than when this search started, so its page token, issued by the earlier one, ' +
        'is not sent to it. Run the search again to read from the first page of the new server.',
    });
  });
});
