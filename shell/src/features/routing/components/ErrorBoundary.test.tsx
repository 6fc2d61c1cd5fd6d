import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from './ErrorBoundary';

function Screen({ broken }: { broken: boolean }) {
  if (broken) throw new Error('broken screen');
  return <h1>Working screen</h1>;
}

function renderBoundary(broken: boolean, attempt: number) {
  return (
    <ErrorBoundary
      resetKeys={[attempt]}
      fallback={(error) => <p>Failed: {error instanceof Error ? error.message : '?'}</p>}
    >
      <Screen broken={broken} />
    </ErrorBoundary>
  );
}

describe('ErrorBoundary', () => {
  let silence: ReturnType<typeof jest.spyOn>;
  beforeEach(() => {
    silence = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => silence.mockRestore());

  it('shows the fallback with the error in place of children that threw', () => {
    render(renderBoundary(true, 0));
    expect(screen.getByText('Failed: broken screen')).toBeVisible();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('keeps the fallback while the reset keys stay, and tries again when one changes', () => {
    const { rerender } = render(renderBoundary(true, 0));
    rerender(renderBoundary(false, 0));
    expect(screen.getByText('Failed: broken screen')).toBeVisible();

    rerender(renderBoundary(false, 1));
    expect(screen.getByRole('heading', { name: 'Working screen' })).toBeVisible();
  });
});
