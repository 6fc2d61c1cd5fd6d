import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, errorMessage, useAlert, useLoginWithEmailMutation } from '@dakiya/shared';
import { FormField } from '@dakiya/shared/forms';
import { LOGIN_ERROR_DISPLAY_MS, ROUTES } from '@dakiya/domain';
import { emailLoginSchema } from '@dakiya/shared/validation';
import { useCompleteLogin } from '../hooks/use-complete-login';
import styles from './LoginPage.module.css';

interface EmailLogin {
  email: string;
  password: string;
}

export function EmailLoginForm({
  onUseOtp,
  onForgotPassword,
}: {
  onUseOtp: () => void;
  onForgotPassword: () => void;
}) {
  const { t } = useLingui();
  const [showPassword, setShowPassword] = useState(false);
  const [login, { isLoading }] = useLoginWithEmailMutation();
  const completeLogin = useCompleteLogin();
  const navigate = useNavigate();
  const alert = useAlert();
  const { register, handleSubmit, formState } = useForm<EmailLogin>({
    resolver: zodResolver(emailLoginSchema),
  });

  const submit = handleSubmit(async (values) => {
    const result = await login(values);
    if (result.data) completeLogin();
    else alert(errorMessage(result.error), LOGIN_ERROR_DISPLAY_MS);
  });

  return (
    <form className={styles.panel} onSubmit={(event) => void submit(event)} noValidate>
      <FormField label={t`Email`} error={formState.errors.email?.message}>
        {(field) => (
          <input type="email" autoComplete="email" required {...field} {...register('email')} />
        )}
      </FormField>
      <FormField label={t`Password`} error={formState.errors.password?.message}>
        {(field) => (
          <span className={styles.password}>
            <input
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              required
              {...field}
              {...register('password')}
            />
            <button
              type="button"
              className="dk-link"
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? t`Hide` : t`Show`}
            </button>
          </span>
        )}
      </FormField>
      <div className={styles.links}>
        <button type="button" className="dk-link" onClick={onUseOtp}>
          {t`sign in with otp`}
        </button>
        <button type="button" className="dk-link" onClick={onForgotPassword}>
          {t`Forgot Password?`}
        </button>
      </div>
      <button type="submit" className="dk-button" disabled={isLoading}>
        {isLoading ? t`Logging in…` : t`Login`}
      </button>
      <button
        type="button"
        className="dk-button dk-button--ghost"
        onClick={() => navigate(ROUTES.signup)}
      >
        {t`Create a new account`}
      </button>
    </form>
  );
}
