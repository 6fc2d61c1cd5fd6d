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

  it('Prev does nothing on the first slide and goes back otherwise', async () => {
    renderScreen(<TutorialPage />, { path: '/tutorial' });
    await userEvent.click(screen.getByRole('button', { name: 'Prev' }));
    expect(title()).toHaveTextContent('Trusted Parcel Point');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Prev' }));
    expect(title()).toHaveTextContent('Trusted Parcel Point');
  });

  it('jumps with the pagination dots', async () => {
    renderScreen(<TutorialPage />, { path: '/tutorial' });
    await userEvent.click(screen.getByRole('button', { name: /Slide 3/ }));
    expect(title()).toHaveTextContent('Pickup and Drop system');
    expect(screen.getByRole('button', { name: /Slide 3/ })).toHaveAttribute('aria-current', 'step');
  });
});
