import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { anOrder } from '@dakiya/test-kit/msw';
import { inLanguage } from '@dakiya/shared/src/test/i18n';
import { renderScreen } from '@dakiya/shared/src/test/render';
import { OrderReceipt } from './OrderReceipt';

const DELIVERED = anOrder({
  status: 'delivered',
  driver_name: 'Imran Shaikh',
  overall_experience_rating: 4.2,
  car: 'Honda Activa · KA 01 YU 1096',
});

describe('OrderReceipt at 360 px', () => {
  // The screen's own styles applied (the test's class names are the module's own).
  let style: HTMLStyleElement | undefined;
  afterEach(() => style?.remove());

  it('keeps the number plate and the rating whole, in Hindi too', () => {
    inLanguage('hi');
    style = document.createElement('style');
    style.textContent = readFileSync(path.join(__dirname, 'YourOrderPage.module.css'), 'utf8');
    document.head.append(style);
    renderScreen(<OrderReceipt order={DELIVERED} onPay={() => undefined} />);
    const plate = screen.getByTestId('receipt-plate');
    const rating = screen.getByTestId('receipt-rating');
    expect(plate).toHaveTextContent(/^KA 01 YU 1096$/);
    expect(rating).toHaveTextContent(/^★ 4.2$/);
    expect(getComputedStyle(plate).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(rating).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(plate.parentElement!).whiteSpace).not.toBe('nowrap');
  });
});
