import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  countdownText,
  errorMessage,
  Link,
  errorCode,
  translateText,
  useAppSelector,
  useNavigate,
} from '@dakiya/shared';
import {
  DRIVER_ROUTES,
  OTP_LENGTH,
  PHONE_DIGITS,
  PHONE_PREFIX,
  RESEND_COUNTDOWN_S,
  SESSION_MESSAGES,
} from '@dakiya/domain';
import { PhoneNumberField } from '../../phone/components/PhoneNumberField';
import { OtpCodeField } from '../../phone/components/OtpCodeField';
import { useCountdown } from '../../phone/hooks/use-countdown';
import { SignedOutOnly } from '../../session/components/SignedOutOnly';
import { selectDriverSessionEnded } from '../../session/driver-session-slice';
import {
  useLogInDriverMutation,
  useSendDriverLoginOtpMutation,
} from '../../session/api/driver-session-api';
import styles from './DriverLoginPage.module.css';

/** /driver/login: the driver's mobile number, then the code texted to it. */
function DriverLogin() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const ended = useAppSelector(selectDriverSessionEnded);
  const [phone, setPhone] = useState('');
  const [step, setStep] = useState<'number' | 'code'>('number');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [sendOtp, sending] = useSendDriverLoginOtpMutation();
  const [logIn, loggingIn] = useLogInDriverMutation();
  const countdown = useCountdown(RESEND_COUNTDOWN_S);

  const send = async () => {
    setError('');
    const result = await sendOtp({ phone_number: phone });
    if (result.error) {
      // The API's "No such driver" says less than this about what to do.
      setError(
        errorCode(result.error) === 'noSuchDriver'
          ? t`No driver is registered with this number. Sign up below.`
          : errorMessage(result.error),
      );
      return;
    }
    setStep('code');
    setCode('');
    countdown.restart();
  };

  const verify = async () => {
    setError('');
    const result = await logIn({ phone_number: phone, otp: code });
    if (result.error) setError(errorMessage(result.error, t`That code did not work. Try again.`));
    else navigate(DRIVER_ROUTES.requests, { replace: true });
  };

  return (
    <section className={styles.page} aria-labelledby="driver-login-title">
      <h1 id="driver-login-title">{t`Driver login`}</h1>
      {ended === 'expired' && (
        <p className={styles.notice} role="status">
          {translateText(i18n, SESSION_MESSAGES.sessionEnded)}
        </p>
      )}
      {step === 'number' ? (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <PhoneNumberField value={phone} onChange={setPhone} />
          {error && (
            <p className="dk-error" role="alert">
              {error}
            </p>
          )}
          <button
            type="submit"
            className={`dk-button ${styles.action}`}
            disabled={phone.length !== PHONE_DIGITS || sending.isLoading}
          >
            {sending.isLoading ? t`Sending…` : t`Text me a code`}
          </button>
        </form>
      ) : (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void verify();
          }}
        >
          <p>
            {t`Code sent to ${PHONE_PREFIX} ${phone}`}{' '}
            <button
              type="button"
              className={`dk-link ${styles.change}`}
              onClick={() => setStep('number')}
            >
              {t`Change number`}
            </button>
          </p>
          <OtpCodeField value={code} onChange={setCode} error={error} />
          <button
            type="submit"
            className={`dk-button ${styles.action}`}
            disabled={code.length !== OTP_LENGTH || loggingIn.isLoading}
          >
            {loggingIn.isLoading ? t`Checking…` : t`Log in`}
          </button>
          <button
            type="button"
            className={`dk-button dk-button--ghost ${styles.action}`}
            disabled={countdown.left > 0 || sending.isLoading}
            onClick={() => void send()}
          >
            {countdown.left > 0
              ? t`Send the code again (${countdownText(countdown.left)})`
              : t`Send the code again`}
          </button>
        </form>
      )}
      <p className={styles.other}>
        {t`New driver?`} <Link to={DRIVER_ROUTES.signup}>{t`Sign up to drive with Dakiya`}</Link>
      </p>
    </section>
  );
}

export function DriverLoginPage() {
  return (
    <SignedOutOnly>
      <DriverLogin />
    </SignedOutOnly>
  );
}
