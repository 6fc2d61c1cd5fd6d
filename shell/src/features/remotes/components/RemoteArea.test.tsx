import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { WithI18n } from '@dakiya/shared/src/test/i18n';

// The federation runtime is the edge here: it hands over a remote's App, or fails to.
const loadRemote = jest.fn<(id: string) => Promise<unknown>>();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: () => undefined,
}));

// Required after the mock is in place (imports would be hoisted above it).
/* eslint-disable @typescript-eslint/no-require-imports */
const { findRemotes, resetRemote } =
  require('../remote-registry') as typeof import('../remote-registry');
const { RemoteArea } = require('./RemoteArea') as typeof import('./RemoteArea');
/* eslint-enable @typescript-eslint/no-require-imports */

const BOOKING_MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './App', assets: { js: { sync: ['1.js'] }, css: { sync: [] } } }],
};

function Crashing(): never {
  throw new Error('a bug in the screen');
}

async function renderArea() {
  jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (url) =>
      String(url).endsWith('/remotes.json')
        ? Response.json({ booking_app: 'http://x/mf-manifest.json' })
        : Response.json(BOOKING_MANIFEST),
    );
  await findRemotes();
  await act(async () => {
    render(
      <Suspense fallback="loading">
        <RemoteArea remote="booking_app" />
      </Suspense>,
      { wrapper: WithI18n },
    );
  });
}

describe('RemoteArea', () => {
  let silence: ReturnType<typeof jest.spyOn>;
  beforeEach(() => {
    silence = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    await resetRemote('booking_app');
    silence.mockRestore();
    jest.restoreAllMocks();
  });

  it('shows the Unexpected Application Error page when a loaded screen crashes', async () => {
    loadRemote.mockResolvedValue({ default: Crashing });
    await renderArea();
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error' }),
    ).toBeVisible();
    expect(screen.getByText('a bug in the screen')).toBeVisible();
    expect(screen.queryByText(/is not available right now/)).toBeNull();
  });

  it('keeps the not-available panel with Retry for a remote that fails to load', async () => {
    loadRemote.mockRejectedValue(new Error('network down'));
    await renderArea();
    expect(
      await screen.findByRole('heading', { name: 'Booking is not available right now' }),
    ).toBeVisible();
    expect(screen.queryByText('Unexpected Application Error')).toBeNull();
  });
});
