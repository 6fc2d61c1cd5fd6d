import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { sessionCleared, useAppDispatch } from '@dakiya/shared';
import { PhoneLoginPanel } from './PhoneLoginPanel';
import { EmailLoginForm } from './EmailLoginForm';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import styles from './LoginPage.module.css';

/** SPEC.md Sign In. The phone-OTP panel is the default; arriving here clears stored data. */
export function LoginPage() {
  const dispatch = useAppDispatch();
  const { state } = useLocation() as { state: { phoneNumber?: string } | null };
  const [mode, setMode] = useState<'phone' | 'email'>('phone');
  const [forgotOpen, setForgotOpen] = useState(false);

  useEffect(() => {
    dispatch(sessionCleared());
  }, [dispatch]);

  return (
    <section className={styles.page} aria-labelledby="login-title">
      <h1 id="login-title">Sign In</h1>
      {mode === 'phone' ? (
        <PhoneLoginPanel
          initialPhone={state?.phoneNumber ?? ''}
          onUseEmail={() => setMode('email')}
        />
      ) : (
        <EmailLoginForm
          onUseOtp={() => setMode('phone')}
          onForgotPassword={() => setForgotOpen(true)}
        />
      )}
      <ForgotPasswordModal open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </section>
  );
}
