import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { RATING_STARS, RATING_TAGS, type Order, type RatingTag } from '@dakiya/domain';
import { useRateDriverMutation } from '../api/order-actions-api';
import { useSayRefusal } from '../hooks/use-say-refusal';
import { RATING_TAG_NAMES } from '../rating-tag-names';
import styles from './OrderExtras.module.css';

const STARS = Array.from(
  { length: RATING_STARS.max - RATING_STARS.min + 1 },
  (_, i) => RATING_STARS.min + i,
);

/** After delivery: 1–5 stars (radio buttons, so keys and screen readers work) and tags, once. */
export function RateDriver({ order }: { order: Order }) {
  const { t, i18n } = useLingui();
  const sayRefusal = useSayRefusal();
  const [stars, setStars] = useState<number | null>(null);
  const [tags, setTags] = useState<RatingTag[]>([]);
  const [rate, rating] = useRateDriverMutation();

  if (order.rating) {
    const given = order.rating.stars;
    return (
      <p className={styles.rated} data-testid="given-rating">
        {t`You rated ${order.driver_name}: ${given} of 5`}
      </p>
    );
  }
  const toggle = (tag: RatingTag) =>
    setTags((now) => (now.includes(tag) ? now.filter((one) => one !== tag) : [...now, tag]));
  return (
    <form
      className={styles.rate}
      onSubmit={(event) => {
        event.preventDefault();
        if (stars === null) return;
        void rate({ id: order.id, stars, tags }).then(sayRefusal);
      }}
    >
      <fieldset className={styles.stars}>
        <legend>{t`Rate ${order.driver_name}`}</legend>
        {STARS.map((value) => (
          <label
            key={value}
            className={stars !== null && value <= stars ? styles.starOn : styles.star}
          >
            <input
              type="radio"
              name="stars"
              className="dk-visually-hidden"
              checked={stars === value}
              onChange={() => setStars(value)}
            />
            <span aria-hidden="true">★</span>
            <span className="dk-visually-hidden">{t`${value} of 5`}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.tags}>
        <legend className="dk-visually-hidden">{t`What stood out?`}</legend>
        {RATING_TAGS.map((tag) => (
          <label key={tag} className={tags.includes(tag) ? styles.tagOn : styles.tag}>
            <input
              type="checkbox"
              className="dk-visually-hidden"
              checked={tags.includes(tag)}
              onChange={() => toggle(tag)}
            />
            {i18n._(RATING_TAG_NAMES[tag])}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="dk-button" disabled={stars === null || rating.isLoading}>
        {t`Send rating`}
      </button>
    </form>
  );
}
