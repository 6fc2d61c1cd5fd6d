import { API_ROUTES, type UnknownAction, REMOTE_INJECTION } from '@dakiya/shared';
import type { DriverProfile, DriverSession, LogisticsVehicle } from '@dakiya/domain';
import { AS_DRIVER } from '../driver-session-binding';
import { driverSignedIn } from '../driver-session-slice';
import { driverApi } from './driver-api';

/** What sign-up sends: the driver, their vehicle and the code texted to their phone. */
export interface DriverRegistration {
  name: string;
  phone_number: string;
  vehicle_type: LogisticsVehicle;
  vehicle_model: string;
  registration: string;
  otp: string;
}

/** What a sign-up or login answers: the session goes into the driver's slice. */
async function startSession(
  dispatch: (action: UnknownAction) => unknown,
  answered: Promise<{ data: DriverSession }>,
) {
  const answer = await answered.catch(() => null);
  if (!answer) return;
  dispatch(driverSignedIn(answer.data));
  // What was cached for an earlier driver on this phone goes: nothing of theirs is on screen
  // now, so it is dropped rather than fetched again.
  dispatch(driverApi.util.invalidateTags(['Driver']));
}

/** The driver's sign-up, login and logout, and who is signed in. */
export const driverSessionApi = driverApi.injectEndpoints({
  ...REMOTE_INJECTION,
  endpoints: (build) => ({
    sendDriverSignupOtp: build.mutation<{ message: string }, { phone_number: string }>({
      query: (body) => ({ url: API_ROUTES.driverSignupOtp, method: 'POST', body }),
      extraOptions: AS_DRIVER,
    }),
    registerDriver: build.mutation<DriverSession, DriverRegistration>({
      query: (body) => ({ url: API_ROUTES.drivers, method: 'POST', body }),
      extraOptions: AS_DRIVER,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        startSession(dispatch, queryFulfilled),
    }),
    sendDriverLoginOtp: build.mutation<{ message: string }, { phone_number: string }>({
      query: (body) => ({ url: API_ROUTES.driverLoginOtp, method: 'POST', body }),
      extraOptions: AS_DRIVER,
    }),
    logInDriver: build.mutation<DriverSession, { phone_number: string; otp: string }>({
      query: (body) => ({ url: API_ROUTES.driverLogin, method: 'POST', body }),
      extraOptions: AS_DRIVER,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        startSession(dispatch, queryFulfilled),
    }),
    /** Server logout: the session's refresh family and its access tokens stop working. */
    logOutDriver: build.mutation<{ message: string }, { refresh: string }>({
      query: (body) => ({ url: API_ROUTES.driverLogout, method: 'POST', body }),
      extraOptions: AS_DRIVER,
    }),
    /** The sign-up photo from the camera, a square JPEG. */
    uploadDriverPhoto: build.mutation<unknown, Blob>({
      query: (photo) => {
        const body = new FormData();
        body.append('photo', photo, 'photo.jpg');
        return { url: API_ROUTES.driverPhoto, method: 'PUT', body };
      },
      extraOptions: AS_DRIVER,
      invalidatesTags: ['Driver'],
    }),
    getDriverMe: build.query<DriverProfile, void>({
      query: () => API_ROUTES.driverMe,
      transformResponse: (response: { data: DriverProfile }) => response.data,
      extraOptions: AS_DRIVER,
      providesTags: ['Driver'],
    }),
  }),
});

export const {
  useSendDriverSignupOtpMutation,
  useRegisterDriverMutation,
  useSendDriverLoginOtpMutation,
  useLogInDriverMutation,
  useLogOutDriverMutation,
  useUploadDriverPhotoMutation,
  useGetDriverMeQuery,
} = driverSessionApi;
