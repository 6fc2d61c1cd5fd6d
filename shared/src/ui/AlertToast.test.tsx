import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import userEvent from '@testing-library/user-event';
import { ALERT_TIMEOUT_MS, ROUTES } from '@dakiya/domain';
import { renderScreen } from '../test/render';
import { useAlert } from '../hooks/use-alert';
import { useNavigate } from '../routing/router';

/** Stands in for the screens: what sign-up, login and the care page do with the toast. */
function Screens() {
  const alert = useAlert();
  const navigate = useNavigate();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          alert('welcome to Dakiya, Please login', ALERT_TIMEOUT_MS, ROUTES.login);
          navigate(ROUTES.login);
        }}
      >
        Sign up
      </button>
      <button type="button" onClick={() => navigate(ROUTES.sendCourier)}>
        Log in
      </button>
      <button type="button" onClick={() => alert('Customer care number copied')}>
        Copy
      </button>
      <button type="button" onClick={() => navigate(ROUTES.profile)}>
        Profile
      </button>
    </>
  );
}

/** Well inside the toast's own 5 s: what goes sooner went with the screen. */
const SOON = { timeout: 1000 };

describe('AlertToast', () => {
  it("takes sign-up's welcome to /login and drops it once the customer is in, not 5 s later", async () => {
    renderScreen(<Screens />, { path: ROUTES.signup });
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('welcome to Dakiya');
    expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.login);
    // Still there on /login: it is for that screen.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByTestId('toast')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.sendCourier),
      SOON,
    );
    await waitFor(() => expect(screen.queryByTestId('toast')).not.toBeInTheDocument(), SOON);
  });

  it('keeps a toast on the screen that raised it and drops it when the customer leaves', async () => {
    renderScreen(<Screens />, { path: '/book/driver' });
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Customer care number copied');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByTestId('toast')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    await waitFor(() => expect(screen.queryByTestId('toast')).not.toBeInTheDocument(), SOON);
  });

  it('drops a message when the customer changes language, rather than leave it in the old one', async () => {
    renderScreen(<Screens />, { path: ROUTES.profile });
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByTestId('toast')).toBeVisible();
    try {
      act(() => i18n.activate('hi'));
      await waitFor(() => expect(screen.queryByTestId('toast')).toBeNull(), SOON);
    } finally {
      act(() => i18n.activate('en'));
    }
  });
});
