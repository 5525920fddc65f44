import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Translate } from '../../shared/i18n/translate.js';
import { serverTexts } from '../mail/server-texts.js';
import { drawnPages, type LinkedText, messageMarkup } from './drawn-pages.js';

const BUILT = `<!doctype html><html><head><title data-t="follow.html.title">Your tips · Tiplist</title>
<script type="module" crossorigin src="/assets/follow-abc.js"></script>
<link rel="stylesheet" href="/assets/follow-abc.css"></head><body><div id="root"></div></body></html>`;

describe('pages the server draws whole', () => {
  const webDir = mkdtempSync(path.join(tmpdir(), 'drawn-'));
  writeFileSync(path.join(webDir, 'follow.html'), BUILT);
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));
  let english: Translate;
  beforeAll(async () => {
    english = await serverTexts('en');
  });

  const draw = async (live: boolean, t = english) => {
    const app = Fastify();
    const pages = drawnPages(webDir);
    app.get('/', (_request, reply) =>
      pages.send(reply, { title: 'A <b>', markup: '<main>x</main>', live }, t),
    );
    const response = await app.inject({ url: '/' });
    await app.close();
    return response;
  };

  it('keeps the script only on a live page, the styles on every one, and says no cache may keep it', async () => {
    const still = await draw(false);
    expect(still.body).not.toContain('<script');
    expect(still.body).toContain('/assets/follow-abc.css');
    expect(still.body).toContain('<title>A &#60;b&#62; · Tiplist</title>');
    expect(still.body).toContain('<main>x</main>');
    expect(still.headers['cache-control']).toBe('no-store');
    expect(still.headers['x-robots-tag']).toBe('noindex');
    expect(still.headers['referrer-policy']).toBe('same-origin');
    expect((await draw(true)).body).toContain('src="/assets/follow-abc.js"');
  });

  it('says the language it is drawn in, and its direction', async () => {
    expect((await draw(false)).body).toContain('<html lang="en" dir="ltr" data-language-chosen="">');
    const arabic = await draw(false, await serverTexts('ar'));
    expect(arabic.body).toContain('<html lang="ar" dir="rtl" data-language-chosen="">');
  });

  it('escapes every text of a message page, its link and its form fields', () => {
    const linked: LinkedText = { before: '<i>', link: { href: '/p?a="1"', label: '<u>' }, after: '</i>' };
    const markup = messageMarkup({
      heading: '<img src=x>',
      paragraphs: ['"a" & b', linked],
      form: { button: '<b>Go</b>', fields: { 'a"b': '<c>' } },
    });
    expect(markup).not.toMatch(/<(img|i|u|b|c)[ >]/);
    expect(markup).toContain('&#60;img src=x&#62;');
    expect(markup).toContain('href="/p?a=&#34;1&#34;"');
    expect(markup).toContain('name="a&#34;b" value="&#60;c&#62;"');
  });
});
