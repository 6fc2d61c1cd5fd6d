import { useLingui } from '@lingui/react/macro';
import { useGetProofPhotoQuery } from '@dakiya/shared/orders';
import type { Order } from '@dakiya/domain';
import styles from './OrderExtras.module.css';

/** How the delivery was proven: the recipient's code, or a photo at the drop and who took it. */
export function DeliveryProofFact({ order }: { order: Order }) {
  const { t } = useLingui();
  const { proof } = order;
  const { data: photo } = useGetProofPhotoQuery(order.id, { skip: !proof?.has_photo });
  if (!proof) return null;
  const receiver = proof.received_by ?? '';
  return (
    <div className={styles.proof}>
      <dt>{t`Proof of delivery`}</dt>
      <dd data-testid="delivery-proof">
        {proof.kind === 'code'
          ? t`The recipient's code`
          : t`Photo at the drop, received by ${receiver}`}
        {photo && <img className={styles.proofPhoto} src={photo} alt={t`The parcel at the drop`} />}
      </dd>
    </div>
  );
}
