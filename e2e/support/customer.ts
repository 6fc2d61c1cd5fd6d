import type { BrowserContext } from '@playwright/test';

export const API = 'http://127.0.0.1:4000';
let seq = 0;

export type Customer = ReturnType<typeof uniqueCustomer>;

/** A customer no test has used yet (phone numbers and e-mails are unique per account). */
export function uniqueCustomer() {
  seq += 1;
  const n = `${Date.now() % 1_000_000}${seq}`.slice(-7).padStart(7, '0');
  return {
    first_name: 'Meera',
    last_name: 'Iyer',
    phone_number: `98${n}1`.slice(0, 10),
    email: `meera.${n}@example.com`,
    password: 'secret123',
  };
}

/** Registers a customer through the real API and logs in, as the sign-in screens would. */
export async function signUpAndLogIn() {
  const customer = uniqueCustomer();
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...customer, user_type: 'consumer', area: 'Bengaluru' }))
    form.append(k, v);
  const registered = await fetch(`${API}/register`, { method: 'POST', body: form });
  if (registered.status !== 201)
    throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const login = await fetch(`${API}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: customer.email,
      password: customer.password,
      login_type: 'consumer',
    }),
  });
  const tokens = (await login.json()) as { access: string; refresh: string; user: { id: number } };
  return { customer, tokens };
}

/** Puts a logged-in session into the browser's storage, where the app keeps it (SPEC.md). */
export async function storeSession(
  context: BrowserContext,
  session: Awaited<ReturnType<typeof signUpAndLogIn>>,
) {
  const { tokens, customer } = session;
  await context.addInitScript(
    ([access, refresh, name, userId]) => {
      localStorage.setItem('access', access!);
      localStorage.setItem('refresh', refresh!);
      localStorage.setItem('name', name!);
      sessionStorage.setItem('userId', userId!);
    },
    [
      tokens.access,
      tokens.refresh,
      `${customer.first_name} ${customer.last_name}`,
      String(tokens.user.id),
    ],
  );
}

/** The newest outbox message to `to` (development API only). */
export async function latestMessageTo(to: string): Promise<string> {
  const { messages } = (await (await fetch(`${API}/dev/outbox`)).json()) as {
    messages: Array<{ to: string; body: string }>;
  };
  const message = messages.find((m) => m.to === to);
  if (!message) throw new Error(`no message to ${to}`);
  return message.body;
}
