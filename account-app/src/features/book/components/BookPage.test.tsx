import { readFileSync } from 'node:fs';
import path from 'node:path';
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

  it('shows its title, Book With Number, as the profile names it', () => {
    setRuntimeConfig({ customerCareNumber: '1800555123' });
    renderScreen(<BookPage />, { path: '/book' });
    const heading = screen.getByRole('heading', { level: 1, name: 'Book With Number' });
    expect(heading).toBeVisible();
    expect(heading).not.toHaveClass('dk-visually-hidden');
  });

  it('keeps the card off the screen edges: it sits inside the page margins', () => {
    // The page's own styles applied (the test's class names are the module's own).
    const style = document.createElement('style');
    style.textContent = readFileSync(path.join(__dirname, 'BookPage.module.css'), 'utf8');
    document.head.append(style);
    try {
      setRuntimeConfig({ customerCareNumber: '1800555123' });
      renderScreen(<BookPage />, { path: '/book' });
      const page = screen.getByRole('region', { name: 'Book With Number' });
      const card = screen.getByText('1800555123').parentElement!;
      expect(getComputedStyle(card).getPropertyValue('background')).toBe('var(--dk-surface)');
      expect(card).not.toBe(page);
      expect(page).toContainElement(card);
      for (const side of ['paddingLeft', 'paddingRight'] as const)
        expect(parseFloat(getComputedStyle(page)[side])).toBeGreaterThan(0);
    } finally {
      style.remove();
    }
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
