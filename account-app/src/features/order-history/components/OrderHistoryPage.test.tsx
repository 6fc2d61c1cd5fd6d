import { describe, expect, it } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HistoryOrder } from '@dakiya/domain';
import { renderScreen } from '@dakiya/shared/src/test/render';
import { inLanguage } from '@dakiya/shared/src/test/i18n';
import { HttpResponse, TEST_API, http, setupApiServer } from '@dakiya/shared/src/test/api-server';
import { OrderHistoryPage } from './OrderHistoryPage';
import { OrderCard } from './OrderCard';
import { SAMPLE_ORDERS } from '../test/sample-orders';
import { contrastRatio, resolvedColour, themeColour, withCardStyles } from '../test/card-colours';

const order = (id: number, change: Partial<HistoryOrder> = {}): HistoryOrder => ({
  id,
  status: 'delivered',
  pickupLocation: `Pickup ${id}`,
  dropLocation: `Drop ${id}`,
  orderDate: '23-11-2026',
  orderTime: '10:45',
  orderPrice: 100 + id,
  vehicleType: 2,
  paymentMethod: 'cash',
  paymentStatus: 'paid',
  ...change,
});

const pagesAsked: string[] = [];
const server = setupApiServer(
  http.get(`${TEST_API}/bargaining/orders/`, ({ request }) => {
    const page = new URL(request.url).searchParams.get('page') ?? '';
    pagesAsked.push(page);
    return HttpResponse.json({
      count: 12,
      page: Number(page),
      page_size: 10,
      results:
        page === '1'
          ? [
              order(12),
              order(11, { status: 'cancelled', orderPrice: 760 }),
              ...[10, 9, 8, 7, 6, 5, 4, 3].map((id) => order(id)),
            ]
          : [order(2), order(1)],
    });
  }),
);

describe('OrderHistoryPage', () => {
  it("lists the customer's own orders from the server, newest first, with their status, a page at a time", async () => {
    renderScreen(<OrderHistoryPage />, { path: '/order-history' });
    expect(screen.getByRole('heading', { name: 'Order History' })).toBeVisible();
    expect(screen.getByText('Trucks and two wheeler orders')).toBeVisible();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(10);
    expect(cards[0]).toHaveAccessibleName('Order from Pickup 12');
    expect(within(cards[0]!).getByText('Completed')).toBeVisible();
    expect(within(cards[0]!).getByText('Rs 112/-')).toBeVisible();
    expect(within(cards[1]!).getByText('Cancelled')).toBeVisible();
    // the sample orders are nowhere on screen
    expect(screen.queryByText(SAMPLE_ORDERS[0]!.pickupLocation!, { exact: false })).toBeNull();

    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
    expect(pagesAsked).toContain('2');
  });

  it('says so when there are no orders yet', async () => {
    server.use(
      http.get(`${TEST_API}/bargaining/orders/`, () =>
        HttpResponse.json({ count: 0, page: 1, page_size: 10, results: [] }),
      ),
    );
    renderScreen(<OrderHistoryPage />, { path: '/order-history' });
    expect(await screen.findByText(/No orders yet/)).toBeVisible();
  });

  it('shows the spec’s sample card format: date, time, wheels and price as Rs {price}/-', () => {
    renderScreen(<OrderCard order={SAMPLE_ORDERS[1]!} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('05-11-2026')).toBeVisible();
    expect(within(card).getByText('16:20')).toBeVisible();
    expect(within(card).getByText('4 wheeler')).toBeVisible();
    expect(within(card).getByText('Rs 1,250/-')).toBeVisible();
    expect(within(card).getByText('Completed')).toBeVisible();
  });

  it('shows the fallbacks for missing values', () => {
    renderScreen(<OrderCard order={{}} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('--:--:--')).toBeVisible();
    expect(within(card).getByText('--:--')).toBeVisible();
    expect(within(card).getByText('-- wheeler')).toBeVisible();
    expect(within(card).getByText('Rs --/-')).toBeVisible();
  });

  it('Book Again goes to /book', async () => {
    renderScreen(<OrderCard order={{}} />, { path: '/order-history' });
    await userEvent.click(screen.getByRole('button', { name: 'Book Again' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/book');
  });

  it.each(['delivered', 'cancelled', 'expired'] as const)(
    'offers Book Again, not Track, on an order that has ended (%s)',
    (status) => {
      renderScreen(<OrderCard order={order(1, { status })} />);
      expect(screen.getByRole('button', { name: 'Book Again' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Track' })).toBeNull();
    },
  );

  it('offers Track to that order’s /your-order, not Book Again, on an order still in progress', async () => {
    renderScreen(<OrderCard order={order(7, { status: 'picked_up' })} />, {
      path: '/order-history',
    });
    expect(screen.getByText('In progress')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Book Again' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/your-order');
    expect(window.location.search).toBe('?order=7');
  });

  it.each(['cancelled', 'expired'] as const)(
    'says Nothing to pay, not the price, on an order that never ran (%s)',
    (status) => {
      renderScreen(<OrderCard order={order(1, { status, orderPrice: 760 })} />);
      expect(within(screen.getByRole('article')).getByText('Nothing to pay')).toBeVisible();
      expect(screen.queryByText(/Rs/)).toBeNull();
    },
  );

  it('keeps the price on a delivered order', () => {
    renderScreen(<OrderCard order={order(1, { status: 'delivered', orderPrice: 760 })} />);
    expect(screen.getByText('Rs 760/-')).toBeVisible();
    expect(screen.queryByText('Nothing to pay')).toBeNull();
  });

  it('gives each status its own colour, readable on the card (4.5:1 at least), beside its word', () => {
    const styles = withCardStyles();
    try {
      const colourOf = (status: HistoryOrder['status'], word: string) => {
        renderScreen(<OrderCard order={order(1, { status })} />);
        const colour = resolvedColour(screen.getByText(word), 'color');
        cleanup();
        return colour;
      };
      const colours = {
        inProgress: colourOf('assigned', 'In progress'),
        completed: colourOf('delivered', 'Completed'),
        cancelled: colourOf('cancelled', 'Cancelled'),
      };
      expect(new Set(Object.values(colours)).size).toBe(3);
      expect(colours.inProgress).toBe(themeColour('--dk-brand'));
      expect(colours.completed).toBe(themeColour('--dk-ok'));
      const card = themeColour('--dk-surface');
      for (const colour of Object.values(colours))
        expect(contrastRatio(colour, card)).toBeGreaterThanOrEqual(4.5);
    } finally {
      styles.remove();
    }
  });

  it('says Expired, not In progress, on an order that found no driver in time', () => {
    renderScreen(<OrderCard order={order(1, { status: 'expired' })} />);
    expect(screen.getByText('Expired')).toBeVisible();
  });

  it('names the wheels as the booking names the vehicles, in English and in Hindi', () => {
    renderScreen(<OrderCard order={order(1, { vehicleType: 2 })} />);
    expect(screen.getByText('2 wheeler')).toBeVisible();
    cleanup();
    inLanguage('hi');
    renderScreen(<OrderCard order={order(1, { vehicleType: 2 })} />);
    renderScreen(<OrderCard order={order(2, { vehicleType: 3 })} />);
    expect(screen.getByText('दोपहिया')).toBeVisible();
    expect(screen.getByText('तिपहिया')).toBeVisible();
    expect(screen.queryByText(/पहिया वाहन/)).toBeNull();
  });

  it('shows the banner on mobile only', async () => {
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
      await screen.findAllByRole('article');
    } finally {
      window.matchMedia = original;
    }
  });
});
