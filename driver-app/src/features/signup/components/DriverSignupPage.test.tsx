import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@dakiya/shared/src/test/render';
import {
  HttpResponse,
  TEST_API,
  answer,
  http,
  setupApiServer,
} from '@dakiya/shared/src/test/api-server';
import { API_ERRORS, DRIVER_LOCAL_KEYS, DRIVER_ROUTES } from '@dakiya/domain';
import { aDriverSession } from '../../../test/fixtures';
import { fakeCamera, firstFrameArrives } from '../../../test/fake-camera';
import { DriverSignupPage } from './DriverSignupPage';

const server = setupApiServer();
beforeEach(fakeCamera);

const showSignup = () => renderScreen(<DriverSignupPage />, { path: DRIVER_ROUTES.signup });

async function verifyPhone(phone = '9845012345') {
  await userEvent.type(screen.getByLabelText('Mobile number'), phone);
  await userEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
  const code = await screen.findByLabelText('Code texted to you');
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  expect(code).toHaveAttribute('inputmode', 'numeric');
  await userEvent.type(code, '4321');
}

async function fillDriverAndVehicle() {
  await userEvent.type(screen.getByLabelText('Your name'), 'Ravi Kumar');
  await userEvent.click(screen.getByRole('radio', { name: '3 Wheeler' }));
  await userEvent.type(screen.getByLabelText('Vehicle make and model'), 'Bajaj RE');
  await userEvent.type(screen.getByLabelText('Registration number'), 'KA 01 AB 1234');
}

async function takePhoto() {
  await userEvent.click(screen.getByRole('button', { name: 'Take your photo' }));
  const camera = await screen.findByRole('dialog', { name: 'Take your photo' });
  await waitFor(() => expect(camera.querySelector('video')).not.toBeNull());
  firstFrameArrives();
  const shutter = within(camera).getByRole('button', { name: 'Take photo' });
  await waitFor(() => expect(shutter).toBeEnabled());
  await userEvent.click(shutter);
  expect(await screen.findByRole('img', { name: 'You, as captured' })).toBeVisible();
}

describe('DriverSignupPage', () => {
  it('registers the driver and vehicle with the texted code, sends the photo, and goes to the requests', async () => {
    const otp = answer('post', '/drivers/otp/', 200, { message: 'OTP sent' });
    const register = answer('post', '/drivers/', 201, aDriverSession());
    let upload: { authorization: string | null; photo: FormDataEntryValue | null } | null = null;
    server.use(
      otp.handler,
      register.handler,
      http.put(`${TEST_API}/drivers/me/photo/`, async ({ request }) => {
        upload = {
          authorization: request.headers.get('authorization'),
          photo: (await request.formData()).get('photo'),
        };
        return HttpResponse.json({ ok: true });
      }),
    );
    showSignup();
    await fillDriverAndVehicle();
    await verifyPhone();
    expect(otp.calls).toEqual([{ phone_number: '9845012345' }]);
    await takePhoto();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(DRIVER_ROUTES.requests),
    );
    expect(register.calls).toEqual([
      {
        name: 'Ravi Kumar',
        phone_number: '9845012345',
        otp: '4321',
        vehicle_type: 'THREE_WHEELER',
        vehicle_model: 'Bajaj RE',
        registration: 'KA 01 AB 1234',
      },
    ]);
    expect(upload).not.toBeNull();
    expect(upload!.authorization).toBe('Bearer driver-access');
    expect(upload!.photo).toBeInstanceOf(Blob);
    expect((upload!.photo as Blob).type).toBe('image/jpeg');
    expect(localStorage.getItem(DRIVER_LOCAL_KEYS.access)).toBe('driver-access');
  });

  it('asks for every field and the photo before sending anything', async () => {
    showSignup();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Enter your name')).toBeVisible();
    expect(screen.getByText('Enter your 10-digit mobile number')).toBeVisible();
    expect(screen.getByText('Tap Text me a code, then enter the code you get')).toBeVisible();
    expect(screen.getByText('Choose your vehicle')).toBeVisible();
    expect(screen.getByText("Enter your vehicle's make and model")).toBeVisible();
    expect(
      screen.getByText('Enter the registration number on your RC (4 to 20 characters)'),
    ).toBeVisible();
    expect(
      screen.getByText('Take your photo: customers see it when you are on the way.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('after a refused Register, each error goes as soon as its field is right, and comes back if it is wrong again', async () => {
    server.use(answer('post', '/drivers/otp/', 200, { message: 'OTP sent' }).handler);
    showSignup();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getAllByRole('alert')).toHaveLength(7);

    await userEvent.type(screen.getByLabelText('Your name'), 'Ravi Kumar');
    expect(screen.queryByText('Enter your name')).toBeNull();
    expect(screen.getByLabelText('Your name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText("Enter your vehicle's make and model")).toBeVisible();

    await userEvent.click(screen.getByRole('radio', { name: '3 Wheeler' }));
    expect(screen.queryByText('Choose your vehicle')).toBeNull();
    await userEvent.type(screen.getByLabelText('Vehicle make and model'), 'Bajaj RE');
    expect(screen.queryByText("Enter your vehicle's make and model")).toBeNull();
    await userEvent.type(screen.getByLabelText('Registration number'), 'KA 01 AB 1234');
    expect(
      screen.queryByText('Enter the registration number on your RC (4 to 20 characters)'),
    ).toBeNull();

    await userEvent.type(screen.getByLabelText('Mobile number'), '9845012345');
    expect(screen.queryByText('Enter your 10-digit mobile number')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    const code = await screen.findByLabelText('Code texted to you');
    expect(screen.getByText('Enter the 4-digit code texted to you')).toBeVisible();
    await userEvent.type(code, '4321');
    expect(screen.queryByText('Enter the 4-digit code texted to you')).toBeNull();

    await takePhoto();
    expect(screen.queryAllByRole('alert')).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Your name'));
    expect(screen.getByText('Enter your name')).toBeVisible();
  });

  it("says a phone already has a driver (the API's 409) and offers the login", async () => {
    server.use(
      answer('post', '/drivers/otp/', 409, {
        code: 'driverPhoneTaken',
        message: API_ERRORS.driverPhoneTaken,
      }).handler,
    );
    showSignup();
    await userEvent.type(screen.getByLabelText('Mobile number'), '9845012345');
    await userEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(API_ERRORS.driverPhoneTaken);
    expect(screen.getByRole('link', { name: 'Log in instead' })).toHaveAttribute(
      'href',
      DRIVER_ROUTES.login,
    );
    expect(screen.queryByLabelText('Code texted to you')).toBeNull();
  });

  it('shows the refusal of the registration itself and stays', async () => {
    server.use(
      answer('post', '/drivers/otp/', 200, { message: 'OTP sent' }).handler,
      answer('post', '/drivers/', 400, {
        code: 'otpExpired',
        message: API_ERRORS.otpExpired,
      }).handler,
    );
    showSignup();
    await fillDriverAndVehicle();
    await verifyPhone();
    await takePhoto();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(API_ERRORS.otpExpired)).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(DRIVER_ROUTES.signup);
  });
});
