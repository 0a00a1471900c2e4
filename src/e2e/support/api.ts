import { request, type APIRequestContext, type APIResponse } from 'playwright-core';
import { CSRF_COOKIE, CSRF_HEADER } from '../../shared/auth/csrf';
import type { Profile } from '../../shared/auth/profiles';
import { baseUrl } from './browser';
import { E2E_ADMIN } from './config';

const API = '/logistics';

type Multipart = Record<
  string,
  string | number | boolean | { name: string; mimeType: string; buffer: Buffer }
>;

/**
 * A signed-in (or anonymous) API client for preparing data in e2e tests, as the SPA talks to the
 * server: its own cookie jar, and the XSRF-TOKEN cookie echoed in the X-XSRF-TOKEN header on
 * every state-changing call (the server's double-submit CSRF check). Paths are without /logistics.
 */
export class ApiClient {
  private constructor(private readonly context: APIRequestContext) {}

  /** A visitor: no session yet, but a CSRF token (any GET issues it). */
  static async anonymous(): Promise<ApiClient> {
    const client = new ApiClient(await request.newContext({ baseURL: baseUrl() }));
    await client.context.get(`${API}/check-auth`);
    return client;
  }

  static async signedIn(username: string, password: string): Promise<ApiClient> {
    const client = await ApiClient.anonymous();
    await client.post('/login', { username, password });
    return client;
  }

  /** Its cookies (the session and the CSRF token), to hand the same session to a browser context. */
  async cookies() {
    return (await this.context.storageState()).cookies;
  }

  private async csrfHeaders(): Promise<Record<string, string>> {
    const { cookies } = await this.context.storageState();
    const token = cookies.find((c) => c.name === CSRF_COOKIE)?.value;
    if (!token) throw new Error('no XSRF-TOKEN cookie: the client made no GET yet');
    return { [CSRF_HEADER]: token };
  }

  /** The JSON answer; any status other than 2xx fails the test with the server's message. */
  private static async json<T>(method: string, path: string, response: APIResponse): Promise<T> {
    const text = await response.text();
    if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  async get<T = unknown>(path: string): Promise<T> {
    return ApiClient.json<T>('GET', path, await this.context.get(`${API}${path}`));
  }

  async post<T = unknown>(path: string, data?: unknown): Promise<T> {
    const response = await this.context.post(`${API}${path}`, {
      data: data ?? {},
      headers: await this.csrfHeaders(),
    });
    return ApiClient.json<T>('POST', path, response);
  }

  /** Any answer, with its status (for calls a test expects to be refused). */
  async postRaw(path: string, data?: unknown): Promise<{ status: number; body: unknown }> {
    const response = await this.context.post(`${API}${path}`, {
      data: data ?? {},
      headers: await this.csrfHeaders(),
    });
    const text = await response.text();
    return { status: response.status(), body: text ? JSON.parse(text) : undefined };
  }

  async getRaw(path: string): Promise<{ status: number; body: unknown }> {
    const response = await this.context.get(`${API}${path}`);
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* a file */
    }
    return { status: response.status(), body };
  }

  /** A file answer (a PDF): its headers and bytes; any status other than 2xx fails the test. */
  async postForFile(
    path: string,
    data?: unknown,
  ): Promise<{ headers: Record<string, string>; body: Buffer }> {
    const response = await this.context.post(`${API}${path}`, {
      data: data ?? {},
      headers: await this.csrfHeaders(),
    });
    if (!response.ok())
      throw new Error(`POST ${path} answered ${response.status()}: ${await response.text()}`);
    return { headers: response.headers(), body: await response.body() };
  }

  async postMultipart<T = unknown>(path: string, multipart: Multipart): Promise<T> {
    const response = await this.context.post(`${API}${path}`, {
      multipart,
      headers: await this.csrfHeaders(),
    });
    return ApiClient.json<T>('POST', path, response);
  }

  async dispose() {
    await this.context.dispose();
  }
}

/**
 * An active account of this profile with a known password, made the way people make one:
 * signup (which answers a temporary password), the admin approves it, the user resets the password.
 */
export async function createApprovedUser(
  admin: ApiClient,
  username: string,
  profile: Profile,
  password: string,
) {
  const visitor = await ApiClient.anonymous();
  try {
    const { temporaryPassword } = await visitor.post<{ temporaryPassword: string }>('/signup', {
      username,
      profile,
    });
    await admin.post(`/users/${encodeURIComponent(username)}/approve`);
    await visitor.post('/reset-password', {
      username,
      currentPassword: temporaryPassword,
      newPassword: password,
      retypePassword: password,
    });
  } finally {
    await visitor.dispose();
  }
  return { username, profile, password };
}

/** Approved accounts made by the e2e admin, who signs in for them and out after. */
export async function createApprovedUsers(
  ...users: { username: string; profile: Profile; password: string }[]
) {
  const admin = await ApiClient.signedIn(E2E_ADMIN.username, E2E_ADMIN.password);
  try {
    for (const user of users) await createApprovedUser(admin, user.username, user.profile, user.password);
  } finally {
    await admin.dispose();
  }
}

/** An approved account of this profile made by the e2e admin, and an API client signed in as it. */
export async function signedInNewUser(
  username: string,
  profile: Profile,
  password: string,
): Promise<ApiClient> {
  await createApprovedUsers({ username, profile, password });
  return ApiClient.signedIn(username, password);
}
