import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from '../dialog/Modal';
import { ToastProvider } from './ToastProvider';
import { useToast } from './toast-context';

function CopyButton() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast('Copied 3 messages as Text')}>
      Copy
    </button>
  );
}

describe('a toast while a modal dialog is open', () => {
  it('shows in the dialog, not over it, and over the window again once it closes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <ToastProvider>
        <Modal title="Export rows" onClose={vi.fn()}>
          <CopyButton />
        </Modal>
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    const dialog = screen.getByRole('dialog', { name: 'Export rows' });
    expect(dialog.contains(screen.getByText('Copied 3 messages as Text'))).toBe(true);

    rerender(
      <ToastProvider>
        <CopyButton />
      </ToastProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Copied 3 messages as Text')).toBeTruthy();
  });
});
