/**
 * The longest page token the app keeps and sends back. A server's token past it is refused rather
 * than carried in every later request of the session (a 2 MB token would be uploaded with each).
 */
export const MAX_PAGE_TOKEN_CHARS = 10_000;
