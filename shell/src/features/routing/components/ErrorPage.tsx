import { useLingui } from '@lingui/react/macro';
import { ROUTES } from '@dakiya/domain';

/** The default error page (docs/product.md): titled Unexpected Application Error. */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useLingui();
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <main style={{ padding: '2rem' }}>
      <h1>{t`Unexpected Application Error`}</h1>
      <p>{detail}</p>
      <button
        type="button"
        className="dk-button"
        onClick={() => window.location.assign(ROUTES.root)}
      >
        {t`Start again`}
      </button>
    </main>
  );
}
