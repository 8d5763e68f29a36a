import { plural } from '../../../i18n/format';
import type { words as en } from './en';
import type { Translation } from '../../../i18n/types';

const n = (count: number, one: string, other: string) => plural('de', count, { one: `# ${one}`, other: `# ${other}` });
const tookWords = (took: number, due: number, asideCount: number, asideDue: number) =>
  `${took}${took < due ? ` von ${due}` : ''} genommen${asideDue > 0 ? `, ${asideCount} von ${asideDue} zurückgelegt` : ''}`;

/** Each option's name and help on the create form, by option id (as en.ts). */
const OPTIONS: Record<string, readonly [name: string, help: string]> = {
  lowCardStarts: [
    'Niedrigste Karte beginnt die nächste Runde',
    'Wer die niedrigste Zahl gespielt hat, wird Startspieler, statt dass der Marker im Uhrzeigersinn weitergeht.',
  ],
  plusMinusColours: [
    '+1/−1-Farben',
    'Zwei Trilithon-Karten werden gezogen: Einzelne Scheiben der ersten Farbe bringen einen Punkt, der zweiten kosten einen; andere einzelne Scheiben zählen nichts.',
  ],
  accelerator: ['Beschleuniger', 'Jedes Nehmen und Zurücklegen mal 2 oder mal 3.'],
  extendedTiebreaker: [
    'Erweiterter Gleichstand',
    'Wer beim Sieg gleichauf liegt, spielt vier Zusatzrunden mit den Handkarten; danach gewinnt die höchste Karte, Tag vor Nacht.',
  ],
  reducedColours: ['Weniger Farben (4 Spieler)', 'Mit so vielen Farben wie Spielern: Zufällige Farben fallen samt Scheiben und Karten weg.'],
  twoThreePlayers: ['2–3 Spieler', 'Nötig für 2 oder 3 Spieler: drei Farben, die niedrigste Karte beginnt, Beschleuniger ×2.'],
  hiddenStash: ['Verdeckte Beute', 'Die Scheiben, die jeder sammelt, bleiben bis zum Ende geheim.'],
};

export const words: Translation<typeof en> = {
  setupReason: ({ kind, args }) => {
    const v = args.variant ?? { min: 2, max: 3 };
    const u = args.usual ?? { min: 3, max: 5 };
    return kind === 'variant-players'
      ? `Die Variante für 2–3 Spieler ist nur für ${v.min} oder ${v.max} Spieler.`
      : kind === 'variant-x3'
        ? 'Die Variante für 2–3 Spieler spielt mit Beschleuniger ×2; mit ×3 lässt sie sich nicht verbinden.'
        : kind === 'needs-variant'
          ? `Mit ${v.min} oder ${v.max} Spielern braucht es die Variante für 2–3 Spieler.`
          : kind === 'reduced-five'
            ? 'Weniger Farben lässt eine Farbe pro Spieler übrig; mit 5 Spielern fiele also keine weg: Die Option ist für 3–4 Spieler.'
            : kind === 'players'
              ? `Raiding Stonehenge ist für ${u.min} bis ${u.max} Spieler (${v.min} oder ${v.max} mit der Variante für 2–3 Spieler).`
              : '';
  },
  optionLabel: ({ id }) => OPTIONS[id]?.[0] ?? '',
  optionHelp: ({ id }) => OPTIONS[id]?.[1] ?? '',
  optionChoice: ({ id, choice }) =>
    (({ 'accelerator:off': 'Aus', 'accelerator:x2': '×2', 'accelerator:x3': '×3' }) as Record<string, string>)[`${id}:${choice}`] ?? '',
  pitch: () =>
    'Nimm eine Karte, deck sie mit allen zugleich auf und plündere den Haufen ihrer Farbe: Gedränge kostet dich, volle Sätze aus fünf Farben gewinnen.',
  day: 'Tag',
  night: 'Nacht',
  card: (night, num, colour) => `${night ? 'Nacht' : 'Tag'} ${num}, ${colour}`,
  ordinal: (i) => `${i}.`,
  seat: (seat) => `Platz ${seat}`,
  someone: 'jemand',
  none: 'keine',
  startPlayer: 'Startspieler',
  startPlayerIs: (name) => `Startspieler: ${name}`,
  startLetter: 'S',
  rowAll: (atPile) => `Alle ${atPile} an einem Haufen`,
  rowAlone: 'Allein an einem Haufen',
  rowMany: (atPile) => `${atPile} an einem Haufen`,
  linesTitle: 'Die fünf Reihen',
  linesHint: 'Karten werden unten aus einer Reihe genommen (markiert mit {next}); der Rest rutscht nach, neue Karten kommen oben dazu.',
  nextMark: '▼ als Nächste',
  drawPile: (count) => `Nachziehstapel: ${n(count, 'Karte', 'Karten')}.`,
  linesLabel: 'Kartenreihen, von links nach rechts',
  line: (line) => `Reihe ${line}`,
  lastTaken: 'zuletzt genommen',
  takeFromLine: (line, card) => `Reihe ${line}: ${card} nehmen`,
  takeableNext: (card) => `als Nächste zu nehmen: ${card}`,
  empty: 'leer',
  pilesTitle: 'Scheibenhaufen und Figuren',
  pilesShown: (tiebreak, turn) =>
    `Die Figuren stehen dort, wohin sie das Aufdecken ${tiebreak ? 'der letzten Zusatzrunde' : `in Runde ${turn}`} geschickt hat, nummeriert in der Reihenfolge, in der sie nehmen.`,
  pilesBefore: 'Sobald die Karten aufgedeckt sind, stellt sich jede Figur neben einen Scheibenhaufen.',
  disks: 'Scheiben',
  left: 'übrig',
  bonus: '+1 Bonus',
  penalty: '−1 Malus',
  lastPlaced: 'zuletzt gesetzt oder genommen',
  figuresAt: (colour) => `Figuren am Haufen ${colour}`,
  noFigure: 'keine Figur',
  took: tookWords,
  stillToChoose: 'Wählen noch einen Haufen (schwarze Karten):',
  outOfGame: 'Nicht im Spiel (weniger Farben):',
  phasePick: (name, order) => `${name} nimmt eine Karte unten aus einer Reihe. Reihenfolge: ${order}.`,
  phasePlaySome: (names, done, of) => `${names} spielen je eine Karte verdeckt (${done} von ${of} gespielt).`,
  phasePlayAll: (done, of) => `Alle spielen eine Karte verdeckt (${done} von ${of} gespielt).`,
  phasePlace: (name) => `${name} hat eine schwarze Karte gespielt und wählt einen Haufen.`,
  phaseSetAside: (name, more, colour) => `${name} legt am Haufen ${colour} noch ${n(more, 'Scheibe', 'Scheiben')} zurück.`,
  phaseTaking: 'Die Scheiben werden genommen.',
  phaseOver: 'Das Spiel ist vorbei: In keiner Reihe liegt mehr eine Karte.',
  vTwoThree: '2–3 Spieler (drei Farben, niedrige Karte beginnt, ×2)',
  vLowCard: 'niedrige Karte beginnt die nächste Runde',
  vAccelerator: (m) => `Beschleuniger ×${m}`,
  vReduced: 'weniger Farben',
  vPlusMinus: (bonus, penalty) => `+1/−1-Farben (Bonus ${bonus}, Malus ${penalty})`,
  vTiebreaker: 'erweiterter Gleichstand-Entscheid',
  vHidden: 'verdeckte Beute',
  endTitle: 'Ende des Raubzugs',
  extraRound: (round, rounds) => `Zusatzrunde ${round} von ${rounds}`,
  turn: (turn) => `Runde ${turn}`,
  tied: (names, over, scores, rounds) =>
    `${names} ${over ? 'lagen' : 'liegen'} bei der Wertung gleichauf vorn (${scores}), also ${over ? 'spielten' : 'spielen'} sie bis zu ${rounds} Zusatzrunden mit den Karten auf der Hand; nur die Gleichauf-Liegenden spielen mit, und die Runden entscheiden nur ihre Reihenfolge.`,
  afterExtra: (scores) => `Nach den Zusatzrunden: ${scores}.`,
  revealExtra: 'Aufgedeckt in der letzten Zusatzrunde',
  revealTurn: (turn) => `Aufgedeckt in Runde ${turn}`,
  toPile: (colour) => `Haufen ${colour}`,
  choosingPile: ' → wählt einen Haufen',
  revealResult: (atPile, took, aside) => `. ${atPile === 1 ? 'Allein' : `${atPile} dort`}: ${took}${aside ? ` (${aside})` : ''}`,
  takeTitle: 'Nehmen und Zurücklegen',
  takeCaption: 'Was Figuren an einem Haufen nehmen und zurücklegen',
  colFigures: 'Figuren an einem Haufen',
  colTakes: 'Jede nimmt',
  colSetsAside: 'Jede legt zurück',
  scoringHint: (plusMinus) =>
    `Beim Zurücklegen kommen Scheiben, die du früher gesammelt hast, auf ihre Haufen zurück — nie die gerade genommenen. Reicht ein Haufen oder deine Beute nicht, gilt, was da ist. Ein Satz (je eine Scheibe jeder Farbe im Spiel) zählt 10; ${plusMinus ? 'einzelne Scheiben der Bonusfarbe +1, der Malusfarbe −1.' : 'jede einzelne Scheibe −1.'}`,
  variants: (list) => `Varianten: ${list}.`,
  playedCards: (count, deck) => `Gespielte Karten (${count}), Nachziehstapel ${n(deck, 'Karte', 'Karten')}`,
  noneYet: 'Noch keine.',
  yourDecision: 'Deine Entscheidung',
  yourCardsLeft: 'Deine übrigen Karten',
  yourHand: 'Deine Hand',
  extraRoundNote: (round, rounds) => `Zusatzrunde ${round} von ${rounds}: Nur wer gleichauf vorn liegt, spielt mit, und zwar mit den Karten auf der Hand.`,
  otherMoves: 'Andere Züge:',
  faceDown: 'Deine Karte liegt verdeckt: {card}. Sie wird aufgedeckt, sobald alle gespielt haben.',
  cardsInHand: 'Karten auf der Hand',
  handLabel: 'Karten auf deiner Hand',
  noCards: 'Keine Karten auf der Hand.',
  playCard: (card) => `${card} spielen`,
  pickTitle: 'Nimm eine Karte.',
  pickText: (hold) =>
    `Nimm die unterste Karte einer Reihe auf die Hand (dann hältst du ${hold}). Wähle sie hier oder tippe in den Reihen auf eine Karte mit ▼ als Nächste.`,
  pickLabel: 'Reihen, aus denen du nehmen darfst',
  taking: 'Wird genommen…',
  takeConfirm: (card, line) => `${card} aus Reihe ${line} nehmen`,
  selectLine: 'Wähle zuerst eine Reihe',
  playTitle: 'Spiele eine Karte verdeckt.',
  playText:
    'Alle wählen gleichzeitig. Eine farbige Karte schickt deine Figur zum Haufen ihrer Farbe; mit einer schwarzen Karte (6, 12, 18, 24, 30) wählst du einen beliebigen Haufen, sobald die farbigen Karten gesetzt sind. Höhere Zahlen setzen und nehmen zuerst.',
  selectCard: 'Wähle eine Karte auf deiner Hand.',
  blackEffect: 'Eine schwarze Karte: Wenn die farbigen Karten gesetzt sind, wählst du den Haufen für deine Figur.',
  colourEffect: (colour) => `Deine Figur geht zum Haufen ${colour}.`,
  playing: 'Wird gespielt…',
  playFaceDown: (card) => `${card} verdeckt spielen`,
  playACard: 'Karte spielen',
  placeTitle: 'Wähle einen Haufen für deine Figur.',
  placeText: (card) =>
    `Du hast ${card ? `die schwarze ${card}` : 'eine schwarze Karte'} gespielt und darfst dich an jeden Haufen stellen. Wer sich einen Haufen teilt, ändert, was dort alle nehmen und zurücklegen; Spieler mit schwarzen Karten nach dir können noch dazukommen.`,
  blackCard: (night, num) => `${night ? 'Nacht' : 'Tag'} ${num}`,
  placeLabel: 'Haufen, an die du dich stellen kannst',
  pileName: (colour) => `Haufen ${colour}`,
  placeEffect: (left, figures, take, aside) =>
    ` (${left} übrig, ${n(figures, 'Figur', 'Figuren')} dort): Stand jetzt nimmst du ${take}${aside > 0 ? ` und legst ${aside} zurück` : ''}`,
  asideTitle: 'Lege eine Scheibe zurück.',
  asideText: (colour, others, takeDue, asideDue, took, short) =>
    `Du stehst am Haufen ${colour} ${others === 0 ? 'allein' : `mit ${n(others, 'anderen Figur', 'anderen Figuren')}`}: Jede dort nimmt ${takeDue} und legt ${asideDue} zurück. Du hast ${n(took, 'Scheibe', 'Scheiben')} ${colour} genommen${short ? ' (der Haufen reichte nicht)' : ''}.`,
  asideNow: 'Lege jetzt noch {more} aus den früher gesammelten Scheiben zurück — nicht die gerade genommenen. Jede kommt auf den Haufen ihrer Farbe.',
  moreDisks: (more) => n(more, 'Scheibe', 'Scheiben'),
  asideColour: 'Lege eine Scheibe zurück: Wähle ihre Farbe.',
  asideLabel: 'Farbe zum Zurücklegen',
  putBack: (colour, can) => `Eine Scheibe ${colour} zurücklegen${can === null ? '' : ` (du darfst ${can} zurücklegen)`}`,
  raidersTitle: 'Plünderer und ihre Scheiben',
  hiddenHint: 'Verdeckte Beute: Die Scheiben jedes Spielers bleiben bis zum Ende hinter einem Sichtschirm; nur ihre Anzahl ist offen.',
  you: 'du',
  winner: '★ gewinnt',
  sitsOut: 'setzt bei den Zusatzrunden aus',
  pickingNow: 'nimmt gerade eine Karte',
  hasPicked: 'hat genommen',
  waitsPick: 'wartet auf die Kartenwahl',
  choosingCard: 'wählt eine Karte zum Spielen',
  playedFaceDown: (card) => `hat ${card} verdeckt gespielt`,
  playedACard: 'hat eine Karte verdeckt gespielt',
  choosingPileBlack: 'wählt einen Haufen für die Figur (schwarze Karte)',
  figureAt: (colour) => `Figur am Haufen ${colour}`,
  waitsPile: 'wartet auf die Wahl eines Haufens (schwarze Karte)',
  settingAside: 'legt Scheiben zurück',
  hasTaken: 'hat genommen und zurückgelegt',
  waitsTake: 'wartet aufs Nehmen',
  hand: 'Hand',
  noCardsShort: 'keine Karten',
  cards: (count) => n(count, 'Karte', 'Karten'),
  played: 'Gespielt',
  playedRow: (card, pile, took) => `${card} → ${pile ? `Haufen ${pile}` : 'noch kein Haufen'}${took ? `; ${took}` : ''}`,
  disksRow: 'Scheiben',
  hiddenDisks: (count) => `${n(count, 'Scheibe', 'Scheiben')}, hinter dem Sichtschirm`,
  score: 'Wertung',
  scoreLine: (sets, loose) => `${n(sets, 'Satz', 'Sätze')} · ${n(loose, 'einzelne Scheibe', 'einzelne Scheiben')} · `,
  points: (points) => n(points, 'Punkt', 'Punkte'),
  afterTiebreak: (main) => ` (nach den Zusatzrunden; Wertung im Spiel ${main})`,
};
