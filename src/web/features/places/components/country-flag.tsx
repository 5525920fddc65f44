import type { ReactElement } from 'react';
import type { CountryCode } from '../popular-destinations';

// Every flag is drawn on one 30 × 20 box, simplified to what shows at 24 × 16 px (no coats of arms, no
// stars in the American canton): emoji flags are missing from many systems' fonts (Windows shows two
// letters), and a package of every country's flag would weigh more than the pages that offer these.

/** Equal stripes across (or, `down`, side by side), first colour at the top (or the hoist). */
function stripes(colours: readonly string[], down = false): ReactElement {
  const size = (down ? 30 : 20) / colours.length;
  return (
    <>
      {colours.map((colour, index) =>
        down ? (
          <rect
            key={`${colour}-${String(index)}`}
            x={index * size}
            width={size + 0.1}
            height="20"
            fill={colour}
          />
        ) : (
          <rect
            key={`${colour}-${String(index)}`}
            y={index * size}
            width="30"
            height={size + 0.1}
            fill={colour}
          />
        ),
      )}
    </>
  );
}

/** A Nordic cross, off-centre towards the hoist, with a narrower cross inside it when given. */
function nordic(field: string, cross: string, inner?: string): ReactElement {
  return (
    <>
      <rect width="30" height="20" fill={field} />
      <path d="M11 0v20M0 10h30" stroke={cross} strokeWidth="4" />
      {inner ? <path d="M11 0v20M0 10h30" stroke={inner} strokeWidth="2" /> : null}
    </>
  );
}

/** The Union Flag on a 30 × 20 box (scaled down into a canton by its callers). */
const UNION = (
  <>
    <rect width="30" height="20" fill="#012169" />
    <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
    <path d="M0 0l30 20M30 0L0 20" stroke="#C8102E" strokeWidth="1.4" />
    <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
    <path d="M15 0v20M0 10h30" stroke="#C8102E" strokeWidth="3.4" />
  </>
);

const FLAGS: Record<CountryCode, ReactElement> = {
  AE: (
    <>
      {stripes(['#00732F', '#fff', '#000'])}
      <rect width="8" height="20" fill="#FF0000" />
    </>
  ),
  AT: stripes(['#C8102E', '#fff', '#C8102E']),
  AU: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <g transform="scale(0.5)">{UNION}</g>
      <g fill="#fff">
        <circle cx="7.5" cy="15.3" r="1.6" />
        <circle cx="22.5" cy="16.5" r="1.1" />
        <circle cx="22.5" cy="4" r="1.1" />
        <circle cx="18.5" cy="9" r="1.1" />
        <circle cx="26" cy="8" r="1.1" />
        <circle cx="24" cy="11.3" r="0.6" />
      </g>
    </>
  ),
  CZ: (
    <>
      {stripes(['#fff', '#D7141A'])}
      <path d="M0 0l15 10L0 20z" fill="#11457E" />
    </>
  ),
  DE: stripes(['#000', '#DD0000', '#FFCE00']),
  DK: nordic('#C8102E', '#fff'),
  ES: stripes(['#AA151B', '#F1BF00', '#F1BF00', '#AA151B']),
  FI: nordic('#fff', '#002F6C'),
  FR: stripes(['#0055A4', '#fff', '#EF4135'], true),
  GB: UNION,
  GR: (
    <>
      {stripes(['#0D5EAF', '#fff', '#0D5EAF', '#fff', '#0D5EAF', '#fff', '#0D5EAF', '#fff', '#0D5EAF'])}
      <rect width="11.1" height="11.1" fill="#0D5EAF" />
      <path d="M5.55 0v11.1M0 5.55h11.1" stroke="#fff" strokeWidth="2.2" />
    </>
  ),
  IE: stripes(['#169B62', '#fff', '#FF883E'], true),
  IS: nordic('#02529C', '#fff', '#DC1E35'),
  IT: stripes(['#009246', '#fff', '#CE2B37'], true),
  JP: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <circle cx="15" cy="10" r="6" fill="#BC002D" />
    </>
  ),
  NL: stripes(['#AE1C28', '#fff', '#21468B']),
  NO: nordic('#BA0C2F', '#fff', '#00205B'),
  PH: (
    <>
      {stripes(['#0038A8', '#CE1126'])}
      <path d="M0 0l17.3 10L0 20z" fill="#fff" />
      <circle cx="5.8" cy="10" r="2.3" fill="#FCD116" />
    </>
  ),
  PT: (
    <>
      <rect width="30" height="20" fill="#DA291C" />
      <rect width="12" height="20" fill="#046A38" />
      <circle cx="12" cy="10" r="4.2" fill="#FFE900" />
      <path d="M10 7.5h4v3.6a2 2 0 0 1-4 0z" fill="#fff" stroke="#DA291C" strokeWidth="1" />
    </>
  ),
  SE: nordic('#006AA7', '#FECC00'),
  SG: (
    <>
      {stripes(['#EF3340', '#fff'])}
      <circle cx="6" cy="5" r="3.4" fill="#fff" />
      <circle cx="7.3" cy="5" r="3.2" fill="#EF3340" />
      <g fill="#fff">
        <circle cx="9.2" cy="3" r="0.6" />
        <circle cx="7.6" cy="4.2" r="0.6" />
        <circle cx="10.8" cy="4.2" r="0.6" />
        <circle cx="8.2" cy="6.2" r="0.6" />
        <circle cx="10.2" cy="6.2" r="0.6" />
      </g>
    </>
  ),
  TH: stripes(['#A51931', '#F4F5F8', '#2D2A4A', '#2D2A4A', '#F4F5F8', '#A51931']),
  TR: (
    <>
      <rect width="30" height="20" fill="#E30A17" />
      <circle cx="10.6" cy="10" r="5" fill="#fff" />
      <circle cx="11.9" cy="10" r="4" fill="#E30A17" />
      <polygon
        points="14.7,10 16.5,9.42 16.5,7.53 17.61,9.06 19.4,8.47 18.29,10 19.4,11.53 17.61,10.94 16.5,12.47 16.5,10.58"
        fill="#fff"
      />
    </>
  ),
  US: (
    <>
      {stripes([
        '#B22234',
        '#fff',
        '#B22234',
        '#fff',
        '#B22234',
        '#fff',
        '#B22234',
        '#fff',
        '#B22234',
        '#fff',
        '#B22234',
        '#fff',
        '#B22234',
      ])}
      <rect width="12" height="10.8" fill="#3C3B6E" />
    </>
  ),
};

/** A country's flag, drawn inline so it shows on every system; the country's name stands beside it. */
export function CountryFlag({ code }: { code: CountryCode }) {
  return (
    <svg
      viewBox="0 0 30 20"
      aria-hidden="true"
      focusable="false"
      data-flag={code}
      className="h-4 w-6 shrink-0 rounded-[3px] ring-1 ring-slate-900/15"
    >
      {FLAGS[code]}
    </svg>
  );
}

/** The countries drawn here (a test holds that every popular destination's country is one of them). */
export const DRAWN_FLAGS = Object.keys(FLAGS) as CountryCode[];
