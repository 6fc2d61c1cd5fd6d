import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { API_ERRORS } from '@dakiya/domain';
import { renderScreen } from '@dakiya/shared/src/test/render';
import { signedInStore } from '@dakiya/shared/src/test/session';
import { inLanguage } from '@dakiya/shared/src/test/i18n';
import {
  HttpResponse,
  TEST_API,
  answer,
  http,
  setupApiServer,
} from '@dakiya/shared/src/test/api-server';
import { SavedAddressesPage } from './SavedAddressesPage';

const saved = (
  id: number,
  kind: 'home' | 'work' | 'other',
  name: string | null,
  address: string,
) => ({
  id,
  kind,
  name,
  location: { address, position: { lat: 12.97, lng: 77.6 } },
  created_at: '2026-11-20T10:00:00.000Z',
});
const HOME = saved(1, 'home', null, 'Indiranagar, Bengaluru, Karnataka, India');
const GYM = saved(2, 'other', 'Gym', 'Koramangala, Bengaluru, Karnataka, India');
const HOSUR = {
  id: 1269934,
  name: 'Hosur',
  formatted_address: 'Hosur, Krishnagiri, Tamil Nadu, India',
  lat: 12.74,
  lng: 77.83,
};

const server = setupApiServer(
  answer('get', '/me/addresses/', 200, { results: [HOME, GYM] }).handler,
  answer('get', '/places/search/', 200, { results: [HOSUR] }).handler,
);

function renderPage() {
  renderScreen(<SavedAddressesPage />, { path: '/profile/addresses', store: signedInStore() });
}

/**
 * axe-core's WCAG A/AA rules that jsdom can judge: it lays nothing out (no colour contrast) and
 * has no canvas (which label-content-name-mismatch needs to spot icon fonts).
 */
async function expectNoAxeViolations(root: Element) {
  const { violations } = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: {
      'color-contrast': { enabled: false },
      'label-content-name-mismatch': { enabled: false },
    },
  });
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.html).join(' ')}`)).toEqual(
    [],
  );
}

describe('SavedAddressesPage', () => {
  it('lists Home and named addresses, each with rename and delete, axe clean', async () => {
    renderPage();
    expect(await screen.findByText('Home')).toBeVisible();
    expect(screen.getByText(GYM.location.address)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Rename Gym' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete Home' })).toBeVisible();
    await expectNoAxeViolations(document.body);
  });

  it('says when there are none', async () => {
    server.use(answer('get', '/me/addresses/', 200, { results: [] }).handler);
    renderPage();
    expect(await screen.findByText('No saved addresses yet.')).toBeVisible();
  });

  it('adds a place found by name as Work (Home is taken), then lists it', async () => {
    const added = saved(3, 'work', null, HOSUR.formatted_address);
    const post = answer('post', '/me/addresses/', 201, { data: added });
    server.use(post.handler);
    renderPage();
    await screen.findByText('Home');
    await userEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an address' });
    expect(within(dialog).getByRole('radio', { name: /Home/ })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Work' })).toBeChecked();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('choose it from the list');
    expect(post.calls).toEqual([]);

    await userEvent.type(
      within(dialog).getByRole('searchbox', { name: 'Search for a place' }),
      'Hos',
    );
    await userEvent.click(
      await within(dialog).findByRole('radio', { name: HOSUR.formatted_address }),
    );
    await expectNoAxeViolations(dialog);
    server.use(answer('get', '/me/addresses/', 200, { results: [HOME, GYM, added] }).handler);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(post.calls).toEqual([
      {
        kind: 'work',
        name: '',
        location: { address: HOSUR.formatted_address, position: { lat: 12.74, lng: 77.83 } },
      },
    ]);
    expect(await screen.findByText('Work')).toBeVisible();
  });

  it('keeps Save in reach with seven places found: the list scrolls in its box, Save sticks to the foot', async () => {
    // The page's own styles applied (the test's class names are the module's own).
    const style = document.createElement('style');
    style.textContent = readFileSync(path.join(__dirname, 'SavedAddressesPage.module.css'), 'utf8');
    document.head.append(style);
    const places = Array.from({ length: 7 }, (_, i) => ({
      ...HOSUR,
      id: i + 1,
      formatted_address: `Place ${i + 1}, Tamil Nadu, India`,
    }));
    server.use(answer('get', '/places/search/', 200, { results: places }).handler);
    try {
      renderPage();
      // Add is disabled until the saved list has loaded.
      await screen.findByText('Home');
      await userEvent.click(screen.getByRole('button', { name: 'Add an address' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add an address' });
      await userEvent.type(
        within(dialog).getByRole('searchbox', { name: 'Search for a place' }),
        'Pla',
      );
      await within(dialog).findByRole('radio', { name: 'Place 7, Tamil Nadu, India' });
      const list = getComputedStyle(within(dialog).getByRole('group', { name: 'Places found' }));
      expect(list.maxHeight).not.toBe('');
      expect(list.overflowY).toBe('auto');
      const foot = within(dialog).getByRole('button', { name: 'Save address' }).parentElement!;
      expect(getComputedStyle(foot).position).toBe('sticky');
      expect(foot.parentElement!.lastElementChild).toBe(foot);
    } finally {
      style.remove();
    }
  });

  it('asks a name for an other address before sending it', async () => {
    renderPage();
    await screen.findByText('Home');
    await userEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Enter a name for this address',
    );
  });

  it('renames an address and shows the API refusal in the dialog', async () => {
    const patches: unknown[] = [];
    server.use(
      http.patch(`${TEST_API}/me/addresses/2/`, async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json(
          { code: 'homeAddressTaken', message: API_ERRORS.homeAddressTaken },
          { status: 409 },
        );
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Gym' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Gym' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Pool');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toEqual([{ kind: 'other', name: 'Pool' }]));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(API_ERRORS.homeAddressTaken);
  });

  it('deletes only after the customer confirms', async () => {
    const deleted: string[] = [];
    server.use(
      http.delete(`${TEST_API}/me/addresses/:id/`, ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Gym' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Gym?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Gym' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Gym?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['2']));
  });

  it('speaks Hindi, and says the API refusal in Hindi', async () => {
    inLanguage('hi');
    server.use(
      answer('post', '/me/addresses/', 409, {
        code: 'savedAddressLimit',
        message: API_ERRORS.savedAddressLimit,
      }).handler,
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'सहेजे गए पते' })).toBeVisible();
    expect(await screen.findByText('घर')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'पता जोड़ें' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('searchbox'), 'Hos');
    await userEvent.click(
      await within(dialog).findByRole('radio', { name: HOSUR.formatted_address }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'पता सहेजें' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(/[\u0900-\u097F]/);
    expect(alert).not.toHaveTextContent(API_ERRORS.savedAddressLimit);
  });
});
