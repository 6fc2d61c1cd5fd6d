import { dakiyaApi, type LoginData } from '@dakiya/shared';

/** SPEC.md section 7: the account calls, added to the one shared api. */
export const authApi = dakiyaApi.injectEndpoints({
  endpoints: (build) => ({
    loginWithEmail: build.mutation<LoginData, { email: string; password: string }>({
      query: (body) => ({
        url: '/login',
        method: 'POST',
        body: { ...body, login_type: 'consumer' },
      }),
    }),
    sendLoginOtp: build.mutation<unknown, { phone_number: string }>({
      query: (body) => ({
        url: '/login',
        method: 'POST',
        body: { ...body, login_type: 'consumer' },
      }),
    }),
    verifyLoginOtp: build.mutation<LoginData, { phone_number: string; otp: string }>({
      query: (body) => ({ url: '/verifyloginotp/', method: 'POST', body }),
    }),
    resendLoginOtp: build.mutation<unknown, { phoneNumber: string }>({
      query: (body) => ({ url: '/resendotplogin', method: 'POST', body }),
    }),
    register: build.mutation<unknown, FormData>({
      query: (body) => ({ url: '/register', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<{ msg?: string; message?: string }, { email: string }>({
      query: (body) => ({ url: 'forgotpassword/', method: 'POST', body }),
    }),
    changePassword: build.mutation<
      { msg?: string },
      { email: string; otp: string; password: string; confirm_password: string }
    >({
      query: ({ email, ...body }) => ({
        url: `/forgotpassword/changepassword/${encodeURIComponent(email)}/`,
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const {
  useLoginWithEmailMutation,
  useSendLoginOtpMutation,
  useVerifyLoginOtpMutation,
  useResendLoginOtpMutation,
  useRegisterMutation,
  useForgotPasswordMutation,
  useChangePasswordMutation,
} = authApi;
