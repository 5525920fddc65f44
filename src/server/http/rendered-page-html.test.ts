import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { insertRendering, loadPageRenderer, withTitle } from './rendered-page-html.js';

const PAGE =
  '<!doctype html><head><title>Tiplist · Collect and share travel tips</title></head>' +
  '<body><div id="root"></div>\n    <noscript data-t="pages.noscript">JS</noscript><script src="/a.js"></script></body>';

describe('drawing into a built page', () => {
  it('puts the markup in #root and what it was drawn from in a data block that cannot end early', () => {
    const html = insertRendering(PAGE, {
      markup: '<h1>Lisbon</h1>',
      dataId: 'drawn',
      data: { a: '</script>' },
    });
    expect(html).toContain('<div id="root"><h1>Lisbon</h1></div>');
    expect(html).toContain('<script type="application/json" id="drawn">{"a":"\\u003c/script>"}</script>');
    expect(html).toContain('<noscript data-t="pages.noscript">JS</noscript><script src="/a.js"></script>');
  });

  it('marks the root inert when asked, for a page whose buttons come before their code', () => {
    const html = insertRendering(PAGE, { markup: '<p>x</p>', dataId: 'd', data: 1, inert: true });
    expect(html).toContain('<div id="root" inert><p>x</p></div>');
  });

  it('refuses a page without a root to fill', () => {
    expect(insertRendering('<body><main></main></body>', { markup: 'x', dataId: 'd', data: 1 })).toBeNull();
  });

  it('names the tab with the text given, never as markup', () => {
    const html = withTitle(PAGE, `Rock & "Roll" <script>alert('x')</script> · Tiplist`);
    expect(html).toContain(
      '<title>Rock &amp; &quot;Roll&quot; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; · Tiplist</title>',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    // A replacement pattern in the text is text, not a pattern.
    expect(withTitle(PAGE, "$& $' $`")).toContain('<title>$&amp; $&#39; $`</title>');
  });
});

describe('loading a page drawing', () => {
  const build = (files: Record<string, string>) => {
    const root = mkdtempSync(path.join(tmpdir(), 'tiplist-drawing-'));
    mkdirSync(path.join(root, 'ssr'));
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, 'ssr', name), text);
    return path.join(root, 'web');
  };

  it('answers null for a build without the drawing', () => {
    expect(loadPageRenderer(build({}), 'render.mjs', 'render')).toBeNull();
  });

  it('loads the drawing on its first use, once', async () => {
    const webDir = build({
      'render.mjs':
        'globalThis.drawingLoads = (globalThis.drawingLoads ?? 0) + 1;\n' +
        'export const render = async (pathname, drawn, locale) => `<h1 lang="${locale}">${drawn}</h1>`;',
    });
    const render = loadPageRenderer(webDir, 'render.mjs', 'render');
    const loads = () => (globalThis as { drawingLoads?: number }).drawingLoads ?? 0;
    expect(loads()).toBe(0);
    expect(await render?.('/a', 'Lisbon', 'en')).toBe('<h1 lang="en">Lisbon</h1>');
    expect(await render?.('/b', 'Porto', 'ja')).toBe('<h1 lang="ja">Porto</h1>');
    expect(loads()).toBe(1);
  });

  it('fails the drawing, not the start, when the build exports something else', async () => {
    const render = loadPageRenderer(build({ 'other.mjs': 'export const x = 1;' }), 'other.mjs', 'render');
    await expect(render?.('/', null, 'en')).rejects.toThrow('other.mjs does not export render.');
  });
});
