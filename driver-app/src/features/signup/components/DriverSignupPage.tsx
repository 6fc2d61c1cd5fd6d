import { useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  Link,
  countdownText,
  errorCode,
  errorMessage,
  useAppSelector,
  useNavigate,
  type MessageDescriptor,
} from '@dakiya/shared';
import { CameraModal, type CapturedPhoto } from '@dakiya/shared/camera';
import { FormField } from '@dakiya/shared/forms';
import { VEHICLE_NAMES } from '@dakiya/shared/vehicles';
import { driverSignupSchema } from '@dakiya/shared/validation';
import {
  DRIVER_ROUTES,
  LOGISTICS_VEHICLES,
  PHONE_DIGITS,
  PHONE_PREFIX,
  RESEND_COUNTDOWN_S,
  type LogisticsVehicle,
} from '@dakiya/domain';
import { PhoneNumberField } from '../../phone/components/PhoneNumberField';
import { OtpCodeField } from '../../phone/components/OtpCodeField';
import { useCountdown } from '../../phone/hooks/use-countdown';
import { SignedOutOnly } from '../../session/components/SignedOutOnly';
import { selectDriverSignedIn } from '../../session/driver-session-slice';
import {
  useRegisterDriverMutation,
  useSendDriverSignupOtpMutation,
  useUploadDriverPhotoMutation,
} from '../../session/api/driver-session-api';
import styles from './DriverSignupPage.module.css';

type Field = 'name' | 'phone_number' | 'otp' | 'vehicle_type' | 'vehicle_model' | 'registration';

// Which rule a field broke comes from the API's own schema; what to do about it is said here,
// in the driver's language.
const FIELD_HINTS: Record<Field, MessageDescriptor> = {
  name: msg`Enter your name`,
  phone_number: msg`Enter your 10-digit mobile number`,
  otp: msg`Enter the 4-digit code texted to you`,
  vehicle_type: msg`Choose your vehicle`,
  vehicle_model: msg`Enter your vehicle's make and model`,
  registration: msg`Enter the registration number on your RC (4 to 20 characters)`,
};

/** /driver/signup: the driver, a texted code for their phone, their vehicle and their photo. */
function DriverSignup() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectDriverSignedIn);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [vehicle, setVehicle] = useState<LogisticsVehicle | ''>('');
  const [model, setModel] = useState('');
  const [registration, setRegistration] = useState('');
  const [photo, setPhoto] = useState<CapturedPhoto | null>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  // Set by the first Register: from then on every change checks the form again, so an error
  // goes as soon as its field is right (react-hook-form's reValidateMode 'onChange').
  const [checking, setChecking] = useState(false);
  const [phoneError, setPhoneError] = useState('');
  const [phoneTaken, setPhoneTaken] = useState(false);
  const [refusal, setRefusal] = useState('');
  const [sendOtp, sending] = useSendDriverSignupOtpMutation();
  const [register, registering] = useRegisterDriverMutation();
  const [uploadPhoto, uploading] = useUploadDriverPhotoMutation();
  const countdown = useCountdown(RESEND_COUNTDOWN_S);
  const busy = registering.isLoading || uploading.isLoading;

  const refused = (error: Parameters<typeof errorMessage>[0]) => {
    // One driver per phone: the API's 409 says so, and the way out is the login.
    setPhoneTaken(errorCode(error) === 'driverPhoneTaken');
    return errorMessage(error);
  };

  const sendCode = async () => {
    setPhoneError('');
    setPhoneTaken(false);
    const result = await sendOtp({ phone_number: phone });
    if (result.error) {
      setPhoneError(refused(result.error));
      return;
    }
    setCodeSentTo(phone);
    setOtp('');
    countdown.restart();
  };

  const sendPhoto = async (captured: CapturedPhoto) => {
    const result = await uploadPhoto(captured.blob);
    if (result.error) setRefusal(errorMessage(result.error));
    else navigate(DRIVER_ROUTES.requests, { replace: true });
  };

  const form = {
    name,
    phone_number: phone,
    otp,
    vehicle_type: vehicle,
    vehicle_model: model,
    registration,
  };
  const parsed = driverSignupSchema.safeParse(form);

  /** What is missing or wrong in the form as it is now, by field. */
  const formErrors = () => {
    const found: Partial<Record<Field | 'photo', string>> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] as Field;
      found[field] ??= i18n._(FIELD_HINTS[field]);
    }
    // No code asked for yet: the way to get one is the button.
    if (found.otp && codeSentTo === null)
      found.otp = t`Tap Text me a code, then enter the code you get`;
    if (!photo) found.photo = t`Take your photo: customers see it when you are on the way.`;
    return found;
  };
  const errors = checking ? formErrors() : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal('');
    // Registered already, and only the photo failed: send it again.
    if (signedIn && photo) return sendPhoto(photo);
    setChecking(true);
    if (!parsed.success || !photo) return;
    const result = await register(parsed.data);
    if (result.error) {
      setRefusal(refused(result.error));
      return;
    }
    await sendPhoto(photo);
  };

  return (
    <section className={styles.page} aria-labelledby="driver-signup-title">
      <h1 id="driver-signup-title">{t`Drive with Dakiya`}</h1>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <FormField label={t`Your name`} error={errors.name}>
          {(control) => (
            <input
              {...control}
              autoComplete="name"
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </FormField>

        <fieldset className={styles.group}>
          <legend>{t`Your phone`}</legend>
          <PhoneNumberField
            value={phone}
            onChange={(digits) => {
              setPhone(digits);
              setPhoneTaken(false);
            }}
          />
          {(phoneError || errors.phone_number) && (
            <p className="dk-error" role="alert">
              {phoneError || errors.phone_number}
            </p>
          )}
          {phoneTaken && (
            <p>
              <Link className={styles.inlineLink} to={DRIVER_ROUTES.login}>
                {t`Log in instead`}
              </Link>
            </p>
          )}
          <button
            type="button"
            className={`dk-button dk-button--ghost ${styles.wide}`}
            disabled={phone.length !== PHONE_DIGITS || sending.isLoading || countdown.left > 0}
            onClick={() => void sendCode()}
          >
            {codeSentTo === null
              ? t`Text me a code`
              : countdown.left > 0
                ? t`Send the code again (${countdownText(countdown.left)})`
                : t`Send the code again`}
          </button>
          {codeSentTo === null && errors.otp && (
            <p className="dk-error" role="alert">
              {errors.otp}
            </p>
          )}
          {codeSentTo !== null && (
            <>
              <p className={styles.hint}>{t`Code sent to ${PHONE_PREFIX} ${codeSentTo}`}</p>
              <OtpCodeField value={otp} onChange={setOtp} error={errors.otp} />
            </>
          )}
        </fieldset>

        <fieldset
          className={styles.group}
          aria-describedby={errors.vehicle_type ? 'vehicle-error' : undefined}
        >
          <legend>{t`Your vehicle`}</legend>
          <div className={styles.vehicles}>
            {LOGISTICS_VEHICLES.map((option) => (
              <label key={option.type} className={styles.vehicle}>
                <input
                  type="radio"
                  name="vehicle_type"
                  value={option.type}
                  checked={vehicle === option.type}
                  onChange={() => setVehicle(option.type)}
                />
                {i18n._(VEHICLE_NAMES[option.type])}
              </label>
            ))}
          </div>
          {errors.vehicle_type && (
            <p id="vehicle-error" className="dk-error" role="alert">
              {errors.vehicle_type}
            </p>
          )}
          <FormField label={t`Vehicle make and model`} error={errors.vehicle_model}>
            {(control) => (
              <input
                {...control}
                placeholder={t`e.g. Honda Activa`}
                value={model}
                onChange={(event) => setModel(event.target.value)}
              />
            )}
          </FormField>
          <FormField label={t`Registration number`} error={errors.registration}>
            {(control) => (
              <input
                {...control}
                placeholder={t`e.g. KA 01 AB 1234`}
                autoCapitalize="characters"
                value={registration}
                onChange={(event) => setRegistration(event.target.value)}
              />
            )}
          </FormField>
        </fieldset>

        <fieldset
          className={styles.group}
          aria-describedby={errors.photo ? 'photo-error' : undefined}
        >
          <legend>{t`Your photo`}</legend>
          {photo && (
            <img
              className={styles.preview}
              src={photo.dataUrl}
              alt={t`You, as captured`}
              width={120}
              height={120}
            />
          )}
          <button
            type="button"
            className={`dk-button dk-button--ghost ${styles.wide}`}
            onClick={() => setCameraOpen(true)}
          >
            {photo ? t`Retake your photo` : t`Take your photo`}
          </button>
          {errors.photo && (
            <p id="photo-error" className="dk-error" role="alert">
              {errors.photo}
            </p>
          )}
        </fieldset>

        {refusal && (
          <p className="dk-error" role="alert">
            {refusal}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={`dk-button ${styles.wide}`} disabled={busy}>
            {busy ? t`Registering…` : signedIn ? t`Send my photo again` : t`Register`}
          </button>
        </div>
      </form>
      <p className={styles.other}>
        {t`Already driving with Dakiya?`}{' '}
        <Link className={styles.inlineLink} to={DRIVER_ROUTES.login}>
          {t`Log in`}
        </Link>
      </p>
      <CameraModal open={cameraOpen} onClose={() => setCameraOpen(false)} onCapture={setPhoto} />
    </section>
  );
}

export function DriverSignupPage() {
  return (
    <SignedOutOnly>
      <DriverSignup />
    </SignedOutOnly>
  );
}
