import { API_ROUTES, type LoginData } from '@dakiya/domain';
import { dakiyaApi } from '../api/api-slice';

/**
 * The calls that start a session (docs/product.md, "API calls") and the one that ends it. They live beside the session slice,
 * whose matchers take the tokens from their answers; auth-app calls them through these hooks.
 */
export const sessionApi = dakiyaApi.injectEndpoints({
  endpoints: (build) => ({
    loginWithEmail: build.mutation<LoginData, { email: string; password: string }>({
      query: (body) => ({
        url: API_ROUTES.login,
        method: 'POST',
        body: { ...body, login_type: 'consumer' },
      }),
    }),
    verifyLoginOtp: build.mutation<LoginData, { phone_number: string; otp: string }>({
      query: (body) => ({ url: API_ROUTES.verifyLoginOtp, method: 'POST', body }),
    }),
    /** Server logout: the session's refresh family and its access tokens stop working. */
    logOut: build.mutation<{ message: string }, { refresh: string }>({
      query: (body) => ({ url: API_ROUTES.logout, method: 'POST', body }),
    }),
  }),
});

export const { useLoginWithEmailMutation, useVerifyLoginOtpMutation, useLogOutMutation } =
  sessionApi;
