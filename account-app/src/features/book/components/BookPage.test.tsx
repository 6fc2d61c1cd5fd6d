import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@dakiya/shared';
import { renderScreen } from '@dakiya/shared/src/test/render';
import { BookPage } from './BookPage';

describe('BookPage', () => {
  it('shows the configured customer-care number with a tel: Call link', () => {
    setRuntimeConfig({ customerCareNumber: '1800555123' });
    renderScreen(<BookPage />, { path: '/book' });
    expect(
      screen.getByText('To Book a specific driver or vehicle you need to call us on this number'),
    ).toBeVisible();
    expect(screen.getByText('1800555123')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:1800555123');
  });

  it('copies the number and alerts Customer care number copied', async () => {
    setRuntimeConfig({ customerCareNumber: '1800555123' });
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderScreen(<BookPage />, { path: '/book' });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('1800555123');
    expect(await screen.findByText('Customer care number copied')).toBeVisible();
  });
});
