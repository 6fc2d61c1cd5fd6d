import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
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

  describe('at 360 px', () => {
    // The card's own styles applied (the test's class names are the module's own).
    let style: HTMLStyleElement | undefined;
    afterEach(() => style?.remove());
    const withStyles = () => {
      style = document.createElement('style');
      style.textContent = readFileSync(
        path.join(__dirname, 'DriverListOverlay.module.css'),
        'utf8',
      );
      document.head.append(style);
    };

    it('keeps the number plate and the rating whole; the line breaks between pieces', () => {
      withStyles();
      const card = showOffer({
        car: 'Honda Activa · KA 01 YU 1096',
        overall_experience_rating: 4.2,
      });
      const plate = within(card).getByTestId('offer-plate');
      const rating = within(card).getByTestId('offer-rating');
      expect(plate).toHaveTextContent(/^KA 01 YU 1096$/);
      expect(rating).toHaveTextContent(/^★ 4.2$/);
      expect(getComputedStyle(plate).whiteSpace).toBe('nowrap');
      expect(getComputedStyle(rating).whiteSpace).toBe('nowrap');
      // The paragraphs around the pieces may wrap.
      expect(getComputedStyle(plate.parentElement!).whiteSpace).not.toBe('nowrap');
      expect(card).toHaveTextContent('2 wheeler · Honda Activa · KA 01 YU 1096');
    });

    it('in Hindi, Accept keeps one line; the driver’s details shrink instead', () => {
      inLanguage('hi');
      withStyles();
      const card = showOffer({});
      const accept = within(card).getByRole('button', { name: 'स्वीकार करें' });
      expect(getComputedStyle(accept).whiteSpace).toBe('nowrap');
      const side = getComputedStyle(accept.parentElement!);
      expect(side.flexShrink).toBe('0');
      const details = getComputedStyle(card.firstElementChild!);
      expect(details.minWidth).toBe('0');
      expect(details.flexShrink).toBe('1');
    });
  });
});
