import { afterEach, describe, expect, it, vi } from 'vitest';
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
    await expect(apiRequest('/api/auth/session')).resolves.toEqual({ user: null });
  });

  it('turns the shared error body into an ApiError with code, message and fields', async () => {
    answer(
      400,
      '{"error":{"code":"VALIDATION_FAILED","message":"Check the form.","fields":{"password":"Too short."}}}',
    );
    const error = await failureOf(apiRequest('/api/auth/sign-up/email', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'Check the form.' });
    expect(error.fields).toEqual({ password: 'Too short.' });
    expect(error.isTransient).toBe(false);
  });

  it('explains an answer that is not our error shape', async () => {
    answer(502, '<html>Bad gateway</html>');
    const error = await failureOf(apiRequest('/api/health'));
    expect(error).toMatchObject({ status: 502, code: clientErrorCodes.unexpectedResponse });
    expect(error.isTransient).toBe(true);
  });

  it('reports a network failure in plain words', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await failureOf(apiRequest('/api/health'));
    expect(error).toMatchObject({ status: 0, code: clientErrorCodes.network });
    expect(error.message).toMatch(/could not reach the server/i);
  });
});
