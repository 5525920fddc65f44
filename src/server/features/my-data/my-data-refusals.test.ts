import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MY_DATA_LIMITS } from '../../../shared/my-data-limits.js';
import { errorOf } from '../../../../tests/support/api.js';
import { buildUser } from '../../../../tests/support/factories/users.js';
import { importMyData, listsOf, myDataFileOf } from '../../../../tests/support/my-data.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';

describe.each(DIALECTS)('Import My Data refuses on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  /** Sends the file from a new account (imports are limited per account), expects the refusal and no list. */
  async function expectRefused(
    file: string | object,
    status: number,
    code: string,
    message: string | RegExp,
    headers: Record<string, string> = {},
  ) {
    const owner = await buildUser(t);
    const response = await importMyData(t, owner.cookie, file, headers);
    expect(response.statusCode, response.body).toBe(status);
    const error = errorOf(response);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
    expect(await listsOf(t, owner.id)).toEqual({ trips: 0, guidebooks: 0 });
    return error;
  }

  it('a list over its 1,000 tips, whole, naming the list', async () => {
    await expectRefused(
      myDataFileOf({ trips: [2, 1001] }),
      409,
      'LIST_FULL',
      'Trip 2 ("City 2") holds 1,001 tips, more than the 1,000 a trip can hold. Nothing was imported.',
    );
    await expectRefused(
      myDataFileOf({ trips: [1001], guidebooks: [1, 1200, 1500] }),
      409,
      'LIST_FULL',
      'Trip 1 ("City 1") holds 1,001 tips, more than the 1,000 a trip can hold; 2 other lists are over too. Nothing was imported.',
    );
  });

  it('more lists or tips than one import creates', async () => {
    const lists = MY_DATA_LIMITS.listsMax + 1;
    await expectRefused(
      myDataFileOf({ trips: Array<number>(lists).fill(0) }),
      409,
      'IMPORT_TOO_LARGE',
      `This file holds ${lists} trips and guidebooks; one import creates at most 500. Nothing was imported.`,
    );
    await expectRefused(
      myDataFileOf({ trips: Array<number>(10).fill(1000), guidebooks: [1] }),
      409,
      'IMPORT_TOO_LARGE',
      'This file holds 10,001 tips; one import creates at most 10,000. Nothing was imported.',
    );
  });

  it('a file that is not JSON, or not a Tiplist export, or of a newer version', async () => {
    await expectRefused(
      '{"format": "tiplist", ',
      400,
      'VALIDATION_FAILED',
      'The request body is not valid JSON.',
    );
    const notExport = /^This file is not a Tiplist export\./;
    for (const file of [
      [],
      {},
      'null',
      '"tiplist"',
      { format: 'gpx', version: 1 },
      { ...myDataFileOf({}), format: 'Tiplist' },
    ]) {
      await expectRefused(file, 400, 'NOT_A_TIPLIST_EXPORT', notExport);
    }
    for (const version of [0, 1.5, '1', null]) {
      await expectRefused(
        { ...myDataFileOf({}), version },
        400,
        'NOT_A_TIPLIST_EXPORT',
        /does not say which version/,
      );
    }
    await expectRefused(
      { ...myDataFileOf({ trips: [1] }), version: 2, trips: 'changed' },
      400,
      'EXPORT_VERSION_TOO_NEW',
      'This file is in version 2 of the Tiplist format, from a newer Tiplist; this server reads up to version 1. Update this server first.',
    );
  });

  it('a field against the rules the forms apply, naming where it is', async () => {
    const withTip = (tip: object) => {
      const file = myDataFileOf({ trips: [2] });
      Object.assign(file.trips[0]?.tips[1] ?? {}, tip);
      return file;
    };
    const error = await expectRefused(
      withTip({ text: 'x'.repeat(2001) }),
      400,
      'VALIDATION_FAILED',
      'Trip 1, tip 2, text: A recommendation can be at most 2000 characters.',
    );
    expect(error.fields).toEqual({
      'trips.0.tips.1.text': 'A recommendation can be at most 2000 characters.',
    });
    await expectRefused(
      withTip({ text: '   ' }),
      400,
      'VALIDATION_FAILED',
      /tip 2, text: A recommendation needs some text/,
    );
    await expectRefused(
      withTip({ category: 'sleep' }),
      400,
      'VALIDATION_FAILED',
      'Trip 1, tip 2, category: Unknown category.',
    );
    await expectRefused(
      withTip({ author: 'n'.repeat(81) }),
      400,
      'VALIDATION_FAILED',
      /author: A name can be at most 80/,
    );
    await expectRefused(
      withTip({ createdAt: 'yesterday' }),
      400,
      'VALIDATION_FAILED',
      /createdAt: The creation time must be a date/,
    );
    await expectRefused(
      withTip({ place: { name: 'Belém', latitude: 38.7 } }),
      400,
      'VALIDATION_FAILED',
      /both latitude and longitude/,
    );
    await expectRefused(
      withTip({ share_token: 'x' }),
      400,
      'VALIDATION_FAILED',
      'Trip 1, tip 2: Unknown field: share_token',
    );
    await expectRefused(
      withTip({ text: 'broken \ud800 text' }),
      400,
      'VALIDATION_FAILED',
      /not valid Unicode/,
    );
    const longName = myDataFileOf({ guidebooks: [1] });
    Object.assign(longName.guidebooks[0] ?? {}, { destination: 'd'.repeat(121) });
    Object.assign(longName.guidebooks[0]?.tips[0] ?? {}, { done: true });
    await expectRefused(
      longName,
      400,
      'VALIDATION_FAILED',
      /^Guidebook 1, destination: Destination can be at most 120 characters. \(and 1 more problem\)$/,
    );
  });

  it('a body past 8 MB, before reading it', async () => {
    const file = JSON.stringify(myDataFileOf({ trips: [1] })).replace(
      '"City 1"',
      `"${' '.repeat(MY_DATA_LIMITS.fileMaxBytes)}City 1"`,
    );
    expect(file.length).toBeGreaterThan(8 * 1024 * 1024);
    await expectRefused(file, 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
  });

  it('a visitor without a session, and a request from another site', async () => {
    const file = myDataFileOf({ trips: [1] });
    const anonymous = await importMyData(t, undefined, file);
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous).code).toBe('UNAUTHORIZED');
    await expectRefused(file, 403, 'FORBIDDEN_ORIGIN', /refused/, { origin: 'https://evil.example' });
  });

  it('an import whose account is deleted while it is on its way, as signed out, writing nothing', async () => {
    const owner = await buildUser(t);
    // The session is remembered, as it is for a request that passed its check just before the deletion.
    expect((await importMyData(t, owner.cookie, myDataFileOf({ trips: [1] }))).statusCode).toBe(201);
    await t.db.kysely.deleteFrom('user').where('id', '=', owner.id).execute();
    const response = await importMyData(t, owner.cookie, myDataFileOf({ trips: [2], guidebooks: [1] }));
    expect(response.statusCode, response.body).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHORIZED');
    expect(await listsOf(t, owner.id)).toEqual({ trips: 0, guidebooks: 0 });
  });
});
