import styles from './Logo.module.css';

/** The Dakiya mark and word: a parcel with a motion line, drawn inline so it needs no request. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <span className={styles.logo}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect x="7" y="8" width="20" height="17" rx="3" fill="#f26522" />
        <path d="M7 14h20M17 8v6" stroke="#fff" strokeWidth="2" />
        <path d="M1 12h4M2 17h3M1 22h4" stroke="#1d2a3a" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className={styles.word}>Dakiya</span>
    </span>
  );
}
