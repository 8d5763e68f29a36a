/** Die Log-Wörter von Fightin' an' Drinkin' an' Stealin' (`fightin-drinkin-stealin.*`: web/src/i18n/en/log.ts). */
import { PLAYER_COLOURS } from '@engine/core/components';
import { type Awards, colour, count, shortCard } from './shared';
import type { words as en } from '../../en/log/fightin-drinkin-stealin';
import type { Translation } from '../../types';

const eventTitle = (event: string) => (event === 'fightin' ? "Fightin'" : event === 'drinkin' ? "Drinkin'" : "Stealin'");
const awardsWords = (a: Awards) => {
  const parts = PLAYER_COLOURS.filter((c) => a[c] > 0).map((c) => `${a[c]} ${colour(c)}`);
  return parts.length ? parts.join(', ') : 'nichts';
};
const totalAwards = (a: Awards) => PLAYER_COLOURS.reduce((t, c) => t + a[c], 0);
const awards = (n: number, c: string) => `${count(n, 'Auszeichnung', 'Auszeichnungen')} ${colour(c)}`;
const WHY = {
  killing: 'fürs Monstererlegen',
  clobbered: 'dafür, keine Prügel zu beziehen',
  passing: 'dafür, nicht umzukippen',
  trilithon: 'als Trilith-Bonus',
} as const;

export const words: Translation<typeof en> = {
  'fightin-drinkin-stealin.play': (a, n) => `${n(a.seat)} legt an jedem Ereignis eine Karte verdeckt ab.`,
  'fightin-drinkin-stealin.reveal': (a, n) =>
    `${eventTitle(a.event)}: ${n(0)} deckt ${shortCard(a.cards[0] ?? '')} auf, ${n(1)} deckt ${shortCard(a.cards[1] ?? '')} auf.`,
  'fightin-drinkin-stealin.monster': (a) => `Das nächste Monster ist ${shortCard(a.card)}.`,
  'fightin-drinkin-stealin.fight': (a, n) =>
    a.won
      ? `Die Kämpfer von ${n(a.seat)} (${a.sum}) besiegen die Monster (${a.monsters}).`
      : `Die Kämpfer von ${n(a.seat)} (${a.sum}) beziehen Prügel von den Monstern (${a.monsters}).`,
  'fightin-drinkin-stealin.fight-tie': (a) =>
    `Beide Clans kämpfen mit ${a.sum}: Jeder wirft seinen stärksten Kämpfer ab, und niemand kämpft gegen die Monster.`,
  'fightin-drinkin-stealin.kill': (a, n) => `${n(a.seat)} erlegt ${shortCard(a.card)}.`,
  'fightin-drinkin-stealin.award': (a, n) =>
    a.why && a.colour ? `${n(a.seat)} erhält ${awards(a.count, a.colour)} ${WHY[a.why]}.` : `${n(a.seat)} nimmt ${awards(a.count, 'blue')} vom Altarstein.`,
  'fightin-drinkin-stealin.discard': (a, n) =>
    a.by === undefined
      ? `${n(a.seat)} wirft ${shortCard(a.card)} bei ${eventTitle(a.event ?? '')} ab.`
      : `${n(a.by)} lässt ${n(a.seat)} ${shortCard(a.card)} abwerfen.`,
  'fightin-drinkin-stealin.scarper': (a, n) =>
    `Der Dieb ${shortCard(a.card)} von ${n(a.seat)} ${a.gonagal ? '(der Gonagal) geht' : 'macht sich aus dem Staub'}${totalAwards(a.loot) ? ` mit ${awardsWords(a.loot)}` : ''}.`,
  'fightin-drinkin-stealin.serve': (a) =>
    `${a.count === 1 ? '1 Auszeichnung Blau wird' : `${a.count} Auszeichnungen Blau werden`} auf den Altarstein gestellt (jetzt ${a.altar} dort).`,
  'fightin-drinkin-stealin.gonagal': (a, n) => `Der Gonagal von ${n(a.seat)} gewinnt ${eventTitle(a.event)}.`,
  'fightin-drinkin-stealin.drink-tie': (a) =>
    `Gleichstand beim größten Trinker mit ${a.value}: Jeder Clan wirft seinen größten Trinker ab; der Altarstein behält seine Auszeichnungen.`,
  'fightin-drinkin-stealin.drinks': (a, n) =>
    a.outcome === 'another-round'
      ? `${a.total} Getränke: Noch eine Runde (der Altarstein behält seine Auszeichnungen).`
      : a.outcome === 'winner'
        ? `${a.total} Getränke: ${shortCard(a.card ?? '')} von ${n(a.seat ?? 0)} ist der größte Trinker und gewinnt.`
        : `${a.total} Getränke: ${shortCard(a.card ?? '')} von ${n(a.seat ?? 0)} kippt um; die Auszeichnungen des Altarsteins gehen zurück in den Vorrat.`,
  'fightin-drinkin-stealin.steal-award': (a, n) => `${shortCard(a.card)} von ${n(a.seat)} stiehlt ${n(a.from)} eine Auszeichnung ${colour(a.colour)}.`,
  'fightin-drinkin-stealin.lawyer': (a) => `Der große Anwalt zieht ${count(a.steps, 'Feld', 'Felder')} von ${a.from} auf ${a.to}.`,
  'fightin-drinkin-stealin.wee-lawyer': (a, n) =>
    a.kept
      ? `${n(a.seat)} hat den kleinen Anwalt ${colour(a.colour)} schon.`
      : a.holder === null || a.holder === undefined
        ? `${n(a.seat)} nimmt den kleinen Anwalt ${colour(a.colour)}.`
        : `${n(a.holder)} gibt den kleinen Anwalt ${colour(a.colour)} an ${n(a.seat)} weiter.`,
  'fightin-drinkin-stealin.thieves': (a) =>
    `Höchster Dieb: ${a.high ? shortCard(a.high) : 'keiner (Gleichstand)'}; zweithöchster: ${a.second ? shortCard(a.second) : 'keiner'}.`,
  'fightin-drinkin-stealin.steal': (a, n) =>
    `${a.card ? `${shortCard(a.card)} von ${n(a.seat)}` : `Der Gonagal von ${n(a.seat)}`} stiehlt ${awardsWords(a.loot)} von ${shortCard(a.from)}.`,
  'fightin-drinkin-stealin.yellow': (a, n) =>
    `${a.card ? `${shortCard(a.card)} von ${n(a.seat)}` : `Der Gonagal von ${n(a.seat)}`} nimmt ${awards(a.count, 'yellow')} aus dem Vorrat.`,
  'fightin-drinkin-stealin.no-habeas': (a) =>
    a.gonagal
      ? 'Der Gonagal hält den großen Anwalt davon ab, jemanden zu habeascorpusieren.'
      : 'Jeder Dieb steht unter dem großen Anwalt: Niemand wird habeascorpusiert.',
  'fightin-drinkin-stealin.pass': (a, n) => (a.card ? `${shortCard(a.card)} von ${n(a.seat)} nimmt keine Auszeichnung Gelb.` : `${n(a.seat)} stiehlt nichts.`),
  'fightin-drinkin-stealin.habeas': (a, n) =>
    `${shortCard(a.card)} von ${n(a.seat)} wird habeascorpusiert${totalAwards(a.loot) ? `; ${awardsWords(a.loot)} zurück in den Vorrat` : ''}.`,
  'fightin-drinkin-stealin.monster-discard': (a, n) => `${n(a.seat)} wirft das Monster ${shortCard(a.card)} hinaus.`,
  'fightin-drinkin-stealin.draw': (a, n) => `${n(a.seat)} zieht ${count(a.count, 'Karte', 'Karten')}.`,
  'fightin-drinkin-stealin.round': (a) => `Runde ${a.round} von ${a.of}${a.round === a.of ? ' (zählt doppelt)' : ''}.`,
  'fightin-drinkin-stealin.end-discard': (a, n) =>
    a.colour ? `${n(a.seat)} legt die beste Farbe beiseite: ${colour(a.colour)}.` : `${n(a.seat)} hat keine Auszeichnungen zum Beiseitelegen.`,
  'fightin-drinkin-stealin.unbanked': (a) => `${shortCard(a.card)} hat sich nie aus dem Staub gemacht: ${awardsWords(a.loot)} zählen nicht.`,
  'fightin-drinkin-stealin.end': (a, n) => `Auszeichnungen am Ende: ${n(0)} ${a.scores[0]}, ${n(1)} ${a.scores[1]}.`,
  'fightin-drinkin-stealin.summary': (a, n) =>
    a.winner === undefined
      ? `Beide Clans haben nach dem Beiseitelegen ihrer besten Farbe ${count(a.best, 'Auszeichnung', 'Auszeichnungen')}: ein geteilter Sieg.`
      : `${n(a.winner)} gewinnt mit ${count(a.best, 'Auszeichnung', 'Auszeichnungen')} (nach dem Beiseitelegen der besten Farbe) gegen ${a.other}.`,
};
