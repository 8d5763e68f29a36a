/**
 * The commit subject rule (README "Commits"): an area prefix (`engine: `, `web, engine: `,
 * `merge: `) and at most 72 characters, the reasons in the body. Run by the commit-msg hook
 * with the message file; `checkSubject` is what test/engine/commit-subject.test.ts checks.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const MAX_SUBJECT = 72;
const PREFIX = /^[a-z][a-z0-9-]*(, [a-z][a-z0-9-]*)*: \S/;

/** What is wrong with a commit message's subject, or null when it keeps the rule. */
export function checkSubject(message) {
  const subject = message.split('\n').find((line) => line.trim() !== '' && !line.startsWith('#')) ?? '';
  // Git's own subjects for a revert and for fixup!/squash! are left as git writes them; a merge is
  // not one of them: `git merge` runs this hook too, and its subject is `merge: …` (README "Commits").
  if (/^(Merge (branch|remote-tracking branch|commit|tag) )/.test(subject)) return 'a merge is "merge: <what it brings>", not git\'s "Merge branch …"';
  if (/^(Revert "|fixup! |squash! |amend! )/.test(subject)) return null;
  const length = [...subject].length;
  if (length > MAX_SUBJECT) return `the subject is ${length} characters; keep it to ${MAX_SUBJECT} and put the rest in the body`;
  if (!PREFIX.test(subject)) return 'start the subject with its area, such as "engine: ", "web: ", "worker: " or "docs: "';
  return null;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problem = checkSubject(readFileSync(process.argv[2], 'utf8'));
  if (problem) {
    console.error(`commit-msg: ${problem} (README "Commits"; git commit --no-verify skips this check).`);
    process.exit(1);
  }
}
