import { card, numberCard, PLAYER_COLOURS, type CardColour, type MaterialColour } from '@engine/core/components';
import { plural } from '../format';
import type { LogControl, Names, log as en } from '../en/log';
import type { Translation } from '../types';

// The set's colours as the board says them ("der Druide Weiß", "Auszeichnung Rot": the colour after the noun).
const COLOUR: Record<CardColour | MaterialColour, string> = {
  white: 'Weiß',
  blue: 'Blau',
  green: 'Grün',
  yellow: 'Gelb',
  red: 'Rot',
  black: 'Schwarz',
  neutral: 'Neutral',
};
const colour = (c: string) => COLOUR[c as CardColour] ?? c;
const count = (n: number, one: string, other: string) => plural('de', n, { one: `# ${one}`, other: `# ${other}` });
const seats = (list: readonly number[], n: Names) => list.map(n).join(', ');
const both = (list: readonly number[], n: Names) => {
  const names = list.map(n);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} und ${names[names.length - 1]}` : (names[0] ?? '');
};

const half = (h: string) => (h === 'night' ? 'Nacht' : 'Tag');
const shortCard = (id: string) => {
  const c = card(id);
  return c.kind === 'trilithon' ? `Trilith ${colour(c.colour)}` : `${half(c.half)} ${c.number}`;
};
const colouredCard = (id: string) => {
  const c = numberCard(id);
  return `${half(c.half)} ${c.number} (${colour(c.colour)})`;
};
const projectCard = (id: string) => {
  const c = card(id);
  return c.kind === 'trilithon' ? `die Trilith-Karte ${colour(c.colour)}` : `${half(c.half)} ${c.number} (${colour(c.colour)})`;
};
const eventTitle = (event: string) => (event === 'fightin' ? "Fightin'" : event === 'drinkin' ? "Drinkin'" : "Stealin'");
type Awards = Readonly<Record<(typeof PLAYER_COLOURS)[number], number>>;
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
const site = (track: string, space: number) =>
  track === 'outerRing' ? `Außenfeld ${space}` : track === 'bluestones' ? `Blausteinfeld ${space}` : `Trilithenfeld T${space}`;
const late = (bank: boolean, hours: number, several: boolean) =>
  bank ? `${several ? 'haben' : 'hat'} keine Zeit mehr` : `${several ? 'haben' : 'hat'} die Frist von ${hours} Stunden verstreichen lassen`;
const control = (tc: LogControl, weekendsOff: boolean) => {
  const base =
    tc === null
      ? 'keine Frist'
      : tc.kind === 'per-move'
        ? `${tc.hours} Stunden pro Zug`
        : `ein Zeitkonto von ${tc.initialHours} h, + ${tc.incrementHours} h pro Zug, höchstens ${tc.maxHours} h`;
  return weekendsOff && tc ? `${base}, Wochenenden frei` : base;
};
const dropped = (n: number, after: number) =>
  `${n === 1 ? '1 gespeicherter Zug' : `${n} gespeicherte Züge`} nach Zug ${after} ${n === 1 ? 'wurde' : 'wurden'} verworfen:`;
const GOES_ON = 'Das Spiel geht von dort aus weiter, mit frischer Zeit für alle, die am Zug sind.';

export const log: Translation<typeof en> = {
  'any.take-back': (a, n) => `${n(a.seat)} hat den letzten Zug zurückgenommen.`,
  'any.resign': (a, n) => `${n(a.seat)} hat aufgegeben.`,
  'any.absent': (a, n) =>
    `${n(a.seat)} hat keine Zeit mehr: Die anderen entscheiden, ob sie warten, einen Bot spielen lassen, den Platz neu vergeben oder das Spiel beenden.`,
  'any.absent-wait': (a, n) => `Der Tisch wartet${a.hours === null ? '' : ` noch ${a.hours} Stunden`} auf ${n(a.seat)}.`,
  'any.back': (a, n) => `${n(a.seat)} ist zurück und spielt wieder selbst.`,
  'any.replaced': (a) => `${a.name.replace(/[{}]/g, '')} übernimmt den Platz von ${a.formerly.replace(/[{}]/g, '')}.`,
  'any.cancelled': (a, n) =>
    a.why === 'host'
      ? `${n(0)} hat das Spiel abgesagt, bevor jemand gezogen hat.`
      : a.why === 'vote'
        ? 'Der Tisch hat beschlossen, das Spiel zu beenden.'
        : 'Innerhalb von 7 Tagen hat niemand den ersten Zug gemacht, darum wurde das Spiel abgesagt.',
  'any.forfeit': (a, n) => `${both(a.seats, n)} ${late(a.bank, a.hours, a.seats.length > 1)} und ${a.seats.length > 1 ? 'verlieren' : 'verliert'} das Spiel.`,
  'any.round-end': (a, n) =>
    a.rule === 'bot'
      ? `Die Runde endete, während ${both(a.seats, n)} am Zug ${a.seats.length > 1 ? 'waren' : 'war'}: Ein Bot spielt die Partie für alle Plätze zu Ende.`
      : `${both(a.seats, n)} ${a.seats.length > 1 ? 'sind' : 'ist'} bis zum Rundenende nicht fertig geworden und ${a.seats.length > 1 ? 'verlieren' : 'verliert'} das Spiel.`,
  'any.timeout': (a, n) =>
    `${both(a.seats, n)} ${late(a.bank, a.hours, a.seats.length > 1)}: Ein Bot hat ${a.moves > 1 ? 'die offenen Züge' : 'den offenen Zug'} gemacht.`,
  'any.repair': (a) =>
    a.repair === 'finished'
      ? `Reparatur: ${dropped(a.dropped, a.after)} Sie stammten aus einem abgebrochenen Fristenlauf nach dem Ende des Spiels.`
      : a.repair === 'unseen'
        ? `Reparatur: ${dropped(a.dropped, a.after)} Sie stammten aus einem abgebrochenen Fristenlauf, und niemand hat sie gesehen. ${GOES_ON}`
        : `Reparatur: ${dropped(a.dropped, a.after)} Das gespeicherte Spiel passte nicht zu seinen eigenen Zügen und wurde aus den ${a.after} Zügen, die sich nachspielen lassen, neu aufgebaut, samt diesem Verlauf. ${GOES_ON}`,
  'any.time': (a, n) =>
    a.time === 'gave'
      ? `${n(a.seat)} hat ${n(a.target)} ${a.hours} h geschenkt.`
      : a.time === 'declined'
        ? `${n(a.seat)} hat die vorgeschlagene Bedenkzeit abgelehnt; es bleibt bei ${control(a.control, a.weekendsOff)}.`
        : a.time === 'accepted'
          ? `${n(a.seat)} hat die vorgeschlagene Bedenkzeit angenommen (${control(a.control, a.weekendsOff)}).`
          : a.time === 'proposed'
            ? `${n(a.seat)} schlägt eine neue Bedenkzeit vor: ${control(a.control, a.weekendsOff)}. Sie gilt, sobald alle zustimmen.`
            : `Alle haben zugestimmt: Die Bedenkzeit ist jetzt ${control(a.control, a.weekendsOff)}, und jede Uhr beginnt von vorn.`,

  'any.resigned-end': (a, n) => `${n(a.seat)} hat aufgegeben; ${n(a.winner)} gewinnt.`,
  'any.resigned-last': (a, n) =>
    `${both(a.seats, n)} ${a.seats.length > 1 ? 'haben aufgegeben und landen' : 'hat aufgegeben und landet'} auf dem letzten Platz.`,

  'stonerush.summary': (a, n) =>
    a.owner === null
      ? `Der Druide ${colour(a.colour)} ist als Erster im Ziel, aber niemand hat auf ihn gesetzt: Es gewinnt, wessen Druide am weitesten vorn steht.`
      : `Der Druide ${colour(a.colour)} ist als Erster im Ziel; auf ihn hat ${n(a.owner)} gesetzt.`,
  'stonerush.reshuffle': () => 'Der Ablagestapel wurde zu einem neuen Nachziehstapel gemischt.',
  'stonerush.draw': (a, n) => `${n(a.seat)} hat ${count(a.count, 'Karte', 'Karten')} gezogen.`,
  'stonerush.play': (a, n) => {
    const druid = `der Druide ${colour(a.colour)}`;
    const movement =
      a.to === a.from
        ? `${druid} bleibt auf Feld ${a.to}`
        : `${druid} zieht von Feld ${a.from} ${a.to > a.from ? 'vor' : 'zurück'} auf Feld ${a.to}` +
          (a.bumps ? ` (${a.bumps} weiter, weil er auf ${a.bumps === 1 ? 'einem Druiden' : 'Druiden'} landet)` : '');
    return `${n(a.seat)} hat ${a.cards.map(shortCard).join(', ')} gespielt: ${movement}.`;
  },
  'stonerush.finish': (a) => `Der Druide ${colour(a.colour)} hat Feld ${a.length} erreicht. Die Trilithon-Karten werden aufgedeckt.`,
  'stonerush.discard': (a, n) =>
    a.cards.length ? `${n(a.seat)} hat ${a.cards.map(shortCard).join(', ')} abgeworfen.` : `${n(a.seat)} hat alle Karten behalten.`,

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

  'raiding-stonehenge.pick': (a, n) =>
    `${n(a.seat)} hat ${colouredCard(a.card)} aus Reihe ${a.line} genommen${a.forced ? ' (die einzige Reihe mit Karten)' : ''}.`,
  'raiding-stonehenge.noPick': (a, n) => `${n(a.seat)} konnte keine Karte nehmen: Alle Reihen sind leer.`,
  'raiding-stonehenge.play': (a, n) => `${n(a.seat)} hat eine Karte verdeckt gespielt${a.forced ? ' (die letzte)' : ''}.`,
  'raiding-stonehenge.reveal': (a, n) => `Aufgedeckte Karten: ${a.cards.map((c) => `${n(c.seat)} ${colouredCard(c.card)}`).join(', ')}.`,
  'raiding-stonehenge.place': (a, n) =>
    a.black
      ? `${n(a.seat)} (schwarze Karte) hat die Figur an den Haufen ${colour(a.colour)} gestellt${a.forced ? ' (die einzige Farbe)' : ''}.`
      : `${n(a.seat)} hat die Figur an den Haufen ${colour(a.colour)} gestellt.`,
  'raiding-stonehenge.take': (a, n) =>
    `${n(a.seat)} hat ${count(a.count, 'Scheibe', 'Scheiben')} ${colour(a.colour)} genommen${a.count < a.due ? ` (mehr lag nicht im Haufen)` : ''}.`,
  'raiding-stonehenge.setAside': (a, n) =>
    a.colours
      ? `${n(a.seat)} hat ${a.colours.map(colour).join(', ')} zurückgelegt${a.forced ? ' (keine andere Wahl)' : ''}.`
      : `${n(a.seat)} hat ${count(a.count, 'Scheibe', 'Scheiben')} zurückgelegt.`,
  'raiding-stonehenge.setAsideShort': (a, n) => `${n(a.seat)} hatte keine Scheiben mehr zum Zurücklegen.`,
  'raiding-stonehenge.turn': (a, n) =>
    a.round === undefined ? `Runde ${a.turn}: ${n(a.seat)} ist Startspieler.` : `Zusatzrunde ${a.round}: ${n(a.seat)} ist Startspieler.`,
  'raiding-stonehenge.replenish': (a) => `Die Reihen wurden mit ${count(a.count, 'Karte', 'Karten')} aufgefüllt.`,
  'raiding-stonehenge.startPlayer': (a, n) =>
    a.lowest ? `${n(a.seat)} hat die niedrigste Karte gespielt und wird Startspieler.` : `Der Startspieler-Marker geht von ${n(a.from ?? 0)} an ${n(a.seat)}.`,
  'raiding-stonehenge.scores': (a, n) =>
    `In keiner Reihe liegt noch eine Karte: Das Spiel endet. Punkte: ${a.scores.map((p, s) => `${n(s)} ${p}`).join(', ')}.`,
  'raiding-stonehenge.tiebreakStart': (a, n) =>
    `${seats(a.seats, n)} liegen mit ${a.top} gleichauf: Sie spielen ${a.rounds} Zusatzrunden mit ihren Handkarten.`,
  'raiding-stonehenge.gameEnd': (a, n) => {
    switch (a.end) {
      case 'score':
        return `${n(a.winner)} gewinnt mit ${count(a.top, 'Punkt', 'Punkten')}.`;
      case 'highest-card':
        return `${seats(a.tied, n)} liegen mit ${count(a.top, 'Punkt', 'Punkten')} gleichauf; ${n(a.winner)} gewinnt mit den höchsten Handkarten.`;
      case 'shared':
        return `${seats(a.seats, n)} liegen mit ${count(a.top, 'Punkt', 'Punkten')} und mit ihren Handkarten gleichauf: Sie teilen sich den Sieg.`;
      case 'tiebreak-rounds':
        return `Nach den Zusatzrunden führt ${n(a.winner)} mit ${count(a.top, 'Punkt', 'Punkten')} und gewinnt.`;
      case 'tiebreak-highest':
        return `${seats(a.tied, n)} lagen nach den Zusatzrunden noch gleichauf; ${n(a.winner)} hat die höchste Karte und gewinnt.`;
      default:
        return `${seats(a.seats, n)} lagen nach den Zusatzrunden noch gleichauf, ohne Karte zur Entscheidung: Sie teilen sich den Sieg.`;
    }
  },

  'a-grand-endeavor.claim': (a, n) => `${n(a.seat)} hat ${site(a.track, a.space)} beansprucht.`,
  'a-grand-endeavor.commit': (a, n) =>
    a.card ? `${n(a.seat)} hat sich zu ${projectCard(a.card)} verpflichtet.` : `${n(a.seat)} hat sich zu einem verdeckten Tagesprojekt verpflichtet.`,
  'a-grand-endeavor.usurp': (a, n) => `${n(a.seat)} hat ${projectCard(a.card)} von ${n(a.from)} an sich gerissen und dafür zwei Karten getauscht.`,
  'a-grand-endeavor.discard': (a, n) => `${n(a.seat)} hat eine der getauschten Karten unter den Stapel gelegt.`,
  'a-grand-endeavor.day': (a) => `Tag ${a.day} beginnt.`,
  'a-grand-endeavor.collect': (a, n) => `${n(a.seat)} hat Trilith-Teil ${a.piece} von ${a.of} geholt.`,
  'a-grand-endeavor.take': (a, n) => `${n(a.seat)} hat das offene Projekt ${projectCard(a.card)} genommen.`,
  'a-grand-endeavor.refill': (a) => `${a.cards.length === 1 ? 'Neues offenes Projekt' : 'Neue offene Projekte'}: ${a.cards.map(projectCard).join(', ')}.`,
  'a-grand-endeavor.turn-up': (a, n) =>
    a.removed
      ? `${n(a.seat)} hat ${projectCard(a.card)} aufgedeckt; ${a.removed === 'dead' ? 'sie ist eine tote Karte' : 'kein Bauplatz ist für sie frei'}, darum verlässt sie das Spiel.`
      : `${n(a.seat)} hat ${projectCard(a.card)} aufgedeckt.`,
  'a-grand-endeavor.construct': (a, n) =>
    a.piece === 'lintel'
      ? `${n(a.seat)} hat einen ${a.neutral ? 'neutralen ' : ''}Deckstein auf Außenfeld ${a.space} gebaut.`
      : a.piece === 'bluestone'
        ? `${n(a.seat)} hat einen Blaustein auf Blausteinfeld ${a.space} gebaut.`
        : `${n(a.seat)} hat einen Trilithen auf Feld T${a.space} gebaut.`,
  'a-grand-endeavor.cap': (a, n) =>
    a.disk
      ? `${n(a.seat)} hat den Trilithen ${colour(a.colour)} mit einem Blaustein auf der Deckplatte beansprucht.`
      : `${n(a.seat)} hat den Trilithen ${colour(a.colour)} beansprucht (kein Blaustein mehr für die Deckplatte).`,
  'a-grand-endeavor.draw': (a, n) => `${n(a.seat)} hat eine Karte vom Stapel gezogen.`,
  'a-grand-endeavor.carve': (a, n) => `${n(a.seat)} hat einen Blaustein für Blausteinfeld ${a.space} gemeißelt.`,
  'a-grand-endeavor.influence': (a, n) =>
    a.gained
      ? `${n(a.seat)} hat auf einem Feld der eigenen Farbe gebaut und erhält 1 Einfluss.`
      : `${n(a.seat)} hat auf einem Feld der eigenen Farbe gebaut, aber es ist keine Einflussscheibe mehr übrig.`,
  'a-grand-endeavor.defame': (a, n) =>
    `${n(a.seat)} hat 1 Einfluss ausgegeben, um ${n(a.target)} zu verleumden: Der Druide von ${n(a.target)} muss vor den Altarstein.${
      a.project === 'trilithon'
        ? ' Das Trilith-Projekt bleibt und kehrt nach dem Ritual auf ein freies Trilithenfeld zurück.'
        : a.project === 'face-up'
          ? ` Das Projekt ${projectCard(a.card ?? '')} kommt unter den Stapel.`
          : a.project === 'face-down'
            ? ' Das verdeckte Projekt kommt ungesehen unter den Stapel.'
            : ''
    }`,
  'a-grand-endeavor.ritual': (a, n) => `${n(a.seat)} verbringt den Tag mit einem Ritual, um das eigene Ansehen wiederherzustellen.`,
  'a-grand-endeavor.neutral-owner': (a, n) => `${n(a.seat)} baut zuerst aus dem Gemeinschaftsvorrat und besitzt nun die neutrale Farbe.`,
  'a-grand-endeavor.removed': (a, n) =>
    `${n(a.seat)} kann sich zu keinem Projekt verpflichten und ist bis zur Wertung aus dem Spiel${
      a.returned ? ` (${a.returned === 1 ? '1 Karte kommt' : `${a.returned} Karten kommen`} unter den Stapel)` : ''
    }.`,
  'a-grand-endeavor.game-over': (a) =>
    a.reason === 'complete'
      ? 'Jeder Bauplatz ist bebaut: Das Monument steht und wird gewertet.'
      : 'Niemand kann sich mehr zu einem Projekt verpflichten: Das Spiel endet und wird gewertet.',
  'a-grand-endeavor.summary': (a, n) =>
    `${a.complete ? 'Das Monument ist vollendet.' : 'Das Spiel endete mit Bauplätzen, die niemand mehr bebauen konnte.'} ${both(a.winners, n)} ${
      a.winners.length === 1 ? 'gewinnt' : 'teilen sich den Sieg'
    } mit ${count(a.best, 'Ansehenspunkt', 'Ansehenspunkten')}.`,
};
