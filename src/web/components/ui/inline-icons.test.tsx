import * as lucide from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as inline from './inline-icons';

const icons = Object.entries(inline) as [keyof typeof inline & keyof typeof lucide, inline.InlineIcon][];

/** What the page draws: the same element, attribute for attribute, whichever component drew it. */
const drawn = (Icon: ComponentType<SVGProps<SVGSVGElement>>, props: SVGProps<SVGSVGElement>) =>
  renderToStaticMarkup(<Icon {...props} />);

describe('the inline icons', () => {
  it('are lucide-react icons', () => {
    expect(icons.length).toBeGreaterThan(0);
    for (const [name] of icons) expect(lucide[name], name).toBeDefined();
  });

  it.each(icons)('%s draws what lucide-react draws', (name, Icon) => {
    const Lucide = lucide[name] as ComponentType<SVGProps<SVGSVGElement>>;
    for (const props of [
      {},
      { className: 'size-4', 'aria-hidden': 'true' as const },
      { className: 'mt-0.5 size-4 shrink-0', 'aria-label': 'Named' },
      { role: 'img' },
    ]) {
      expect(drawn(Icon, props)).toBe(drawn(Lucide, props));
    }
  });
});
