import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  Link,
  useNavigate,
  errorMessage,
  errorCode,
  useAlert,
  useVerifyLoginOtpMutation,
  MESSAGES,
  translateText,
  countdownText,
} from '@dakiya/shared';
import {
  ALERT_TIMEOUT_MS,
  OTP_LENGTH,
  PHONE_DIGITS,
  PHONE_PREFIX,
  RESEND_COUNTDOWN_S,
  ROUTES,
} from '@dakiya/domain';
import { useResendLoginOtpMutation, useSendLoginOtpMutation } from '../api/auth-api';
import { useCountdown } from '../hooks/use-countdown';
import { useCompleteLogin } from '../hooks/use-complete-login';
import styles from './LoginPage.module.css';

const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);
// The API's codes for an unknown number: the customer signs up first.
const SIGN_UP_FIRST = ['userDoesNotExist', 'invalidCredentials'];

/** Phone login: a 10-digit number (+91), then the 4-digit code texted to it. */
export function PhoneLoginPanel({
  initialPhone,
  onUseEmail,
}: {
  initialPhone: string;
  onUseEmail: () => void;
}) {
  const [phone, setPhone] = useState(digitsOnly(initialPhone, PHONE_DIGITS));
  const [step, setStep] = useState<'number' | 'code'>('number');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const [sendOtp, sending] = useSendLoginOtpMutation();
  const [verifyOtp, verifying] = useVerifyLoginOtpMutation();
  const [resendOtp, resending] = useResendLoginOtpMutation();
  const countdown = useCountdown(RESEND_COUNTDOWN_S);
  const completeLogin = useCompleteLogin();
  const navigate = useNavigate();
  const alert = useAlert();
  const { i18n, t } = useLingui();

  const send = async () => {
    const result = await sendOtp({ phone_number: phone });
    if (!result.error) {
      setStep('code');
      setCode('');
      countdown.restart();
      return;
    }
    const message = errorMessage(result.error);
    if (SIGN_UP_FIRST.includes(errorCode(result.error) ?? '')) {
      alert(MESSAGES.pleaseSignUp, ALERT_TIMEOUT_MS, ROUTES.signup);
      navigate(ROUTES.signup, { state: { phoneNumber: phone } });
    } else {
      console.error('send OTP failed', result.error);
      if ('status' in result.error && result.error.status === 'FETCH_ERROR') alert(message);
    }
  };

  const verify = async () => {
    setCodeError('');
    const result = await verifyOtp({ phone_number: phone, otp: code });
    if (result.data) completeLogin();
    else {
      console.error('verify OTP failed', result.error);
      setCodeError(errorMessage(result.error, t`That code did not work. Try again.`));
    }
  };

  const resend = async () => {
    const result = await resendOtp({ phoneNumber: phone });
    if (result.error) console.error('resend OTP failed', result.error);
    else countdown.restart();
  };

  if (step === 'number') {
    return (
      <form
        className={styles.panel}
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <label className="dk-field">
          <span>{t`Mobile number`}</span>
          <span className={styles.phone}>
            <span className={styles.prefix} aria-hidden="true">
              {PHONE_PREFIX}
            </span>
            <input
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              aria-label={t`Mobile number`}
              placeholder={t`10-digit mobile number`}
              value={phone}
              onChange={(event) => setPhone(digitsOnly(event.target.value, PHONE_DIGITS))}
            />
          </span>
        </label>
        <button
          type="submit"
          className="dk-button"
          disabled={phone.length !== PHONE_DIGITS || sending.isLoading}
        >
          {sending.isLoading ? t`Sending…` : t`Send Otp`}
        </button>
        <button type="button" className="dk-link" onClick={onUseEmail}>
          {t`Sign In With Email`}
        </button>
        <p className={styles.signUp}>
          {t`New to Dakiya?`}{' '}
          <Link to={ROUTES.signup} state={{ phoneNumber: phone }}>
            {t`Create a new account`}
          </Link>
        </p>
      </form>
    );
  }

  return (
    <form
      className={styles.panel}
      onSubmit={(event) => {
        event.preventDefault();
        void verify();
      }}
    >
      <p>
        {t`Code sent to ${PHONE_PREFIX} ${phone}`}{' '}
        <button type="button" className="dk-link" onClick={() => setStep('number')}>
          {t`edit?`}
        </button>
      </p>
      <label className="dk-field">
        <span>{t`One-time code`}</span>
        <input
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{4}"
          maxLength={OTP_LENGTH}
          value={code}
          aria-invalid={codeError ? true : undefined}
          aria-describedby={codeError ? 'otp-error' : undefined}
          onChange={(event) => setCode(digitsOnly(event.target.value, OTP_LENGTH))}
        />
      </label>
      {codeError && (
        <p id="otp-error" className="dk-error" role="alert">
          {translateText(i18n, codeError)}
        </p>
      )}
      <button
        type="submit"
        className="dk-button"
        disabled={code.length !== OTP_LENGTH || verifying.isLoading}
      >
        {verifying.isLoading ? t`Checking…` : t`Login`}
      </button>
      <button
        type="button"
        className="dk-button dk-button--ghost"
        disabled={countdown.left > 0 || resending.isLoading}
        onClick={() => void resend()}
      >
        {countdown.left > 0 ? t`Resend OTP (${countdownText(countdown.left)})` : t`Resend OTP`}
      </button>
    </form>
  );
}
