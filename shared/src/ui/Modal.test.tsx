import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderScreen } from '../test/render';
import { useAlert } from '../hooks/use-alert';
import { Modal } from './Modal';

/** A screen that raises a toast, then opens a dialog whose action raises another. */
function ScreenWithDialog() {
  const alert = useAlert();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => alert('Saved before the dialog')}>
        Save
      </button>
      <button type="button" onClick={() => setOpen(true)}>
        Forgot password
      </button>
      <Modal title="Forgot Password" open={open} onClose={() => setOpen(false)}>
        <button type="button" onClick={() => alert('No account uses this email address')}>
          Send OTP
        </button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('says a message raised while it is open inside itself, where it is seen and announced', async () => {
    renderScreen(<ScreenWithDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password' }));
    const dialog = screen.getByRole('dialog', { name: 'Forgot Password' });
    // What the page said before the dialog opened stays with the page.
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'No account uses this email address',
    );

    // Closed, the dialog says nothing; the page's toast still has it.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveTextContent('No account uses this email address');
  });
});
