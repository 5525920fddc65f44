/**
 * A page's address pattern, written as the router reads it: `/trip/:tripId`, `:name?` for a segment that
 * may be left out. The same pattern gives the page's links (`href`) and tells which page an address is.
 */
type ParamOf<Segment extends string> = Segment extends `:${infer Name}?`
  ? { [Key in Name]?: string | null }
  : Segment extends `:${infer Name}`
    ? { [Key in Name]: string }
    : unknown;

/** The values a pattern's links are built from, by name: `{ tripId: string }` for `/trip/:tripId`. */
export type PathParams<Pattern extends string> = Pattern extends `${infer Segment}/${infer Rest}`
  ? ParamOf<Segment> & PathParams<Rest>
  : ParamOf<Pattern>;

export type HrefArgs<Pattern extends string> = Pattern extends `${string}:${string}`
  ? [PathParams<Pattern>]
  : [];

/**
 * The address of the page at `path` ('' for "/"), each value encoded as one segment; a left-out optional
 * one dropped.
 */
export function fillPage<Pattern extends string>(path: Pattern, ...[params]: HrefArgs<Pattern>): string {
  // Read only where the pattern has parameters, which then come with it.
  const values = params as Partial<Record<string, string | null>>;
  return path.replace(/\/:(\w+)\??/g, (_, name: string) =>
    values[name] == null ? '' : `/${encodeURIComponent(values[name])}`,
  );
}

/**
 * The values of `path`'s parameters in `pathname`, decoded, or null when the address is not this page's
 * (or a value cannot be decoded): one segment per parameter, a trailing slash allowed, anything else not.
 * A left-out optional segment is undefined.
 */
export function matchPath(path: string, pathname: string): Record<string, string | undefined> | null {
  const body = path.replace(/\/:(\w+)(\??)/g, '(?:/(?<$1>[^/]+))$2');
  // "/" also matches "//", which is no other page's either.
  const found = new RegExp(`^${body}/?$`).exec(pathname);
  if (!found) return null;
  const params: Record<string, string | undefined> = { ...found.groups };
  try {
    for (const name in params) params[name] &&= decodeURIComponent(params[name]);
  } catch {
    return null;
  }
  return params;
}
