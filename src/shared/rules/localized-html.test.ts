import { describe, expect, it } from 'vitest';
import { localizedHtml } from './localized-html.js';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" data-t-content="app.html.description" content="Collect tips." />
    <title data-t="app.html.title">Tiplist</title>
  </head>
  <body>
    <a href="/" aria-label="Tiplist home" data-t-aria-label="friend.html.home" class="x"><img alt=""></a>
    <p class="text-sm" data-t="friend.html.loading">Loading...</p>
  </body>
</html>`;

const TEXTS: Record<string, string> = {
  'app.html.description': 'Reúne consejos <y> "comparte"',
  'app.html.title': 'Tiplist · Consejos',
  'friend.html.home': 'Inicio de Tiplist',
  'friend.html.loading': 'Cargando...',
};

describe('localizedHtml', () => {
  const html = localizedHtml(PAGE, 'es', (key) => TEXTS[key] ?? key);

  it('sets the language and direction, marked as the server chose them', () => {
    expect(html).toContain('<html lang="es" dir="ltr" data-language-chosen="">');
    expect(localizedHtml(PAGE, 'ar', (key) => key)).toContain('<html lang="ar" dir="rtl"');
  });

  it('puts each marked text and attribute in the language, escaped', () => {
    expect(html).toContain('content="Reúne consejos &lt;y&gt; &quot;comparte&quot;"');
    expect(html).toContain('<title data-t="app.html.title">Tiplist · Consejos</title>');
    expect(html).toContain('aria-label="Inicio de Tiplist"');
    expect(html).toContain('<p class="text-sm" data-t="friend.html.loading">Cargando...</p>');
  });

  it('leaves the rest of the page as it was: English with its own texts changes only <html>', () => {
    const english: Record<string, string> = {
      'app.html.description': 'Collect tips.',
      'app.html.title': 'Tiplist',
      'friend.html.home': 'Tiplist home',
      'friend.html.loading': 'Loading...',
    };
    const same = localizedHtml(PAGE, 'en', (key) => english[key] ?? key);
    expect(same).toBe(PAGE.replace('<html lang="en">', '<html lang="en" dir="ltr" data-language-chosen="">'));
  });
});
