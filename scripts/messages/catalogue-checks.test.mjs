import { describe, expect, it } from 'vitest';
import { checkBundles, checkCatalogues, missingPluralForms, unusedKeys } from './catalogue-checks.mjs';

const TIPS = '{count, plural, one {# tip} other {# tips}}';

describe('checkCatalogues', () => {
  const english = { friend: { 'friend.send': 'Send {name} tips', 'friend.count': TIPS } };

  it('passes a translation with every key, its arguments and its plural forms', () => {
    const fr = {
      friend: {
        'friend.send': 'Envoyer des conseils à {name}',
        'friend.count': TIPS.replace(/tip/g, 'conseil'),
      },
    };
    expect(checkCatalogues({ en: english, fr }, 'en')).toEqual([]);
  });

  it('names a missing key, an extra key and a key outside its file', () => {
    const de = { friend: { 'friend.count': TIPS, 'friend.gone': 'Weg' } };
    const problems = checkCatalogues({ en: { ...english, app: { 'trips.title': 'Trips' } }, de }, 'en');
    expect(problems).toEqual(
      expect.arrayContaining([
        'en/app.json: "trips.title" must start with "app."',
        'de/friend.json: "friend.send" is missing',
        'de/friend.json: "friend.gone" is not in English',
        'de/app.json: "trips.title" is missing',
      ]),
    );
  });

  it('refuses a message that does not parse, or takes other arguments than English', () => {
    const es = {
      friend: {
        'friend.send': 'Enviar consejos a {nombre}',
        'friend.count': '{count, plural, one {# consejo}',
      },
    };
    const problems = checkCatalogues({ en: english, es }, 'en');
    expect(problems[0]).toBe(
      'es/friend.json: "friend.send" takes {nombre:text} where English takes {name:text}',
    );
    expect(problems[1]).toMatch(/^es\/friend.json: "friend.count" does not parse/);
  });

  it('wants every plural form of the language: six in Arabic', () => {
    const ar = {
      friend: {
        'friend.send': 'أرسل {name}',
        'friend.count': '{count, plural, one {نصيحة} other {# نصائح}}',
      },
    };
    expect(checkCatalogues({ en: english, ar }, 'en')).toEqual([
      'ar/friend.json: "friend.count": the plural of {count} lacks zero, two, few, many',
    ]);
  });
});

describe('missingPluralForms', () => {
  it('takes an exact form for a category of one number', () => {
    expect(missingPluralForms('ar', ['=0', '=1', '=2', 'few', 'many', 'other'])).toEqual([]);
    expect(missingPluralForms('en', ['=1', 'other'])).toEqual([]);
  });

  it('needs nothing but other in Japanese, and no form French only uses for millions', () => {
    expect(missingPluralForms('ja', ['other'])).toEqual([]);
    expect(missingPluralForms('fr', ['one', 'other'])).toEqual([]);
  });
});

describe('checkBundles', () => {
  it('puts every file in exactly one bundle of files that exist', () => {
    expect(
      checkBundles({ friend: ['friend'], app: ['app', 'friend', 'gone'] }, ['friend', 'app', 'mail']),
    ).toEqual([
      'friend.json is in 2 bundles of message-bundles.json',
      'mail.json is in 0 bundles of message-bundles.json',
      'bundle "app" names gone.json, which does not exist',
    ]);
  });
});

describe('unusedKeys', () => {
  it('finds keys no source quotes', () => {
    const sources = 't(\'friend.send\'); const key = "friend.count";';
    expect(unusedKeys(['friend.send', 'friend.count', 'friend.old'], sources)).toEqual(['friend.old']);
  });
});
