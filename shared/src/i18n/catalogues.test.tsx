import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import type { Messages } from '@lingui/core';
import { WithI18n } from '../test/i18n';
import { loadCatalogue, useCatalogue, type CatalogueLoader } from './catalogues';

/** A remote's catalogue that arrives when the test says so. */
function slowCatalogue() {
  let arrive: (catalogue: { messages: Messages }) => void = () => undefined;
  const loader: CatalogueLoader = () =>
    new Promise((resolve) => {
      arrive = resolve;
    });
  return { loader, arrive: () => arrive({ messages: {} }) };
}

function Screen({ loader }: { loader: CatalogueLoader }) {
  useCatalogue(loader);
  return <h1>The remote&apos;s screen</h1>;
}

const rendered = (loader: CatalogueLoader) =>
  render(
    <WithI18n>
      <Suspense fallback={<p>Loading</p>}>
        <Screen loader={loader} />
      </Suspense>
    </WithI18n>,
  );

afterEach(() => {
  jest.restoreAllMocks();
});

describe('useCatalogue', () => {
  it('waits for the catalogue, then renders, without a React warning about use()', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { loader, arrive } = slowCatalogue();
    await act(async () => {
      rendered(loader);
    });
    expect(screen.getByText('Loading')).toBeVisible();
    await act(async () => {
      arrive();
      await loadCatalogue(loader, 'en');
    });
    expect(screen.getByRole('heading')).toBeVisible();
    expect(logged.mock.calls.map((call) => String(call[0]))).toEqual([]);
  });

  it('renders at once, without suspending, once the catalogue is in', async () => {
    const { loader, arrive } = slowCatalogue();
    const pending = loadCatalogue(loader, 'en');
    arrive();
    await pending;
    rendered(loader);
    expect(screen.getByRole('heading')).toBeVisible();
    expect(screen.queryByText('Loading')).toBeNull();
  });
});
