import { t } from '@lingui/core/macro';
import { formatIndiaTime, type TrackingView } from '@dakiya/domain';

/** Where the parcel is, as the recipient reads it (read during render). */
export function trackingHeading(view: TrackingView): string {
  const minutes = view.minutes_away ?? 0;
  switch (view.status) {
    case 'assigned':
      return t`The driver is on the way to the pickup`;
    case 'driver_arrived':
      return t`The driver is at the pickup`;
    case 'picked_up':
      return t`On the way to you · ${minutes} min`;
    case 'delivered': {
      const at = view.delivered_at ? formatIndiaTime(view.delivered_at) : '--:--';
      return t`Delivered at ${at}`;
    }
    default:
      return t`This delivery was cancelled`;
  }
}
