import { join } from 'node:path';
import type { BrowserWindow, Dialog } from 'electron';
import { describe, expect, it } from 'vitest';
import { createSaveDialog } from './save-dialog';

function fakeDialog(answer: { canceled: boolean; filePath?: string }) {
  const asked: unknown[][] = [];
  const dialog = { showSaveDialog: async (...args: unknown[]) => (asked.push(args), answer) } as unknown as Pick<Dialog, 'showSaveDialog'>;
  return { dialog, asked };
}

describe('createSaveDialog', () => {
  it('asks modally to the app window, in Documents, with the suggested name and a CSV filter', async () => {
    const { dialog, asked } = fakeDialog({ canceled: false, filePath: '/home/me/out.csv' });
    const window = {} as BrowserWindow;
    const choose = createSaveDialog(
      dialog,
      () => window,
      () => '/home/me/Documents',
    );
    expect(await choose('sms-page-1.csv')).toBe('/home/me/out.csv');
    expect(asked).toEqual([
      [window, { defaultPath: join('/home/me/Documents', 'sms-page-1.csv'), filters: [{ name: 'CSV', extensions: ['csv'] }] }],
    ]);
  });

  it('asks without a parent when there is no window, and answers null when cancelled', async () => {
    const { dialog, asked } = fakeDialog({ canceled: true, filePath: '' });
    expect(
      await createSaveDialog(
        dialog,
        () => undefined,
        () => '/docs',
      )('x.csv'),
    ).toBeNull();
    expect(asked[0]).toHaveLength(1);
  });
});
