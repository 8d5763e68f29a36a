/** Raiding Stonehenges Regelseite auf Deutsch: die Worte von ../raiding-stonehenge.tsx, in der Reihenfolge der Seite (eigene Worte, keine Übersetzung). */
import { type PlayerColour, card } from '@engine/core/components';
import { colourName } from '../../../ui/colours';
import type { Words } from '../en/raiding-stonehenge';

/** Eine Farbe als Adjektiv vor „Scheiben“. */
const COLOUR_ADJ: Record<PlayerColour, string> = { white: 'weiße', blue: 'blaue', green: 'grüne', yellow: 'gelbe', red: 'rote' };

function cardName(id: string): string {
  const c = card(id);
  return c.kind === 'number' ? `${c.half === 'day' ? 'Tag' : 'Nacht'} ${c.number}` : id;
}

const words: Words = {
  goal: [
    'Du bist ein Dieb, der unter Stonehenge nach Schätzen gräbt. Der Schatz besteht aus fünf Sorten Scheiben, einer je Farbe, und die Händler zahlen nur für vollständige Sätze.',
    'Am Ende bringt jeder Satz aus je einer Scheibe jeder Farbe 10 Punkte, und jede übrige Scheibe kostet dich einen Punkt. Die höchste Wertung gewinnt. In jedem Zug wählst du eine Karte, die bestimmt, wohin deine Figur geht; drängst du dich mit anderen am selben Haufen, bekommst du weniger und musst vielleicht sogar Schätze zurückgeben.',
  ],
  components: [
    '**Die 60 Zahlenkarten** (Tag und Nacht, jeweils 1 bis 30); die Trilithon-Karten kommen nur in einer Variante vor. Die Farbe einer Karte hängt an ihrer Zahl: 1 weiß, 2 blau, 3 grün, 4 gelb, 5 rot, 6 schwarz, dann wieder von vorn.',
    '**50 Scheiben**, zehn in jeder Spielerfarbe, in fünf Vorratshaufen.',
    '**Eine Figur je Mitspieler** und die graue Figur, die den Startspieler kennzeichnet.',
    'Karten, wie das Spiel sie zeigt: eine farbige Tageskarte, eine Nachtkarte und eine schwarze Karte, mit der man an jeden beliebigen Haufen gehen darf.',
    'Die fünf Sorten Scheiben, die Figur eines Mitspielers und die graue Startspielerfigur.',
    'Startspieler',
  ],
  setup: [
    'Bildet fünf Vorratshaufen, einen je Farbe, mit je zehn Scheiben.',
    'Mischt die Karten und gebt jedem fünf verdeckt auf die Hand.',
    'Legt fünf Reihen offener Karten nebeneinander aus, jede mit so vielen Karten, wie Mitspieler am Tisch sitzen. Die Karte am vorderen Ende einer Reihe ist die, die man nehmen kann.',
    'Lost einen Startspieler aus und gebt ihm die graue Figur.',
    'Vier Mitspieler: fünf Reihen zu je vier Karten. Die mit „als Nächste“ markierte Karte unten in jeder Reihe darf genommen werden.',
  ],
  turnIntro: ['Jeder Zug hat fünf Schritte. Nur der erste geht reihum; ausgespielt wird von allen gleichzeitig.'],
  pick: [
    'Beginnend beim Startspieler und dann im Uhrzeigersinn nimmt jeder die unterste Karte einer beliebigen Reihe, sodass seine Hand von fünf auf sechs Karten wächst. Der Rest dieser Reihe rückt nach. Mehrere Mitspieler dürfen aus derselben Reihe nehmen. Hat nur noch eine Reihe Karten, nimmt die Seite für dich daraus.',
  ],
  playStep: [
    'Alle wählen eine Karte aus ihrer Hand und legen sie verdeckt hin. Haben alle gewählt, werden die Karten gleichzeitig umgedreht. Ausgespielte Karten kommen auf einen offenen Ablagestapel und sind aus dem Spiel.',
  ],
  place: [
    'Die Figuren werden in dieser Reihenfolge neben die Vorratshaufen gestellt:',
    'Zuerst wer eine farbige Karte gespielt hat, die höchste Zahl zuerst. Jede Figur geht zum Haufen in der Farbe ihrer Karte; eine Wahl gibt es nicht.',
    'Danach wer eine schwarze Karte gespielt hat (6, 12, 18, 24 oder 30), wieder die höchste zuerst. Jeder wählt einen beliebigen Haufen und sieht dabei, wo die anderen schon stehen.',
    'Haben zwei dieselbe Zahl gespielt (eine Tages- und eine Nachtkarte), kommt zuerst, wer im Uhrzeigersinn näher am Startspieler sitzt.',
    'Beispiel: vier Mitspieler, Ann beginnt',
    'Ann ',
    'Bob ',
    'Cy ',
    'Dee ',
    'Zuerst die farbigen Karten: Bobs rote 23, dann Cys blaue 20, dann Anns rote 17. Dees schwarze 24 kommt zuletzt; sie wählt den grünen Haufen, an dem niemand steht.',
    'Wo die Figuren stehen, nummeriert in der Reihenfolge, in der sie gestellt werden und nehmen.',
    'Vorratshaufen und die Figuren daneben',
  ],
  take: [
    'In derselben Reihenfolge nimmt jeder Scheiben von dem Haufen, an dem er steht, und *legt* danach Scheiben *zurück*: Er gibt Scheiben aus seiner bisherigen Sammlung auf die Vorratshaufen zurück und wählt dabei die Farben. Die gerade genommenen Scheiben dürfen nicht zurück. Wie viele es sind, hängt davon ab, wie viele Figuren sich den Haufen teilen:',
    'Genommene und zurückgelegte Scheiben je Mitspieler an einem Haufen',
    'Figuren am Haufen',
    'Jeder nimmt',
    'Jeder legt zurück',
    'Die letzte Zeile geht allen anderen vor: Stehen alle Mitspieler am selben Haufen, nimmt niemand etwas. Ein Haufen, der nicht mehr genug hat, gibt her, was er hat, und wer weniger Scheiben besitzt, als er zurücklegen müsste, legt zurück, was er kann. Zurückgelegte Scheiben liegen sofort auf dem Haufen, ein späterer Mitspieler dort kann sie also nehmen.',
    'Das Beispiel geht weiter',
    'Bob und Ann teilen sich den roten Haufen, also nimmt jeder 2 rote und legt 1 Scheibe aus seiner Sammlung zurück. Cy steht allein bei Blau und nimmt 1 blaue; Dee steht allein bei Grün und nimmt 1 grüne. Die Reihenfolge: Bob, Cy, Ann, Dee.',
  ],
  refill: [
    'Füllt die Reihen vom Stapel auf, in Durchgängen von links nach rechts je eine Karte in jede zu kurze Reihe, bis jede wieder eine Karte je Mitspieler hat; neue Karten kommen ans hintere Ende. Jeder nimmt seine Figur zurück, und die graue Figur geht im Uhrzeigersinn an den nächsten Mitspieler.',
  ],
  end: [
    'Beginnt ein Zug und liegt in keiner Reihe mehr eine Karte zum Nehmen, ist das Spiel vorbei. Liegen in den Reihen weniger Karten, als Mitspieler am Tisch sitzen, bekommen sie die Ersten in der Reihenfolge; die übrigen spielen aus ihren fünf Handkarten, und das Spiel endet zu Beginn des nächsten Zuges.',
  ],
  scoring: [
    'Sortiere deine Scheiben zu Sätzen; ein Satz ist je eine Scheibe jeder Farbe. Jeder Satz bringt 10 Punkte, jede Scheibe außerhalb eines Satzes −1. Die höchste Summe gewinnt.',
    'Haben mehrere die höchste Wertung, vergleichen sie die Zahlen der Karten, die ihnen auf der Hand geblieben sind: erst die höchste, dann die nächsthöchste und so weiter. Tag und Nacht spielen dabei keine Rolle. Wem zuerst die Karten ausgehen, verliert den Vergleich; bei genau gleichen Händen teilen sich die Betroffenen den Sieg.',
    'Durchgerechnet',
    'Ann hat ',
    ', ',
    ', ',
    ', ',
    ' und ',
    '.',
    'Mit ihrer einzigen roten Scheibe vervollständigt sie einen Satz: 10 Punkte. Fünf Scheiben bleiben übrig (eine weiße, eine blaue, zwei grüne, eine gelbe): −5. Ann kommt auf 5.',
    'Bob hat von jeder Farbe genau zwei: zwei Sätze und nichts übrig, 20 Punkte. Bob gewinnt.',
  ],
  options: [
    'Die graue Figur wandert nicht mehr im Uhrzeigersinn weiter. Stattdessen beginnt den nächsten Zug, wer in diesem Zug die niedrigste Zahl gespielt hat, schwarze Karten eingeschlossen. Haben zwei die niedrigste Zahl, beginnt, wer im Uhrzeigersinn näher am bisherigen Startspieler sitzt.',
    'Beim Aufbau werden zwei Trilithon-Karten gezogen und für alle sichtbar offen ausgelegt. Die erste nennt eine Bonusfarbe, die zweite eine Straffarbe. Am Ende bringen Sätze weiter 10 Punkte, aber Scheiben außerhalb von Sätzen zählen anders: Jede lose Scheibe der Bonusfarbe bringt +1, jede lose Scheibe der Straffarbe −1, und lose Scheiben anderer Farben zählen gar nicht.',
    'Beispiel',
    'Bonus ',
    ', Strafe ',
    '. Wer einen Satz, zwei lose ',
    ' Scheiben und eine lose ',
    ' Scheibe hat, kommt auf 10 + 2 − 1 = 11.',
    'Jede Zahl in der Tabelle zum Nehmen und Zurücklegen wird mit 2 (x2) oder 3 (x3) malgenommen, auch die Zeile für alle Mitspieler an einem Haufen. Mit x2 nehmen zwei Mitspieler, die sich einen Haufen teilen, je 4 und legen 2 zurück; wer mit x3 allein steht, nimmt 3.',
    'Wer gleichauf um den Sieg liegt, spielt unter sich vier weitere Runden, nur mit den Karten auf der Hand: kein Nehmen aus den Reihen, kein Auffüllen, nur ausspielen, aufdecken, Figuren stellen, Scheiben nehmen und zurücklegen, mit dem Vorrat, wie er gerade ist. „Alle an einem Haufen“ meint jetzt alle Gleichauf-Liegenden. Diese Runden entscheiden nur zwischen ihnen. Sind sie danach immer noch gleichauf, gewinnt die höchste verbliebene Handkarte, und eine Tageskarte schlägt die Nachtkarte mit derselben Zahl.',
    'Für vier Mitspieler: Gespielt wird nur mit vier Farben. Eine zufällig gezogene Farbe, für alle sichtbar, verlässt das Spiel mit ihren zehn Scheiben und ihren farbigen Karten (die schwarzen bleiben), sodass ein Stapel von 50 Karten übrig bleibt. Es gibt weiterhin fünf Reihen. Ein Satz besteht dann aus je einer Scheibe der vier verbliebenen Farben. Mit fünf Mitspielern ist diese Option nicht möglich.',
    'Nötig, um zu zweit oder zu dritt zu spielen, und nur dann erlaubt. Gespielt wird mit drei Farben (wie bei weniger Farben), die niedrigste Karte beginnt, und der Beschleuniger steht auf x2, ganz gleich, was die übrigen Optionen sagen. Wer dazu den Beschleuniger x3 wählt, wird abgewiesen.',
    'Die gesammelten Scheiben jedes Mitspielers bleiben bis zum Spielende geheim, als lägen sie hinter einem Sichtschirm. Sichtbar bleiben die Vorratshaufen, wo jede Figur stand und damit, was sie genommen hat, und wie viele Scheiben jeder besitzt und zurücklegt; verborgen sind nur die Farben, die jemand besitzt und zurücklegt, und seine Wertung.',
  ],
  rulings: [
    '**Starthand.** Jeder bekommt beim Aufbau fünf Karten, damit es nach dem Nehmen sechs sind.',
    '**Erzwungene Züge macht die Seite für dich:** das Nehmen, wenn nur eine Reihe Karten hat, das Zurücklegen, wenn du keine echte Wahl der Farbe hast, die letzte Karte in den Zusatzrunden. Wer Schwarz spielt, wählt immer selbst.',
    '**Auffüllen** geht in Durchgängen: eine Karte in jede zu kurze Reihe, von links nach rechts, bis alle voll sind oder der Stapel leer ist.',
    '**Reihenfolge über alle Haufen.** Die Mitspieler nehmen und legen zurück, einer nach dem anderen in der Reihenfolge, in der sie gestellt haben; so hält jeder Haufen die Reihenfolge ein, die die Regeln verlangen.',
    '**Vier an einem Haufen** nehmen 1 und legen 2 zurück, wie gedruckt, auch wenn das aus dem Muster fällt. „Alle Mitspieler“ an einem Haufen geht den anderen Zeilen vor, bei jeder Mitspielerzahl.',
    '**Zurücklegen** gibt Scheiben aus deiner eigenen früheren Sammlung in den Vorrat zurück, eine Scheibe je Entscheidung. Ältere Scheiben der gerade genommenen Farbe dürfen zurück, die neuen nicht. Auch ein leerer Vorratshaufen nimmt Scheiben an.',
    '**Gleichstand um den Sieg** entscheiden die Handkarten, die höchste zuerst, ohne Rücksicht auf Tag und Nacht; bei genau gleichen Händen teilen sich die Betroffenen den Sieg.',
    '**Niedrigste Karte beginnt** berücksichtigt auch schwarze Karten.',
    '**+1/−1-Farben** werden unter den Farben im Spiel gezogen und sind von Anfang an öffentlich.',
    '**Weniger Farben** gibt es nur zu viert (zu dritt bekommt man es über die Variante für 2–3 Mitspieler).',
    '**2–3 Mitspieler** schaltet drei Farben, „niedrigste Karte beginnt“ und x2 ein; diese Optionen zusätzlich anzukreuzen ändert nichts, x3 wird aber abgewiesen.',
    '**Erweiterter Gleichstand.** Nur die Gleichauf-Liegenden spielen mit. Die erste Zusatzrunde beginnt der Startspieler, falls er dazugehört, sonst der nächste Betroffene im Uhrzeigersinn. Die Wertungen der Partie werden so gemeldet, wie sie standen; die Ergebnisse der Zusatzrunden erscheinen gesondert.',
    '**Geheimer Vorrat** verbirgt nur, was ein aufmerksamer Mitspieler auch an einem echten Tisch nicht sehen könnte.',
    '**Der Beschleuniger** vervielfacht jede Zeile, auch die für alle Mitspieler.',
  ],
  content: [
    'Ein Ratespiel, entworfen von Rich Hutnik',
    'Diebe plündern den verzauberten Schatz, der unter Stonehenge vergraben liegt. Alle wählen eine Karte, alle decken gleichzeitig auf, und das Gedränge an jedem Haufen entscheidet, wer Schätze bekommt und wer welche zurückgeben muss.',
    'Ziel des Spiels',
    'Spielmaterial',
    'Vorbereitung',
    'Ein Zug, Schritt für Schritt',
    'Eine Karte aus den Reihen nehmen',
    'Eine Karte verdeckt ausspielen',
    'Die Figuren stellen',
    'Scheiben nehmen und zurücklegen',
    'Auffüllen und den Start weitergeben',
    'Spielende',
    'Wertung',
  ],
  art: {
    lines: 'Fünf Reihen offener Karten, von links nach rechts',
    line: (n) => `Reihe ${n}`,
    next: 'als Nächste',
    canTake: (id) => `jetzt zu nehmen: ${cardName(id)}`,
    nobody: 'niemand',
    colour: colourName,
  },
  everyone: 'alle Mitspieler der Partie',
  alone: '1 (allein)',
  looseColour: (colour) => COLOUR_ADJ[colour],
  reducedCaption: (removed) => `Eine Partie zu viert mit weniger Farben: ${removed.join(' und ')} ist nicht mehr dabei.`,
  optionNames: {
    lowCardStarts: { label: 'Niedrigste Karte beginnt den nächsten Zug' },
    plusMinusColours: { label: '+1/−1-Farben' },
    accelerator: { label: 'Beschleuniger', choices: { off: 'aus', x2: 'x2', x3: 'x3' } },
    extendedTiebreaker: { label: 'Erweiterter Gleichstand' },
    reducedColours: { label: 'Weniger Farben (4 Mitspieler)' },
    twoThreePlayers: { label: '2–3 Mitspieler' },
    hiddenStash: { label: 'Geheimer Vorrat' },
  },
};

export default words;
