import '../../test/setup';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeExplorer } from '../../test/fake-explorer';
import { generateMessages } from '../../test/fake-data';
import { renderWithExplorer } from '../../test/render';
import { ConversationExport } from './ConversationExport';
import { detectRoles } from '../../../common/records/vocabulary/role-detection';

const params = { connectionId: 'demo', baseUrl: 'demo:', locationId: 'loc-downtown', body: { phone_number: '+14155551000' }, pageSize: 0 };
// As the thread reads them: oldest first (the fake's messages are generated newest first).
const oldestFirst = generateMessages('loc-downtown', 3).reverse();
const page = { number: 1, rowOffset: 0, items: [...oldestFirst].reverse(), nextPageToken: null, previousPageToken: null, listMember: 'smsMessages', receivedAt: '', attempts: 1 };

describe('the conversation’s export', () => {
  it('writes the thread as it reads, oldest first with the thread’s fields, in a file named after the number and the location', async () => {
    const fake = createFakeExplorer();
    const user = userEvent.setup();
    renderWithExplorer(
      <ConversationExport
        thread={{ params, phoneNumber: '+14155551000', pages: [page], records: oldestFirst, fields: detectRoles(oldestFirst).fields, moreOnServer: false }}
        locationName="Downtown Dental"
        displayTimeZone="UTC"
        onExportAll={() => undefined}
        onExported={() => undefined}
        onClose={() => undefined}
      />,
      fake,
    );
    const dialog = screen.getByRole('dialog', { name: 'Export conversation' });
    const loaded = within(dialog).getByRole('radio', { name: /^All loaded rows/ });
    expect(document.getElementById(loaded.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(/^The conversation's 3 messages, oldest first, with the thread's \d+ fields/);
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(fake.calls.exportRows).toHaveLength(1));
    const sent = fake.calls.exportRows![0]!;
    expect(sent.rows.map((row) => row.id)).toEqual(['loc-downtown-msg-3', 'loc-downtown-msg-2', 'loc-downtown-msg-1']);
    expect(sent.suggestedName).toBe('conversation-14155551000-Downtown_Dental');
    // The fields a message is read by, not the record's every field.
    expect(sent.columns).toEqual(['created_at', 'direction', 'contact.name', 'from', 'body', 'status']);
  });

  it('names an export of every page of the thread after the conversation, not after its location', async () => {
    const user = userEvent.setup();
    const started: string[] = [];
    renderWithExplorer(
      <ConversationExport
        thread={{ params, phoneNumber: '+14155551000', pages: [page], records: oldestFirst, fields: detectRoles(oldestFirst).fields, moreOnServer: true }}
        locationName="Downtown Dental"
        displayTimeZone="UTC"
        onExportAll={(_columns, _file, _name, source) => started.push(source)}
        onExported={() => undefined}
        onClose={() => undefined}
      />,
      createFakeExplorer(),
    );
    const dialog = screen.getByRole('dialog', { name: 'Export conversation' });
    await user.click(within(dialog).getByRole('button', { name: 'Export all' }));
    // Said as "Exported all results of …" when it ends.
    expect(started).toEqual(['the conversation with +1 415 555 1000 at Downtown Dental']);
  });
});
