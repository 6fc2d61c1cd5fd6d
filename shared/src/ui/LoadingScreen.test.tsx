import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { inLanguage, WithI18n } from '../test/i18n';
import { LoadingScreen } from './LoadingScreen';

describe('LoadingScreen', () => {
  it('announces that Dakiya is loading, in English', () => {
    render(<LoadingScreen />, { wrapper: WithI18n });
    expect(screen.getByRole('status', { name: 'Loading Dakiya' })).toBeInTheDocument();
  });

  it('announces it in Hindi for a Hindi customer', () => {
    inLanguage('hi');
    render(<LoadingScreen />, { wrapper: WithI18n });
    expect(screen.getByRole('status', { name: 'डाकिया लोड हो रहा है' })).toBeInTheDocument();
  });

  it('says what is loading when the screen names it', () => {
    render(<LoadingScreen label="Loading the map" />, { wrapper: WithI18n });
    expect(screen.getByRole('status', { name: 'Loading the map' })).toBeInTheDocument();
  });
});
