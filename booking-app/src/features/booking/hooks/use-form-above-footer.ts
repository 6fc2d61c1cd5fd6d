import { useLayoutEffect, type RefObject } from 'react';

/** Room kept between the form's last row and the footer's shadow, in px. */
const GAP_PX = 8;

/**
 * On a phone the sticky footer (estimate, Find a Driver) covers the foot of the sheet: the
 * document counter went under it at 360×740. Whenever the footer's content changes (`footer`
 * names it; null while it has no estimate), the sheet scrolls just far enough that the form is
 * clear of the footer. A form taller than the room above the footer (the parcel form) stays
 * where the customer scrolled it: moving it would hide the field they are typing in.
 */
export function useFormAboveFooter(
  refs: {
    sheet: RefObject<HTMLElement | null>;
    form: RefObject<HTMLElement | null>;
    footer: RefObject<HTMLElement | null>;
  },
  footer: string | null,
) {
  const { sheet, form, footer: footerRef } = refs;
  useLayoutEffect(() => {
    if (footer === null || !sheet.current || !form.current || !footerRef.current) return;
    const room = footerRef.current.getBoundingClientRect().top;
    const box = form.current.getBoundingClientRect();
    const covered = box.bottom + GAP_PX - room;
    const fits = box.height + GAP_PX <= room - sheet.current.getBoundingClientRect().top;
    if (covered > 0 && fits) sheet.current.scrollBy({ top: covered });
  }, [footer, sheet, form, footerRef]);
}
