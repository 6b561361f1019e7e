// Fetch wrapper for /api/v1 (docs/product.md#public-site). It throws ApiError and never shows a toast or navigates:
// the screen decides (docs/ARCHITECTURE.md#conventions).
import { CONFIG } from '../config/env';
import { readStorage, STORAGE_KEYS } from './storage';

export const FALLBACK_ERROR_MESSAGE = 'Something went wrong!';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(init: { status: number; message: string; code: string; details?: unknown }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
  }
}

export type QueryParams = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
  body?: unknown;
  query?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Hook for the auth layer: called once per 401 so it can refresh and ask for a retry. */
type UnauthorizedHandler = (path: string) => Promise<boolean>;
let onUnauthorized: UnauthorizedHandler | null = null;

export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler;
}

function buildUrl(path: string, query?: QueryParams): string {
  const url = `${CONFIG.apiBaseUrl}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (isRecord(body)) {
    return new ApiError({
      status: typeof body.status === 'number' ? body.status : response.status,
      message: typeof body.message === 'string' && body.message ? body.message : FALLBACK_ERROR_MESSAGE,
      code: typeof body.code === 'string' ? body.code : 'UNKNOWN',
      details: body.details,
    });
  }
  return new ApiError({
    status: response.status,
    message: FALLBACK_ERROR_MESSAGE,
    code: 'UNKNOWN',
  });
}

let fetchImpl: typeof fetch = (input, init) => fetch(input, init);

/** The server's first paint of a public page (entry-server.tsx) answers API calls in-process. */
export function setApiFetch(impl: typeof fetch): void {
  fetchImpl = impl;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = readStorage(STORAGE_KEYS.accessToken);
  if (token) headers.Authorization = `Bearer ${token}`;
  // Texts the server picks per language (product names in the cart) follow the page's language,
  // not the browser's.
  const pageLanguage = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (pageLanguage && !headers['Accept-Language']) headers['Accept-Language'] = pageLanguage;
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return fetchImpl(buildUrl(path, options.query), {
    method: options.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    signal: options.signal,
    // The refresh token is an httpOnly cookie on the same origin (docs/product.md#roles).
    credentials: 'same-origin',
  });
}

/** Calls the API and answers the parsed JSON body (undefined for 204). Throws ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  let text: string;
  try {
    response = await send(path, options);
    if (response.status === 401 && onUnauthorized && (await onUnauthorized(path))) {
      response = await send(path, options);
    }
    if (!response.ok) throw await toApiError(response);
    if (response.status === 204 || options.method === 'HEAD') return undefined as T;
    // Inside the try: the body can fail to arrive after the headers did (the connection drops,
    // or the page is left mid-request) — that is no answer either, not a broken one.
    text = await response.text();
  } catch (error) {
    if (error instanceof ApiError || (error instanceof DOMException && error.name === 'AbortError')) throw error;
    throw new ApiError({ status: 0, message: FALLBACK_ERROR_MESSAGE, code: 'NETWORK_ERROR' });
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  /** DELETE may carry a body (e.g. the password confirming an account deletion). */
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
