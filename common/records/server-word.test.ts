import { describe, expect, it } from 'vitest';
import { serverWord } from './server-word';

describe('serverWord', () => {
  it('writes a server’s value words in title case, split at underscores and hyphens', () => {
    expect(serverWord('QUEUED')).toBe('Queued');
    expect(serverWord('delivery_failed')).toBe('Delivery Failed');
    expect(serverWord('NOT-SENT  yet')).toBe('Not Sent Yet');
  });
  it('leaves the app’s own words in parentheses alone', () => {
    expect(serverWord('(none)')).toBe('(none)');
  });
});
