import { Suspense, lazy, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation, sessionCleared, useAppDispatch } from '@dakiya/shared';
import { SCREEN_READY_MARK } from '@dakiya/domain';
import { PhoneLoginPanel } from './PhoneLoginPanel';

// The phone panel is what most customers use; the e-mail form and the reset dialog (and the
// form libraries they need) load when asked for.
const EmailLoginForm = lazy(() =>
  import('./EmailLoginForm').then((m) => ({ default: m.EmailLoginForm })),
);
const ForgotPasswordModal = lazy(() =>
  import('./ForgotPasswordModal').then((m) => ({ default: m.ForgotPasswordModal })),
);
import styles from './LoginPage.module.css';

/** Sign In (docs/product.md). The phone-OTP panel is the default; arriving clears stored data. */
export function LoginPage() {
  const dispatch = useAppDispatch();
  const { state } = useLocation() as { state: { phoneNumber?: string } | null };
  const [mode, setMode] = useState<'phone' | 'email'>('phone');
  const [forgotOpen, setForgotOpen] = useState(false);
  const [forgotUsed, setForgotUsed] = useState(false);
  const { t } = useLingui();

  useEffect(() => {
    dispatch(sessionCleared());
  }, [dispatch]);
  // The Sign In form is on the page and answers input: the moment `npm run bench` times.
  useEffect(() => {
    performance.mark?.(SCREEN_READY_MARK);
  }, []);

  return (
    <section className={styles.page} aria-labelledby="login-title">
      <h1 id="login-title">{t`Sign In`}</h1>
      {mode === 'phone' ? (
        <PhoneLoginPanel
          initialPhone={state?.phoneNumber ?? ''}
          onUseEmail={() => setMode('email')}
        />
      ) : (
        <Suspense fallback={<p role="status">{t`Loading…`}</p>}>
          <EmailLoginForm
            onUseOtp={() => setMode('phone')}
            onForgotPassword={() => {
              setForgotUsed(true);
              setForgotOpen(true);
            }}
          />
        </Suspense>
      )}
      {/* Mounted from its first opening on, so closing it can hand focus back to the link. */}
      {forgotUsed && (
        <Suspense fallback={null}>
          <ForgotPasswordModal open={forgotOpen} onClose={() => setForgotOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
