/** Fightin' an' Drinkin' an' Stealin'! auf Deutsch: die drei Wettbewerbe einer Runde mit Beispielen, die Anwälte, der Gonagal, die Wertung, unsere Auslegungen. */
import { PLAYER_COLOURS, type PlayerColour } from '@engine/core/components';
import { fightinDrinkinStealin } from '@engine/fightin-drinkin-stealin';
import { AwardRow } from '../../../rulesets/fightin-drinkin-stealin/awards';
import { CardBack, FdsCard } from '../../../rulesets/fightin-drinkin-stealin/card';
import { StoneCircle } from '../../../rulesets/fightin-drinkin-stealin/stone-circle';
import '../../../rulesets/fightin-drinkin-stealin/fds.css';
import { Swatch } from '../../../ui/swatch';
import { NAMES, Row, START, awards } from '../art/fightin-drinkin-stealin';
import { Diagram, Example, Frames, type RulesContent, optionsSection, rulingsSection } from '../rules-page';

/** Wofür es Auszeichnungen jeder Farbe gibt. */
const AWARD_MEANING: Record<PlayerColour, string> = {
  red: 'erschlagene Monster',
  white: 'nicht verprügelt worden',
  blue: 'Getränke',
  green: 'nicht umgekippt',
  yellow: 'Gold',
};

const goal = (
  <>
    <p>
      Jeder Mitspieler führt einen Clan aus kleinem, streitlustigem Hochlandvolk auf ein höchst unordentliches Sportfest. Sieben Runden lang treten die Clans in
      drei Wettbewerben gegeneinander an und sammeln farbige Auszeichnungen.
    </p>
    <p>
      Am Ende wirft jeder Clan die Farbe weg, von der er am meisten hat. Wer danach mehr Auszeichnungen übrig hat, gewinnt. Ein Clan, der immer nur eine Sorte
      Auszeichnung geholt hat, steht also ziemlich mit leeren Händen da.
    </p>
  </>
);

const components = (
  <>
    <Diagram caption="Der Spielplan zu Beginn. Gerauft (Fightin') wird an den Trilithen, wo ein Monster wartet; getrunken (Drinkin') am Altarstein; gestohlen (Stealin') beim Schriftzug STONEHENGE. Der Große Anwalt (BL) steht auf Feld 30.">
      <div class="rules-board">
        <StoneCircle view={START} near={0} names={NAMES} />
      </div>
    </Diagram>
    <ul>
      <li>
        <strong>Drei Stapel</strong> aus den 65 Karten. Im <em>Monsterstapel</em> liegen die zehn schwarzen Karten, beide weißen 25er und die fünf
        Trilithon-Karten (17 Karten). Wer <em>Tag</em> spielt, bekommt jede zweite Tageskarte, wer <em>Nacht</em> spielt, jede zweite Nachtkarte (je 24).
      </li>
      <li>
        <strong>Auszeichnungen</strong>: die farbigen Scheiben, zehn in jeder Farbe, jede Farbe für eine andere Heldentat.
      </li>
      <li>
        <strong>Sechs Figuren.</strong> Die graue ist der Große Anwalt, der über den äußeren Ring wandert. Die fünf farbigen sind Kleine Anwälte, eine Plage,
        die man einem Clan aufhalsen kann.
      </li>
    </ul>
    <Diagram caption="Karten, wie das Spiel sie zeigt: eine Tageskarte, eine Nachtkarte, ein schwarzes Monster, ein Trilithon-Monster und die weiße 1, genannt Gonagal.">
      <div class="rules-cards">
        <FdsCard id="D14" small />
        <FdsCard id="N09" small />
        <FdsCard id="D18" small />
        <FdsCard id="T-green" small />
        <FdsCard id="D01" small />
        <CardBack small label="eine noch verdeckte Karte" />
      </div>
    </Diagram>
    <ul class="rules-award-list">
      {PLAYER_COLOURS.map((c) => (
        <li key={c}>
          <Swatch colour={c} /> — {AWARD_MEANING[c]}
        </li>
      ))}
    </ul>
  </>
);

const setup = (
  <ol>
    <li>
      Ein Mitspieler sitzt hinter Feld 23 des Rings und nimmt den Tagstapel, der andere sitzt hinter Feld 8 und nimmt den Nachtstapel. Alle drei Stapel werden
      gemischt.
    </li>
    <li>
      Jeder legt von seinem Stapel eine Karte offen zu jedem Wettbewerb: Fightin', Drinkin' und Stealin'. Kommt dabei ein Gonagal heraus, wird er zurückgemischt
      und durch eine andere Karte ersetzt.
    </li>
    <li>Danach zieht jeder fünf Karten auf die Hand.</li>
    <li>
      Das oberste Monster wird am mittleren Trilithen aufgedeckt. Der Große Anwalt kommt auf Feld 30 des Rings, die Kleinen Anwälte und die Auszeichnungen neben
      den Spielplan.
    </li>
  </ol>
);

const turnIntro = (
  <p>
    Gespielt werden sieben Runden. In jeder schicken beide Mitspieler verdeckt je eine Karte zu jedem Wettbewerb, dann werden die Wettbewerbe der Reihe nach
    ausgetragen: Fightin', Drinkin', Stealin'. Eine in dieser Runde geschickte Karte ist ein <em>Neuling</em>; sie gesellt sich zu der Karte, die dort schon
    steht. Während ein Wettbewerb läuft, hat also jeder dort zwei Karten.
  </p>
);

const choose = (
  <>
    <p>
      Wähle drei Karten aus deiner Hand, eine für jeden Wettbewerb, und lege sie verdeckt hin. Auf der Seite triffst du alle drei Entscheidungen und schickst
      sie gemeinsam ab; bis dahin kannst du es dir anders überlegen. Dein Gegenüber sieht nur Kartenrücken. Die Neulinge eines Wettbewerbs werden aufgedeckt,
      sobald er beginnt.
    </p>
    <p>
      Eine Karte ist so viel wert wie ihre Zahl, mit zwei Ausnahmen: Hältst du den Kleinen Anwalt einer Farbe, sind deine Karten dieser Farbe 0 wert, und
      Trilithon-Monster haben besondere Werte (siehe Fightin').
    </p>
  </>
);

const fightin = (
  <>
    <p>Jeder zählt seine beiden Raufbolde zusammen. Das höhere Paar wird zum Champion und nimmt es mit den Monstern auf:</p>
    <ol>
      <li>Das nächste Monster wird aufgedeckt und zu dem wartenden gelegt. Ein Trilithon-Monster zählt 0, verdoppelt aber das andere Monster.</li>
      <li>
        Ist das Paar des Champions <strong>mindestens</strong> so stark wie die Monster zusammen, erschlägt er das schwächere Monster und bekommt eine rote
        Auszeichnung. Wer ein Trilithon-Monster erschlägt, bekommt außerdem eine Auszeichnung in der Farbe dieses Trilithen. Der Champion wirft einen Raufbold
        ab, danach sein Gegenüber.
      </li>
      <li>
        Reicht das Paar nicht, wird der Champion verprügelt. Der andere Mitspieler wirft einen eigenen Raufbold ab, bestimmt dann, welcher der beiden Raufbolde
        des Champions gehen muss, erhält eine weiße Auszeichnung und wirft das stärkere Monster hinaus.
      </li>
    </ol>
    <p>
      Sind beide Paare gleich stark, wird nicht gekämpft: Jeder wirft seinen stärkeren Raufbold ab. Je ein Raufbold pro Mitspieler und ein Monster bleiben für
      die nächste Runde stehen.
    </p>
    <Example title="Beispiel: Ein Trilithon fällt">
      <Row label="Anns Raufbolde (Tag)" ids={['D14', 'D16']} note="= 30" />
      <Row label="Bobs Raufbolde (Nacht)" ids={['N09', 'N13']} note="= 22" />
      <p>Anns Paar ist stärker, also kämpft sie. Das wartende Monster ist die schwarze 12; sie deckt den roten Trilithen auf.</p>
      <Row label="Monster" ids={['N12', 'T-red']} note="= 0 + 2 × 12 = 24" />
      <p>
        30 ist mindestens 24: Ann erschlägt das schwächere Monster, den Trilithen (Wert 0), und nimmt eine rote Auszeichnung für den Sieg sowie eine rote als
        Bonus für die Farbe des Trilithen. Die schwarze 12 bleibt liegen. Ann wirft einen Raufbold ab, danach Bob.
      </p>
    </Example>
  </>
);

const drinkin = (
  <>
    <p>
      Zuerst wird die Runde ausgeschenkt: Eine blaue Auszeichnung kommt auf den Altar, zu allen, die dort vielleicht noch warten. Der eine Trinker mit dem
      höchsten Wert unter den vieren ist der <em>größte Trinker</em>. Teilen sich zwei Trinker den höchsten Wert, wirft jeder Mitspieler seinen größten Trinker
      ab, die Auszeichnungen bleiben auf dem Altar, und der Wettbewerb ist vorbei.
    </p>
    <p>Andernfalls werden alle vier Trinker zusammengezählt:</p>
    <div class="rules-table-wrap">
      <table class="rules-table">
        <caption class="visually-hidden">Was die Summe der Getränke bedeutet</caption>
        <thead>
          <tr>
            <th scope="col">Summe</th>
            <th scope="col">Was passiert</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>unter 50</td>
            <td>Niemand gewinnt. Die Auszeichnungen bleiben für die nächste Runde auf dem Altar.</td>
          </tr>
          <tr>
            <td>50 bis 60</td>
            <td>Der Besitzer des größten Trinkers nimmt sich alle Auszeichnungen vom Altar.</td>
          </tr>
          <tr>
            <td>über 60</td>
            <td>
              Der größte Trinker kippt um und wird abgeworfen; die Auszeichnungen vom Altar gehen zurück in den Vorrat. Der andere Mitspieler wirft einen
              Trinker ab und erhält eine grüne Auszeichnung.
            </td>
          </tr>
        </tbody>
      </table>
    </div>
    <p>Außer nach einem Umkippen wirft danach jeder einen Trinker ab, zuerst der Besitzer des größten Trinkers.</p>
    <Example title="Beispiel: Eine Runde mit Sieger">
      <Row label="Anns Trinker" ids={['D20', 'D15']} />
      <Row label="Bobs Trinker" ids={['N11', 'N08']} note="Summe 54" />
      <p>
        Anns 20 ist der größte Trinker, und 54 liegt zwischen 50 und 60, also nimmt Ann die blauen Auszeichnungen vom Altar. Ann wirft einen Trinker ab, dann
        Bob.
      </p>
    </Example>
  </>
);

const stealin = (
  <>
    <p>
      Die Neulinge werden aufgedeckt, und die vier Diebe werden nach ihrem Wert geordnet. Zwei gleich starke Diebe heben sich auf diesem Platz gegenseitig auf.
    </p>
    <ol>
      <li>
        Der <strong>stärkste Dieb</strong> darf einen gegnerischen Dieb ausrauben, der Beute trägt, und nimmt ihm alles ab. Nur wenn kein gegnerischer Dieb
        etwas trägt, darf er stattdessen eine Auszeichnung beliebiger Farbe direkt aus der Sammlung des Gegenübers nehmen. Er darf auch leer ausgehen.
      </li>
      <li>
        Der <strong>zweitstärkste Dieb</strong> darf eine gelbe Auszeichnung aus dem Vorrat nehmen, oder keine.
      </li>
    </ol>
    <p>
      Gestohlene Auszeichnungen liegen auf der Karte des Diebes, noch nicht bei deinen Auszeichnungen. Dann wandert der Große Anwalt, und jeder Mitspieler, der
      nicht erwischt wurde, schickt einen Dieb nach Hause (er <em>macht sich aus dem Staub</em>): Seine Beute kommt zu den Auszeichnungen seines Besitzers, die
      Karte wird abgeworfen. Ein Dieb, der bleibt, behält seine Beute bis in die nächste Runde, wo man sie ihm wieder abnehmen kann.
    </p>
  </>
);

const lawyerBefore = { ...START, bigLawyer: 22 };
const lawyerAfter = { ...START, bigLawyer: 20 };

const bigLawyer = (
  <>
    <p>
      Zählt alle Auszeichnungen, die auf Dieben liegen. So viele Felder wandert der Große Anwalt den Ring abwärts (30, 29, 28…; nach 1 kommt wieder 30), von
      dort aus, wo er zuletzt stehen blieb.
    </p>
    <p>
      Jeder Dieb, dessen Wert mindestens so hoch ist wie die Zahl unter dem Anwalt, ist in Gefahr. Der schwächste von ihnen wird erwischt: Seine Beute geht
      zurück in den Vorrat, die Karte wird abgeworfen. Unter gleich starken Dieben wird der mit mehr Beute erwischt; ist auch das gleich, beide. Wer erwischt
      wurde, macht sich nicht aus dem Staub.
    </p>
    <Example title="Beispiel: Bob wird erwischt">
      <Row label="Anns Diebe" ids={['D17', 'D09']} loot={[{ yellow: 1 }, undefined]} />
      <Row label="Bobs Diebe" ids={['N21', 'N04']} loot={[{ yellow: 1 }, undefined]} />
      <p>
        Bobs 21 war am stärksten und hat Anns 17 die gelbe Auszeichnung abgenommen; Anns 17 als zweitstärkster Dieb nahm sich danach eine neue gelbe aus dem
        Vorrat. Zwei Auszeichnungen liegen auf Dieben, also wandert der Anwalt von 22 auf 20.
      </p>
      <Frames
        frames={[
          {
            label: 'Vorher',
            art: (
              <div class="rules-board">
                <StoneCircle view={lawyerBefore} near={0} names={NAMES} />
              </div>
            ),
          },
          {
            label: 'Nachher',
            art: (
              <div class="rules-board">
                <StoneCircle view={lawyerAfter} near={0} names={NAMES} />
              </div>
            ),
          },
        ]}
      />
      <p>
        Nur Bobs 21 ist 20 oder mehr, also wird er erwischt, und seine gelbe Auszeichnung geht zurück. Ann wurde nicht erwischt und schickt ihre 17 samt der
        gelben nach Hause. Feld 20 ist blau, also bekommt Bob den blauen Kleinen Anwalt.
      </p>
    </Example>
  </>
);

const weeLawyers = (
  <>
    <p>
      Wurde genau ein Mitspieler erwischt, nimmt er den Kleinen Anwalt in der Farbe des Feldes, auf dem der Große Anwalt steht, aus dem Vorrat oder vom
      Gegenüber. Ist das Feld schwarz, wählt der andere Mitspieler die Farbe. Wurden beide erwischt, wechselt kein Kleiner Anwalt den Besitzer.
    </p>
    <p>Ein Kleiner Anwalt schadet doppelt: Deine Karten seiner Farbe sind 0 wert, und am Ende zählen deine Auszeichnungen dieser Farbe nur halb.</p>
    <p>Loswerden kannst du ihn nur, wenn dein Gegenüber auf einem Feld seiner Farbe erwischt wird und ihn dir abnimmt.</p>
  </>
);

const gonagal = (
  <>
    <p>
      Die weiße 1 jedes Mitspielers ist ein Gonagal, ein Dudelsackspieler, so grauenhaft, dass alle anderen beim Wettbewerb umfallen. Ein Gonagal, den du zu
      einem Wettbewerb schickst, gewinnt ihn ohne Weiteres:
    </p>
    <ul>
      <li>
        <strong>Fightin':</strong> Das nächste Monster wird aufgedeckt; der Besitzer des Gonagals bestimmt, welches Monster stirbt und welcher gegnerische
        Raufbold abgeworfen wird, und erhält eine rote und eine weiße Auszeichnung (dazu den Trilithon-Bonus).
      </li>
      <li>
        <strong>Drinkin':</strong> Der Besitzer bestimmt, welcher gegnerische Trinker abgeworfen wird, und nimmt alles vom Altar, dazu eine grüne Auszeichnung.
      </li>
      <li>
        <strong>Stealin':</strong> Der Gonagal nimmt beiden gegnerischen Dieben ihre ganze Beute ab und dazu eine gelbe Auszeichnung aus dem Vorrat, aber nie
        etwas direkt aus der Sammlung des Gegenübers. Der Große Anwalt wandert trotzdem, erwischt aber niemanden. Der Besitzer bestimmt, welcher gegnerische
        Dieb abgeworfen wird.
      </li>
    </ul>
    <p>
      Danach ist der Gonagal die Karte, die sein Besitzer bei diesem Wettbewerb abwirft. Zwei Gonagals beim selben Wettbewerb heben sich auf und gelten als
      gewöhnliche Einsen. Wer den weißen Kleinen Anwalt hält, hat keinen Gonagal, sondern nur eine weiße Karte mit dem Wert 0.
    </p>
  </>
);

const roundEnd = (
  <p>
    Nach den drei Wettbewerben füllen beide ihre Hand wieder auf fünf Karten auf, oder so weit ihr Stapel reicht. Die nächste Runde beginnt wieder damit, drei
    Karten auszuwählen.
  </p>
);

const finalRound = (
  <ul>
    <li>
      Die siebte Runde zählt doppelt. Ein erschlagenes Monster bringt zwei rote Auszeichnungen, eine überstandene Prügelei zwei weiße, und auch der
      Trilithon-Bonus beträgt zwei.
    </li>
    <li>Auf den Altar kommen zwei blaue Auszeichnungen; wer den anderen umkippen sieht, erhält zwei grüne.</li>
    <li>Stiehlt der stärkste Dieb direkt beim Gegenüber, nimmt er bis zu zwei Auszeichnungen; der zweitstärkste Dieb darf bis zu zwei gelbe nehmen.</li>
    <li>Auch jeder Gewinn eines Gonagals verdoppelt sich.</li>
  </ul>
);

const end = (
  <p>
    Das Spiel endet nach den drei Wettbewerben der siebten Runde. Auszeichnungen, die dann noch auf Dieben im Spielplan liegen, wurden nie nach Hause gebracht:
    Sie zählen nicht.
  </p>
);

const scoring = (
  <>
    <p>
      Jeder ermittelt seine beste Farbe: die Farbe mit den meisten Auszeichnungen, wobei eine Farbe halb zählt, wenn man ihren Kleinen Anwalt hält. Diese Farbe
      fällt weg (bei Gleichstand wählt man selbst). Gezählt wird, was übrig bleibt, Hälften eingeschlossen. Die höhere Summe gewinnt; bei gleicher Summe teilen
      sich beide den Sieg.
    </p>
    <Example title="Durchgerechnet">
      <p>Ann hält den blauen Kleinen Anwalt und diese Auszeichnungen:</p>
      <AwardRow awards={awards({ red: 4, white: 1, blue: 3, green: 2, yellow: 2 })} />
      <p>Ihr Blau zählt 1,5. Rot (4) ist ihre beste Farbe und fällt weg. Ihr bleiben 1 + 1,5 + 2 + 2 = 6,5.</p>
      <p>Bob hat keinen Kleinen Anwalt und diese Auszeichnungen:</p>
      <AwardRow awards={awards({ red: 1, white: 3, blue: 2, green: 0, yellow: 5 })} />
      <p>Gelb (5) fällt weg. Ihm bleiben 1 + 3 + 2 = 6. Ann gewinnt mit 6,5 zu 6, obwohl Bob insgesamt mehr Auszeichnungen gesammelt hat.</p>
    </Example>
  </>
);

const rulings = (
  <ul class="rules-rulings">
    <li>
      <strong>Plätze.</strong> Der erste Platz spielt den Tagstapel (hinter Feld 23), der zweite den Nachtstapel (hinter Feld 8).
    </li>
    <li>
      <strong>Ein Gonagal beim Aufbau</strong> wird in seinen Stapel zurückgemischt, und stattdessen kommt die nächste Karte.
    </li>
    <li>
      <strong>Geheime Wahl.</strong> Alle drei Karten gehen in einem Zug ab. In dieser Runde gelegte Karten bleiben verdeckt, bis ihr eigener Wettbewerb
      beginnt.
    </li>
    <li>
      <strong>Wert.</strong> Überall, wo Karten addiert oder verglichen werden (Raufbolde, Trinker, Diebe, die Prüfung des Anwalts), ist eine Karte in der Farbe
      deines Kleinen Anwalts 0 wert. Monster gehören niemandem und werden nie auf 0 gesetzt.
    </li>
    <li>
      <strong>Monster.</strong> Ein Paar, das den Monstern gleichkommt, siegt. Ein Trilith ist 0 wert und damit immer das schwächere Monster; zwei Trilithen
      ergeben zusammen 0. Ein Monster nach einer Prügelei hinauszuwerfen gilt nicht als Sieg und bringt keinen Bonus. Zwischen zwei gleich starken Monstern
      wählt man wirklich.
    </li>
    <li>
      <strong>Entscheidungen.</strong> Wo du wählen darfst, welche Karte du abwirfst, wirst du immer gefragt; wo die Regel die Karte vorgibt (die höchste, die
      niedrigste), nur bei Gleichstand zweier Karten. Müssen beide gleichzeitig wählen, antworten sie, ohne die Wahl des anderen zu sehen.
    </li>
    <li>
      <strong>Drinkin'.</strong> Haben zwei Trinker den höchsten Wert, ist das ein Gleichstand, auch wenn beide demselben Mitspieler gehören. Summen von genau
      50 und genau 60 gewinnen.
    </li>
    <li>
      <strong>Rangfolge der Diebe.</strong> Werte, die zwei Diebe teilen, fallen aus der Rangfolge; fällt der höchste Wert weg, ist der nächstniedrigere
      trotzdem der zweithöchste. Ein Mitspieler kann beide Plätze belegen.
    </li>
    <li>
      <strong>Der stärkste Dieb</strong> darf einen beladenen Dieb nur ausrauben, wenn ein gegnerischer Dieb beladen ist; nur sonst darf er eine Auszeichnung
      direkt nehmen. In Runde sieben nimmt ein direkter Diebstahl zwei Auszeichnungen, eine nach der anderen gewählt; das Ausrauben eines Diebes verdoppelt sich
      nicht.
    </li>
    <li>
      <strong>Der zweitstärkste Dieb</strong> nimmt 0 oder 1 gelbe Auszeichnung (in Runde sieben bis zu 2), nie mehr, als der Vorrat hergibt.
    </li>
    <li>
      <strong>Beute auf Dieben</strong>, die stehen bleiben, zählt bei jeder späteren Wanderung des Großen Anwalts mit und kann später geraubt werden oder
      verloren gehen.
    </li>
    <li>
      <strong>Beide erwischt:</strong> Niemand macht sich aus dem Staub, und kein Kleiner Anwalt wechselt. Der andere Dieb eines Erwischten bleibt im Spielplan.
    </li>
    <li>
      <strong>Kleine Anwälte.</strong> Wer erwischt wurde, nimmt den Kleinen Anwalt dieser Farbe aus dem Vorrat oder vom Gegenüber; hält er ihn schon, ändert
      sich nichts. Bleibt der Anwalt auf Schwarz stehen, wählt der andere Mitspieler unter den Kleinen Anwälten, die der Erwischte noch nicht hat.
    </li>
    <li>
      <strong>Gonagals.</strong> Nur ein in dieser Runde gelegter Gonagal wirkt; einer, der nach dem Aufheben stehen bleibt, ist von da an eine gewöhnliche 1.
      Bei Drinkin' wird die blaue Auszeichnung der Runde ausgeschenkt, bevor der Gonagal den Altar abräumt. Bei Stealin' geht der Gonagal nach Hause wie ein
      Dieb, der sich aus dem Staub macht, und der andere Dieb seines Besitzers bleibt stehen.
    </li>
    <li>
      <strong>Nachziehen</strong> füllt auf fünf auf, oder so weit der Stapel noch reicht.
    </li>
    <li>
      <strong>Wertungen</strong> können auf eine Hälfte enden. Wer keine Auszeichnungen hat, wirft nichts weg. Bei gleicher Summe teilen sich beide den Sieg.
    </li>
    <li>
      <strong>Vorrat.</strong> Eine Auszeichnung, die nicht im Vorrat liegt, wird nicht vergeben; mit diesen Regeln geht aber keine Farbe je aus.
    </li>
  </ul>
);

const content: RulesContent = {
  id: 'fightin-drinkin-stealin',
  byline: 'Ein humorvolles Wettkampfspiel, entworfen von Evan Shultz',
  lead: (
    <p>
      Zwei Clans kleiner Leute prügeln sich mit Monstern, trinken einander unter den Tisch und stibitzen sich gegenseitig die Preise, während ein Großer Anwalt
      um den Ring schleicht und nach Dieben sucht, die er abführen kann.
    </p>
  ),
  sections: [
    { id: 'goal', title: 'Ziel des Spiels', body: goal },
    { id: 'components', title: 'Spielmaterial', body: components },
    { id: 'setup', title: 'Vorbereitung', body: setup },
    {
      id: 'turn',
      title: 'Eine Runde, Schritt für Schritt',
      body: turnIntro,
      sub: [
        { id: 'round-choose', title: 'Zu jedem Wettbewerb eine Karte schicken', body: choose },
        { id: 'fightin', title: "Fightin' (Raufen)", body: fightin },
        { id: 'drinkin', title: "Drinkin' (Trinken)", body: drinkin },
        { id: 'stealin', title: "Stealin' (Stehlen)", body: stealin },
        { id: 'big-lawyer', title: 'Der Große Anwalt', body: bigLawyer },
        { id: 'wee-lawyers', title: 'Kleine Anwälte', body: weeLawyers },
        { id: 'gonagal', title: 'Der Gonagal', body: gonagal },
        { id: 'round-end', title: 'Ende einer Runde', body: roundEnd },
        { id: 'final-round', title: 'Die siebte Runde', body: finalRound },
      ],
    },
    { id: 'end', title: 'Spielende', body: end },
    { id: 'scoring', title: 'Wertung', body: scoring },
    optionsSection(fightinDrinkinStealin.optionsMeta, {}),
    rulingsSection(rulings),
  ],
};

export default content;
