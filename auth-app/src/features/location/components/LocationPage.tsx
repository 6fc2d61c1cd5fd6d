import { useLingui } from '@lingui/react/macro';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@dakiya/shared';
import { FormField } from '@dakiya/shared/forms';
import { CITIES, ROUTES } from '@dakiya/domain';
import { locationFormSchema, type LocationForm } from '@dakiya/shared/validation';
import banner from '../assets/location-banner.svg';
import styles from './LocationPage.module.css';

export function LocationPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { register, handleSubmit, control, setValue, formState } = useForm<LocationForm>({
    resolver: zodResolver(locationFormSchema),
    defaultValues: { city: '', region: '' },
  });
  const cityValue = useWatch({ control, name: 'city' });
  const city = CITIES.find((c) => c.value === cityValue);
  const cityField = register('city');

  const submit = handleSubmit((values) => {
    // docs/product.md: submit only logs the values, then goes to /courier/select.
    console.info('location chosen', values);
    navigate(ROUTES.courierSelect);
  });

  return (
    <section className={styles.page} aria-labelledby="location-title">
      <img className={styles.banner} src={banner} alt="" width={480} height={160} />
      <h1 id="location-title">{t`Where are you?`}</h1>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormField label={t`City`} error={formState.errors.city?.message}>
          {(control) => (
            <select
              {...control}
              {...cityField}
              onChange={(event) => {
                void cityField.onChange(event);
                setValue('region', '');
              }}
            >
              <option value="">{t`Select your City`}</option>
              {CITIES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t`Area`} error={formState.errors.region?.message}>
          {(control) => (
            <select {...control} {...register('region')}>
              <option value="">{t`Select your Area`}</option>
              {city?.regions.map((region) => (
                <option key={region} value={region}>
                  {region}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <button type="submit" className="dk-button">
          {t`Sign In`}
        </button>
      </form>
    </section>
  );
}
