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
 * A labelled control with its error below it. The error stays outside the <label>, so the
 * control's accessible name is the label alone; it is announced through aria-describedby and
 * role="alert".
 */
export function FormField({
  label,
  error,
  children,
}: {
  label: string;
  error?: string | undefined;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const { i18n } = useLingui();
  return (
    <div className="dk-field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <span id={errorId} className="dk-error" role="alert">
          {translateText(i18n, error)}
        </span>
      )}
    </div>
  );
}
