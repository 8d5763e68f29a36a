/** A Grand Endeavor auf Deutsch: Material, die drei Phasen eines Zuges, Bauplätze, an sich reißen, Verleumdung, die Wertung am Monument des Spiels, unsere Auslegungen. */
import { aGrandEndeavor } from '@engine/a-grand-endeavor';
import { POINTS } from '@engine/a-grand-endeavor/scoring';
import { CardBack, ProjectCard } from '../../../rulesets/a-grand-endeavor/cards';
import '../../../rulesets/a-grand-endeavor/grand-endeavor.css';
import { Board, Cards, SCORED, START } from '../art/a-grand-endeavor';
import { Diagram, Example, type RulesContent, optionsSection, rulingsSection } from '../rules-page';

const goal = (
  <>
    <p>
      Die Druidenfraktionen errichten gemeinsam ganz Stonehenge: 30 Decksteine auf dem äußeren Ring, 20 Blausteine und 5 Trilithen. Alle profitieren, wenn das
      Monument wächst, doch jedes Stück steht in der Farbe der Fraktion, die es gebaut hat.
    </p>
    <p>
      Ist der letzte Bauplatz bebaut, bekommt jede Fraktion Ansehen für die Stücke in ihrer Farbe, mit Zuschlägen für Stücke, die nebeneinander stehen. Das
      meiste Ansehen gewinnt.
    </p>
  </>
);

const components = (
  <>
    <Diagram caption="Das leere Monument: 30 nummerierte Felder am Rand (jedes in der Farbe seiner Zahl), die 20 quadratischen Blaustein-Felder, die fünf Trilithon-Felder T1 bis T5 und in der Mitte der Altarstein.">
      <Board view={START} />
    </Diagram>
    <ul>
      <li>
        <strong>Dein Material</strong> in deiner Farbe: eine Druidenfigur, Decksteine (Balken) und alle zehn deiner Blausteine (Scheiben). Wie viele Decksteine
        du bekommst, hängt von der Mitspielerzahl ab; die übrigen Decksteine deiner Farbe bleiben in der Schachtel.
      </li>
      <li>
        <strong>Der Gemeinschaftsvorrat</strong>: zehn neutrale Decksteine und die fünf in 15 Teile zerlegten Trilithen: Jeder Trilith besteht aus zwei Pfeilern
        und einer Deckplatte obenauf.
      </li>
      <li>
        <strong>Zehn neutrale Scheiben</strong> stehen für politischen Einfluss.
      </li>
      <li>
        <strong>Alle 65 Karten</strong>: Jede ist ein Projekt. Zahlenkarten (Tag oder Nacht) bauen Decksteine oder Blausteine, Trilithon-Karten bauen Trilithen.
      </li>
    </ul>
    <div class="rules-table-wrap">
      <table class="rules-table">
        <caption>Decksteine, mit denen jeder beginnt</caption>
        <thead>
          <tr>
            <th scope="col">Mitspieler</th>
            <th scope="col" class="num">
              Decksteine je Mitspieler
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>3</td>
            <td class="num">8</td>
          </tr>
          <tr>
            <td>4</td>
            <td class="num">6</td>
          </tr>
          <tr>
            <td>5</td>
            <td class="num">5</td>
          </tr>
        </tbody>
      </table>
    </div>
    <Diagram caption="Projektkarten, wie das Spiel sie zeigt: eine Tageskarte, eine Nachtkarte, eine Trilithon-Karte und eine verdeckte Karte.">
      <Cards>
        <ProjectCard id="D09" small />
        <ProjectCard id="N14" small />
        <ProjectCard id="T-red" small />
        <CardBack small label="eine verdeckte Karte" />
      </Cards>
    </Diagram>
  </>
);

const setup = (
  <ol>
    <li>Jeder nimmt den Druiden, die Decksteine und die Blausteine seiner Farbe. Die Farben gehen in der Sitzordnung: Weiß, Blau, Grün, Gelb, Rot.</li>
    <li>
      Legt die neutralen Decksteine und die Trilithon-Teile als Gemeinschaftsvorrat zusammen und die neutralen Scheiben als Einflussvorrat neben den Spielplan.
    </li>
    <li>Mischt die Karten, gebt jedem drei und stapelt den Rest verdeckt. Die nächsten drei Karten kommen offen daneben: die offenen Projekte.</li>
    <li>Ein zufällig bestimmter Mitspieler beginnt. Jede Runde ist ein Tag; gespielt wird im Uhrzeigersinn.</li>
  </ol>
);

const turnIntro = (
  <p>
    Jeder Zug hat drei Phasen, immer in dieser Reihenfolge: Bauen, Ziehen und Verpflichten. Eine Fraktion arbeitet immer nur an einem Projekt; dessen Karte
    liegt vor ihr auf ihrem Bauhof.
  </p>
);

const construction = (
  <>
    <p>Hast du ein Projekt, kommt es genau einen Schritt voran:</p>
    <ul>
      <li>Eine verdeckte Karte wird aufgedeckt, und du beanspruchst einen Bauplatz dafür (siehe unten).</li>
      <li>
        Eine Zahlenkarte auf einem äußeren Feld: Baue dort einen Deckstein, aus deinem eigenen Vorrat oder, sobald der leer ist, aus dem Gemeinschaftsvorrat.
      </li>
      <li>Eine Zahlenkarte auf einem Blaustein-Feld: Erst wird ein Blaustein behauen (er kommt auf die Karte), am nächsten Tag wird er auf das Feld gebaut.</li>
      <li>
        Eine Trilithon-Karte: Drei Tage lang sammelst du je ein Trilithon-Teil; am vierten legst du einen Blaustein auf die Deckplatte, um ihn zu beanspruchen;
        am fünften baust du ihn auf dein Trilithon-Feld.
      </li>
    </ul>
    <p>
      Sobald etwas gebaut ist, gilt der Bauplatz als erschlossen: Die Projektkarte verlässt das Spiel, und dein Druide verlässt den Spielplan. Baust du einen
      Deckstein auf ein Feld deiner eigenen Farbe, bekommst du einen Einfluss.
    </p>
    <p>
      Wer als Erster einen Deckstein aus dem Gemeinschaftsvorrat nehmen muss, wird Besitzer der neutralen Farbe: Neutrale Decksteine auf dem Spielplan zählen am
      Ende für ihn.
    </p>
    <Example title="Beispiel: eine Tages- und eine Nachtkarte">
      <Cards>
        <CardBack small label="Tag 9, verdeckt gespielt" />
        <ProjectCard id="D09" small />
        <ProjectCard id="N14" small />
      </Cards>
      <p>
        Ann spielt die Tages-9 verdeckt als Projekt aus. In ihrem nächsten Zug wird sie aufgedeckt, und Ann beansprucht ein grünes Feld; einen Tag später steht
        der Deckstein. Bob spielt die Nacht-14 offen und beansprucht sofort ein blaues Feld, also steht sein Deckstein schon in seinem nächsten Zug: Nachtarbeit
        geht einen Tag schneller.
      </p>
    </Example>
  </>
);

const claiming = (
  <>
    <p>
      Wird eine Karte gespielt oder aufgedeckt, musst du einen freien Bauplatz beanspruchen, indem du deinen Druiden daraufstellst. Frei ist ein Bauplatz, auf
      dem kein Druide steht und noch nichts gebaut wurde.
    </p>
    <ul>
      <li>Eine Zahlenkarte beansprucht ein äußeres Feld in der Farbe der Karte.</li>
      <li>
        Ist das äußere Feld mit der eigenen Zahl der Karte schon bebaut, darf die Karte stattdessen ein beliebiges freies Blaustein-Feld beanspruchen, sofern du
        noch einen Blaustein hast.
      </li>
      <li>Eine Trilithon-Karte beansprucht ein freies Trilithon-Feld.</li>
    </ul>
    <p>
      Eine Karte ohne verbliebenen Bauplatz (alle Felder ihrer Farbe und alle Blaustein-Felder bebaut) ist tot: Sie kann nicht offen gespielt werden. Eine
      verdeckte Karte, die beim Aufdecken nichts mehr beanspruchen kann, verlässt das Spiel.
    </p>
  </>
);

const draw = (
  <>
    <p>
      Ziehe Karten, bis du drei hältst, das Projekt mitgezählt, an dem du arbeitest. Jede Karte kommt entweder von den offenen Projekten oder vom Stapel. Leere
      Plätze werden vom Stapel aufgefüllt, wenn du mit dem Ziehen fertig bist. Hältst du je mehr als drei, legst du die überzähligen unter den Stapel.
    </p>
    <p>Liegt eine Trilithon-Karte unter den offenen Projekten, muss der nächste Mitspieler, der zieht, sie nehmen.</p>
  </>
);

const commit = (
  <>
    <p>Nur wenn du kein Projekt hast: Beginne jetzt eines. Dazu kannst du</p>
    <ul>
      <li>eine Tageskarte verdeckt spielen (sie wird im nächsten Zug aufgedeckt),</li>
      <li>eine Nachtkarte offen spielen und sofort ihren Bauplatz beanspruchen,</li>
      <li>eine Trilithon-Karte offen spielen und sofort ein Trilithon-Feld beanspruchen (das musst du, wenn du eine hältst), oder</li>
      <li>das Trilithon-Projekt eines anderen an dich reißen.</li>
    </ul>
    <p>
      Wer kein Projekt beginnen kann, scheidet bis zum Ende aus und wird trotzdem gewertet. Hast du in diesem Moment noch Einfluss, darfst du zuerst verleumden:
      Schickst du den Druiden eines anderen zum Altar, wird vielleicht genau der Bauplatz frei, den eine deiner Karten braucht, und du verpflichtest dich wie
      gewohnt. Sonst wählst du „Sich zurückziehen“.
    </p>
  </>
);

const usurping = (
  <>
    <p>
      In deiner Verpflichtungsphase darfst du das Trilithon-Projekt eines anderen Mitspielers an dich reißen, solange es noch nicht mit einem Blaustein auf der
      Deckplatte beansprucht ist. Gib seinem Besitzer zwei Karten aus deiner Hand; jede muss die Farbe der Trilithon-Karte oder die Farbe des Besitzers haben.
      Du bekommst die Karte, die bisher gesammelten Teile und den Bauplatz. Der bisherige Besitzer behält eine der beiden Karten und legt die andere unter den
      Stapel.
    </p>
    <Example title="Beispiel">
      <Cards>
        <ProjectCard id="T-red" small />
      </Cards>
      <p>Bob (Blau) baut den roten Trilithen. Ann gibt ihm eine rote und eine blaue Karte, und das Projekt gehört ihr.</p>
      <Cards>
        <ProjectCard id="D05" small />
        <ProjectCard id="D08" small />
      </Cards>
    </Example>
  </>
);

const defamation = (
  <>
    <p>
      In deinem eigenen Zug darfst du einen Einfluss ausgeben, um eine andere Fraktion zu verleumden. Ihr Druide muss vor den Altarstein, und ihren nächsten Zug
      verbringt sie mit einem Ritual, statt zu spielen. Ein Zahlenprojekt, an dem sie gearbeitet hat, kommt unter den Stapel. Ein Trilithon-Projekt bleibt
      erhalten: Nach dem Ritual kehrt ihr Druide auf ein freies Trilithon-Feld zurück.
    </p>
    <p>Die Seite bietet dir das zu Beginn deines Zuges an, wann immer du Einfluss hast und jemand verleumdet werden kann.</p>
  </>
);

const end = (
  <p>
    Das Spiel endet in dem Augenblick, in dem der letzte der 55 Bauplätze erschlossen ist. Es endet auch, wenn alle Mitspieler ausgeschieden sind. Dann werden
    alle gewertet, auch wer ausgeschieden ist.
  </p>
);

const scoring = (
  <>
    <p>Jede Fraktion wertet die Stücke, die in ihrer Farbe gebaut sind:</p>
    <div class="rules-table-wrap">
      <table class="rules-table">
        <caption class="visually-hidden">Punkte für Ansehen</caption>
        <thead>
          <tr>
            <th scope="col">Stück</th>
            <th scope="col" class="num">
              Je Stück
            </th>
            <th scope="col" class="num">
              Je Nachbarpaar
            </th>
            <th scope="col" class="num">
              Je Reihe
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Trilith</td>
            <td class="num">{POINTS.trilithon}</td>
            <td class="num">{POINTS.trilithonPair}</td>
            <td class="num">—</td>
          </tr>
          <tr>
            <td>Blaustein</td>
            <td class="num">{POINTS.bluestone}</td>
            <td class="num">{POINTS.bluestonePair}</td>
            <td class="num">
              {POINTS.bluestoneRun} ({POINTS.bluestoneRunLength} oder mehr nebeneinander)
            </td>
          </tr>
          <tr>
            <td>Deckstein</td>
            <td class="num">{POINTS.lintel}</td>
            <td class="num">{POINTS.lintelPair}</td>
            <td class="num">
              {POINTS.lintelRun} ({POINTS.lintelRunLength} oder mehr nebeneinander)
            </td>
          </tr>
        </tbody>
      </table>
    </div>
    <p>
      Jedes benachbarte Paar zählt, drei nebeneinander enthalten also zwei Paare. Eine Reihe zählt einmal, egal wie lang sie ist. Der äußere Ring ist ein Kreis
      (30 liegt neben 1), die Blaustein- und die Trilithon-Reihe sind es nicht. Nicht ausgegebener Einfluss ist nichts wert, und bei gleicher Höchstwertung
      teilen sich die Betroffenen den Sieg.
    </p>
    <Example title="Durchgerechnet: Bob (Blau)">
      <Diagram caption="Bobs Stücke: blaue Decksteine auf den Feldern 2, 3, 4, 5 und 9, blaue Blausteine auf 1, 2, 3 und 7 und die Trilithen auf T2 und T3.">
        <Board view={SCORED} />
      </Diagram>
      <ul>
        <li>Trilithen: 2 × 7 = 14, dazu ein Nachbarpaar (T2, T3): 3. Zwischensumme 17.</li>
        <li>Blausteine: 4 × 2 = 8, zwei Paare (1–2, 2–3): 2, eine Dreierreihe: 3. Zwischensumme 13.</li>
        <li>Decksteine: 5 × 1 = 5, drei Paare (2–3, 3–4, 4–5): 3, eine Viererreihe: 5. Zwischensumme 13.</li>
      </ul>
      <p>Bobs Ansehen: 17 + 13 + 13 = 43.</p>
    </Example>
  </>
);

const rulings = (
  <ul class="rules-rulings">
    <li>
      <strong>Paare überlappen</strong>: Drei nebeneinander ergeben zwei Paare, fünf ergeben vier. <strong>Reihen</strong> zählen je einmal, egal wie lang, und
      eine Reihe darf von 30 auf 1 hinüberreichen.
    </li>
    <li>
      <strong>Ein Trilith</strong> braucht drei Tage Sammeln (ein Teil pro Tag), einen Tag zum Beanspruchen und einen zum Bauen. Wer keinen Blaustein mehr hat,
      beansprucht ihn trotzdem, mit leerer Deckplatte. Der Blaustein auf der Deckplatte zählt als Teil des Trilithen, nicht als Blaustein.
    </li>
    <li>
      <strong>Einfluss vor dem Ausscheiden</strong>: Wer nach dem Ziehen kein Projekt beginnen kann, darf noch Einfluss ausgeben, bevor er ausscheidet, und
      erneut verleumden, solange der Einfluss reicht. (Partien, die vor dieser Auslegung begonnen haben, bleiben bei der älteren Lesart: sofort ausgeschieden.)
    </li>
    <li>
      <strong>Einfluss</strong> kannst du bei jeder deiner eigenen Entscheidungen ausgeben; wer Einfluss hat, wird außerdem zu Beginn seines Zuges gefragt.
      Niemand handelt außerhalb seines Zuges. Es gibt nur die zehn neutralen Scheiben: Sind sie aufgebraucht, bringt das Bauen auf der eigenen Farbe nichts
      mehr.
    </li>
    <li>
      <strong>Wen du verleumden darfst</strong>: jeden anderen Mitspieler, der noch im Spiel ist und nicht schon auf ein Ritual wartet, auch einen ohne Projekt.
    </li>
    <li>
      <strong>Karten ohne freien Bauplatz.</strong> Eine Nachtkarte braucht einen Bauplatz, den sie sofort beanspruchen kann. Eine Tageskarte darf immer
      verdeckt gespielt werden, doch kann sie beim Aufdecken nichts beanspruchen (tot, oder ihre Bauplätze von anderen belegt), verlässt sie das Spiel.
    </li>
    <li>
      <strong>Felder am Ring brauchen einen Deckstein</strong>: Ein äußeres Feld darfst du nur beanspruchen, wenn am Bautag sicher ein Deckstein bereitsteht.
    </li>
    <li>
      <strong>Neutrale Farbe.</strong> Auch ein Deckstein aus dem Gemeinschaftsvorrat bringt Einfluss, wenn er auf ein Feld deiner Farbe kommt. Nur
      Gemeinschafts-Decksteine, keine Trilithon-Teile, machen jemanden zum Besitzer der neutralen Farbe; er wertet neutrale Decksteine dann wie seine eigenen
      (Reihen und Paare eingeschlossen). Bis dahin zählen sie für niemanden.
    </li>
    <li>
      <strong>Die Pflicht, einen Trilithen zu ziehen</strong>, trifft jeden, der mindestens eine Karte zieht; ein Trilith, der beim Auffüllen aufgedeckt wird,
      verpflichtet den nächsten Mitspieler.
    </li>
    <li>
      <strong>Ein an sich gerissenes Projekt</strong> kann erst wieder an sich gerissen werden, wenn sein neuer Besitzer einen Tag daran gearbeitet hat. Stand
      der bisherige Besitzer am Altar, beansprucht der neue sofort ein freies Trilithon-Feld. Die getauschten Karten sehen nur die beiden Beteiligten.
    </li>
    <li>
      <strong>Nach einem Ritual</strong> muss ein verleumdeter Trilithon-Besitzer auf ein freies Trilithon-Feld zurück und baut dann wie gewohnt weiter. Das
      Ritual selbst ist der ganze Zug und verlangt keine Entscheidung.
    </li>
    <li>
      <strong>Ziehen ist Pflicht</strong> bis auf drei Karten, das Projekt mitgezählt, solange sich überhaupt eine Karte ziehen lässt.
    </li>
    <li>
      <strong>Entscheidungen mit nur einer Möglichkeit</strong> (ein einziger freier Bauplatz, eine einzige Quelle zum Ziehen) trifft die Seite für dich.
    </li>
    <li>
      <strong>Die Karten ausgeschiedener Mitspieler</strong> kommen ungesehen unter den Stapel, damit andere sie nutzen können.
    </li>
  </ul>
);

const content: RulesContent = {
  id: 'a-grand-endeavor',
  byline: 'Ein Aufbauspiel, entworfen von Dustin D. Trammell',
  lead: (
    <p>
      Die Druidenfraktionen bauen Stonehenge gemeinsam, Deckstein um Deckstein und Stein um Stein. Das Monument gehört allen, der Ruhm nicht. Baue schnell, baue
      nebeneinander, und sichere dir die großen Trilithen.
    </p>
  ),
  sections: [
    { id: 'goal', title: 'Ziel des Spiels', body: goal },
    { id: 'components', title: 'Spielmaterial', body: components },
    { id: 'setup', title: 'Vorbereitung', body: setup },
    {
      id: 'turn',
      title: 'Ein Zug, Schritt für Schritt',
      body: turnIntro,
      sub: [
        { id: 'turn-construction', title: 'Bauen', body: construction },
        { id: 'claiming', title: 'Einen Bauplatz beanspruchen', body: claiming },
        { id: 'turn-draw', title: 'Ziehen', body: draw },
        { id: 'turn-commit', title: 'Verpflichten', body: commit },
        { id: 'usurping', title: 'Einen Trilithen an sich reißen', body: usurping },
        { id: 'defamation', title: 'Verleumdung', body: defamation },
      ],
    },
    { id: 'end', title: 'Spielende', body: end },
    { id: 'scoring', title: 'Wertung', body: scoring },
    optionsSection(aGrandEndeavor.optionsMeta, {}),
    rulingsSection(rulings),
  ],
};

export default content;
