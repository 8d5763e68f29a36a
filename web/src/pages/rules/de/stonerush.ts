/** Stonerushs Regelseite auf Deutsch: die Worte von ../stonerush.tsx, in der Reihenfolge der Seite (eigene Worte, keine Übersetzung). */
import type { Words } from '../en/stonerush';

const words: Words = {
  goal: [
    'Alle fünf Druiden laufen dieselbe Runde um den Steinkreis. Keiner davon gehört dir: Du bekommst verdeckt eine Trilithon-Karte, die dir verrät, welcher Farbe du die Daumen drückst. Jeder darf jeden Druiden bewegen. Die Kunst besteht also darin, deinem eigenen voranzuhelfen, ohne dass die anderen merken, welcher es ist.',
    'Das Rennen endet in dem Augenblick, in dem ein Druide das letzte Feld erreicht. Hast du heimlich seine Farbe, gewinnst du.',
  ],
  components: [
    'Der Spielplan zu Beginn: Alle fünf Druiden warten auf Feld 1 des äußeren Rings. Feld 30, das Ziel, hat einen goldenen Rand.',
    '**Der Spielplan.** Gelaufen wird auf dem äußeren Ring mit 30 nummerierten Feldern. Jedes Feld hat eine Farbe, erkennbar an seinem Buchstaben (W, B, G, Y, R oder Bk für Schwarz). In diesem Spiel spielen die Farben der Felder keine Rolle.',
    '**Fünf Druiden**, je einer in jeder Spielerfarbe. Auch zu dritt oder zu viert laufen alle fünf mit.',
    '**42 Zahlenkarten**: die Tageskarten 1 bis 30 und die Nachtkarten 1 bis 12. Die Farbe einer Karte hängt an ihrer Zahl (1 weiß, 2 blau, 3 grün, 4 gelb, 5 rot, 6 schwarz, ab 7 wieder von vorn). Auf die Zahl selbst kommt es nie an, nur auf die Farbe und darauf, ob es eine Tages- oder eine Nachtkarte ist.',
    '**Fünf Trilithon-Karten**, eine je Druidenfarbe. Deine zeigt dir, und nur dir, auf welchen Druiden du setzt.',
    'Zahlenkarten, wie das Spiel sie zeigt: eine Tageskarte jeder Farbe, danach eine Nachtkarte. Die schwarzen Karten sind die Joker.',
    'Die Trilithon-Karten: ',
  ],
  setup: [
    'Stellt alle fünf Druiden auf Feld 1.',
    'Mischt die Trilithon-Karten und gebt jedem Spieler eine verdeckt. Schau dir deine an und halte sie geheim. Seid ihr weniger als fünf, bleiben die übrigen verdeckt liegen, und niemand erfährt ihre Farben.',
    'Mischt die 42 Zahlenkarten, gebt jedem vier davon und legt den Rest verdeckt als Nachziehstapel bereit.',
    'Lost aus, wer beginnt. Danach geht es reihum in der Sitzordnung weiter.',
  ],
  turnIntro: [
    'Wenn du am Zug bist, tust du drei Dinge: Karten ausspielen, einen Druiden ziehen, dann deine Hand aufräumen. Die Seite fragt dich nach zwei Entscheidungen: was du ausspielst und was du abwirfst.',
  ],
  play: [
    'Wähle eine oder mehrere Karten aus deiner Hand. Passen geht nicht: Mindestens eine Karte muss auf den Tisch.',
    'Alle gewählten Karten müssen dieselbe Farbe haben. Tages- und Nachtkarten dieser Farbe darfst du mischen.',
    'Schwarze Karten sind Joker: Du darfst sie jeder Farbe beilegen, die du spielst.',
    'Spielst du nur schwarze Karten, bestimmst du selbst, welchen Druiden sie bewegen.',
    'Welche Auswahl ist erlaubt?',
    'Aus dieser Hand darfst du die gelben Karten einzeln oder zusammen spielen, die schwarze 6 mit einer oder beiden gelben, die schwarze 6 mit der grünen 9, die grüne 9 allein oder die schwarze 6 allein für einen beliebigen Druiden. Gelb zusammen mit Grün ist nicht erlaubt.',
  ],
  move: [
    'Es zieht der Druide in der Farbe, die du gespielt hast. Jede Tageskarte bringt ihn ein Feld vorwärts, jede Nachtkarte ein Feld zurück; die aufgedruckten Zahlen ändern daran nichts. Eine Tages- und eine Nachtkarte heben sich gegenseitig auf.',
    'Landet der Druide auf einem Feld, auf dem schon ein anderer steht, rutscht er ein weiteres Feld in dieselbe Richtung. Ist auch dieses besetzt, rutscht er weiter, bis er ein freies findet. Nur Feld 1 ist anders: Dort dürfen beliebig viele Druiden zusammen stehen.',
    'Eine gelbe Tageskarte: Der gelbe Druide geht von Feld 4 auf Feld 5.',
    'Vorher',
    'Nachher',
    'Zwei rote Nachtkarten: Rot geht zwei Felder zurück, von 7 auf 5. Dort steht schon Gelb, also rutscht Rot noch eins weiter zurück, auf 4.',
    'Vorher',
    'Nachher',
    'Eine schwarze und eine grüne Tageskarte: Grün zieht zwei Felder, von 1 auf 3. Eine blaue Tages- mit einer blauen Nachtkarte brächte Blau keinen Schritt weiter.',
    'Vorher',
    'Nachher',
  ],
  discard: [
    'Die gespielten Karten kommen offen auf den Ablagestapel. Dann schaust du, was dir auf der Hand geblieben ist: Höchstens zwei Karten darfst du behalten. Wirf die überzähligen ab, und so viele weitere, wie du möchtest, auf denselben Stapel. Zum Schluss ziehst du vom Nachziehstapel, bis du wieder vier Karten hältst.',
    'Ist der Nachziehstapel leer, wird der Ablagestapel gemischt und als neuer Nachziehstapel hingelegt; dann ziehst du weiter.',
    'Aufräumen',
    'Du hast eine Karte gespielt und hältst noch drei. Mindestens eine davon musst du hergeben, und wenn dir keine etwas nützt, darfst du auch alle drei abwerfen. Danach ziehst du wieder auf vier auf.',
  ],
  end: [
    'Das Rennen ist vorbei, sobald irgendein Druide das letzte Feld erreicht (auf dem äußeren Ring ist das Feld 30), auch mitten in einer Bewegung. Ein Druide, der darüber hinauslaufen würde, bleibt darauf stehen. Jetzt decken alle ihre Trilithon-Karte auf.',
  ],
  scoring: [
    'Punkte gibt es keine. Wessen Trilithon-Karte zum Druiden auf dem Zielfeld passt, der gewinnt.',
    'Zu dritt oder zu viert kann es sein, dass niemand auf den Druiden im Ziel gesetzt hat. Dann zählt, wo der eigene Druide jedes Spielers steht: Wer auf den Druiden setzt, der am weitesten vorn ist, gewinnt; liegen mehrere dabei gleichauf, teilen sie sich den Sieg.',
    'Durchgerechnet: Niemand hat auf den Sieger gesetzt',
    'Vier Mitspieler. Ann hat Rot, Bob Blau, Cy Grün und Dee Weiß; Gelb hat niemand. Gelb erreicht Feld 30. Rot steht auf 22, Blau und Grün beide auf 25, Weiß auf 18.',
    'Das Ende des Rennens: Gelb auf 30, Blau und Grün nebeneinander auf 25, Rot auf 22, Weiß auf 18.',
    'Auf Gelb hat niemand gesetzt, also werden die gesetzten Druiden verglichen. Blau und Grün sind am weitesten, gleichauf auf 25: Bob und Cy teilen sich den Sieg. Das Ergebnis nennt für jeden Spieler das Feld, das sein Druide erreicht hat (Ann 22, Bob 25, Cy 25, Dee 18), aber nur, um zu zeigen, wie knapp es war.',
  ],
  trackOption: [
    'Für eine kürzere Partie laufen die Druiden statt auf dem äußeren Ring auf dem Hufeisen aus 20 Blausteinen im Inneren. Sie beginnen auf Blaustein 1, und das Rennen endet auf Blaustein 20. Das Hufeisen ist kein Kreis, sondern eine Strecke von einem Ende zum anderen. Alle anderen Regeln bleiben gleich.',
    'Die Blaustein-Strecke: Die Druiden warten auf Blaustein 1 am linken unteren Ende des Hufeisens; Blaustein 20 am rechten unteren Ende ist das Ziel.',
  ],
  rulings: [
    '**Nur schwarze Karten** sind ein erlaubter Zug, und du bestimmst, welchen Druiden sie bewegen. Sonst ließe sich eine Hand aus vier schwarzen Karten gar nicht spielen.',
    '**Erst zusammenzählen, dann ziehen.** Tages- und Nachtkarten werden verrechnet, bevor sich der Druide bewegt. Ergibt das null, bewegt sich niemand, und niemand wird verdrängt.',
    '**Rutschen kann sich wiederholen.** Ein Druide rutscht so lange über besetzte Felder, bis er auf einem freien stehen bleibt.',
    '**Feld 1 ist die Startlinie.** Obwohl der Ring ein Kreis ist, gehen Druiden nie hinter sie zurück, und sie fasst alle, ohne dass jemand rutschen muss.',
    '**Über das Ziel hinaus** gibt es nicht: Der Druide bleibt auf dem Zielfeld stehen, auch wenn er erst durchs Rutschen dorthin kommt. So oder so ist das Rennen vorbei.',
    '**Niemand hat auf den Sieger gesetzt:** Es gewinnt, wessen eigener Druide am weitesten vorn steht; bei Gleichstand teilen sich alle Betroffenen den Sieg.',
    '**Der Ablagestapel ist offen.** Jeder darf die gespielten und abgeworfenen Karten durchsehen. Handkarten, Nachziehstapel und Trilithon-Karten bleiben bis zum Schluss geheim.',
    '**Karten behalten:** Bleiben dir nach dem Ausspielen höchstens zwei Karten, darfst du alle behalten oder beliebige abwerfen; bei dreien musst du mindestens eine abwerfen. Hat dein Ausspielen die Hand geleert, wirst du gar nicht erst gefragt.',
    '**Beim Neumischen** kommt alles vom Ablagestapel mit hinein, auch die Karten des laufenden Zuges.',
    '**Die Blaustein-Strecke** ist eine Reihe von 20 Feldern, kein Kreis, mit denselben Bewegungsregeln.',
  ],
  content: [
    'Ein Wettrennen, entworfen von Tom Van ’t veld',
    'Fünf Druiden rennen einmal um den Steinkreis. Jeder Mitspieler setzt heimlich auf einen von ihnen, und jede gespielte Karte bringt irgendeinen Druiden voran oder wirft ihn zurück.',
    'Ziel des Spiels',
    'Spielmaterial',
    'Vorbereitung',
    'Ein Zug, Schritt für Schritt',
    'Karten einer Farbe ausspielen',
    'Den Druiden ziehen',
    'Abwerfen und nachziehen',
    'Das Ende des Rennens',
    'Wer gewinnt',
  ],
  optionNames: {
    track: { label: 'Rennstrecke', choices: { 'outer-ring': 'Äußerer Ring (30 Felder)', bluestones: 'Blausteine (20 Felder, schneller)' } },
  },
};

export default words;
