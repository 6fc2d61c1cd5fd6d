import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { MapContainer, Pane } from 'react-leaflet';
import { inLanguage, WithI18n } from '@dakiya/shared/src/test/i18n';
import { StateAndTownLabels } from './StateAndTownLabels';

/** The map's state and town names at a region's zoom (where states are named) over Mumbai. */
function labelsShown(): string[] {
  const { container } = render(
    <WithI18n>
      <MapContainer center={[19.07, 72.88]} zoom={6}>
        <Pane name="labels">
          <StateAndTownLabels zoom={6} />
        </Pane>
      </MapContainer>
    </WithI18n>,
  );
  return [...container.querySelectorAll('.leaflet-marker-icon')].map((icon) => icon.textContent!);
}

describe('StateAndTownLabels', () => {
  it('names states and towns in English', () => {
    const shown = labelsShown();
    expect(shown).toEqual(expect.arrayContaining(['Mumbai', 'Karnataka', 'Maharashtra']));
    expect(shown.join()).not.toMatch(/\p{Script=Devanagari}/u);
  });

  it('names them in Hindi when the app is in Hindi, in English where the data has no Hindi name', () => {
    inLanguage('hi');
    const shown = labelsShown();
    expect(shown).toEqual(expect.arrayContaining(['मुंबई', 'कर्नाटक', 'महाराष्ट्र', 'Thāne']));
    expect(shown).not.toContain('Mumbai');
    expect(shown).not.toContain('Karnataka');
  });
});
