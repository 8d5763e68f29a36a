/**
 * The message catalog (web/src/i18n/): picking the language, plural forms and Intl formatting in
 * both languages, German filling every English key, and the pseudo-locale that the page check uses.
 */
import { describe, expect, it } from 'vitest';
import { messagesFor } from '@web/i18n/catalogs';
import { de } from '@web/i18n/de';
import { en } from '@web/i18n/en';
import { plural, relative } from '@web/i18n/format';
import { acceptedTags, pickLocale } from '@web/i18n/locales';
import { pseudoMessages, pseudoText } from '@web/i18n/pseudo';

describe('picking the language', () => {
  it('reads Accept-Language by quality, then order, skipping q=0 and what we do not speak', () => {
    expect(acceptedTags('fr-CH, fr;q=0.9, de;q=0.8, en;q=0.7, *;q=0.5')).toEqual(['fr-CH', 'fr', 'de', 'en', '*']);
    expect(acceptedTags('en;q=0, de-AT')).toEqual(['de-AT']);
    expect(pickLocale({ accept: 'fr-CH, fr;q=0.9, de;q=0.8, en;q=0.7' })).toBe('de');
    expect(pickLocale({ accept: 'en;q=0.4, de-AT;q=0.6' })).toBe('de');
    expect(pickLocale({ accept: 'fr, es' })).toBe('en');
    expect(pickLocale({ accept: ['de-DE', 'en-US'] })).toBe('de');
  });

  it('puts ?lang= before a saved choice, and a saved choice before the browser', () => {
    expect(pickLocale({ query: 'de', saved: 'en', accept: 'en' })).toBe('de');
    expect(pickLocale({ query: 'EN', saved: 'de', accept: 'de' })).toBe('en');
    expect(pickLocale({ query: 'xx', saved: 'de', accept: 'en' })).toBe('de');
    expect(pickLocale({ saved: null, accept: null })).toBe('en');
  });
});

describe('plural forms and Intl', () => {
  it('picks the form by the language’s plural rule and formats the number', () => {
    expect(en.panels.logEarlier(1)).toBe('Show 1 earlier entry');
    expect(en.panels.logEarlier(500)).toBe('Show 500 earlier entries');
    expect(de.panels.logEarlier(1)).toBe('1 früheren Eintrag zeigen');
    expect(de.panels.logEarlier(2)).toBe('2 frühere Einträge zeigen');
    expect(plural('de', 1500, { one: '# Punkt', other: '# Punkte' })).toBe('1.500 Punkte');
    expect(plural('en', 1500, { one: '# point', other: '# points' })).toBe('1,500 points');
    expect(en.common.gamesWaiting(1)).toBe(', 1 game waits for you');
    expect(de.common.gamesWaiting(3)).toBe(', 3 Spiele warten auf dich');
  });

  it('says relative times in each language', () => {
    expect(relative('en', -2 * 86_400_000)).toBe('2 days ago');
    expect(relative('de', -2 * 86_400_000)).toBe('vorgestern');
    expect(relative('de', 3 * 3_600_000)).toBe('in 3 Stunden');
  });
});

describe('the catalogs', () => {
  it('gives German every area and key English has, and German words where English has words', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const area of Object.keys(en) as (keyof typeof en)[]) {
      expect(Object.keys(de[area]).sort(), area).toEqual(Object.keys(en[area]).sort());
    }
    expect(messagesFor('de').common.navRules).toBe('Regeln');
    expect(messagesFor('en').common.navRules).toBe('Rules');
  });

  it('makes every letter of a message pseudo, but not its placeholders or the values it is given', () => {
    expect(pseudoText('Or {link}.')).toBe('Óŕ {link}.');
    const p = pseudoMessages(en);
    expect(p.home.gameLink('abc123')).toBe('Ĝáḿé abc123');
    expect(p.panels.logEarlier(2)).toBe('Šĥóŵ 2 éáŕĺíéŕ éñťŕíéš');
    expect(/[A-Za-z]/.test(p.common.navNewGame)).toBe(false);
  });
});
