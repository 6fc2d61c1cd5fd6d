import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useIsMobile, LanguageSwitch } from '@dakiya/shared';
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
      <LanguageSwitch className={styles.language} />
      <img className={styles.image} src={slide.image} alt="" width={320} height={220} />
      <h1 id="slide-title" aria-live="polite">
        {i18n._(slide.title)}
      </h1>
      <p>{i18n._(mobile ? slide.mobileText : slide.para)}</p>
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
          onClick={() => setIndex((i) => (i > 0 ? i - 1 : i))}
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
