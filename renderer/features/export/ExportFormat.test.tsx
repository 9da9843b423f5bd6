import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/App';
import { createFakeExplorer } from '../../test/fake-explorer';
import { renderWithExplorer } from '../../test/render';

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Export…' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Export rows' }));
  return { dialog, format: dialog.getByRole('combobox', { name: 'Format' }) as HTMLSelectElement };
}

describe('the export format', () => {
  it('sends the chosen format and gzip, and offers only what the format can take', async () => {
    const fake = createFakeExplorer({ messagesPerLocation: 7 });
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await screen.findByText('End of results', { selector: '.grid__loader' });

    const { dialog, format } = await openDialog(user);
    expect(format.value).toBe('csv');
    expect(dialog.getByLabelText('Add a byte order mark (for Excel)')).toBeTruthy();
    await user.selectOptions(format, 'xlsx');
    // XLSX is a zip already, and has no byte order mark.
    expect(dialog.queryByLabelText(/^Compress/)).toBeNull();
    expect(dialog.queryByLabelText('Add a byte order mark (for Excel)')).toBeNull();
    expect(document.getElementById(format.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /Excel dates in UTC.*Past 1,048,575 rows a new sheet begins/,
    );

    await user.selectOptions(format, 'jsonl');
    expect(document.getElementById(format.getAttribute('aria-describedby') ?? '')?.textContent).toContain('no formula guard');
    await user.click(dialog.getByLabelText('Compress (.jsonl.gz)'));
    expect(document.getElementById(format.getAttribute('aria-describedby') ?? '')?.textContent).toContain('The file ends in .jsonl.gz.');
    await user.click(dialog.getByRole('button', { name: 'Export' }));

    expect(fake.calls.exportRows?.[0]).toMatchObject({ scope: 'loaded', format: 'jsonl', compression: 'gzip', bom: false });
    expect(await screen.findByText('/exports/sms-loc-downtown-loaded-rows.jsonl.gz')).toBeTruthy();
  });

  it('keeps Markdown for rows the window holds: choosing all results falls back to CSV', async () => {
    const fake = createFakeExplorer({ messagesPerLocation: 7 });
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await screen.findByText('End of results', { selector: '.grid__loader' });

    const { dialog, format } = await openDialog(user);
    await user.selectOptions(format, 'markdown');
    await user.click(dialog.getByRole('radio', { name: 'All results of this search' }));
    expect(format.value).toBe('csv');
    const markdown = within(format).getByRole('option', { name: /Markdown table/ }) as HTMLOptionElement;
    expect(markdown.disabled).toBe(true);
    expect(markdown.textContent).toContain('not for all results');
  });

  it('asks what a CSV or TSV is for, says the guard in one line, sends the answer and remembers it', async () => {
    window.localStorage.clear();
    const fake = createFakeExplorer({ messagesPerLocation: 7 });
    const user = userEvent.setup();
    const { unmount } = renderWithExplorer(<App />, fake);
    await screen.findByText('End of results', { selector: '.grid__loader' });

    const first = await openDialog(user);
    const purpose = first.dialog.getByRole('radiogroup', { name: 'The file is for' });
    const hint = () => document.getElementById(purpose.getAttribute('aria-describedby') ?? '')?.textContent;
    expect((within(purpose).getByRole('radio', { name: /A spreadsheet/ }) as HTMLInputElement).checked).toBe(true);
    expect(hint()).toContain('Formula guard on');
    await user.click(within(purpose).getByRole('radio', { name: /Another program/ }));
    expect(hint()).toContain('Values exactly as sent, nothing added');
    await user.click(first.dialog.getByRole('button', { name: 'Export' }));
    expect(fake.calls.exportRows?.[0]).toMatchObject({ format: 'csv', purpose: 'program' });
    unmount();

    // A new window (a restart) opens the dialog with the same answer.
    renderWithExplorer(<App />, fake);
    await screen.findByText('End of results', { selector: '.grid__loader' });
    const again = await openDialog(user);
    expect((again.dialog.getByRole('radio', { name: /Another program/ }) as HTMLInputElement).checked).toBe(true);
    // Formats without the choice say what they write instead.
    await user.selectOptions(again.format, 'xlsx');
    expect(again.dialog.queryByRole('radiogroup', { name: 'The file is for' })).toBeNull();
    expect(document.getElementById(again.format.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'exactly as sent (Excel never runs a text cell)',
    );
  });
});
