import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { aDriverOffer } from '@dakiya/test-kit/msw';
import { inLanguage, WithI18n } from '@dakiya/shared/src/test/i18n';
import { DriverOfferCard } from './DriverOfferCard';

function showOffer(change: Parameters<typeof aDriverOffer>[0]) {
  render(<DriverOfferCard offer={aDriverOffer(change)} onAccept={() => undefined} busy={false} />, {
    wrapper: WithI18n,
  });
  return screen.getByRole('listitem');
}

describe('DriverOfferCard', () => {
  it('shows a rated driver’s stars, and km with one decimal', () => {
    expect(showOffer({ distance_away: 0.34, timeMins: 1 })).toHaveTextContent(
      '1 min · 0.3 km away · ★ 4.7',
    );
  });

  it('calls a driver nobody has rated yet New, with no made-up stars', () => {
    const card = showOffer({ overall_experience_rating: null });
    expect(card).toHaveTextContent('6 min · 1.8 km away · New');
    expect(card).not.toHaveTextContent('★');
  });

  it('never says 0 km beside the minutes', () => {
    expect(showOffer({ distance_away: 0, timeMins: 1 })).toHaveTextContent('1 min · 0.1 km away');
  });

  it('in Hindi', () => {
    inLanguage('hi');
    expect(showOffer({ overall_experience_rating: null })).toHaveTextContent('1.8 किमी दूर · नया');
  });
});
