import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSilentSmtpServer } from '../../../tests/support/smtp.js';
import { createTestApp, jsonRequest, signUp, type TestApp } from '../../../tests/support/test-app.js';

/** A port nothing listens on: the connection is refused at once. */
async function refusingUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `smtp://127.0.0.1:${port}`;
}

describe.each(['refusing', 'silent'] as const)('password reset with a %s mail server', (kind) => {
  const lines: { msg?: string }[] = [];
  let t: TestApp;
  let silent: Awaited<ReturnType<typeof startSilentSmtpServer>> | undefined;
  beforeAll(async () => {
    silent = kind === 'silent' ? await startSilentSmtpServer() : undefined;
    const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as { msg?: string }) };
    const SMTP_URL = silent?.url ?? (await refusingUrl());
    t = await createTestApp('sqlite', { SMTP_URL, LOG_LEVEL: 'error' }, {}, { logStream });
  });
  afterAll(async () => {
    await t.close();
    await silent?.close();
  });

  it('answers a known address as it answers an unknown one, without waiting for the mail', async () => {
    const { email } = await signUp(t);
    const request = (address: string) =>
      t.app.inject(jsonRequest('POST', '/api/auth/request-password-reset', { email: address }));
    const known = await request(email);
    const unknown = await request('nobody-here@example.com');
    expect([known.statusCode, known.json()]).toEqual([200, { ok: true }]);
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    if (kind === 'refusing') {
      await expect
        .poll(() => lines.some((line) => line.msg === 'password reset mail could not be sent'))
        .toBe(true);
    }
  });
});
