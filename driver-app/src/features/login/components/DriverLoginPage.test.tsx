import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@dakiya/shared/src/test/render';
import { inLanguage } from '@dakiya/shared/src/test/i18n';
import {
  HttpResponse,
  TEST_API,
  answer,
  http,
  setupApiServer,
} from '@dakiya/shared/src/test/api-server';
import { API_ERRORS, DRIVER_LOCAL_KEYS, DRIVER_ROUTES, LOCAL_KEYS } from '@dakiya/domain';
import { createAppStore } from '@dakiya/shared';
import { aDriverSession } from '../../../test/fixtures';
import { DriverLoginPage } from './DriverLoginPage';
import { driverSessionExpired } from '../../session/driver-session-slice';

const server = setupApiServer();

const showLogin = (store = createAppStore()) =>
  renderScreen(<DriverLoginPage />, { path: DRIVER_ROUTES.login, store });

async function askForCode(phone = '9845012345') {
  await userEvent.type(screen.getByLabelText('Mobile number'), phone);
  await userEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
}

describe('DriverLoginPage', () => {
  it('texts a code to the number, logs in with it and goes to the requests', async () => {
    const otp = answer('post', '/drivers/login/otp/', 200, { message: 'OTP sent' });
    const login = answer('post', '/drivers/login/', 200, aDriverSession());
    server.use(otp.handler, login.handler);
    showLogin();
    await askForCode('98450 12345');
    expect(otp.calls).toEqual([{ phone_number: '9845012345' }]);

    const code = await screen.findByLabelText('Code texted to you');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('button', { name: /Send the code again \(\d+s\)/ })).toBeDisabled();
    await userEvent.type(code, '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(DRIVER_ROUTES.requests);
    expect(login.calls).toEqual([{ phone_number: '9845012345', otp: '1234' }]);
    expect(localStorage.getItem(DRIVER_LOCAL_KEYS.access)).toBe('driver-access');
    expect(localStorage.getItem(DRIVER_LOCAL_KEYS.refresh)).toBe('driver-refresh');
    expect(localStorage.getItem(DRIVER_LOCAL_KEYS.name)).toBe('Ravi Kumar');
  });

  it("keeps a customer's session on the same phone, and sends none of its tokens", async () => {
    localStorage.setItem(LOCAL_KEYS.access, 'customer-access');
    const authorizations: (string | null)[] = [];
    server.use(
      http.post(`${TEST_API}/drivers/login/otp/`, ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return HttpResponse.json({ message: 'OTP sent' });
      }),
    );
    showLogin();
    await askForCode();
    await screen.findByLabelText('Code texted to you');
    expect(authorizations).toEqual([null]);
    expect(localStorage.getItem(LOCAL_KEYS.access)).toBe('customer-access');
  });

  it('says what to do when no driver has the number', async () => {
    server.use(
      answer('post', '/drivers/login/otp/', 404, {
        code: 'noSuchDriver',
        message: API_ERRORS.noSuchDriver,
      }).handler,
    );
    showLogin();
    await askForCode();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No driver is registered with this number. Sign up below.',
    );
    expect(screen.getByRole('link', { name: 'Sign up to drive with Dakiya' })).toHaveAttribute(
      'href',
      DRIVER_ROUTES.signup,
    );
  });

  it("shows the API's refusal of the code, in Hindi too", async () => {
    inLanguage('hi');
    server.use(
      answer('post', '/drivers/login/otp/', 200, { message: 'OTP sent' }).handler,
      answer('post', '/drivers/login/', 400, {
        code: 'otpExpired',
        message: API_ERRORS.otpExpired,
      }).handler,
    );
    showLogin();
    await userEvent.type(screen.getByLabelText('मोबाइल नंबर'), '9845012345');
    await userEvent.click(screen.getByRole('button', { name: 'मुझे कोड भेजें' }));
    await userEvent.type(await screen.findByLabelText('आपको भेजा गया कोड'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(/[\u0900-\u097F]/);
    expect(refusal).not.toHaveTextContent(API_ERRORS.otpExpired);
    expect(screen.getByTestId('location')).toHaveTextContent(DRIVER_ROUTES.login);
  });

  it('says the session ended when the server refused it', () => {
    const store = createAppStore();
    store.dispatch(driverSessionExpired());
    showLogin(store);
    expect(screen.getByText('Your session has ended. Please log in again.')).toBeVisible();
  });

  it('sends a driver who is already signed in to the requests', () => {
    localStorage.setItem(DRIVER_LOCAL_KEYS.access, 'driver-access');
    showLogin();
    expect(screen.getByTestId('location')).toHaveTextContent(DRIVER_ROUTES.requests);
  });
});
