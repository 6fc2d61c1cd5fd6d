import { apiUrl } from '@dakiya/local-system';
import { apiClient, expectStatus, type ApiClient } from './api-client';
import { asForm } from './uploads';

// Customers of one process count up from a random number: never the same twice in a process
// (a benchmark signs up thousands), and processes sharing one API rarely meet.
let seq = Math.floor(Math.random() * 10_000_000);

export type NewCustomer = ReturnType<typeof newCustomer>;

/**
 * Sign-up fields of a customer no test has used yet (phone numbers and e-mails are unique per
 * account), as the sign-up form sends them.
 */
export function newCustomer(name: { first_name?: string; last_name?: string } = {}) {
  seq += 1;
  const n = String(seq % 10_000_000).padStart(7, '0');
  return {
    first_name: 'Meera',
    last_name: 'Iyer',
    phone_number: `98${n}1`.slice(0, 10),
    email: `meera.${n}@example.com`,
    password: 'secret123',
    user_type: 'consumer',
    area: 'Bengaluru',
    ...name,
  };
}

export interface SignedInCustomer {
  customer: NewCustomer;
  access: string;
  refresh: string;
  userId: number;
  /** A client of the same API that sends this customer's access token. */
  client: ApiClient;
}

/**
 * Signs a new customer up and logs in with e-mail and password, as the sign-in screens would.
 * `apiBase` defaults to the local system's API.
 */
export async function signUpCustomer(
  apiBase = apiUrl(),
  name: Parameters<typeof newCustomer>[0] = {},
): Promise<SignedInCustomer> {
  const api = apiClient(apiBase);
  const customer = newCustomer(name);
  expectStatus(await api.form('/register', asForm(customer)), 201, 'register');
  const login = await api.post('/login', {
    email: customer.email,
    password: customer.password,
    login_type: 'consumer',
  });
  expectStatus(login, 200, 'login');
  return {
    customer,
    access: login.body.access,
    refresh: login.body.refresh,
    userId: login.body.user.id,
    client: apiClient(apiBase, login.body.access),
  };
}
