import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview } from '../../../shared/contracts/imports.js';
import { apiClient, type ApiClient } from '../../../../tests/support/api.js';
import { multipartBody } from '../../../../tests/support/images.js';
import { createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';

/** Words that escaping, markup and line handling could each change. */
const WORDS = 'Tarts <b>hot</b> & "cold", it\'s 5 < 6 > 4\n&amp; &lt;i&gt; &nbsp; &#38;\n\n\nsee you 🥧 — x';

/** Apps that keep only a place's description hand the file back without our exact copy of the words. */
const withoutExactWords = (file: string) =>
  file.replace(/<Data name="text">.*?<\/Data>/gs, '').replace(/<cmt>.*?<\/cmt>/gs, '');

describe.each(DIALECTS)('a download imported again on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let owner: ApiClient;
  let tripId: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = (await signUp(t)).cookie;
    owner = apiClient(t, cookie);
    tripId = (await owner.post('/api/trips', { destination: 'Lisbon' })).json<{ trip: { id: string } }>().trip
      .id;
    await owner.post(`/api/trips/${tripId}/recommendations`, {
      entries: [
        { category: 'eat', content: WORDS, place: { name: 'A & <B>', latitude: 38.7, longitude: -9.1 } },
      ],
    });
  });
  afterAll(() => t.close());

  const previewOf = async (file: string) => {
    const { payload, contentType } = await multipartBody(Buffer.from(file), { field: 'file' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/trips/${tripId}/imports/preview`,
      payload,
      headers: { 'content-type': contentType, cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json<ImportPreview>().places;
  };

  it.each(['kml', 'gpx'])(
    'gives the same words from a %s file, from its description alone too',
    async (format) => {
      const file = (await owner.get(`/api/trips/${tripId}/export?format=${format}`)).body;
      // The description is HTML to map apps: the words are escaped there, never markup.
      const description = /<desc(?:ription)?>(.*?)<\/desc/s.exec(file)?.[1];
      expect(description).toContain('Tarts &amp;lt;b&amp;gt;hot&amp;lt;/b&amp;gt; &amp;amp;');
      expect(description).not.toContain('&lt;b&gt;');
      const [place] = await previewOf(file);
      expect(place).toMatchObject({ name: 'A & <B>', content: WORDS });
      const [fromDescription] = await previewOf(withoutExactWords(file));
      expect(fromDescription?.content).toBe(WORDS);
    },
  );
});
