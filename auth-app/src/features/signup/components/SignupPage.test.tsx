import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@dakiya/shared/src/test/render';
import { inLanguage } from '@dakiya/shared/src/test/i18n';
import { answer, setupApiServer } from '@dakiya/shared/src/test/api-server';
import { SignupPage } from './SignupPage';

const server = setupApiServer();

async function fill(values: Partial<Record<string, string>>) {
  const all = {
    'Full Name': 'Asha Rani Rao',
    'Phone Number': '9876543210',
    Email: 'asha@example.com',
    Password: 'secret123',
    'Confirm Password': 'secret123',
    ...values,
  };
  for (const [label, value] of Object.entries(all)) {
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}

describe('SignupPage', () => {
  it('takes the phone number carried from login', () => {
    renderScreen(<SignupPage />, { path: '/signup', state: { phoneNumber: '9876543210' } });
    expect(screen.getByLabelText('Phone Number')).toHaveValue('9876543210');
  });

  it('shows every password rule of docs/product.md', async () => {
    renderScreen(<SignupPage />, { path: '/signup' });
    await fill({
      'Full Name': 'Asha',
      'Phone Number': '98765',
      Email: '',
      Password: 'secretsecret',
      'Confirm Password': 'other',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Please enter full name')).toBeVisible();
    expect(screen.getByText('Invalid phone number')).toBeVisible();
    expect(screen.getByText('Email is required')).toBeVisible();
    expect(screen.getByText('Min 8 characters and one number')).toBeVisible();
    expect(screen.getByText("Passwords don't match!")).toBeVisible();
    expect(screen.getByText('Please select your area')).toBeVisible();
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription(
      'First and last name Please enter full name',
    );

    await fill({ Password: '', 'Confirm Password': '' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Password is required')).toBeVisible();
    expect(screen.getByText('Please confirm your password')).toBeVisible();
  });

  it('says under Full Name, before any error, that first and last name are needed', () => {
    renderScreen(<SignupPage />, { path: '/signup' });
    const fullName = screen.getByLabelText('Full Name');
    expect(fullName).toHaveAccessibleDescription('First and last name');
    expect(screen.getByText('First and last name')).toBeVisible();
    // The other fields describe nothing until they have an error.
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-describedby');
  });

  it('gives the Full Name hint in Hindi in Hindi', () => {
    inLanguage('hi');
    renderScreen(<SignupPage />, { path: '/signup' });
    expect(screen.getByLabelText('पूरा नाम')).toHaveAccessibleDescription('पहला नाम और उपनाम');
  });

  it('welcomes in Hindi after signing up in Hindi', async () => {
    inLanguage('hi');
    server.use(answer('post', '/register', 201, { message: 'Account created' }).handler);
    renderScreen(<SignupPage />, { path: '/signup' });
    for (const [label, value] of [
      ['पूरा नाम', 'Asha Rani Rao'],
      ['फ़ोन नंबर', '9876543210'],
      ['ईमेल', 'asha@example.com'],
      ['पासवर्ड', 'secret123'],
      ['पासवर्ड की पुष्टि करें', 'secret123'],
    ] as const) {
      await userEvent.type(screen.getByLabelText(label, { exact: true }), value);
    }
    await userEvent.selectOptions(screen.getByLabelText('इलाका चुनें'), 'Goa');
    await userEvent.click(screen.getByRole('button', { name: 'साइन अप' }));
    expect(await screen.findByText('Dakiya में आपका स्वागत है, कृपया लॉग इन करें')).toBeVisible();
  });

  it('sends the multipart register call with first and last name, then welcomes and goes to /login', async () => {
    const registered = answer('post', '/register', 201, { message: 'Account created' });
    server.use(registered.handler);
    renderScreen(<SignupPage />, { path: '/signup' });
    await fill({});
    await userEvent.selectOptions(screen.getByLabelText('Select Area'), 'Prayag Raj');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('welcome to Dakiya, Please login')).toBeVisible();
    expect(registered.calls[0]).toEqual({
      first_name: 'Asha',
      last_name: 'Rao',
      phone_number: '9876543210',
      email: 'asha@example.com',
      password: 'secret123',
      user_type: 'consumer',
      area: 'Prayag Raj',
    });
    // The router applies navigations in a transition, so the move to /login may land a render later.
    const location = screen.getByTestId('location');
    await waitFor(() => expect(location).toHaveTextContent('/login'));
    expect(JSON.parse(location.dataset.state!)).toEqual({ phoneNumber: '9876543210' });
  });

  it("lists the server's field errors as 'field: messages'", async () => {
    server.use(
      answer('post', '/register', 400, {
        message: 'x',
        data: { email: ['A user with this email already exists.'], phone_number: ['Taken.'] },
      }).handler,
    );
    renderScreen(<SignupPage />, { path: '/signup' });
    await fill({});
    await userEvent.selectOptions(screen.getByLabelText('Select Area'), 'Goa');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('email: A user with this email already exists.');
    expect(toast).toHaveTextContent('phone_number: Taken.');
  });

  it("asks for the fields in the product's order: Select Area right after Phone Number", () => {
    renderScreen(<SignupPage />, { path: '/signup' });
    const fields = [
      ...document.querySelectorAll<HTMLInputElement | HTMLSelectElement>('form input, form select'),
    ].map((field) => field.labels?.[0]?.textContent?.trim());
    expect(fields).toEqual([
      'Full Name',
      'Phone Number',
      'Select Area',
      'Email',
      'Password',
      'Confirm Password',
    ]);
  });

  it('names the areas in Hindi in Hindi, and sends the name the API expects', async () => {
    inLanguage('hi');
    const registered = answer('post', '/register', 201, { message: 'Account created' });
    server.use(registered.handler);
    renderScreen(<SignupPage />, { path: '/signup' });
    const areas = screen.getByLabelText('इलाका चुनें');
    expect(within(areas).getByRole('option', { name: 'मुंबई' })).toHaveValue('Mumbai');
    expect(within(areas).queryByRole('option', { name: 'Mumbai' })).toBeNull();
    for (const [label, value] of [
      ['पूरा नाम', 'Asha Rao'],
      ['फ़ोन नंबर', '9876543210'],
      ['ईमेल', 'asha@example.com'],
      ['पासवर्ड', 'secret123'],
      ['पासवर्ड की पुष्टि करें', 'secret123'],
    ] as const) {
      await userEvent.type(screen.getByLabelText(label, { exact: true }), value);
    }
    await userEvent.selectOptions(areas, within(areas).getByRole('option', { name: 'प्रयागराज' }));
    await userEvent.click(screen.getByRole('button', { name: 'साइन अप' }));
    await waitFor(() => expect(registered.calls[0]).toMatchObject({ area: 'Prayag Raj' }));
  });

  it('offers all 20 areas', () => {
    renderScreen(<SignupPage />, { path: '/signup' });
    expect(screen.getByLabelText('Select Area').querySelectorAll('option')).toHaveLength(21);
  });

  it('links to /login', async () => {
    renderScreen(<SignupPage />, { path: '/signup' });
    await userEvent.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('says Permission Denied or camera not found when there is no camera', async () => {
    renderScreen(<SignupPage />, { path: '/signup' });
    await userEvent.click(screen.getByRole('button', { name: 'Take your photo' }));
    // jsdom has no getUserMedia: react-webcam reports the failure.
    expect(await screen.findByText('Permission Denied or camera not found')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Take photo' })).toBeDisabled();
  });
});
