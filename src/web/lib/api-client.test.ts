import { afterEach, describe, expect, it, vi } from 'vitest';
import { authEndpoints } from '../../shared/contracts/endpoints/auth.js';
import { profileImageEndpoints } from '../../shared/contracts/endpoints/profile.js';
import { serviceEndpoints } from '../../shared/contracts/endpoints/service.js';
import { tipEndpoints } from '../../shared/contracts/endpoints/tips.js';
import { ApiError, apiRequest, clientErrorCodes } from './api-client';

function answer(status: number, body: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(body, { status }))),
  );
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('The request should have failed.');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('returns the JSON body of a successful answer', async () => {
    answer(200, '{"user":null}');
    await expect(apiRequest(authEndpoints.session)).resolves.toEqual({ user: null });
  });

  it('calls the contract’s method and path, with encoded parameters, the JSON body and keepalive', async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response('{"ok":true}')));
    vi.stubGlobal('fetch', fetch);
    const order = [{ id: 'tip-1', order_index: 3 }];
    await apiRequest(tipEndpoints.reorderTips, { params: { id: 'a b/c' }, body: { order }, keepalive: true });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/trips/a%20b%2Fc/recommendations/order');
    expect(init).toMatchObject({ method: 'PUT', keepalive: true, credentials: 'same-origin' });
    expect(JSON.parse(init?.body as string)).toEqual({ order });
  });

  it('sends an upload’s form as it is, leaving its content type to the browser', async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response('{"user":null}')));
    vi.stubGlobal('fetch', fetch);
    const form = new FormData();
    form.append('image', new Blob(['bytes'], { type: 'image/png' }), 'me.png');
    await apiRequest(profileImageEndpoints.uploadProfileImage, { body: form });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/profile/image');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe(form);
    expect(init?.headers).toEqual({ Accept: 'application/json' });
  });

  it('turns the shared error body into an ApiError with code, message and fields', async () => {
    answer(
      400,
      '{"error":{"code":"VALIDATION_FAILED","message":"Check the form.","fields":{"password":"Too short."}}}',
    );
    const error = await failureOf(
      apiRequest(authEndpoints.signUp, {
        body: { first_name: 'A', last_name: 'B', email: 'a@example.com', password: 'short' },
      }),
    );
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'Check the form.' });
    expect(error.fields).toEqual({ password: 'Too short.' });
    expect(error.isTransient).toBe(false);
  });

  it('explains an answer that is not our error shape', async () => {
    answer(502, '<html>Bad gateway</html>');
    const error = await failureOf(apiRequest(serviceEndpoints.health));
    expect(error).toMatchObject({ status: 502, code: clientErrorCodes.unexpectedResponse });
    expect(error.isTransient).toBe(true);
  });

  it('reports a network failure in plain words', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await failureOf(apiRequest(serviceEndpoints.health));
    expect(error).toMatchObject({ status: 0, code: clientErrorCodes.network });
    expect(error.message).toMatch(/could not reach the server/i);
  });
});
