import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider, i18n } from '@dakiya/shared';
import { offerUpdate } from '../update-offer';
import { UpdateRegion } from './UpdateRegion';

const renderToast = () =>
  render(
    <I18nProvider i18n={i18n}>
      <UpdateRegion />
    </I18nProvider>,
  );

describe('the update offer', () => {
  afterEach(() => act(() => offerUpdate(null)));

  it('says nothing until the service worker has a new version waiting', () => {
    renderToast();
    expect(screen.queryByTestId('update-toast')).toBeNull();
  });

  it('offers the waiting version, and Update takes it', async () => {
    const apply = jest.fn();
    renderToast();
    act(() => offerUpdate(apply));
    expect(await screen.findByTestId('update-toast')).toHaveTextContent(
      'A new version of Dakiya is ready.',
    );
    expect(screen.getByRole('status')).toContainElement(screen.getByTestId('update-toast'));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('goes when dismissed, without updating', async () => {
    const apply = jest.fn();
    renderToast();
    act(() => offerUpdate(apply));
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('update-toast')).toBeNull();
    expect(apply).not.toHaveBeenCalled();
  });
});
