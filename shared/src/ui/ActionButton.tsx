import type { ButtonHTMLAttributes } from 'react';

/** An action button calls its handler, or does nothing if it has none (docs/product.md). */
export function ActionButton({
  onClick,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} onClick={onClick ?? (() => undefined)} {...props} />;
}
