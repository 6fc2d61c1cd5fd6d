import type { ButtonHTMLAttributes } from 'react';

/** SPEC.md: a generic action button calls its handler, or does nothing if it has none. */
export function ActionButton({
  onClick,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} onClick={onClick ?? (() => undefined)} {...props} />;
}
