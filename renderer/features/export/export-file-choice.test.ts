import { describe, expect, it } from 'vitest';
import { EXPORT_FORMAT_INFO } from '../../../common/export/export-formats';
import { DEFAULT_FILE_CHOICE, choiceForPurpose } from './export-file-choice';

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
