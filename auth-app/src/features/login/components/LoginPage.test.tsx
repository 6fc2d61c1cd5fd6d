import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@dakiya/shared/src/test/render';
import { inLanguage } from '@dakiya/shared/src/test/i18n';
import { answer, setupApiServer } from '@dakiya/shared/src/test/api-server';
import { LoginPage } from './LoginPage';
import { aLogin } from '@dakiya/test-kit/msw';

const server = setupApiServer();

const LOGIN_OK = aLogin({
  access: 'acc',
  refresh: 'ref',
  user: { id: 9, first_name: 'Asha', last_name: 'Rao' },
});
const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

/** The e-mail form loads on demand: switches to it and waits until it is there. */
async function switchToEmail() {
  await userEvent.click(screen.getByRole('button', { name: 'Sign In With Email' }));
  await screen.findByRole('button', { name: 'Login' });
}

describe('LoginPage', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('clears local and session storage on arrival', () => {
    localStorage.setItem('access', 'old');
    sessionStorage.setItem('order', '{}');
    renderScreen(<LoginPage />, { path: '/login' });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('marks the moment the Sign In form accepts input (npm run bench times it)', () => {
    // jsdom has no User Timing API: a recorder in its place.
    const mark = jest.fn();
    Object.defineProperty(performance, 'mark', { configurable: true, value: mark });
    renderScreen(<LoginPage />, { path: '/login' });
    expect(mark).toHaveBeenCalledWith('dakiya:screen-ready');
    expect(screen.getByRole('button', { name: /Send Otp/i })).toBeInTheDocument();
  });

  it('shows the phone panel by default with +91 and digits only, at most 10', async () => {
    renderScreen(<LoginPage />, { path: '/login' });
    const phone = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(screen.getByText('+91')).toBeVisible();
    const send = screen.getByRole('button', { name: 'Send Otp' });
    await userEvent.type(phone, '98a76-54321099');
    expect(phone).toHaveValue('9876543210');
    expect(send).toBeEnabled();
    await userEvent.clear(phone);
    await userEvent.type(phone, '98765');
    expect(send).toBeDisabled();
  });

  it('goes to the code step, logs in with the code and lands on /send-courier', async () => {
    const sent = answer('post', '/login', 200, { message: 'OTP sent' });
    const verified = answer('post', '/verifyloginotp/', 200, LOGIN_OK);
    server.use(sent.handler, verified.handler);
    const { store } = renderScreen(<LoginPage />, { path: '/login' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Send Otp' }));
    expect(sent.calls[0]).toEqual({ phone_number: '9876543210', login_type: 'consumer' });

    const code = await screen.findByRole('textbox', { name: 'One-time code' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(code, '12a345');
    expect(code).toHaveValue('1234');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(verified.calls[0]).toEqual({ phone_number: '9876543210', otp: '1234' });
    await screen.findByText('/send-courier');
    expect(localStorage.getItem('access')).toBe('acc');
    expect(localStorage.getItem('refresh')).toBe('ref');
    expect(localStorage.getItem('name')).toBe('Asha Rao');
    expect(sessionStorage.getItem('userId')).toBe('9');
    expect(store.getState().session.userId).toBe(9);
  });

  it('in Hindi: the same screen, its labels, buttons and toasts in Devanagari', async () => {
    inLanguage('hi');
    server.use(
      answer('post', '/login', 404, { code: 'userDoesNotExist', message: 'User does not exist' })
        .handler,
    );
    renderScreen(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { name: 'साइन इन' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'नया खाता बनाएँ' })).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'मोबाइल नंबर' }), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect(await screen.findByText('कृपया साइन अप करें')).toBeVisible();
    expect(screen.getByRole('button', { name: 'संदेश हटाएँ' })).toBeVisible();
  });

  it('the phone panel links to /signup, taking the number typed so far', async () => {
    renderScreen(<LoginPage />, { path: '/login' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '98765');
    expect(screen.getByText('New to Dakiya?')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Create a new account' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
    expect(screen.getByTestId('location')).toHaveAttribute(
      'data-state',
      JSON.stringify({ phoneNumber: '98765' }),
    );
  });

  it('keeps the chosen language when arrival clears the storage', async () => {
    localStorage.setItem('lang', 'hi');
    localStorage.setItem('access', 'old');
    renderScreen(<LoginPage />, { path: '/login' });
    expect(localStorage.getItem('access')).toBeNull();
    expect(localStorage.getItem('lang')).toBe('hi');
  });

  it('edit? goes back to the number', async () => {
    server.use(answer('post', '/login', 200, {}).handler);
    renderScreen(<LoginPage />, { path: '/login' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Send Otp' }));
    await userEvent.click(await screen.findByRole('button', { name: 'edit?' }));
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('9876543210');
  });

  it.each([
    ['User does not exist', 'userDoesNotExist'],
    ['Invalid Credentials', 'invalidCredentials'],
  ])('%s: alerts Please Sign Up and goes to /signup with the number', async (message, code) => {
    server.use(answer('post', '/login', 404, { code, message }).handler);
    renderScreen(<LoginPage />, { path: '/login' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Send Otp' }));
    expect(await screen.findByText('Please Sign Up')).toBeVisible();
    const location = screen.getByTestId('location');
    await waitFor(() => expect(location).toHaveTextContent('/signup'));
    expect(JSON.parse(location.dataset.state!)).toEqual({ phoneNumber: '9876543210' });
  });

  it('Resend OTP counts down 60 s, then resends and restarts', async () => {
    jest.useFakeTimers();
    try {
      server.use(answer('post', '/login', 200, {}).handler);
      const resent = answer('post', '/resendotplogin', 200, {});
      server.use(resent.handler);
      renderScreen(<LoginPage />, { path: '/login' });
      await user().type(screen.getByRole('textbox', { name: 'Mobile number' }), '9876543210');
      await user().click(screen.getByRole('button', { name: 'Send Otp' }));
      const resend = await screen.findByRole('button', { name: /Resend OTP/ });
      expect(resend).toHaveTextContent('Resend OTP (60s)');
      expect(resend).toBeDisabled();
      for (let i = 0; i < 60; i += 1) {
        await act(async () => {
          await jest.advanceTimersByTimeAsync(1000);
        });
      }
      expect(resend).toHaveTextContent('Resend OTP');
      expect(resend).toBeEnabled();
      await user().click(resend);
      await waitFor(() => expect(resent.calls[0]).toEqual({ phoneNumber: '9876543210' }));
      await screen.findByText('Resend OTP (60s)');
    } finally {
      jest.useRealTimers();
    }
  });

  it('email login: required fields, show/hide password, error alert for 3 s', async () => {
    server.use(answer('post', '/login', 401, { message: 'Invalid Credentials' }).handler);
    renderScreen(<LoginPage />, { path: '/login' });
    await switchToEmail();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();

    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(password).toHaveAttribute('type', 'text');

    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.com');
    await userEvent.type(password, 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Invalid Credentials');
  });

  it('email login in Hindi: labels, validation messages and the server’s error', async () => {
    inLanguage('hi');
    server.use(answer('post', '/login', 401, { message: 'Invalid Credentials' }).handler);
    renderScreen(<LoginPage />, { path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'ईमेल से साइन इन करें' }));
    await userEvent.click(await screen.findByRole('button', { name: 'लॉग इन' }));
    expect(await screen.findByText('ईमेल ज़रूरी है')).toBeVisible();
    expect(screen.getByText('पासवर्ड ज़रूरी है')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'ईमेल' }), 'asha@example.com');
    await userEvent.type(screen.getByLabelText('पासवर्ड'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'लॉग इन' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('गलत लॉगिन विवरण');
  });

  it('email login success stores the session and goes to /send-courier', async () => {
    const login = answer('post', '/login', 200, LOGIN_OK);
    server.use(login.handler);
    renderScreen(<LoginPage />, { path: '/login' });
    await switchToEmail();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('/send-courier');
    expect(login.calls[0]).toEqual({
      email: 'asha@example.com',
      password: 'secret123',
      login_type: 'consumer',
    });
  });

  it('Create a new account goes to /signup; sign in with otp goes back to the phone panel', async () => {
    renderScreen(<LoginPage />, { path: '/login' });
    await switchToEmail();
    await userEvent.click(screen.getByRole('button', { name: 'sign in with otp' }));
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
    await switchToEmail();
    await userEvent.click(screen.getByRole('button', { name: 'Create a new account' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
  });
});

describe('Forgot Password', () => {
  async function openModal() {
    renderScreen(<LoginPage />, { path: '/login' });
    await switchToEmail();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    return screen.findByRole('dialog', { name: 'Forgot Password' });
  }

  it('checks the email before asking the server', async () => {
    const dialog = await openModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(await within(dialog).findByText('Please enter an email address')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeVisible();
  });

  it('shows the server msg and stays; Something went wrong on a bare failure', async () => {
    server.use(
      answer('post', '/forgotpassword/', 404, { msg: 'No account uses this email address' })
        .handler,
    );
    const dialog = await openModal();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Email' }),
      'asha@example.com',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    // Said inside the dialog: the page under it is inert.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No account uses this email address',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toBeVisible();

    server.use(answer('post', '/forgotpassword/', 500, {}).handler);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('step 2 checks OTP and password rules, changes the password and closes', async () => {
    server.use(
      answer('post', '/forgotpassword/', 200, { message: 'OTP sent successfully' }).handler,
    );
    const change = answer('post', '/forgotpassword/changepassword/asha%40example.com/', 200, {
      msg: 'Password changed successfully',
    });
    server.use(change.handler);
    const dialog = await openModal();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Email' }),
      'asha@example.com',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    // Said inside the dialog: the page under it is inert.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('OTP sent successfully');

    const otp = await within(dialog).findByRole('textbox', { name: 'OTP' });
    expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(otp, '123456');
    expect(otp).toHaveValue('1234');
    await userEvent.clear(otp);
    await userEvent.type(otp, '12');
    await userEvent.type(within(dialog).getByLabelText('New password'), 'abc');
    await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'abd');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('Please enter a valid 4-digit OTP')).toBeVisible();
    expect(within(dialog).getByText('Password must be at least 8 characters long.')).toBeVisible();
    expect(within(dialog).getByText('Passwords do not match')).toBeVisible();

    await userEvent.clear(otp);
    await userEvent.type(otp, '1234');
    await userEvent.clear(within(dialog).getByLabelText('New password'));
    await userEvent.type(within(dialog).getByLabelText('New password'), 'NewPass123');
    await userEvent.clear(within(dialog).getByLabelText('Confirm password'));
    await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'NewPass123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed successfully')).toBeVisible();
    expect(change.calls[0]).toEqual({
      otp: '1234',
      password: 'NewPass123',
      confirm_password: 'NewPass123',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('change? returns to step 1 and close resets everything', async () => {
    server.use(answer('post', '/forgotpassword/', 200, {}).handler);
    const dialog = await openModal();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Email' }),
      'asha@example.com',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'change?' }));
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('asha@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(
      within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'Email' }),
    ).toHaveValue('');
  });
});
