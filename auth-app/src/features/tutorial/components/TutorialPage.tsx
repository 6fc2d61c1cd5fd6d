import { useState } from 'react';
import { useNavigate, useIsMobile } from '@dakiya/shared';
import { ROUTES } from '@dakiya/domain';
import { SLIDES } from '../slides';
import styles from './TutorialPage.module.css';

export function TutorialPage() {
  const [index, setIndex] = useState(0);
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const slide = SLIDES[index]!;
  const last = SLIDES.length - 1;

  return (
    <section className={styles.page} aria-roledescription="carousel" aria-labelledby="slide-title">
      <img className={styles.image} src={slide.image} alt="" width={320} height={220} />
      <h1 id="slide-title" aria-live="polite">
        {slide.title}
      </h1>
      <p>{mobile ? slide.mobileText : slide.para}</p>
      <div className={styles.dots}>
        {SLIDES.map((s, i) => (
          <button
            key={s.id}
            type="button"
            className={i === index ? styles.dotActive : styles.dot}
            aria-label={`Slide ${s.id}: ${s.title}`}
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
          Prev
        </button>
        <button
          type="button"
          className="dk-button"
          onClick={() => (index < last ? setIndex(index + 1) : navigate(ROUTES.login))}
        >
          Next
        </button>
      </div>
    </section>
  );
}
