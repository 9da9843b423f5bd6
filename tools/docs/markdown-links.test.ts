import { describe, expect, it } from 'vitest';
import { headingAnchors, isExternal, markdownLinks } from './markdown-links';

describe('markdownLinks', () => {
  it('finds links and images with their lines, not those in code', () => {
    const text = [
      'See [the guide](docs/user-guide.md#search) and ![a shot](shots/a.png "title").',
      '`[not](a-link.md)`',
      '```',
      '[nor](this.md)',
      '```',
      '[last](#top)',
    ].join('\n');
    expect(markdownLinks(text)).toEqual([
      { target: 'docs/user-guide.md#search', line: 1 },
      { target: 'shots/a.png', line: 1 },
      { target: '#top', line: 6 },
    ]);
  });
});

describe('headingAnchors', () => {
  it('makes the anchors GitHub makes, repeated headings numbered', () => {
    const text = [
      '# SMS Explorer',
      '## Run the app (on the demo connection)',
      '### Why `conf`, not electron-store?',
      '## Notes',
      '## Notes',
      '```',
      '# not a heading',
      '```',
    ].join('\n');
    expect([...headingAnchors(text)]).toEqual([
      'sms-explorer',
      'run-the-app-on-the-demo-connection',
      'why-conf-not-electron-store',
      'notes',
      'notes-1',
    ]);
  });
});

describe('isExternal', () => {
  it('tells another site from a file of this repository', () => {
    expect(isExternal('https://github.com/leeoniya/uPlot')).toBe(true);
    expect(isExternal('mailto:support@example.invalid')).toBe(true);
    expect(isExternal('docs/security.md')).toBe(false);
  });
});
