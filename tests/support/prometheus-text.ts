/**
 * A strict reader of Prometheus's text exposition format (version 0.0.4): every line must be a comment,
 * a HELP or TYPE line, or a sample, or it throws saying which line and why. Each family's lines come
 * together, its TYPE before its samples; a sample's name must belong to its family's type (a
 * histogram's `_bucket`, `_sum` and `_count`); no sample is given twice; a histogram's buckets rise
 * in `le`, are cumulative, end at `+Inf`, and the last equals `_count`.
 */

export type MetricType = 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  type: MetricType;
  help: string | undefined;
  samples: Sample[];
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set<string>(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
const SUFFIXES: Record<MetricType, string[]> = {
  counter: [''],
  gauge: [''],
  untyped: [''],
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};

/**
 * A value as Go's ParseFloat reads it, which is what the format asks for: decimals, and the special
 * values in any case ("NaN", "+Inf"; prom-client writes "Nan").
 */
function parseValue(text: string): number {
  if (/^nan$/i.test(text)) return NaN;
  const infinity = /^([-+]?)inf(inity)?$/i.exec(text);
  if (infinity) return infinity[1] === '-' ? -Infinity : Infinity;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new Error(`"${text}" is not a number`);
  return Number(text);
}

/** `{a="x",b="y"}` from its first character; returns the labels and where the text after them starts. */
function parseLabels(line: string, start: number): { labels: Record<string, string>; end: number } {
  const labels: Record<string, string> = {};
  let at = start + 1;
  while (line[at] !== '}') {
    const eq = line.indexOf('=', at);
    if (eq < 0) throw new Error('a label without "="');
    const name = line.slice(at, eq);
    if (!LABEL_NAME.test(name)) throw new Error(`"${name}" is not a label name`);
    if (name in labels) throw new Error(`label "${name}" given twice`);
    if (line[eq + 1] !== '"') throw new Error(`label "${name}" has no quoted value`);
    let value = '';
    let i = eq + 2;
    for (; i < line.length && line[i] !== '"'; i += 1) {
      if (line[i] !== '\\') {
        value += line.charAt(i);
        continue;
      }
      const escaped = line[(i += 1)];
      if (escaped === 'n') value += '\n';
      else if (escaped === '\\' || escaped === '"') value += escaped;
      else throw new Error(`label "${name}" has a bad escape`);
    }
    if (i >= line.length) throw new Error(`label "${name}" is not closed`);
    labels[name] = value;
    at = i + 1;
    if (line[at] === ',') at += 1;
    else if (line[at] !== '}') throw new Error(`label "${name}" is followed by "${line[at] ?? ''}"`);
  }
  return { labels, end: at + 1 };
}

function parseSample(line: string): Sample {
  const brace = line.indexOf('{');
  const space = line.indexOf(' ');
  const nameEnd = brace >= 0 && (space < 0 || brace < space) ? brace : space;
  if (nameEnd < 0) throw new Error('a sample without a value');
  const name = line.slice(0, nameEnd);
  if (!METRIC_NAME.test(name)) throw new Error(`"${name}" is not a metric name`);
  const { labels, end } = nameEnd === brace ? parseLabels(line, brace) : { labels: {}, end: nameEnd };
  const rest = line.slice(end).split(' ');
  if (rest[0] !== '' || rest.length < 2 || rest.length > 3) throw new Error('expected " value [timestamp]"');
  if (rest[2] !== undefined && !/^-?\d+$/.test(rest[2])) throw new Error(`"${rest[2]}" is not a timestamp`);
  return { name, labels, value: parseValue(rest[1] ?? '') };
}

/** Which family a sample belongs to, given the family whose lines are being read. */
function belongs(family: Family | undefined, name: string): boolean {
  return family !== undefined && SUFFIXES[family.type].some((suffix) => `${family.name}${suffix}` === name);
}

function checkHistogram(family: Family): void {
  const series = new Map<string, { buckets: Sample[]; count?: number }>();
  const keyOf = (labels: Record<string, string>) =>
    JSON.stringify(
      Object.entries(labels)
        .filter(([label]) => label !== 'le')
        .sort(),
    );
  for (const sample of family.samples) {
    const entry = series.get(keyOf(sample.labels)) ?? { buckets: [] };
    series.set(keyOf(sample.labels), entry);
    if (sample.name.endsWith('_bucket')) {
      if (!('le' in sample.labels)) throw new Error(`${family.name}: a bucket without "le"`);
      entry.buckets.push(sample);
    } else if (sample.name.endsWith('_count')) entry.count = sample.value;
  }
  for (const [key, { buckets, count }] of series) {
    const bounds = buckets.map((bucket) => parseValue(bucket.labels.le ?? ''));
    if (bounds.at(-1) !== Infinity) throw new Error(`${family.name}${key}: the last bucket is not +Inf`);
    for (let i = 1; i < buckets.length; i += 1) {
      if (!((bounds[i] ?? 0) > (bounds[i - 1] ?? 0)))
        throw new Error(`${family.name}${key}: "le" not rising`);
      if ((buckets[i]?.value ?? 0) < (buckets[i - 1]?.value ?? 0)) {
        throw new Error(`${family.name}${key}: buckets are not cumulative`);
      }
    }
    if (buckets.at(-1)?.value !== count)
      throw new Error(`${family.name}${key}: +Inf bucket differs from _count`);
  }
}

export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const seen = new Set<string>();
  let current: Family | undefined;
  const familyOf = (name: string) => {
    let family = families.get(name);
    if (family && family !== current) throw new Error(`the lines of ${name} are not together`);
    if (!family) {
      family = { name, type: 'untyped', help: undefined, samples: [] };
      families.set(name, family);
    }
    return (current = family);
  };
  if (!text.endsWith('\n')) throw new Error('the text does not end with a line break');
  text
    .slice(0, -1)
    .split('\n')
    .forEach((line, index) => {
      try {
        if (line === '') return;
        const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
        if (meta) {
          const [, kind, name = '', rest = ''] = meta;
          if (!METRIC_NAME.test(name)) throw new Error(`"${name}" is not a metric name`);
          const family = familyOf(name);
          if (kind === 'HELP') {
            if (family.help !== undefined) throw new Error('a second HELP');
            family.help = rest;
          } else {
            if (!TYPES.has(rest)) throw new Error(`"${rest}" is not a type`);
            if (family.samples.length > 0 || family.type !== 'untyped') throw new Error('TYPE after samples');
            family.type = rest as MetricType;
          }
          return;
        }
        if (line.startsWith('#')) return;
        const sample = parseSample(line);
        const family = belongs(current, sample.name) ? current : familyOf(sample.name);
        if (!family || !belongs(family, sample.name)) throw new Error(`${sample.name} is not of its family`);
        const key = `${sample.name}${JSON.stringify(Object.entries(sample.labels).sort())}`;
        if (seen.has(key)) throw new Error('a sample given twice');
        seen.add(key);
        family.samples.push(sample);
      } catch (error) {
        throw new Error(`line ${index + 1} (${JSON.stringify(line)}): ${(error as Error).message}`);
      }
    });
  for (const family of families.values()) if (family.type === 'histogram') checkHistogram(family);
  return families;
}
