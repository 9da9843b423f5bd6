import { describe, expect, it } from 'vitest';
import { colourDistance, contrastRatio, customProperties } from '../../test/colour-distance';
import { PALETTE_SIZE, seriesColorVariables } from './series-colors';

// The style sheets as text, read through Vite (CSS imported as such is left empty under Vitest).
const sheets = import.meta.glob<string>(['./activity.css', '../../styles/tokens.css'], { query: '?raw', import: 'default', eager: true });
const activityCss = sheets['./activity.css'] ?? '';
const tokensCss = sheets['../../styles/tokens.css'] ?? '';

const THEMES = [
  { name: 'light', selector: /:root\[data-theme='light'\]/ },
  { name: 'dark', selector: /:root\[data-theme='dark'\]/ },
];

describe('the chart’s series colours', () => {
  it('gives ten listed numbers ten colours, and "(other)" and "(none)" a grey of their own', () => {
    const numbers = Array.from({ length: 9 }, (_, index) => `+1 512 555 01${index}0`);
    const variables = seriesColorVariables([...numbers, '(other)']);
    expect(new Set(variables.slice(0, 9)).size).toBe(9);
    expect(variables.at(-1)).toBe('--activity-other');
    expect(seriesColorVariables(['(none)', 'A', 'B'])).toEqual(['--activity-other', '--activity-1', '--activity-2']);
    expect(new Set(seriesColorVariables(Array.from({ length: PALETTE_SIZE }, (_, index) => `Location ${index}`))).size).toBe(PALETTE_SIZE);
  });

  for (const theme of THEMES) {
    it(`reads apart in the ${theme.name} theme: each at least 3:1 against the surface, far from every other and from "(other)"`, () => {
      const colours = customProperties(activityCss, theme.selector);
      const surface = customProperties(tokensCss, theme.selector)['--surface'] ?? '';
      const palette = Array.from({ length: PALETTE_SIZE }, (_, index) => colours[`--activity-${index + 1}`] ?? '');
      const other = colours['--activity-other'] ?? '';
      expect(surface).toMatch(/^#[0-9a-f]{6}$/i);
      for (const colour of [...palette, other]) {
        expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
        expect(contrastRatio(colour, surface), colour).toBeGreaterThanOrEqual(3);
      }
      const all = [...palette, other];
      for (const [at, colour] of all.entries()) {
        for (const next of all.slice(at + 1)) expect(colourDistance(colour, next), `${colour} vs ${next}`).toBeGreaterThanOrEqual(24);
      }
    });
  }
});
