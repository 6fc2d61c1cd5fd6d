import { useLayoutEffect, type RefObject } from 'react';

/** Room kept between the form's last row and the footer's shadow, in px. */
const GAP_PX = 8;

/**
 * On a phone the sticky footer (estimate, Find a Driver) covers the foot of the sheet: the
 * document counter went under it at 360×740. Whenever the footer's content changes (`footer`
 * names it; null while it has no estimate), the sheet scrolls just far enough that the form is
 * clear of the footer. A form taller than the room above the footer stays where the customer
 * scrolled it (moving the parcel form would hide the field they are typing in), unless something
 * is chosen in it: the chosen vehicle is brought clear of the footer, so the customer sees what
 * the estimate is for.
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
    const roomAbove = room - sheet.current.getBoundingClientRect().top;
    const whole = form.current.getBoundingClientRect();
    // A form too tall for the room shows at least what was chosen in it (the vehicle).
    const chosen = form.current.querySelector('[aria-checked="true"]');
    const box =
      whole.height + GAP_PX > roomAbove && chosen ? chosen.getBoundingClientRect() : whole;
    const covered = box.bottom + GAP_PX - room;
    const fits = box.height + GAP_PX <= roomAbove;
    if (covered > 0 && fits) sheet.current.scrollBy({ top: covered });
  }, [footer, sheet, form, footerRef]);
}
