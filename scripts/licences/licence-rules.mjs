// Pure rules of the licence check (scripts/check-licences.mjs, decision 055): reading the SPDX expression a
// package declares, deciding it against an allow-list, and naming the licence of a LICENSE file for a
// package that declares none.

/**
 * @typedef {{ type: 'licence', id: string }
 *   | { type: 'and' | 'or', left: LicenceNode, right: LicenceNode }} LicenceNode
 */

/** Old identifiers SPDX has since renamed, with the name the allow-list uses. */
const RENAMED = new Map([
  ['GPL-2.0', 'GPL-2.0-only'],
  ['GPL-3.0', 'GPL-3.0-only'],
  ['LGPL-2.0', 'LGPL-2.0-only'],
  ['LGPL-2.1', 'LGPL-2.1-only'],
  ['LGPL-3.0', 'LGPL-3.0-only'],
  ['AGPL-3.0', 'AGPL-3.0-only'],
]);

/** @param {string} id */
function normalisedId(id) {
  // `X+` is SPDX's older way of writing "X or any later version".
  if (id.endsWith('+')) return `${id.slice(0, -1)}-or-later`;
  return RENAMED.get(id) ?? id;
}

/** @param {string} expression */
function tokensOf(expression) {
  return expression
    .replace(/([()])/g, ' $1 ')
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * Parses an SPDX licence expression: identifiers joined by AND and OR (AND binds closer), in parentheses,
 * with `+` for "or later" and `WITH` an exception. An exception only adds permissions, so it is dropped.
 * @param {string} expression
 * @returns {LicenceNode}
 */
export function parseLicenceExpression(expression) {
  const tokens = tokensOf(expression);
  let at = 0;
  const fail = (/** @type {string} */ why) => {
    throw new Error(`"${expression}" is not an SPDX licence expression: ${why}.`);
  };
  const isOperator = (/** @type {string | undefined} */ token, /** @type {string} */ name) =>
    token !== undefined && token.toUpperCase() === name;

  /** @returns {LicenceNode} */
  const atom = () => {
    const token = tokens[at];
    if (token === undefined) return fail('it ends where a licence is expected');
    at += 1;
    if (token === '(') {
      const inner = either();
      if (tokens[at] !== ')') fail('a parenthesis is not closed');
      at += 1;
      return inner;
    }
    if (token === ')' || ['AND', 'OR', 'WITH'].includes(token.toUpperCase()))
      fail(`"${token}" stands where a licence is expected`);
    if (!/^[A-Za-z0-9.-]+\+?$/.test(token)) fail(`"${token}" is no licence identifier`);
    if (isOperator(tokens[at], 'WITH')) {
      at += 1;
      if (!/^[A-Za-z0-9.-]+$/.test(tokens[at] ?? '')) fail('WITH names no exception');
      at += 1;
    }
    return { type: 'licence', id: normalisedId(token) };
  };
  /**
   * Operands of `part` joined by `operator`, left to right.
   * @param {'and' | 'or'} operator @param {() => LicenceNode} part @returns {LicenceNode}
   */
  const joined = (operator, part) => {
    let left = part();
    while (isOperator(tokens[at], operator.toUpperCase())) {
      at += 1;
      left = { type: operator, left, right: part() };
    }
    return left;
  };
  // AND binds closer than OR.
  /** @returns {LicenceNode} */
  const either = () => joined('or', () => joined('and', atom));

  if (tokens.length === 0) fail('it is empty');
  const tree = either();
  if (at < tokens.length) fail(`"${tokens[at] ?? ''}" follows a complete expression`);
  return tree;
}

/**
 * Whether code under `expression` may ship: one allowed choice of an OR is enough, every part of an AND
 * must be allowed.
 * @param {string} expression @param {ReadonlySet<string>} allowed
 */
export function isLicenceAllowed(expression, allowed) {
  /** @param {LicenceNode} node @returns {boolean} */
  const allows = (node) => {
    if (node.type === 'licence') return allowed.has(node.id);
    return node.type === 'and'
      ? allows(node.left) && allows(node.right)
      : allows(node.left) || allows(node.right);
  };
  return allows(parseLicenceExpression(expression));
}

/**
 * The licence a package.json declares, as an SPDX expression; undefined when it declares none or points
 * to a file (`SEE LICENSE IN …`). The older forms, an object `{ type }` and a `licenses` array (any one of
 * them may be chosen), are read too.
 * @param {{ license?: unknown, licenses?: unknown }} manifest
 * @returns {string | undefined}
 */
export function licenceOfManifest(manifest) {
  const typeOf = (/** @type {unknown} */ value) =>
    typeof value === 'string'
      ? value
      : value && typeof value === 'object' && 'type' in value && typeof value.type === 'string'
        ? value.type
        : undefined;
  const declared = typeOf(manifest.license);
  if (declared !== undefined) return /^SEE LICEN[CS]E IN /i.test(declared) ? undefined : declared.trim();
  if (!Array.isArray(manifest.licenses)) return undefined;
  const types = manifest.licenses.map(typeOf).filter((type) => type !== undefined);
  if (types.length === 0) return undefined;
  return types.length === 1 ? types[0] : `(${types.join(' OR ')})`;
}

/** Licence texts known by a sentence every copy of them holds, most specific first. */
const KNOWN_TEXTS = [
  { id: 'Apache-2.0', test: /Apache License,? Version 2\.0/i },
  { id: 'MIT', test: /Permission is hereby granted, free of charge, to any person obtaining a copy/i },
  {
    id: 'ISC',
    test: /Permission to use, copy, modify, and\/?or distribute this software for any purpose with or without fee is hereby granted/i,
  },
  { id: 'BSD-3-Clause', test: /Redistribution and use in source and binary forms.*Neither the name/i },
  { id: 'BSD-2-Clause', test: /Redistribution and use in source and binary forms/i },
];

/**
 * The licence of a LICENSE file's text, for a package that declares none; undefined when the text is
 * none of the common permissive licences (a person must then read it and decide).
 * @param {string} text
 */
export function licenceOfText(text) {
  const flat = text.replace(/\s+/g, ' ');
  return KNOWN_TEXTS.find(({ test }) => test.test(flat))?.id;
}
