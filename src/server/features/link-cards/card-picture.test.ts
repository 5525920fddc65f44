import { describe, expect, it } from 'vitest';
import { cardPictureSvg, type CardPicture } from './card-picture.js';

const picture: CardPicture = {
  line: 'Ana بحاجة إلى نصائحك عن',
  heading: 'لشبونة',
  name: 'Ana',
  photo: null,
  point: { lat: 38.7, lng: -9.1, kind: 'city' },
  dir: 'rtl',
};

describe("a link card's picture in its language's direction", () => {
  it('starts the texts of a right-to-left language at the right of the panel, the name left of the face', async () => {
    const svg = await cardPictureSvg(picture);
    expect(svg).toContain('text-anchor="start" direction="rtl" font-size="34" fill="#334155">Ana بحاجة');
    expect(svg).toMatch(
      /<text x="640" y="[\d.]+" text-anchor="start" direction="rtl" font-size="\d+" font-weight="800" fill="#0f172a">لشبونة/,
    );
    expect(svg).toMatch(
      /<text x="554" text-anchor="start" direction="rtl" y="[\d.]+" font-size="32"[^>]*>Ana</,
    );
  });

  it('keeps a left-to-right language at the left, as drawn before', async () => {
    const svg = await cardPictureSvg({
      ...picture,
      line: 'Ana needs your tips for',
      heading: 'Lisbon',
      dir: 'ltr',
    });
    expect(svg).not.toContain('direction="rtl"');
    expect(svg).toContain('<text x="96" y="');
  });
});
