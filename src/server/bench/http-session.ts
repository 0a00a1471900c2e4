import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../plugins/cookies';

/** A signed-in HTTP client of a running app (the benchmark's clerk): cookies and the CSRF header. */
export interface HttpSession {
  baseUrl: string;
  headers: Record<string, string>;
  get(path: string): Promise<Response>;
  post(path: string, body: unknown): Promise<Response>;
}

function cookieValue(response: Response, name: string): string | undefined {
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const [key, value] = pair.split('=');
    if (key.trim() === name) return value;
  }
  return undefined;
}

/**
 * Signs in (the CSRF cookie from `checkBase`, the login at `loginBase`: instances share sessions)
 * and answers the headers a signed-in request sends: session and CSRF cookies and the CSRF header.
 */
export async function signedInHeaders(
  checkBase: string,
  loginBase: string,
  username: string,
  password: string,
): Promise<Record<string, string>> {
  const first = await fetch(`${checkBase}/logistics/check-auth`);
  const csrf = cookieValue(first, CSRF_COOKIE);
  if (!csrf) throw new Error('No CSRF cookie from /check-auth');
  const login = await fetch(`${loginBase}/logistics/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: csrf, cookie: `${CSRF_COOKIE}=${csrf}` },
    body: JSON.stringify({ username, password }),
  });
  if (login.status !== 200)
    throw new Error(`Login of ${username} answered ${login.status}: ${await login.text()}`);
  const sid = cookieValue(login, SESSION_COOKIE);
  // The token is renewed at login.
  const token = cookieValue(login, CSRF_COOKIE) ?? csrf;
  return { cookie: `${CSRF_COOKIE}=${token}; ${SESSION_COOKIE}=${sid}`, [CSRF_HEADER]: token };
}

export async function signIn(baseUrl: string, username: string, password: string): Promise<HttpSession> {
  const headers = await signedInHeaders(baseUrl, baseUrl, username, password);
  return {
    baseUrl,
    headers,
    get: (path) => fetch(`${baseUrl}/logistics${path}`, { headers }),
    post: (path, body) =>
      fetch(`${baseUrl}/logistics${path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
  };
}
