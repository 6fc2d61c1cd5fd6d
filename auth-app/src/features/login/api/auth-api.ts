import { dakiyaApi, API_ROUTES, REMOTE_INJECTION } from '@dakiya/shared';
import { apiPath, type RegisterResponse } from '@dakiya/domain';

/**
 * The account calls (docs/product.md), added to the one shared api. The two that start a
 * session (e-mail login, OTP verify) are shared's, beside the session slice that keeps the tokens.
 */
export const authApi = dakiyaApi.injectEndpoints({
  ...REMOTE_INJECTION,
  endpoints: (build) => ({
    sendLoginOtp: build.mutation<{ message: string }, { phone_number: string }>({
      query: (body) => ({
        url: API_ROUTES.login,
        method: 'POST',
        body: { ...body, login_type: 'consumer' },
      }),
    }),
    resendLoginOtp: build.mutation<{ message: string }, { phoneNumber: string }>({
      query: (body) => ({ url: API_ROUTES.resendLoginOtp, method: 'POST', body }),
    }),
    register: build.mutation<RegisterResponse, FormData>({
      query: (body) => ({ url: API_ROUTES.register, method: 'POST', body }),
    }),
    forgotPassword: build.mutation<{ msg?: string; message?: string }, { email: string }>({
      // docs/product.md writes this one without its leading slash; the base URL makes it the same.
      query: (body) => ({ url: API_ROUTES.forgotPassword, method: 'POST', body }),
    }),
    changePassword: build.mutation<
      { msg?: string; message: string },
      { email: string; otp: string; password: string; confirm_password: string }
    >({
      query: ({ email, ...body }) => ({
        url: apiPath(API_ROUTES.changePassword, { email }),
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const {
  useSendLoginOtpMutation,
  useResendLoginOtpMutation,
  useRegisterMutation,
  useForgotPasswordMutation,
  useChangePasswordMutation,
} = authApi;
