import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore } from '@dakiya/shared';
import { DRIVER_LOCAL_KEYS, DRIVER_ROUTES, ORDER_HISTORY_PAGE_SIZE } from '@dakiya/domain';
import { renderScreen } from '@dakiya/shared/src/test/render';
import { inLanguage } from '@dakiya/shared/src/test/i18n';
import { HttpResponse, TEST_API, http, setupApiServer } from '@dakiya/shared/src/test/api-server';
import { aPastTrip } from '../test/earnings-fixtures';
import { EarningsPage } from './EarningsPage';

const EARNINGS = { day: '2026-11-24', trips: 3, amount: 1250 };
/** Page 1 of 12 trips: the newest (delivered, closed 21:37 IST), a cancelled one, and 8 more. */
const PAGE_ONE = [
  aPastTrip({ id: 52, fare: 1250 }),
  aPastTrip({
    id: 51,
    status: 'cancelled',
    pickup_location: 'Andheri, Mumbai',
    drop_location: 'Powai, Mumbai',
    closed_at: '2026-11-24T20:00:00.000Z',
  }),
  ...[50, 49, 48, 47, 46, 45, 44, 43].map((id) => aPastTrip({ id })),
];
const PAGE_TWO = [aPastTrip({ id: 42, pickup_location: 'Koramangala' }), aPastTrip({ id: 41 })];

const asked: { path: string; page: string | null; token: string | null }[] = [];
const server = setupApiServer(
  http.get(`${TEST_API}/drivers/me/earnings/`, ({ request }) => {
    asked.push({ path: 'earnings', page: null, token: request.headers.get('authorization') });
    return HttpResponse.json(EARNINGS);
  }),
  http.get(`${TEST_API}/drivers/me/trips/`, ({ request }) => {
    const page = new URL(request.url).searchParams.get('page');
    asked.push({ path: 'trips', page, token: request.headers.get('authorization') });
    return HttpResponse.json({
      count: 12,
      page: Number(page),
      page_size: ORDER_HISTORY_PAGE_SIZE,
      results: page === '1' ? PAGE_ONE : PAGE_TWO,
    });
  }),
);
afterEach(() => {
  asked.length = 0;
});

/** A driver signed in earlier on this phone (their tokens in storage, as a login leaves them). */
beforeEach(() => {
  localStorage.setItem(DRIVER_LOCAL_KEYS.access, 'driver-access');
  localStorage.setItem(DRIVER_LOCAL_KEYS.refresh, 'driver-refresh');
  localStorage.setItem(DRIVER_LOCAL_KEYS.name, 'Ravi Kumar');
});

const showEarnings = () =>
  renderScreen(<EarningsPage />, { path: DRIVER_ROUTES.earnings, store: createAppStore() });

describe('EarningsPage', () => {
  it("shows today's delivered trips and rupees for India's day, asked for with the driver's token", async () => {
    showEarnings();
    const today = await screen.findByRole('region', { name: 'Today, 24-11-2026' });
    expect(within(today).getByText('₹1,250')).toBeVisible();
    expect(within(today).getByText('3 trips')).toBeVisible();
    expect(asked.find(({ path }) => path === 'earnings')?.token).toBe('Bearer driver-access');
    await screen.findAllByRole('listitem');
  });

  it('lists past trips newest first, with India time and how each ended, a page at a time', async () => {
    showEarnings();
    const trips = await screen.findAllByRole('listitem');
    expect(trips).toHaveLength(10);
    const [newest, cancelled] = trips;
    // 16:07 UTC is 21:37 in India; 20:00 UTC on the 24th is already the 25th there.
    expect(within(newest!).getByText('24-11-2026')).toBeVisible();
    expect(within(newest!).getByText('21:37')).toBeVisible();
    expect(within(newest!).getByText('Delivered')).toBeVisible();
    // Read out as "Fare earned ₹1,250": the words are there for a screen reader, not the eye.
    expect(within(newest!).getByText(/Fare earned/).parentElement).toHaveTextContent(
      'Fare earned ₹1,250',
    );
    expect(within(cancelled!).getByText('25-11-2026')).toBeVisible();
    expect(within(cancelled!).getByText('01:30')).toBeVisible();
    expect(within(cancelled!).getByText('Andheri, Mumbai → Powai, Mumbai')).toBeVisible();
    expect(within(cancelled!).getByText('Cancelled')).toBeVisible();
    expect(within(cancelled!).queryByText(/Fare earned/)).toBeNull();

    const pages = screen.getByRole('navigation', { name: 'Trip history pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeVisible();
    expect(within(pages).getByRole('button', { name: 'Newer' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Koramangala → Hosūr, India')).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
    expect(asked.filter(({ path }) => path === 'trips').map(({ page }) => page)).toEqual([
      '1',
      '2',
    ]);
    expect(asked.every(({ token }) => token === 'Bearer driver-access')).toBe(true);
  });

  it('says so when there are no trips yet', async () => {
    server.use(
      http.get(`${TEST_API}/drivers/me/trips/`, () =>
        HttpResponse.json({ count: 0, page: 1, page_size: ORDER_HISTORY_PAGE_SIZE, results: [] }),
      ),
    );
    showEarnings();
    expect(
      await screen.findByText('No trips yet: the trips you drive will show here.'),
    ).toBeVisible();
    await screen.findByText('3 trips');
  });

  it("shows the API's refusal and asks again on Retry", async () => {
    let refuse = true;
    server.use(
      http.get(`${TEST_API}/drivers/me/earnings/`, () =>
        refuse
          ? HttpResponse.json(
              {
                code: 'serverFault',
                message: 'Something went wrong on our side. Please try again.',
                msg: 'Something went wrong on our side. Please try again.',
                error: 'Something went wrong on our side. Please try again.',
              },
              { status: 500 },
            )
          : HttpResponse.json(EARNINGS),
      ),
    );
    showEarnings();
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(
      await within(today).findByText('Something went wrong on our side. Please try again.'),
    ).toBeVisible();
    refuse = false;
    await userEvent.click(within(today).getByRole('button', { name: 'Retry' }));
    expect(await within(today).findByText('₹1,250')).toBeVisible();
    await screen.findAllByRole('listitem');
  });

  it('in Hindi', async () => {
    inLanguage('hi');
    showEarnings();
    expect(await screen.findByText('3 ट्रिप')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'कमाई' })).toBeVisible();
    const trips = await screen.findAllByRole('listitem');
    expect(within(trips[0]!).getByText('पहुँचा दिया गया')).toBeVisible();
    expect(within(trips[1]!).getByText('रद्द')).toBeVisible();
    expect(screen.getByRole('button', { name: 'पुराने' })).toBeEnabled();
  });
});
