import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { StoreProvider, createAppStore } from '@dakiya/shared';
import { WithI18n } from '@dakiya/shared/src/test/i18n';
import { MapsProviderScope, useMaps } from './maps-context';

function ProviderKind() {
  return <p>{useMaps().kind}</p>;
}

describe('MapsProviderScope', () => {
  it('without a Google key renders its screen at once, with the embedded provider', () => {
    render(
      <StoreProvider store={createAppStore()}>
        <MapsProviderScope>
          <ProviderKind />
        </MapsProviderScope>
      </StoreProvider>,
      { wrapper: WithI18n },
    );
    // Synchronously: the screen does not wait for a provider chunk (nor for Leaflet).
    expect(screen.getByText('embedded')).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading the map' })).toBeNull();
  });
});
