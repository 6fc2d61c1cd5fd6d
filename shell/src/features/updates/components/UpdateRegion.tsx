import { Suspense, lazy } from 'react';
import { useUpdateOffer } from '../update-offer';

// Rarely shown: its code loads when there is an update to offer, not with every first screen.
const UpdateToast = lazy(() =>
  import('./UpdateToast').then((module) => ({ default: module.UpdateToast })),
);

/**
 * Where an update of the shell is offered (under the header, like the alert toast): a live region
 * always in the page, so screen readers announce the offer when it comes.
 */
export function UpdateRegion() {
  const apply = useUpdateOffer();
  return (
    <div role="status" aria-live="polite" style={{ display: 'grid' }}>
      {apply && (
        <Suspense fallback={null}>
          <UpdateToast apply={apply} />
        </Suspense>
      )}
    </div>
  );
}
