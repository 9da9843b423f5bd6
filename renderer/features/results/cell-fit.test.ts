import { describe, expect, it } from 'vitest';
import { CELL_PADDING_PX, DEFAULT_CHAR_PX, charsThatFit } from './cell-fit';

describe('the characters a cell shows', () => {
  it('are its width less the padding, in average characters, with a tenth kept back', () => {
    expect(charsThatFit(CELL_PADDING_PX + 100 * DEFAULT_CHAR_PX, DEFAULT_CHAR_PX)).toBe(90);
    expect(charsThatFit(CELL_PADDING_PX + 100 * 6, 6)).toBe(90);
  });

  it('are none in a cell narrower than its padding', () => {
    expect(charsThatFit(10, DEFAULT_CHAR_PX)).toBe(0);
  });
});
