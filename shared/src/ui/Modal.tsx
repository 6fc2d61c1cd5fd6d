import { msg } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { FocusTrap } from 'focus-trap';
// Through the package's name: this file is in the separate entry `@dakiya/shared/forms`, and only
// `@dakiya/shared` itself holds the one i18n instance.
import { selectAlert, translateText, useAppSelector, useLingui } from '@dakiya/shared';
import styles from './Modal.module.css';

const CLOSE = msg`Close`;

interface ModalProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Visible close control text; some are a 'close' link (docs/product.md: the frame). */
  closeLabel?: string;
  /** Accessible name of the close control when its text is a symbol (×). */
  closeAriaLabel?: string;
  /** Extra class for the dialog, e.g. a full-screen variant. */
  className?: string;
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert,
 * Escape closes it, and closing returns focus to what opened it. The browser would still let Tab
 * leave for its own toolbar, so focus-trap keeps Tab cycling inside the dialog. focus-trap is
 * loaded when a dialog first opens: no first screen needs it, and showModal() already keeps
 * focus inside the dialog for the few milliseconds it takes.
 */
export function Modal({
  title,
  open,
  onClose,
  children,
  closeLabel,
  closeAriaLabel,
  className,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { i18n } = useLingui();
  const alert = useAppSelector(selectAlert);
  // The toast raised while the dialog is open is said inside it: the page under a modal dialog
  // is inert, so its toast would be neither seen (under the backdrop) nor announced.
  const [openedAfterAlert, setOpenedAfterAlert] = useState<number | null>(null);
  const alertSeq = useRef(0);
  useEffect(() => {
    if (alert) alertSeq.current = alert.seq;
  }, [alert]);
  const message = alert && openedAfterAlert !== null && alert.seq > openedAfterAlert ? alert : null;

  useEffect(() => {
    if (!open) return undefined;
    setOpenedAfterAlert(alertSeq.current);
    return () => setOpenedAfterAlert(null);
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return undefined;
    // What opened the dialog, taken before showModal() moves focus inside: focus goes back to it.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    let trap: FocusTrap | null = null;
    let closed = false;
    void import('focus-trap').then(({ createFocusTrap }) => {
      if (closed) return;
      trap = createFocusTrap(dialog, {
        escapeDeactivates: false,
        allowOutsideClick: true,
        returnFocusOnDeactivate: true,
        setReturnFocus: () => (opener?.isConnected ? opener : false),
        fallbackFocus: dialog,
      });
      trap.activate();
    });
    return () => {
      closed = true;
      trap?.deactivate();
      if (dialog.open) dialog.close();
      // Closed before focus-trap arrived: return focus here, as the trap would have.
      if (!trap && opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      tabIndex={-1}
      className={className ? `${styles.dialog} ${className}` : styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <div className={styles.header}>
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="dk-link" aria-label={closeAriaLabel} onClick={onClose}>
              {closeLabel ?? i18n._(CLOSE)}
            </button>
          </div>
          {message && (
            <p className={styles.message} role="alert" data-testid="dialog-message">
              {translateText(i18n, message.message)}
            </p>
          )}
          {children}
        </>
      )}
    </dialog>
  );
}
