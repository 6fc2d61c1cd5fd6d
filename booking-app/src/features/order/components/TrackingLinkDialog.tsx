import { useLingui } from '@lingui/react/macro';
import { useAlert } from '@dakiya/shared';
import { Modal } from '@dakiya/shared/forms';
import { trackingPath, type Order } from '@dakiya/domain';
import {
  useRenewTrackingLinkMutation,
  useTurnOffTrackingLinkMutation,
} from '../api/order-actions-api';
import { useSayRefusal } from '../hooks/use-say-refusal';
import styles from './OrderExtras.module.css';

/**
 * The recipient's tracking link: share it (the phone's share sheet, else copied), turn it off,
 * or make a new one (the old one stops working). It shows no phone number or address.
 */
export function TrackingLinkDialog({
  order,
  open,
  onClose,
}: {
  order: Order;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const alert = useAlert();
  const sayRefusal = useSayRefusal();
  const [renew, renewing] = useRenewTrackingLinkMutation();
  const [turnOff, turningOff] = useTurnOffTrackingLinkMutation();
  const link = order.tracking
    ? `${window.location.origin}${trackingPath(order.tracking.token)}`
    : null;
  const title = t`Follow your parcel`;

  const share = async () => {
    if (!link) return;
    if (navigator.share) {
      await navigator.share({ title, url: link }).catch(() => undefined);
      return;
    }
    await navigator.clipboard.writeText(link);
    alert(t`Tracking link copied`);
  };
  const act = async (action: () => Promise<{ error?: unknown }>) => {
    sayRefusal(await action());
  };

  return (
    <Modal title={t`Tracking link`} open={open} onClose={onClose}>
      <div className={styles.pay}>
        <p>{t`Anyone with the link sees where the parcel is and who brings it, until an hour after delivery. It shows no phone number or address.`}</p>
        {link ? (
          <>
            <p className={styles.link} data-testid="tracking-link">
              {link}
            </p>
            <button
              type="button"
              className={`dk-button ${styles.wide}`}
              onClick={() => void share()}
            >
              {t`Share link`}
            </button>
            <button
              type="button"
              className="dk-button dk-button--ghost"
              disabled={turningOff.isLoading}
              onClick={() => void act(() => turnOff(order.id))}
            >
              {t`Turn off link`}
            </button>
          </>
        ) : (
          <p role="status">{t`The tracking link is off.`}</p>
        )}
        <button
          type="button"
          className="dk-link"
          disabled={renewing.isLoading}
          onClick={() => void act(() => renew(order.id))}
        >
          {link ? t`Make a new link (this one stops working)` : t`Make a new link`}
        </button>
      </div>
    </Modal>
  );
}
