/**
 * Tailwind class merging for `cn`: of two classes that set the same thing under the same variants, the
 * later one wins ("h-11 h-9" becomes "h-9"; "p-4" drops an earlier "px-2"). It does what tailwind-merge
 * does for the utilities this app uses, in a fraction of its size (the friend page has a tight JavaScript
 * budget); the unit test checks that both agree on every pair of classes written in src/web, so a new
 * utility that this does not know yet fails there, not on screen.
 */

const table = (source: string) =>
  Object.fromEntries(
    source.split(' ').map((entry) => {
      const [key = '', value] = entry.split('=');
      return [key, value ?? key];
    }),
  );

/** Utilities that are a single word: word=group. */
const KEYWORDS: Record<string, string> = table(
  'block=display inline-block=display inline=display flex=display inline-flex=display grid=display ' +
    'inline-grid=display hidden=display contents=display static=position fixed=position ' +
    'absolute=position relative=position sticky=position sr-only=sr not-sr-only=sr ' +
    'underline=decoration line-through=decoration no-underline=decoration truncate=text-overflow ' +
    'uppercase=case lowercase=case capitalize=case normal-case=case tabular-nums=fvn-spacing ' +
    'border=border-w rounded shadow ring=ring-w transition resize grow shrink divide-x divide-y ' +
    'table-auto=table-layout table-fixed=table-layout',
);

type Classify = (value: string) => string;

const isTshirt = (value: string) => /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/.test(value);
const isWidth = (value: string) => /^\d+$|^\[[\d.]+[a-z]*\]$/.test(value);
const isLength = (value: string) => /^\[([\d.]+[a-z%]*|(calc|min|max|clamp)\(.*)\]$/.test(value);
const oneOf = (words: string, group: string, otherwise: Classify): Classify => {
  const set = new Set(words.split(' '));
  return (value) => (set.has(value) ? group : otherwise(value));
};
const widthOr =
  (width: string, other: string): Classify =>
  (value) =>
    isWidth(value) ? width : other;

/** Utilities with a value, by prefix: prefix=group, or a function of the value. */
const PREFIXES: Record<string, string | Classify> = {
  ...table(
    'w h size min-w min-h max-w max-h z opacity order basis grow shrink p px py ps pe pt pr pb pl m mx my ' +
      'ms me mt mr mb ml scroll-mt gap gap-x gap-y space-x space-y inset inset-x inset-y top right bottom ' +
      'left start end leading tracking fill accent grid-cols line-clamp overflow overflow-x overflow-y ' +
      'overscroll overscroll-x overscroll-y whitespace translate-x translate-y rotate scale blur ' +
      'backdrop-blur transition duration ease delay animate cursor pointer-events select resize touch ' +
      'underline-offset outline-offset divide-x divide-y items=align-items justify=justify-content ' +
      'self=align-self align=vertical-align from=gradient-from via=gradient-via to=gradient-to ' +
      'decoration=decoration-color ring-offset=ring-offset-w',
  ),
  text: oneOf('left center right justify start end', 'text-align', (value) =>
    oneOf('wrap nowrap balance pretty', 'text-wrap', () =>
      value === 'base' || isTshirt(value) || isLength(value) ? 'font-size' : 'text-color',
    )(value),
  ),
  bg: (value) => (/^\[(url\(|[a-z-]*gradient\()/.test(value) ? 'bg-image' : 'bg-color'),
  border: (value) => {
    const side = /^([xysetrbl])(-(.+))?$/.exec(value);
    const rest = side?.[3];
    if (side) return `border-${rest === undefined || isWidth(rest) ? 'w' : 'color'}-${side[1] ?? ''}`;
    if (isWidth(value)) return 'border-w';
    return /^(solid|dashed|dotted|double|hidden|none)$/.test(value) ? 'border-style' : 'border-color';
  },
  rounded: (value) =>
    `rounded${/^(ss|se|ee|es|tl|tr|br|bl|[setrbl])(-|$)/.exec(value)?.[1]?.replace(/^/, '-') ?? ''}`,
  ring: widthOr('ring-w', 'ring-color'),
  outline: oneOf(
    'none hidden solid dashed dotted double',
    'outline-style',
    widthOr('outline-w', 'outline-color'),
  ),
  shadow: (value) => (value === 'none' || isTshirt(value) ? 'shadow' : 'shadow-color'),
  font: oneOf(
    'thin extralight light normal medium semibold bold extrabold black',
    'font-weight',
    () => 'font-family',
  ),
  divide: () => 'divide-color',
  flex: oneOf('row row-reverse col col-reverse', 'flex-direction', (value) =>
    /^(wrap|wrap-reverse|nowrap)$/.test(value) ? 'flex-wrap' : 'flex',
  ),
  content: oneOf(
    'normal center start end between around evenly baseline stretch',
    'align-content',
    () => 'content',
  ),
  object: oneOf('contain cover fill none scale-down', 'object-fit', () => 'object-position'),
  break: oneOf('normal words all keep', 'break', () => 'break-after'),
  list: oneOf('inside outside', 'list-position', () => 'list-type'),
};

const SIDES = 'x y s e t r b l'.split(' ');

/** Setting the first group also replaces the others, set earlier under the same variants. */
const CONFLICTS: Record<string, string[]> = Object.fromEntries(
  [
    'overflow overflow-x overflow-y',
    'overscroll overscroll-x overscroll-y',
    'inset inset-x inset-y start end top right bottom left',
    'inset-x start end right left',
    'inset-y top bottom',
    'flex basis grow shrink',
    'gap gap-x gap-y',
    'p px py ps pe pt pr pb pl',
    'px ps pe pr pl',
    'py pt pb',
    'm mx my ms me mt mr mb ml',
    'mx ms me mr ml',
    'my mt mb',
    'size w h',
    'font-size leading',
    'line-clamp display overflow',
    'rounded rounded-s rounded-e rounded-t rounded-r rounded-b rounded-l rounded-ss rounded-se rounded-ee rounded-es rounded-tl rounded-tr rounded-br rounded-bl',
    'rounded-s rounded-ss rounded-es',
    'rounded-e rounded-se rounded-ee',
    'rounded-t rounded-tl rounded-tr',
    'rounded-r rounded-tr rounded-br',
    'rounded-b rounded-br rounded-bl',
    'rounded-l rounded-tl rounded-bl',
    ...['w', 'color'].flatMap((kind) => [
      [`border-${kind}`, ...SIDES.map((side) => `border-${kind}-${side}`)].join(' '),
      `border-${kind}-x border-${kind}-s border-${kind}-e border-${kind}-r border-${kind}-l`,
      `border-${kind}-y border-${kind}-t border-${kind}-b`,
    ]),
  ].map((line) => {
    const [group = '', ...others] = line.split(' ');
    return [group, others];
  }),
);

/** The group of a utility (no variants, no "!", no leading "-"); null for anything else. */
export function groupOf(utility: string): string | null {
  const arbitraryProperty = /^\[([a-z-]+):.+\]$/.exec(utility);
  if (arbitraryProperty) return `[${arbitraryProperty[1] ?? ''}]`;
  const keyword = KEYWORDS[utility];
  if (keyword) return keyword;
  // "a-b-c": try the prefix "a-b" with the value "c", then "a" with "b-c"; never cut inside "[...]".
  const head = utility.split('[')[0] ?? '';
  for (let cut = head.lastIndexOf('-'); cut > 0; cut = head.lastIndexOf('-', cut - 1)) {
    const rule = PREFIXES[utility.slice(0, cut)];
    if (rule === undefined) continue;
    if (typeof rule === 'string') return rule;
    // An opacity ("/50") does not change what a value is.
    const value = utility.slice(cut + 1);
    return rule(value.startsWith('[') ? value : value.replace(/\/[^/]*$/, ''));
  }
  return null;
}

/** Variants in a canonical order, plus the important mark: classes conflict only under equal keys. */
function keyAndUtility(className: string): [string, string] {
  const parts = className.split(/:(?![^[]*\])/);
  let utility = parts.pop() ?? '';
  const important = /^!|!$/.test(utility);
  utility = utility.replace(/^!|!$/g, '').replace(/^-/, '');
  // Plain variants may come in any order; arbitrary ones ("[&_svg]") keep their place.
  const variants: string[] = [];
  let run: string[] = [];
  for (const part of parts) {
    if (part.startsWith('[')) {
      variants.push(...run.sort(), part);
      run = [];
    } else run.push(part);
  }
  variants.push(...run.sort());
  return [`${variants.join(':')}${important ? '!' : ''}|`, utility];
}

/**
 * A page renders the same few class lists over and over (every button, every card): each is worked out
 * once. Bounded, as class lists built from data could otherwise grow it without end.
 */
const merged = new Map<string, string>();
const MERGED_CACHE_MAX = 2_000;

/** Drops every class that a later class overrides. */
export function mergeClasses(classList: string): string {
  const known = merged.get(classList);
  if (known !== undefined) return known;
  const result = mergeUncached(classList);
  if (merged.size >= MERGED_CACHE_MAX) merged.clear();
  merged.set(classList, result);
  return result;
}

function mergeUncached(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  for (const className of classList.split(/\s+/).filter(Boolean).reverse()) {
    const [key, utility] = keyAndUtility(className);
    const group = groupOf(utility);
    if (group !== null) {
      if (taken.has(key + group)) continue;
      for (const taking of [group, ...(CONFLICTS[group] ?? [])]) taken.add(key + taking);
    }
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
