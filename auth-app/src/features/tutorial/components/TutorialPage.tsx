import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useIsMobile } from '@dakiya/shared';
import { ROUTES } from '@dakiya/domain';
import { SLIDES } from '../slides';
import styles from './TutorialPage.module.css';

export function TutorialPage() {
  const [index, setIndex] = useState(0);
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const { i18n, t } = useLingui();
  const slide = SLIDES[index]!;
  const last = SLIDES.length - 1;

  return (
    <section className={styles.page} aria-roledescription="carousel" aria-labelledby="slide-title">
      <div className={styles.top}>
        <button type="button" className="dk-link" onClick={() => navigate(ROUTES.login)}>
          {t`Skip`}
        </button>
      </div>
      <img className={styles.image} src={slide.image} alt="" width={320} height={220} />
      {/* Every slide's words in one cell, the others hidden: the cell is as tall as the longest
          slide, so the buttons below stay put as the titles wrap. */}
      <div className={styles.texts}>
        {SLIDES.map((each, i) =>
          i === index ? (
            <div key={each.id} className={styles.text}>
              <h1 id="slide-title" aria-live="polite">
                {i18n._(each.title)}
              </h1>
              <p>{i18n._(mobile ? each.mobileText : each.para)}</p>
            </div>
          ) : (
            <div key={each.id} className={styles.text} aria-hidden="true">
              <p className={styles.title}>{i18n._(each.title)}</p>
              <p>{i18n._(mobile ? each.mobileText : each.para)}</p>
            </div>
          ),
        )}
      </div>
      <div className={styles.dots}>
        {SLIDES.map((s, i) => (
          <button
            key={s.id}
            type="button"
            className={i === index ? styles.dotActive : styles.dot}
            aria-label={t`Slide ${s.id}: ${i18n._(s.title)}`}
            aria-current={i === index ? 'step' : undefined}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className="dk-button dk-button--ghost"
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        >
          {t`Prev`}
        </button>
        <button
          type="button"
          className="dk-button"
          onClick={() => (index < last ? setIndex(index + 1) : navigate(ROUTES.login))}
        >
          {t`Next`}
        </button>
      </div>
    </section>
  );
}
