/**
 * Log entries are data (docs/record-format.md, "Log entries"): every entry the engine writes has
 * `args`, and the `log` area says it from them. Seeded random games of every ruleset, every setup:
 * - every entry carries args, and the catalog has a sentence for its kind;
 * - the English sentence made from the args is exactly the engine's `text` (which the golden
 *   digests cover), so the args hold everything the sentence says and the two never drift;
 * - the German sentence names the same seats, has no `{seat:N}` left and is not the English one;
 * - every kind the catalog has for a ruleset was met (a sentence no game reaches is not tested here,
 *   so the few that seeded games do not reach are listed, and written out in the unit cases below).
 */
import { describe, expect, it } from 'vitest';
import { RULESETS } from '@engine/index';
import { messagesFor } from '@web/i18n/catalogs';
import { logLine, logSayer, resultLine } from '@web/i18n/log-line';
import { entries, RARE_ENTRIES, WORKER_ENTRIES } from '../web/log-samples';

const en = messagesFor('en').log;
const de = messagesFor('de').log;
const TOKEN = (s: number) => `{seat:${s}}`;
const NAMES = (s: number) => `Name${s}`;

/** Kinds seeded games rarely or never reach: their sentences are checked by the cases below instead. */
const RARE: Record<string, string[]> = {
  'raiding-stonehenge': ['tiebreakStart'],
  'a-grand-endeavor': ['removed', 'ritual', 'defame'],
};

describe('log entries are data said in the reader’s language', () => {
  for (const ruleset of RULESETS) {
    it(`${ruleset.id}: every entry has args, and the English words from them are its text`, () => {
      const seen = new Set<string>();
      for (const entry of entries(ruleset, 24)) {
        seen.add(entry.kind);
        expect(entry.args, `${entry.kind}: ${entry.text}`).toBeTypeOf('object');
        const say = logSayer(en, ruleset.id, entry.kind);
        expect(say, `no words for ${ruleset.id}.${entry.kind}`).not.toBeNull();
        expect(say!(entry.args, TOKEN)).toBe(entry.text);
        const german = logLine(de, ruleset.id, entry, NAMES);
        expect(german.lang).toBeUndefined();
        expect(german.text).not.toMatch(/\{seat:/);
        expect(german.text).not.toBe(logLine(en, ruleset.id, entry, NAMES).text);
        // The seats the English sentence names, the German one names too.
        for (const m of entry.text.matchAll(/\{seat:(\d+)\}/g)) expect(german.text).toContain(NAMES(Number(m[1])));
      }
      const own = Object.keys(en)
        .filter((k) => k.startsWith(`${ruleset.id}.`))
        .map((k) => k.slice(ruleset.id.length + 1));
      const missed = own.filter((k) => !seen.has(k) && !(RARE[ruleset.id] ?? []).includes(k));
      expect(missed, 'kinds no seeded game reached').toEqual([]);
    });
  }

  it('an entry without args (written before they existed) is its English text, marked as English', () => {
    const old = { kind: 'play', text: '{seat:1} played night 6: the red druid stays on 1.' };
    expect(logLine(de, 'stonerush', old, NAMES)).toEqual({ text: 'Name1 played night 6: the red druid stays on 1.', lang: 'en' });
    expect(logLine(de, 'a-ruleset-without-words', { kind: 'x', text: 'Hello {seat:0}.', args: {} }, NAMES)).toEqual({ text: 'Hello Name0.', lang: 'en' });
    // Args of a shape the words cannot read: the text, not a crash.
    expect(logLine(de, 'stonerush', { kind: 'play', text: 'T', args: { cards: 7 } }, NAMES)).toEqual({ text: 'T', lang: 'en' });
    expect(logLine(undefined, 'stonerush', { kind: 'draw', text: '{seat:0} drew 1 card.', args: { seat: 0, count: 1 } }, NAMES).lang).toBe('en');
  });

  // The sentences seeded games rarely reach, and the Worker's own entries (RARE_ENTRIES in
  // test/web/log-samples.ts, shared with the pseudo-locale check).
  const cases = RARE_ENTRIES;
  it('the Worker’s entries: the English words are the text it writes, every kind has German ones', () => {
    for (const entry of WORKER_ENTRIES) {
      for (const ruleset of RULESETS) {
        expect(logSayer(en, ruleset.id, entry.kind)!(entry.args, TOKEN)).toBe(entry.text);
        const german = logLine(de, ruleset.id, entry, NAMES);
        expect(german.lang).toBeUndefined();
        expect(german.text).not.toMatch(/\{seat:|\b(the|and|of|to)\b/);
      }
    }
  });
  it.each(cases)('%s %s: the English words are the writer’s text, the German ones are German', (ruleset, kind, args, text) => {
    expect(logSayer(en, ruleset, kind)!(args, TOKEN)).toBe(text);
    const german = logLine(de, ruleset, { kind, text, args }, NAMES);
    expect(german.lang).toBeUndefined();
    expect(german.text).not.toMatch(/\{seat:|\b(the|and|of|to)\b/);
  });

  it('a result says its summary in the reader’s words, the seats that resigned last; an old one is its English summary', () => {
    const rules = {
      winners: [0],
      summary: '{seat:0} wins with 12 points. {seat:2} resigned and ranks last.',
      says: { kind: 'gameEnd', args: { end: 'score', winner: 0, top: 12 } },
      resigned: [2],
    };
    expect(resultLine(en, 'raiding-stonehenge', rules, TOKEN)).toEqual({ text: rules.summary });
    expect(resultLine(de, 'raiding-stonehenge', rules, NAMES)).toEqual({
      text: 'Name0 gewinnt mit 12 Punkten. Name2 hat aufgegeben und landet auf dem letzten Platz.',
    });
    const ended = { winners: [0], summary: '{seat:1} resigned; {seat:0} wins.', says: { kind: 'resigned-end', args: { seat: 1, winner: 0 } }, resigned: [1] };
    expect(resultLine(en, 'stonerush', ended, TOKEN)).toEqual({ text: ended.summary });
    expect(resultLine(de, 'stonerush', ended, NAMES)).toEqual({ text: 'Name1 hat aufgegeben; Name0 gewinnt.' });
    // Stored before results carried their words: the English summary, marked so; nothing to say: null.
    expect(resultLine(de, 'stonerush', { summary: '{seat:1} resigned; {seat:0} wins.' }, NAMES)).toEqual({ text: 'Name1 resigned; Name0 wins.', lang: 'en' });
    expect(resultLine(de, 'stonerush', {}, NAMES)).toBeNull();
  });
});
