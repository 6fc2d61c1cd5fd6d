import { readFileSync } from 'node:fs';
import path from 'node:path';

const THEME = readFileSync(path.join(__dirname, '../../../../../shared/src/theme.css'), 'utf8');
const CARD = readFileSync(
  path.join(__dirname, '../components/OrderHistoryPage.module.css'),
  'utf8',
);

/** The theme and the card's own styles applied to the test's document (class names are the keys). */
export function withCardStyles(): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = `${THEME}\n${CARD}`;
  document.head.append(style);
  return style;
}

/** A theme colour's hex value, as theme.css sets it on :root. */
export function themeColour(name: string): string {
  const value = new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(THEME)?.[1];
  if (!value) throw new Error(`theme.css sets no ${name}`);
  return value.toLowerCase();
}

/** An element's colour with the theme's variable resolved (jsdom leaves var() as written). */
export function resolvedColour(element: Element, property: 'color'): string {
  const value = getComputedStyle(element).getPropertyValue(property).trim();
  const variable = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  return variable ? themeColour(variable) : value;
}

/** WCAG's contrast ratio of two '#rrggbb' colours. */
export function contrastRatio(one: string, other: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}
