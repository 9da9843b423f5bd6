import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeExplorer } from '../../test/fake-explorer';
import { generateMessages } from '../../test/fake-data';
import { renderWithExplorer } from '../../test/render';
import type { ExportAllStart } from '../export/use-export-all';
import { ConversationExport } from './ConversationExport';
import { detectRoles } from '../../../common/records/vocabulary/role-detection';

const params = { connectionId: 'demo', baseUrl: 'demo:', locationId: 'loc-downtown', body: { phone_number: '+14155551000' }, pageSize: 0 };
// As the thread reads them: oldest first (the fake's messages are generated newest first).
const oldestFirst = generateMessages('loc-downtown', 3).reverse();
const page = {
  number: 1,
  rowOffset: 0,
  items: [...oldestFirst].reverse(),
  nextPageToken: null,
  previousPageToken: null,
  listMember: 'smsMessages',
  receivedAt: '',
  attempts: 1,
};
const THREAD_COLUMNS = ['created_at', 'direction', 'contact.name', 'from', 'body', 'status'];

function open(moreOnServer: boolean, onExportAll: ((start: ExportAllStart) => void) | null = () => undefined) {
  const fake = createFakeExplorer();
  renderWithExplorer(
    <ConversationExport
      thread={{
        params,
        phoneNumber: '+14155551000',
        pages: [page],
        records: oldestFirst,
        fields: detectRoles(oldestFirst).fields,
        moreOnServer,
      }}
      locationName="Downtown Dental"
      displayTimeZone="UTC"
      onExportAll={onExportAll}
      onExported={() => undefined}
      onClose={() => undefined}
    />,
    fake,
  );
  return { fake, dialog: screen.getByRole('dialog', { name: 'Export conversation' }) };
}

const hintOf = (radio: HTMLElement) => document.getElementById(radio.getAttribute('aria-describedby') ?? '')?.textContent;

describe('the conversation’s export', () => {
  it('offers one choice when every message is loaded, and writes the thread as it reads, in a file named after the number and the location', async () => {
    const user = userEvent.setup();
    const { fake, dialog } = open(false);

    expect(
      within(dialog)
        .getAllByRole('radio')
        .filter((radio) => radio.id.endsWith('-loaded') || radio.id.endsWith('-all')),
    ).toHaveLength(1);
    const whole = within(dialog).getByRole('radio', { name: 'The whole conversation (3 messages)' });
    expect((whole as HTMLInputElement).checked).toBe(true);
    expect(hintOf(whole)).toMatch(
      /^The conversation's 3 messages, oldest first, with the thread's 6 fields, about .+\. Every message is loaded\.$/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(fake.calls.exportRows).toHaveLength(1));
    const sent = fake.calls.exportRows![0]!;
    expect(sent.rows.map((row) => row.id)).toEqual(['loc-downtown-msg-3', 'loc-downtown-msg-2', 'loc-downtown-msg-1']);
    expect(sent.suggestedName).toBe('conversation-14155551000-Downtown_Dental');
    // The fields a message is read by, not the record's every field.
    expect(sent.columns).toEqual(THREAD_COLUMNS);
  });

  it('offers the whole conversation first when the server has more: main writes it oldest first with the thread’s columns', async () => {
    const user = userEvent.setup();
    const started: ExportAllStart[] = [];
    const { dialog } = open(true, (start) => started.push(start));

    const whole = within(dialog).getByRole('radio', { name: 'The whole conversation' });
    expect((whole as HTMLInputElement).checked).toBe(true);
    expect(hintOf(whole)).toMatch(/^More than the 3 loaded, oldest first, with the thread's 6 fields\./);
    expect(hintOf(within(dialog).getByRole('radio', { name: 'The 3 loaded' }))).toMatch(
      /^The conversation's 3 messages loaded so far, oldest first/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Export all' }));

    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({
      params,
      columns: THREAD_COLUMNS,
      suggestedName: 'conversation-14155551000-Downtown_Dental',
      conversation: { number: '+14155551000', timeField: 'created_at' },
      // Said as "Exported all results of …" when it ends.
      source: 'the conversation with +1 415 555 1000 at Downtown Dental',
    });
  });

  it('writes the loaded messages when asked, and only those while another export runs', async () => {
    const user = userEvent.setup();
    const { fake, dialog } = open(true, null);

    expect((within(dialog).getByRole('radio', { name: 'The whole conversation' }) as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByRole('radio', { name: 'The 3 loaded' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(fake.calls.exportRows).toHaveLength(1));
    expect(fake.calls.exportRows![0]!.rows).toHaveLength(3);
  });
});
