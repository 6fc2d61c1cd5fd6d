/** A small HTTP client for the tests: JSON in, status and parsed body out. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Reply<T = any> {
  status: number;
  body: T;
}

export function client(base: string, token?: string) {
  const headers = (extra: Record<string, string> = {}) => ({
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...extra,
  });
  const parse = async (response: Response): Promise<Reply> => {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: response.status, body };
  };
  return {
    get: async (path: string) => parse(await fetch(base + path, { headers: headers() })),
    post: async (path: string, json?: unknown) =>
      parse(
        await fetch(base + path, {
          method: 'POST',
          headers: headers(json === undefined ? {} : { 'content-type': 'application/json' }),
          body: json === undefined ? undefined : JSON.stringify(json),
        }),
      ),
    put: async (path: string, json: unknown) =>
      parse(
        await fetch(base + path, {
          method: 'PUT',
          headers: headers({ 'content-type': 'application/json' }),
          body: JSON.stringify(json),
        }),
      ),
    form: async (path: string, form: FormData) =>
      parse(await fetch(base + path, { method: 'POST', headers: headers(), body: form })),
    raw: async (path: string, init: RequestInit) =>
      parse(
        await fetch(base + path, {
          ...init,
          headers: { ...headers(), ...(init.headers as Record<string, string>) },
        }),
      ),
  };
}

let phoneSeq = 0;

/** A unique, valid new customer. */
export function newCustomer() {
  phoneSeq += 1;
  const n = `${Date.now() % 100000}${phoneSeq}`.padStart(7, '0').slice(-7);
  return {
    first_name: 'Asha',
    last_name: 'Rao',
    phone_number: `987${n}`,
    email: `asha.${n}@example.com`,
    password: 'secret123',
    user_type: 'consumer',
    area: 'Pune',
  };
}

export function asForm(fields: Record<string, string>, files: Record<string, Blob> = {}): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, v] of Object.entries(files)) form.append(k, v, `${k}.jpg`);
  return form;
}

/** Signs a new customer up and logs in with the password; answers the token and user id. */
export async function signedInCustomer(base: string) {
  const api = client(base);
  const customer = newCustomer();
  const registered = await api.form('/register', asForm(customer));
  if (registered.status !== 201)
    throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const login = await api.post('/login', {
    email: customer.email,
    password: customer.password,
    login_type: 'consumer',
  });
  return {
    customer,
    token: login.body.access as string,
    userId: login.body.user.id as number,
    api: client(base, login.body.access),
  };
}

/** The newest outbox message to `to`. */
export async function lastMessageTo(base: string, to: string) {
  const { body } = await client(base).get('/dev/outbox');
  const message = (body.messages as Array<{ to: string; body: string }>).find((m) => m.to === to);
  if (!message) throw new Error(`no message to ${to}`);
  return message;
}

export const otpIn = (text: string) => /\b(\d{4})\b/.exec(text)?.[1] ?? '';

/** A 1x1 JPEG, for uploads. */
export const TINY_JPEG = new Blob(
  [
    Buffer.from(
      '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
      'base64',
    ),
  ],
  { type: 'image/jpeg' },
);
