import { Link } from '@dakiya/shared';
import { ROUTES } from '@dakiya/domain';

export function NotFound() {
  return (
    <section style={{ padding: '2rem', textAlign: 'center' }}>
      <h1>Page not found</h1>
      <p>There is no Dakiya screen at this address.</p>
      <Link to={ROUTES.sendCourier}>Go to booking</Link>
    </section>
  );
}
