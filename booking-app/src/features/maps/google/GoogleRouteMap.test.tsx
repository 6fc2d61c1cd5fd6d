import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { inLanguage, WithI18n } from '@dakiya/shared/src/test/i18n';

// The edge no machine here reaches: Google's script loader. A refused key makes Google's script
// call window.gm_authFailure; the fake does exactly that when asked to load.
const mockLoad = jest.fn(async () => {
  (window as unknown as { gm_authFailure: () => void }).gm_authFailure();
  return {};
});
jest.doMock('@googlemaps/js-api-loader', () => ({
  Loader: jest.fn(() => ({ load: mockLoad })),
}));

describe('Google maps provider', () => {
  it('loads nothing from Google until the map is shown, then says AuthFailure on a refused key', async () => {
    // Imported here, after the fake loader is registered.
    const { createGoogleProvider } = await import('./google-provider');
    const provider = createGoogleProvider('refused-key');
    expect(mockLoad).not.toHaveBeenCalled();

    render(<provider.RouteMap pickup={null} drop={null} />, { wrapper: WithI18n });
    expect(await screen.findByText('Error: AuthFailure')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The Google Maps key was refused, so the map cannot be shown.',
    );
    expect(mockLoad).toHaveBeenCalledTimes(1);
  });

  it('explains a refused key in Hindi to a Hindi customer', async () => {
    inLanguage('hi');
    const { createGoogleProvider } = await import('./google-provider');
    const { RouteMap } = createGoogleProvider('refused-key');
    render(<RouteMap pickup={null} drop={null} />, { wrapper: WithI18n });
    expect(await screen.findByText('Error: AuthFailure')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Google Maps की कुंजी अस्वीकार हो गई');
  });
});
