import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage, useAlert, MESSAGES } from '@dakiya/shared';
import { FormField, Modal } from '@dakiya/shared/forms';
import { OTP_LENGTH } from '@dakiya/domain';
import { changePasswordSchema, forgotEmailSchema } from '@dakiya/shared/validation';
import { useChangePasswordMutation, useForgotPasswordMutation } from '../api/auth-api';
import styles from './LoginPage.module.css';

interface EmailStep {
  email: string;
}
interface ResetStep {
  otp: string;
  password: string;
  confirm_password: string;
}

/** Forgot Password (docs/product.md): e-mail, then OTP + new password; 'change?', close reset. */
export function ForgotPasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const [step, setStep] = useState<1 | 2>(1);
  const [email, setEmail] = useState('');
  const [requestOtp, requesting] = useForgotPasswordMutation();
  const [changePassword, changing] = useChangePasswordMutation();
  const alert = useAlert();
  const emailForm = useForm<EmailStep>({
    resolver: zodResolver(forgotEmailSchema),
    defaultValues: { email: '' },
  });
  const resetForm = useForm<ResetStep>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { otp: '', password: '', confirm_password: '' },
  });

  const close = () => {
    setStep(1);
    setEmail('');
    emailForm.reset();
    resetForm.reset();
    onClose();
  };

  const submitEmail = emailForm.handleSubmit(async ({ email: address }) => {
    const result = await requestOtp({ email: address.trim() });
    if (result.error) {
      const data =
        'status' in result.error ? (result.error.data as { msg?: string } | undefined) : undefined;
      alert(data?.msg ?? MESSAGES.somethingWrong);
      return;
    }
    if (result.data.msg) {
      alert(result.data.msg);
      return;
    }
    alert(MESSAGES.otpSent);
    setEmail(address.trim());
    setStep(2);
  });

  const submitReset = resetForm.handleSubmit(async (values) => {
    const result = await changePassword({ email, ...values });
    if (result.error) {
      alert(errorMessage(result.error));
      return;
    }
    alert(MESSAGES.passwordChanged);
    close();
  });

  const { errors: emailErrors } = emailForm.formState;
  const { errors: resetErrors } = resetForm.formState;
  const otpField = resetForm.register('otp');

  return (
    <Modal title={t`Forgot Password`} open={open} onClose={close} closeLabel={t`close`}>
      {step === 1 ? (
        <form className={styles.panel} onSubmit={(event) => void submitEmail(event)} noValidate>
          <FormField label={t`Email`} error={emailErrors.email?.message}>
            {(field) => (
              <input
                type="email"
                autoComplete="email"
                {...field}
                {...emailForm.register('email')}
              />
            )}
          </FormField>
          <button type="submit" className="dk-button" disabled={requesting.isLoading}>
            {requesting.isLoading ? t`Sending…` : t`Send OTP`}
          </button>
        </form>
      ) : (
        <form className={styles.panel} onSubmit={(event) => void submitReset(event)} noValidate>
          <p>
            {t`Code sent to ${email}`}{' '}
            <button type="button" className="dk-link" onClick={() => setStep(1)}>
              {t`change?`}
            </button>
          </p>
          <FormField label={t`OTP`} error={resetErrors.otp?.message}>
            {(field) => (
              <input
                {...field}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={OTP_LENGTH}
                {...otpField}
                onChange={(event) => {
                  event.target.value = event.target.value.slice(0, OTP_LENGTH);
                  void otpField.onChange(event);
                }}
              />
            )}
          </FormField>
          <FormField label={t`New password`} error={resetErrors.password?.message}>
            {(field) => (
              <input
                type="password"
                autoComplete="new-password"
                {...field}
                {...resetForm.register('password')}
              />
            )}
          </FormField>
          <FormField label={t`Confirm password`} error={resetErrors.confirm_password?.message}>
            {(field) => (
              <input
                type="password"
                autoComplete="new-password"
                {...field}
                {...resetForm.register('confirm_password')}
              />
            )}
          </FormField>
          <button type="submit" className="dk-button" disabled={changing.isLoading}>
            {changing.isLoading ? t`Saving…` : t`Change password`}
          </button>
        </form>
      )}
    </Modal>
  );
}
