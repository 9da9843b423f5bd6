import { describe, expect, it } from 'vitest';
import { EXPORT_FORMAT_INFO } from '../../../common/export/export-formats';
import { DEFAULT_FILE_CHOICE, choiceForPurpose, describeFileNotes } from './export-file-choice';

describe('the file choice for a purpose', () => {
  it('ticks the byte order mark for a spreadsheet (Excel reads UTF-8 without it as "BjÃ¶rn") and not for another program', () => {
    expect(choiceForPurpose(DEFAULT_FILE_CHOICE, 'spreadsheet')).toEqual({ ...DEFAULT_FILE_CHOICE, bom: true });
    expect(choiceForPurpose({ format: 'tsv', gzip: true, bom: true }, 'program')).toEqual({ format: 'tsv', gzip: true, bom: false });
  });
});

describe('the format labels', () => {
  it('say the extension once: the select adds it after each label', () => {
    for (const info of Object.values(EXPORT_FORMAT_INFO)) expect(info.label).not.toMatch(new RegExp(`\\(${info.extension}\\)`, 'i'));
  });
});

describe('what the notice says a file had to do', () => {
  it("names the cells a spreadsheet CSV had to start with a visible ' and how to avoid it", () => {
    expect(describeFileNotes({ apostropheCells: 2 })).toBe(
      "2 cells starting like a formula were too long for Excel's 8,192-character formula, so they start with a visible '; export for another program to keep them as sent.",
    );
    expect(describeFileNotes({ apostropheCells: 1 })).toMatch(/^1 cell starting like a formula was .* so it starts with a visible '/);
    expect(describeFileNotes({})).toBeNull();
  });
});
