/**
 * Small parts that the chunks of every page share: the API failures' sentences, the options line,
 * the clocks' words, the rulesets' facts, a form's error line, the rating badge, the rules' section
 * names, the rulesets list and a bot seat's naming. Imported by the entry (main.tsx) so that they
 * are in its file: as a file of their own, every page paid one more request and its headers for
 * them on a slow line (issue #34, docs/performance.md "First screen").
 */
import './i18n/error-text';
import './ui/options-words';
import './game/clock-text';
import './rulesets/facts';
import './ui/form-error';
import './pages/players/rating-badge';
import './pages/rules/sections';
import './ui/use-rulesets';
// The game page and the join page (the home page's chunk) both name bot seats: a file of its own on
// every first screen until #49 put it here.
import '@schema/bot-seats';
