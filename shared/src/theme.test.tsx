import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';

/** The theme as every app loads it, applied to the test's document. */
function withTheme() {
  const style = document.createElement('style');
  style.textContent = readFileSync(path.join(__dirname, 'theme.css'), 'utf8');
  document.head.append(style);
  return style;
}

describe('theme.css', () => {
  let theme: HTMLStyleElement | undefined;
  afterEach(() => theme?.remove());

  it("styles every radio once: the brand's colour, not the browser's blue, and a 24 px target", () => {
    theme = withTheme();
    render(
      <label>
        <input type="radio" name="reason" /> Booked by mistake
      </label>,
    );
    const radio = getComputedStyle(screen.getByRole('radio', { name: 'Booked by mistake' }));
    expect(radio.getPropertyValue('accent-color')).toBe('var(--dk-brand)');
    expect(radio.width).toBe('24px');
    expect(radio.height).toBe('24px');
  });
});
