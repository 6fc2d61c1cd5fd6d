import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@dakiya/shared/src/test/render';
import { signedInStore as storeOf } from '@dakiya/shared/src/test/session';
import { inLanguage } from '@dakiya/shared/src/test/i18n';
import {
  HttpResponse,
  TEST_API,
  answer,
  http,
  setupApiServer,
} from '@dakiya/shared/src/test/api-server';
import { aCurrentUser } from '@dakiya/test-kit/msw';
import { ProfilePage } from './ProfilePage';

// The profile asks for the signed-in customer (/me/), as the composed app does.
const server = setupApiServer(
  answer('get', '/me/', 200, {
    data: aCurrentUser({ id: 1, first_name: 'Asha', last_name: 'Rao' }),
  }).handler,
  answer('post', '/token/logout/', 200, { message: 'Logged out' }).handler,
);

function signedInStore() {
  return storeOf({
    access: 'a',
    refresh: 'r',
    user: { id: 1, first_name: 'Asha', last_name: 'Rao' },
  });
}

describe('ProfilePage', () => {
  it('shows the stored name and Add GST Details', () => {
    renderScreen(<ProfilePage />, { path: '/profile', store: signedInStore() });
    expect(screen.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    expect(screen.getByText('Asha Rao')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add GST Details' })).toBeEnabled();
  });

  it.each([
    ['Add GST Details', '/profile/gst'],
    ['saved addresses', '/profile/addresses'],
    ['Previous Orders', '/order-history'],
    ['Book With Number', '/book'],
    ['log out', '/login'],
  ])('%s goes to %s', async (label, path) => {
    renderScreen(<ProfilePage />, { path: '/profile', store: signedInStore() });
    await userEvent.click(screen.getByRole('button', { name: label }));
    expect(screen.getByTestId('location')).toHaveTextContent(path);
  });

  it('log out ends the session on the server before going to /login', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${TEST_API}/token/logout/`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'Logged out' });
      }),
    );
    renderScreen(<ProfilePage />, { path: '/profile', store: signedInStore() });
    await userEvent.click(screen.getByRole('button', { name: 'log out' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    await waitFor(() => expect(sent).toEqual([{ refresh: 'r' }]));
  });

  it('log out alone does not clear stored data', async () => {
    renderScreen(<ProfilePage />, { path: '/profile', store: signedInStore() });
    await userEvent.click(screen.getByRole('button', { name: 'log out' }));
    expect(localStorage.getItem('name')).toBe('Asha Rao');
  });

  it('account settings has no action', async () => {
    renderScreen(<ProfilePage />, { path: '/profile', store: signedInStore() });
    await userEvent.click(screen.getByRole('button', { name: 'account settings' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
  });

  it('opens each policy PDF in a new tab', () => {
    renderScreen(<ProfilePage />, { path: '/profile', store: signedInStore() });
    expect(screen.getByRole('heading', { name: 'Platform Policies' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeVisible();
    for (const name of ['Privacy Policy', 'terms & conditions']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
      expect(link.getAttribute('href')).toBeTruthy();
    }
  });

  it('links the English PDFs in English', () => {
    renderScreen(<ProfilePage />, { path: '/profile', store: signedInStore() });
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      'privacy-policy.pdf',
    );
    expect(screen.getByRole('link', { name: 'terms & conditions' })).toHaveAttribute(
      'href',
      'terms-and-conditions.pdf',
    );
  });

  it('links the Hindi PDFs in Hindi', () => {
    inLanguage('hi');
    renderScreen(<ProfilePage />, { path: '/profile', store: signedInStore() });
    expect(screen.getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute(
      'href',
      'privacy-policy.hi.pdf',
    );
    expect(screen.getByRole('link', { name: 'नियम और शर्तें' })).toHaveAttribute(
      'href',
      'terms-and-conditions.hi.pdf',
    );
  });

  it('shows the photo taken at sign-up, fetched with the token; the initial only without one', async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);
    let sentToken: string | null = null;
    server.use(
      answer('get', '/me/', 200, {
        data: aCurrentUser({ id: 1, first_name: 'Asha', last_name: 'Rao', has_photo: true }),
      }).handler,
      http.get(`${TEST_API}/me/photo/`, ({ request }) => {
        sentToken = request.headers.get('authorization');
        return new HttpResponse(jpeg, { headers: { 'content-type': 'image/jpeg' } });
      }),
    );
    renderScreen(<ProfilePage />, { path: '/profile', store: signedInStore() });
    const photo = await screen.findByTestId('profile-photo');
    expect(photo.getAttribute('src')).toBe('data:image/jpeg;base64,/9j/2Q==');
    expect(sentToken).toBe('Bearer a');
    expect(screen.queryByText('A')).toBeNull();
  });

  it('shows the initial when the customer signed up without a photo', async () => {
    renderScreen(<ProfilePage />, { path: '/profile', store: signedInStore() });
    await waitFor(() => expect(screen.getByText('A')).toBeVisible());
    expect(screen.queryByTestId('profile-photo')).toBeNull();
  });
});
