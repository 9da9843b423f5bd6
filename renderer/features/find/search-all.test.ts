import { describe, expect, it } from 'vitest';
import { searchAllOffer, serverSearchTerm } from './search-all';

describe('Find → Search all results', () => {
  it('is offered when Find has nothing more in the loaded rows and the server has more results', () => {
    expect(searchAllOffer(' refund ', 0, 0, true)).toBe('refund');
    expect(searchAllOffer('refund', 3, 2, true)).toBe('refund');
    expect(searchAllOffer('refund', 3, 1, true)).toBeNull();
    expect(searchAllOffer('refund', 0, 0, false)).toBeNull();
    expect(searchAllOffer('  ', 0, 0, true)).toBeNull();
  });

  it('reads the term of a server-side text search', () => {
    expect(serverSearchTerm({ query: ' Refund ' })).toBe('refund');
    expect(serverSearchTerm({ direction: 'INBOUND' })).toBe('');
  });
});
