import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@dakiya/shared/src/test/render';
import { TutorialPage } from './TutorialPage';

const title = () => screen.getByRole('heading', { level: 1 });

describe('TutorialPage', () => {
  it('walks three slides with Next and goes to /login after the last', async () => {
    renderScreen(<TutorialPage />, { path: '/tutorial' });
    expect(title()).toHaveTextContent('Trusted Parcel Point');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(title()).toHaveTextContent('Find your best service');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(title()).toHaveTextContent('Pickup and Drop system');
    expect(screen.getByTestId('location')).toHaveTextContent('/tutorial');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('Prev is off on the first slide and goes back otherwise', async () => {
    renderScreen(<TutorialPage />, { path: '/tutorial' });
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Prev' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Prev' }));
    expect(title()).toHaveTextContent('Trusted Parcel Point');
  });

  it('Skip goes to /login from any slide', async () => {
    renderScreen(<TutorialPage />, { path: '/tutorial' });
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it("keeps every slide's words in the page, the others hidden, so the buttons do not move", () => {
    const { container } = renderScreen(<TutorialPage />, { path: '/tutorial' });
    const hidden = container.querySelectorAll('[aria-hidden="true"]');
    expect([...hidden].map((slide) => slide.firstChild?.textContent)).toEqual([
      'Find your best service',
      'Pickup and Drop system',
    ]);
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });

  it('jumps with the pagination dots', async () => {
    renderScreen(<TutorialPage />, { path: '/tutorial' });
    await userEvent.click(screen.getByRole('button', { name: /Slide 3/ }));
    expect(title()).toHaveTextContent('Pickup and Drop system');
    expect(screen.getByRole('button', { name: /Slide 3/ })).toHaveAttribute('aria-current', 'step');
  });
});
