/**
 * Die Ablehnungen der API und die Fehler der Seite selbst, auf Deutsch (../en/errors.ts ist die
 * Quelle). Freie Sätze des Servers (ein ungültiges Feld, der Grund der Regeln) sind Englisch:
 * sie werden hier durch einen allgemeinen deutschen Satz ersetzt, nicht angezeigt.
 */
import type { Messages } from '../en';
import { dateTime, plural } from '../format';

const when = (at: Date) => dateTime('de', at, { dateStyle: 'medium', timeStyle: 'short' });
const day = (at: Date) => dateTime('de', at, { dateStyle: 'medium' });

export const errors: Messages['errors'] = {
  invalid_json: 'Die Anfrage ließ sich nicht lesen. Lade die Seite neu und versuch es noch einmal.',
  invalid_body: () => 'Etwas an deiner Eingabe ist ungültig. Prüf sie und versuch es noch einmal.',
  body_too_large: 'Das ist zu lang zum Senden. Kürze es und versuch es noch einmal.',
  upgrade_required: 'Diese Adresse ist nur für Live-Aktualisierungen da; öffne stattdessen die Spielseite.',
  not_found: 'Unter dieser Adresse gibt es nichts.',
  unauthorized: 'Diese Seite kennt keinen Platzlink für dieses Spiel. Öffne das Spiel über deinen Platzlink.',
  not_your_seat: 'Das gehört zu einem anderen Platz, nicht zu deinem.',
  unknown_game: 'Unter dieser Adresse gibt es kein Spiel. Prüf den Link.',
  unknown_join_code: 'Dieser Einladungslink führt zu keinem Spiel. Lass ihn dir noch einmal schicken.',
  unknown_claim: 'Dieser Platzlink passt zu keinem Platz, der auf neue Spieler wartet; vielleicht wurde er schon übernommen.',
  game_closed: 'Dieses Spiel wurde geschlossen, bevor alle beigetreten sind. Bitte den Gastgeber um ein neues.',
  game_full: 'Alle Plätze dieses Spiels sind vergeben.',
  seats_held: (until) =>
    until
      ? `Die Plätze dieser Revanche bleiben bis ${when(until)} für die Spieler der letzten Partie reserviert.`
      : 'Die Plätze dieser Revanche sind vorerst für die Spieler der letzten Partie reserviert.',
  one_seat_per_client: 'Du hast schon einen Platz in diesem offenen Spiel. Andere bei dir können mit dem Einladungslink des Gastgebers beitreten.',
  already_seated: 'Du hast schon einen Platz in diesem gewerteten Spiel: Jeder spielt nur einen Platz.',
  busy: 'Gerade treten zu viele gleichzeitig bei. Versuch es gleich noch einmal.',
  stale_version: 'Das Spiel ist weitergegangen, seit diese Seite zuletzt nachgesehen hat. Sieh dir den Spielplan noch einmal an und entscheide neu.',
  not_active: 'Dieses Spiel läuft nicht, deshalb kann darin gerade nichts geschehen.',
  not_finished: 'Das geht erst, wenn das Spiel vorbei ist.',
  illegal_action: () => 'Dieser Zug ist nach den Regeln gerade nicht erlaubt.',
  cannot_undo: 'Dieser Zug lässt sich nicht mehr zurücknehmen: Jemand hat seitdem gespielt, oder er hat etwas Neues aufgedeckt.',
  unknown_ruleset: 'Dieses Spiel gibt es auf dieser Seite nicht.',
  invalid_options: () => 'Diese Optionen passen nicht zusammen. Prüf sie und versuch es noch einmal.',
  invalid_bots: () => 'Diese Bots können dieses Spiel nicht spielen. Prüf die Plätze und versuch es noch einmal.',
  unsupported_option: () => 'Diese Option gibt es für dieses Spiel hier noch nicht.',
  already_started: 'In diesem Spiel wurde schon gespielt, deshalb kann es nicht mehr abgesagt werden. Du kannst stattdessen aufgeben.',
  already_resigned: 'Dieser Platz hat schon aufgegeben.',
  not_host: 'Nur der Gastgeber, der das Spiel erstellt hat, kann es absagen.',
  no_vote: 'Über diesen Platz wird gerade nicht abgestimmt: Seine Zeit ist nicht abgelaufen, oder der Tisch hat schon entschieden.',
  not_a_voter: 'Über einen abwesenden Platz stimmen nur die anderen Spieler am Tisch ab.',
  not_stood_in: 'Für diesen Platz spielt kein Bot: Er gehört schon wieder dir.',
  rematch_closed: 'Die Revanche wurde geschlossen: Ihre Plätze wurden nicht innerhalb einer Woche besetzt.',
  no_clock: 'Dieses Spiel hat keine Frist, also gibt es keine Uhr, der man Zeit geben könnte.',
  invalid_seat: 'Zeit kannst du nur einem anderen Spieler an diesem Tisch geben.',
  not_to_act: 'Dieser Spieler ist gerade nicht am Zug: Bei einer Frist pro Zug hat nur der Spieler am Zug eine Uhr.',
  gave_today: (next) => (next ? `Du kannst einmal am Tag Zeit geben; wieder ab ${when(next)}.` : 'Du kannst einmal am Tag Zeit geben.'),
  no_proposal: 'Es wurde keine neue Bedenkzeit vorgeschlagen.',
  away_in_past: 'Dieses Datum ist schon vorbei. Wähl einen Tag nach heute, oder sag, dass du zurück bist.',
  away_too_far: 'Du kannst höchstens 30 Tage im Voraus abwesend sein.',
  away_limit: (freesAt) =>
    freesAt
      ? `Du kannst in jedem Jahr höchstens 30 Tage abwesend sein. Eine so lange Abwesenheit passt wieder ab ${day(freesAt)}; eine kürzere passt vielleicht schon jetzt.`
      : 'Du kannst in jedem Jahr höchstens 30 Tage abwesend sein. Eine kürzere Abwesenheit passt vielleicht schon jetzt.',
  sign_in_required: 'Melde dich zuerst an: Gewertete Spiele sind für angemeldete Spieler.',
  no_session: 'Du bist nicht angemeldet.',
  bad_origin: 'Diese Anfrage kam von einer anderen Website und wurde deshalb abgelehnt.',
  handle_taken: 'Dieses Kürzel ist schon vergeben. Wähl ein anderes.',
  unknown_player: 'Es gibt keinen Spieler mit diesem Kürzel.',
  invalid_link: 'Dieser Anmeldelink ist ungültig. Kopiere den ganzen Link aus der E-Mail, oder fordere einen neuen an.',
  link_used: 'Dieser Anmeldelink wurde schon benutzt: Jeder Link funktioniert nur einmal. Fordere einen neuen an.',
  link_expired: 'Dieser Anmeldelink ist abgelaufen: Links gelten 15 Minuten. Fordere einen neuen an.',
  passkey_failed: 'Dieser Passkey ließ sich nicht prüfen. Versuch es noch einmal.',
  bad_mute_link: 'Dieser Stummschalt-Link ist ungültig. Kopiere den ganzen Link aus der E-Mail.',
  bad_address_link: 'Dieser Link ist ungültig. Kopiere den ganzen Link aus der E-Mail.',
  push_unavailable: 'Benachrichtigungen auf einem Gerät sind auf diesem Server nicht eingerichtet. E-Mails funktionieren trotzdem.',
  rate_limited: (seconds) =>
    seconds === null
      ? 'Zu viele Anfragen von hier. Warte eine Weile und versuch es dann noch einmal.'
      : seconds >= 3600
        ? 'Zu viele Anfragen von hier. Versuch es in einer Stunde noch einmal.'
        : plural('de', Math.max(1, seconds), {
            one: 'Zu viele Anfragen. Versuch es in # Sekunde noch einmal.',
            other: 'Zu viele Anfragen. Versuch es in # Sekunden noch einmal.',
          }),
  internal: 'Bei uns ist etwas schiefgegangen; es wurde nichts verändert. Versuch es noch einmal.',
  misconfigured: 'Dieser Server ist nicht richtig eingerichtet. Sag bitte den Betreibern Bescheid.',
  errorId: (id: string) => `(Fehler-ID: ${id})`,
  // Turniere (#46).
  unknown_tournament: 'Unter dieser Adresse gibt es kein Turnier.',
  not_tournament_host: 'Nur der Gastgeber dieses Turniers kann das tun.',
  not_open: 'Die Anmeldung zu diesem Turnier ist geschlossen: Es hat begonnen oder ist vorbei.',
  tournament_full: 'Dieses Turnier hat schon alle Spieler, die es aufnimmt.',
  too_many_upcoming: (limit) =>
    `Du richtest schon ${limit === null ? 'so viele kommende Turniere aus, wie ein Spieler darf' : `${limit} Turniere aus, die noch nicht begonnen haben`}. Starte eines davon oder sag es ab, bevor du ein neues anlegst.`,
  already_joined: 'Du bist schon in diesem Turnier.',
  not_joined: 'Dieser Spieler ist nicht (mehr) in diesem Turnier.',
  rating_out_of_range: 'Deine Wertung liegt außerhalb des Bereichs, den dieses Turnier zulässt.',
  tournament_started: 'Die erste Runde hat begonnen, deshalb kann das Turnier nicht mehr abgesagt werden.',
  not_upcoming: 'Dieses Turnier hat schon begonnen oder ist vorbei.',
  too_few_players: 'Das Turnier hat noch nicht die Mindestzahl an Spielern.',
  tournament_over: 'Dieses Turnier ist vorbei.',
  timed_out: 'Du hast in einer Turnierpartie die Zeit überschritten: Beende erst ein paar andere Partien, dann kannst du wieder an Turnieren teilnehmen.',
  away_not_allowed: 'Der Gastgeber dieses Turniers erlaubt keine Abwesenheit: Seine Uhren laufen weiter.',
  tournament_clock: 'Eine Turnierpartie behält die Bedenkzeit des Turniers: Sie lässt sich nicht ändern, und niemand kann Zeit schenken.',
  network: 'Der Dienst ist nicht erreichbar. Prüf deine Verbindung und versuch es noch einmal.',
  offline: 'Du bist offline. Versuch es noch einmal, wenn du wieder eine Verbindung hast.',
  socket_closed: 'Die Live-Verbindung wurde getrennt. Versuch es noch einmal.',
  permission: 'Benachrichtigungen sind für diese Seite nicht erlaubt. Erlaube sie in den Einstellungen deines Browsers und versuch es noch einmal.',
  push_failed: 'Dieser Browser konnte keine Benachrichtigungen einrichten.',
  unknown: (status) =>
    status > 0 ? `Etwas ist schiefgegangen (Fehler ${status}). Versuch es noch einmal.` : 'Etwas ist schiefgegangen. Versuch es noch einmal.',
};
