import type { ExplorerError } from '../ipc/contract';

/**
 * A page token belongs to the server that issued it: once the connection points at another base
 * URL than when its paging session started, the next page is refused rather than asked of the
 * other server, which would receive the first one's token.
 */
export function pageTokenForOtherServer(connectionLabel: string): ExplorerError {
  return {
    kind: 'page_token_expired',
    message:
      `The connection "${connectionLabel}" now points at another server than when this search started, so its page token, issued by the earlier one, ` +
      'is not sent to it. Run the search again to read from the first page of the new server.',
  };
}
