import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '../test/render';
import { CancelReasonDialog } from './CancelReasonDialog';

const REASONS = [
  { value: 'Too slow', label: 'Taking too long' },
  { value: 'Mistake', label: 'Booked by mistake' },
] as const;

function renderDialog(onConfirm = jest.fn(), onClose = jest.fn(), busy = false) {
  renderScreen(
    <CancelReasonDialog
      title="Cancel this order?"
      question="Why are you cancelling?"
      reasons={REASONS}
      keepLabel="Keep my order"
      confirmLabel="Cancel order"
      busy={busy}
      open
      onConfirm={onConfirm}
      onClose={onClose}
    />,
  );
  return { onConfirm, onClose };
}

describe('CancelReasonDialog', () => {
  it('chooses no reason in advance and confirms only once one is picked, sending its value', () => {
    const { onConfirm } = renderDialog();
    const group = screen.getByRole('group', { name: 'Why are you cancelling?' });
    expect(group).toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    const confirm = screen.getByRole('button', { name: 'Cancel order' });
    expect(confirm).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'Booked by mistake' }));
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('Mistake');
  });

  it('keeps the confirm button waiting while busy', () => {
    renderDialog(jest.fn(), jest.fn(), true);
    fireEvent.click(screen.getByRole('radio', { name: 'Taking too long' }));
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeDisabled();
  });

  it('closes without confirming from the keep button', () => {
    const { onConfirm, onClose } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Keep my order' }));
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
