import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startAt } from '../test/router';
import { BrowserRouter, useLocation } from './router';
import { Link } from './Link';

function CurrentPlace() {
  const location = useLocation();
  return (
    <output aria-label="place">{`${location.pathname} ${JSON.stringify(location.state)}`}</output>
  );
}

function renderAt(link: React.ReactNode) {
  startAt('/login');
  render(
    <BrowserRouter>
      {link}
      <CurrentPlace />
    </BrowserRouter>,
  );
}

describe('Link', () => {
  it('is a real link to the route and navigates in the app, with its state', async () => {
    renderAt(
      <Link to="/signup" state={{ from: 'login' }} className="inline">
        Sign up
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Sign up' });
    expect(link.getAttribute('href')).toBe('/signup');
    expect(link.className).toBe('inline');

    await userEvent.click(link);

    expect(screen.getByRole('status', { name: 'place' }).textContent).toBe(
      '/signup {"from":"login"}',
    );
  });

  it('runs its own click handler first, and stays put when that handler says so', async () => {
    const onClick = jest.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt(
      <Link to="/signup" onClick={onClick}>
        Sign up
      </Link>,
    );

    await userEvent.click(screen.getByRole('link', { name: 'Sign up' }));

    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'place' }).textContent).toBe('/login null');
  });

  it('leaves a click with a modifier key to the browser (open in a new tab)', async () => {
    renderAt(<Link to="/signup">Sign up</Link>);
    const user = userEvent.setup();
    // Runs after React's handler: records whether the browser would follow the link, then stops
    // jsdom from trying (it cannot open tabs).
    let leftToBrowser = false;
    const browser = (event: MouseEvent) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', browser);

    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Sign up' }));
    window.removeEventListener('click', browser);

    expect(leftToBrowser).toBe(true);
    expect(screen.getByRole('status', { name: 'place' }).textContent).toBe('/login null');
  });
});
