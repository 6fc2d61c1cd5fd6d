import { beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WithI18n } from '@dakiya/shared/src/test/i18n';
import { StatusNotificationsOffer } from './StatusNotificationsOffer';

// The browser's permission prompt, stood in for: it answers what the customer would choose.
let answer: NotificationPermission = 'granted';
class FakeNotification {
  static permission: NotificationPermission = 'default';
  static requestPermission = async () => {
    FakeNotification.permission = answer;
    return answer;
  };
}

beforeEach(() => {
  FakeNotification.permission = 'default';
  Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true });
});

const renderOffer = () =>
  render(
    <WithI18n>
      <StatusNotificationsOffer />
    </WithI18n>,
  );

describe('StatusNotificationsOffer', () => {
  it('asks for permission when the customer chooses to, and says so once allowed', async () => {
    answer = 'granted';
    renderOffer();
    await userEvent.click(
      screen.getByRole('button', { name: 'Notify me when the status changes' }),
    );
    const allowed = await screen.findByRole('status');
    expect(allowed).toHaveTextContent('You will be notified when the order’s status changes.');
    expect(allowed).toHaveFocus();
  });

  it('goes away when the customer refuses, and is not offered again', async () => {
    answer = 'denied';
    const { container, unmount } = renderOffer();
    await userEvent.click(
      screen.getByRole('button', { name: 'Notify me when the status changes' }),
    );
    expect(container).toBeEmptyDOMElement();
    unmount();
    expect(renderOffer().container).toBeEmptyDOMElement();
  });
});
