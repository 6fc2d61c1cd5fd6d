import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@dakiya/shared/src/test/render';
import { OrderHistoryPage } from './OrderHistoryPage';
import { OrderCard } from './OrderCard';

describe('OrderHistoryPage', () => {
  it('lists the sample completed orders', () => {
    renderScreen(<OrderHistoryPage />, { path: '/order-history' });
    expect(screen.getByRole('heading', { name: 'Order History' })).toBeVisible();
    expect(screen.getByText('Trucks and two wheeler orders')).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getAllByText('Completed')).toHaveLength(4);
  });

  it('shows date, time, wheels and price as Rs {price}/-', () => {
    renderScreen(
      <OrderCard
        order={{ orderDate: '12-11-2026', orderTime: '10:45', orderPrice: 1250, vehicleType: 4 }}
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByText('12-11-2026')).toBeVisible();
    expect(within(card).getByText('10:45')).toBeVisible();
    expect(within(card).getByText('4 Wheeler')).toBeVisible();
    expect(within(card).getByText('Rs 1,250/-')).toBeVisible();
  });

  it('shows the fallbacks for missing values', () => {
    renderScreen(<OrderCard order={{}} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('--:--:--')).toBeVisible();
    expect(within(card).getByText('--:--')).toBeVisible();
    expect(within(card).getByText('-- Wheeler')).toBeVisible();
    expect(within(card).getByText('Rs --/-')).toBeVisible();
  });

  it('Book Again goes to /book', async () => {
    renderScreen(<OrderCard order={{}} />, { path: '/order-history' });
    await userEvent.click(screen.getByRole('button', { name: 'Book Again' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/book');
  });

  it('shows the banner on mobile only', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    try {
      const { container } = renderScreen(<OrderHistoryPage />);
      expect(container.querySelector('img')).not.toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });
});
