import { useLingui } from '@lingui/react/macro';
import { Link } from '@dakiya/shared';
import { ROUTES } from '@dakiya/domain';

export function NotFound() {
  const { t } = useLingui();
  return (
    <section style={{ padding: '2rem', textAlign: 'center' }}>
      <h1>{t`Page not found`}</h1>
      <p>{t`There is no Dakiya screen at this address.`}</p>
      <Link to={ROUTES.sendCourier}>{t`Go to booking`}</Link>
    </section>
  );
}
