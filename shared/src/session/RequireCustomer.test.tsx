import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderScreen } from '../test/render';
import { signedInStore } from '../test/session';
import { RequireCustomer } from './RequireCustomer';
import { sessionExpired } from './session-actions';
import { act } from 'react';

describe('RequireCustomer', () => {
  it('sends a signed-out visitor to /login', () => {
    renderScreen(<RequireCustomer>customer page</RequireCustomer>, { path: '/send-courier' });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.queryByText('customer page')).toBeNull();
  });

  it('shows the page to a customer, and leaves for /login when the session ends', () => {
    const { store } = renderScreen(<RequireCustomer>customer page</RequireCustomer>, {
      path: '/profile',
      store: signedInStore(),
    });
    expect(screen.getByText('customer page')).toBeVisible();
    act(() => {
      store.dispatch(sessionExpired());
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.getByTestId('toast')).toHaveTextContent('Your session has ended');
  });
});
