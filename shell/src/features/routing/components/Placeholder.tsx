import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@dakiya/shared';
/** docs/product.md lists /setup and /review without showing their content. */
export function Placeholder({ title }: { title: MessageDescriptor }) {
  const { i18n, t } = useLingui();
  return (
    <section style={{ padding: '2rem' }} aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">{i18n._(title)}</h1>
      <p>{t`This screen is coming soon.`}</p>
    </section>
  );
}
