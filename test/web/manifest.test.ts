/**
 * The web app manifest in each language (#33): the build writes one per language, and a German
 * page links the German one, so the installed app is named and described in the reader's words.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, manifestPath } from '@web/i18n/locales';
import { manifestFor } from '@scripts/vite-offline';

describe('the manifest per language', () => {
  it('names and describes the app in German for German readers, as one app with English', () => {
    const en = manifestFor('en');
    const de = manifestFor('de');
    expect(de).toMatchObject({ lang: 'de', name: 'Stonehenge — im Browser spielen', short_name: 'Stonehenge' });
    expect(de.description).toMatch(/^Spiel die Spiele der Stonehenge-Anthologie/);
    expect(en).toMatchObject({ lang: 'en', name: 'Stonehenge — play by web' });
    // One installed app whichever language it was installed in.
    expect({ ...de, name: '', description: '', lang: '' }).toEqual({ ...en, name: '', description: '', lang: '' });
  });

  it('gives each language its own file, English at the name the shell links', () => {
    expect(manifestPath('en')).toBe('/manifest.webmanifest');
    expect(new Set(LOCALES.map(manifestPath)).size).toBe(LOCALES.length);
  });
});
