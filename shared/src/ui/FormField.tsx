import { useId, type ReactNode } from 'react';
// Through the package's name: this file is in the separate entry `@dakiya/shared/forms`, and only
// `@dakiya/shared` itself holds the one i18n instance.
import { translateText, useLingui } from '@dakiya/shared';

export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled control with an optional hint and its error below it. Both stay outside the
 * <label>, so the control's accessible name is the label alone; they are its description
 * (aria-describedby), the error announced through role="alert" as well.
 */
export function FormField({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  /** What the field expects, shown before any error is (an error alone may not say it). */
  hint?: string | undefined;
  error?: string | undefined;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { i18n } = useLingui();
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className="dk-field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <span id={hintId} className="dk-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="dk-error" role="alert">
          {translateText(i18n, error)}
        </span>
      )}
    </div>
  );
}
