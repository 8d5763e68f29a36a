/**
 * Installs a whole catalog for a test: the shared areas (`installMessages`) and every ruleset's
 * own words (`installRulesetWords`, web/src/rulesets/all-words.ts), in English, German or the
 * pseudo-locale (English with every letter accented, docs/i18n.md).
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { expect } from 'vitest';
import type { LogLine } from '@schema/api';
import { GameLog } from '@web/game/game-log';
import { installMessages } from '@web/i18n';
import { de } from '@web/i18n/de';
import { en } from '@web/i18n/en';
import { pseudoArea, pseudoMessages } from '@web/i18n/pseudo';
import { installRulesetWords } from '@web/rulesets/all-words';
import { plainWords, readableText } from './page-text';

export function installCatalog(kind: 'en' | 'de' | 'pseudo'): void {
  const lang = kind === 'de' ? 'de' : 'en';
  installMessages(kind === 'de' ? de : kind === 'pseudo' ? pseudoMessages(en) : en, lang);
  installRulesetWords(lang, kind === 'pseudo' ? pseudoArea : undefined);
}

/**
 * The game log panel of `log` says every line through the catalog: in the pseudo-locale no English
 * marked and no plain word but `allowed`, in German none marked and no seat placeholder left.
 */
export function expectLogSaid(log: LogLine[], ruleset: string, players: readonly { name: string }[], allowed: readonly string[]): void {
  const panel = () => renderToString(h(GameLog, { gameId: 'g1', token: null, log, logStart: 0, ruleset, players }));
  installCatalog('pseudo');
  const pseudo = panel();
  expect(pseudo).not.toContain('lang="en"');
  expect(plainWords(readableText(pseudo), allowed)).toEqual([]);
  installCatalog('de');
  const german = panel();
  expect(german).not.toContain('lang="en"');
  expect(german).not.toMatch(/\{seat:/);
}
