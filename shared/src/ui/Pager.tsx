interface PagerProps {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  /** The nav's accessible name, e.g. 'Order history pages'. */
  label: string;
  /** The texts come from the app (its catalogue holds them): e.g. 'Newer', 'Older', 'Page 2 of 5'. */
  previousLabel: string;
  nextLabel: string;
  position: string;
  /** The app's layout for the row. */
  className?: string;
}

/** Previous and next page of a paged list, with where the reader is; nothing for a single page. */
export function Pager({
  page,
  pages,
  onPageChange,
  label,
  previousLabel,
  nextLabel,
  position,
  className,
}: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className={className} aria-label={label}>
      <button
        type="button"
        className="dk-button dk-button--ghost"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {previousLabel}
      </button>
      <span>{position}</span>
      <button
        type="button"
        className="dk-button dk-button--ghost"
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        {nextLabel}
      </button>
    </nav>
  );
}
