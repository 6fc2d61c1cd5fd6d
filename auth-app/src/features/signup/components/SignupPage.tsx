import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Link,
  useLocation,
  useNavigate,
  errorMessage,
  useAlert,
  type MessageDescriptor,
} from '@dakiya/shared';
import { FormField } from '@dakiya/shared/forms';
import {
  ALERT_TIMEOUT_MS,
  AREAS,
  BRAND,
  areaName,
  PHONE_DIGITS,
  SIGNUP_ERROR_DISPLAY_MS,
  splitFullName,
  ROUTES,
} from '@dakiya/domain';
import { signupFormSchema, type SignupForm } from '@dakiya/shared/validation';
import { useRegisterMutation } from '../../login/api/auth-api';
import { CameraModal, type CapturedPhoto } from '@dakiya/shared/camera';
import styles from './SignupPage.module.css';

/** The register error map (the answer's data.data), listed one 'field: messages' a line. */
function fieldErrorList(error: unknown): string | null {
  const data = (error as { data?: { data?: Record<string, string[]> } } | undefined)?.data?.data;
  if (!data || typeof data !== 'object') return null;
  return Object.entries(data)
    .map(
      ([field, messages]) =>
        `${field}: ${Array.isArray(messages) ? messages.join(' ') : String(messages)}`,
    )
    .join('\n');
}

const FIELDS: Array<{
  name: Exclude<keyof SignupForm, 'area'>;
  label: MessageDescriptor;
  /** What the field expects, where its error message does not say it. */
  hint?: MessageDescriptor;
  type: string;
  autoComplete: string;
  inputMode?: 'numeric';
}> = [
  {
    name: 'fullName',
    label: msg`Full Name`,
    // MESSAGES.fullName ('Please enter full name') is the product's text: the hint says what
    // "full" means, as splitFullName wants it.
    hint: msg`First and last name`,
    type: 'text',
    autoComplete: 'name',
  },
  {
    name: 'phoneNumber',
    label: msg`Phone Number`,
    type: 'tel',
    autoComplete: 'tel-national',
    inputMode: 'numeric',
  },
  { name: 'email', label: msg`Email`, type: 'email', autoComplete: 'email' },
  { name: 'password', label: msg`Password`, type: 'password', autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    label: msg`Confirm Password`,
    type: 'password',
    autoComplete: 'new-password',
  },
];

export function SignupPage() {
  const { i18n, t } = useLingui();
  const { state } = useLocation() as { state: { phoneNumber?: string } | null };
  const navigate = useNavigate();
  const alert = useAlert();
  const [photo, setPhoto] = useState<CapturedPhoto | null>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  const [registerAccount, { isLoading }] = useRegisterMutation();
  const { register, handleSubmit, formState } = useForm<SignupForm>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: {
      fullName: '',
      phoneNumber: state?.phoneNumber ?? '',
      area: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (form) => {
    const name = splitFullName(form.fullName)!;
    const body = new FormData();
    body.append('first_name', name.first_name);
    body.append('last_name', name.last_name);
    body.append('phone_number', form.phoneNumber);
    body.append('email', form.email.trim());
    body.append('password', form.password);
    body.append('user_type', 'consumer');
    body.append('area', form.area);
    if (photo) body.append('photo', photo.blob, 'photo.jpg');
    const result = await registerAccount(body);
    if (result.error) {
      alert(fieldErrorList(result.error) ?? errorMessage(result.error), SIGNUP_ERROR_DISPLAY_MS);
      return;
    }
    // For the screen it sends the customer to: it goes when they leave /login (signed in).
    alert(t`welcome to ${BRAND}, Please login`, ALERT_TIMEOUT_MS, ROUTES.login);
    navigate(ROUTES.login, { state: { phoneNumber: form.phoneNumber } });
  });

  const renderFields = (fields: typeof FIELDS) =>
    fields.map((field) => (
      <FormField
        key={field.name}
        label={i18n._(field.label)}
        hint={field.hint && i18n._(field.hint)}
        error={errors[field.name]?.message}
      >
        {(control) => (
          <input
            type={field.type}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            maxLength={field.name === 'phoneNumber' ? PHONE_DIGITS : undefined}
            {...control}
            {...register(field.name)}
          />
        )}
      </FormField>
    ));

  return (
    <section className={styles.page} aria-labelledby="signup-title">
      <h1 id="signup-title">{t`Sign Up`}</h1>
      <button
        type="button"
        className={styles.photo}
        aria-label={photo ? t`Retake your photo` : t`Take your photo`}
        onClick={() => setCameraOpen(true)}
      >
        {photo ? (
          <img src={photo.dataUrl} alt={t`You, as captured`} width={96} height={96} />
        ) : (
          <svg
            width="36"
            height="36"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            aria-hidden="true"
          >
            <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
            <circle cx="12" cy="13" r="3.5" />
          </svg>
        )}
      </button>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {/* docs/product.md's order: Full Name, Phone Number, Select Area, then the rest. */}
        {renderFields(FIELDS.slice(0, 2))}
        <FormField label={t`Select Area`} error={errors.area?.message}>
          {(control) => (
            <select {...control} {...register('area')}>
              <option value="">{t`Select Area`}</option>
              {AREAS.map((area) => (
                <option key={area} value={area}>
                  {areaName(area, i18n.locale)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {renderFields(FIELDS.slice(2))}
        <button type="submit" className="dk-button" disabled={isLoading}>
          {isLoading ? t`Creating account…` : t`Sign Up`}
        </button>
      </form>
      <p>
        {t`Already have an account?`} <Link to={ROUTES.login}>{t`Sign In`}</Link>
      </p>
      <CameraModal open={cameraOpen} onClose={() => setCameraOpen(false)} onCapture={setPhoto} />
    </section>
  );
}
