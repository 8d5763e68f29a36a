/**
 * The shared frame of a rules page: title, table of contents, the sections of the page's outline in
 * order (h2, with h3 subsections), options, rulings and links out; and the pieces pages are built
 * of (paragraphs, lists, tables, pictures). Each ruleset's page (`./<id>.tsx`) fills it with
 * pictures and the words of the reader's language (`./<lang>/<id>.ts`, see rules-index.tsx).
 */
import { type ComponentChildren, h } from 'preact';
import { useEffect } from 'preact/hooks';
import { type OptionMeta, playerRanges } from '@engine/core/ruleset';
import { Link } from '../../router';
import { PageTitle } from '../../ui/page-title';
import { RULES_INDEX } from './links';
import { setTitle } from '../../ui/waiting';
import { t } from '../../i18n';
import { fill } from '../../i18n/fill';
import './rules-page.css';

type Tuple<N extends number, T extends string[] = []> = T['length'] extends N ? T : Tuple<N, [...T, string]>;

/** A page's `N` texts of one part, in page order: a language's words file that misses one does not type-check. */
export type Texts<N extends number> = Readonly<Tuple<N>>;

/**
 * A text of a words file as page content: `**bold**` becomes <strong>, `*emphasis*` <em>; the
 * rest stays text, so a translator writes sentences, not markup.
 */
export function md(text: string): ComponentChildren {
  return text.split(/(\*\*[^*]+\*\*|\*[^*]+\*)/).map((part) => {
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4) return h('strong', null, part.slice(2, -2));
    if (part.startsWith('*') && part.endsWith('*') && part.length > 2) return h('em', null, part.slice(1, -1));
    return part;
  });
}

/** List items, one a text (with its `md` markup): a list of rules or steps as its words file has them. */
export function Items({ texts }: { texts: readonly string[] }) {
  return (
    <>
      {texts.map((text) => (
        <li key={text}>{md(text)}</li>
      ))}
    </>
  );
}

/** A list of texts, numbered (`ordered`) or not. */
export function List({ texts, ordered, class: cls }: { texts: readonly string[]; ordered?: boolean; class?: string }) {
  return ordered ? (
    <ol class={cls}>
      <Items texts={texts} />
    </ol>
  ) : (
    <ul class={cls}>
      <Items texts={texts} />
    </ul>
  );
}

/** A paragraph, a list of the next `items` texts, then the rest as paragraphs: the shape of many sections. */
export function Listed({ texts, items, ordered }: { texts: readonly string[]; items: number; ordered?: boolean }) {
  return (
    <>
      <p>{texts[0]}</p>
      <List texts={texts.slice(1, 1 + items)} ordered={ordered} />
      <Paras texts={texts.slice(1 + items)} />
    </>
  );
}

export interface RulesSection {
  id: string;
  title: string;
  body: ComponentChildren;
  sub?: RulesSection[];
}

/** A rules page's prose; its title and player range are the ruleset's meta's (RULES_INDEX), never restated. */
export interface RulesContent {
  id: string;
  /** Kind of game and designer, e.g. "A racing game by …". */
  byline: string;
  lead: ComponentChildren;
  sections: RulesSection[];
}

function Contents({ sections }: { sections: RulesSection[] }) {
  return (
    <nav class="rules-toc" aria-labelledby="rules-toc-title" data-testid="rules-toc">
      <h2 id="rules-toc-title">{t.rules.contents}</h2>
      <ol>
        {sections.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`}>{s.title}</a>
            {s.sub?.length ? (
              <ol>
                {s.sub.map((t) => (
                  <li key={t.id}>
                    <a href={`#${t.id}`}>{t.title}</a>
                  </li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Section({ section }: { section: RulesSection }) {
  return (
    <section id={section.id} class="rules-section" aria-labelledby={`${section.id}-title`}>
      <h2 id={`${section.id}-title`}>{section.title}</h2>
      {section.body}
      {section.sub?.map((t) => (
        <section key={t.id} id={t.id} class="rules-subsection" aria-labelledby={`${t.id}-title`}>
          <h3 id={`${t.id}-title`}>{t.title}</h3>
          {t.body}
        </section>
      ))}
    </section>
  );
}

export function RulesPage({ content }: { content: RulesContent }) {
  const meta = RULES_INDEX.find((r) => r.id === content.id);
  const title = meta?.title ?? content.id;
  useEffect(() => {
    setTitle(t.rules.docTitle(title));
    // The content arrives after the first paint, so the browser's own jump to #fragment missed it.
    const id = decodeURIComponent(location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [content]);
  const others = RULES_INDEX.filter((r) => r.id !== content.id);
  return (
    <article class="rules-page" data-testid="rules-page" data-ruleset={content.id}>
      <p class="rules-crumbs">
        <Link href="/rules">{t.rules.allRules}</Link>
      </p>
      <PageTitle>{title}</PageTitle>
      <p class="rules-byline muted">
        {content.byline}
        {meta && ` · ${t.rules.players(playerRanges(meta))}`}
      </p>
      <div class="lead">{content.lead}</div>
      <Contents sections={content.sections} />
      {content.sections.map((s) => (
        <Section key={s.id} section={s} />
      ))}
      <footer class="rules-footer">
        <p>
          <a href="#main">{t.rules.backToTop}</a> · <Link href="/">{t.rules.startGame}</Link>
        </p>
        <p>
          {t.rules.otherRules}{' '}
          {others.map((r, i) => (
            <span key={r.id}>
              {i > 0 ? ' · ' : ''}
              <Link href={`/rules/${r.id}`}>{r.title}</Link>
            </span>
          ))}
        </p>
      </footer>
    </article>
  );
}

/** A picture with its caption; the picture itself carries its own text alternative. */
export function Diagram({ caption, children }: { caption: ComponentChildren; children: ComponentChildren }) {
  return (
    <figure class="rules-figure">
      <div class="rules-figure-art">{children}</div>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

/** Pictures side by side (stacked on a phone), each under a short label such as "Before". */
export function Frames({ frames }: { frames: { label: string; art: ComponentChildren }[] }) {
  return (
    <div class="rules-frames">
      {frames.map((f) => (
        <div key={f.label} class="rules-frame">
          <p class="rules-frame-label">{f.label}</p>
          {f.art}
        </div>
      ))}
    </div>
  );
}

/** A worked example, set off from the rule text. */
export function Example({ title, children }: { title: string; children: ComponentChildren }) {
  return (
    <div class="rules-example">
      <p class="rules-example-title">{title}</p>
      {children}
    </div>
  );
}

/** An option's name (and its choices' names) in the page's language; English falls back to the engine's meta. */
export interface OptionNames {
  label: string;
  choices?: Record<string, string>;
}

/** How an option appears on the create form: its label, its values and its default. */
export function OptionFacts({ option, names }: { option: OptionMeta; names?: OptionNames }) {
  const choice = (c: string) => names?.choices?.[c] ?? c;
  const values = option.type === 'boolean' ? t.rules.onOrOff : option.choices.map(choice).join(', ');
  const byDefault = option.type === 'boolean' ? (option.default ? t.rules.on : t.rules.off) : choice(option.default);
  return <p class="rules-option-facts">{fill(t.rules.optionFacts(values, byDefault), { label: <strong>{names?.label ?? option.label}</strong> })}</p>;
}

/** The rulings section: how the site reads what the rule text leaves open (from docs/rules/<id>.md). */
function rulingsSection(rulings: readonly string[]): RulesSection {
  return {
    id: 'rulings',
    title: t.rules.rulingsTitle,
    body: (
      <>
        <p>{t.rules.rulingsIntro}</p>
        <List class="rules-rulings" texts={rulings} />
      </>
    ),
  };
}

/** A section with an introduction and subsections of its own (an `Outline` value). */
class Nested {
  constructor(
    readonly intro: ComponentChildren,
    readonly sub: Outline,
  ) {}
}

/**
 * A page's sections in page order: the section id, and its body or (`nested`) its introduction and
 * subsections. Their titles are the words file's `content`, in the same order.
 */
export type Outline = Record<string, ComponentChildren | Nested>;

export function nested(intro: ComponentChildren, sub: Outline): Nested {
  return new Nested(intro, sub);
}

/**
 * A rules page's frame, the same for every ruleset: the byline and lead (`content[0]`, `[1]`), the
 * sections of `outline` (goal, components and setup first), titled by the rest of `content` in
 * outline order, subsections right after their section; then the options and our rulings.
 */
export function rulesContent(
  id: string,
  words: { content: readonly string[]; rulings: readonly string[] },
  outline: Outline,
  options: RulesSection,
): RulesContent {
  const titles = words.content.slice(2).values();
  const sections = (of: Outline): RulesSection[] =>
    Object.entries(of).map(([id, body]) => {
      const title = titles.next().value ?? '';
      return body instanceof Nested ? { id, title, body: body.intro, sub: sections(body.sub) } : { id, title, body };
    });
  return {
    id,
    byline: words.content[0] ?? '',
    lead: <p>{words.content[1]}</p>,
    sections: [...sections(outline), options, rulingsSection(words.rulings)],
  };
}

/** Texts as paragraphs, one each (with their `md` markup). */
export function Paras({ texts }: { texts: readonly string[] }) {
  return (
    <>
      {texts.map((text) => (
        <p key={text}>{md(text)}</p>
      ))}
    </>
  );
}

/**
 * A table of the page: a caption (`hiddenCaption`: for screen readers only), the column heads and
 * the rows; with `numeric`, every column after the first holds numbers and aligns them.
 */
export function RulesTable(props: {
  caption: string;
  hiddenCaption?: boolean;
  numeric?: boolean;
  head: readonly ComponentChildren[];
  rows: readonly ComponentChildren[][];
}) {
  const cls = (i: number) => (props.numeric && i > 0 ? 'num' : undefined);
  return (
    <div class="rules-table-wrap">
      <table class="rules-table">
        <caption class={props.hiddenCaption ? 'visually-hidden' : undefined}>{props.caption}</caption>
        <thead>
          <tr>
            {props.head.map((cell, i) => (
              <th key={i} scope="col" class={cls(i)}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) => (
                <td key={i} class={cls(i)}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Widens the English words file (`as const`) to what every language's file must have: as many texts in each part, the same functions and names. */
type Widened<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widened<R>
    : T extends readonly string[]
      ? Texts<T['length']>
      : { readonly [K in keyof T]: Widened<T[K]> };

/**
 * A page's words, typed by its English file (the source, as with the catalog's areas): another
 * language's file with one text too few or too many in a part does not type-check. A language
 * other than English also names the options as its create form does.
 */
export type PageWords<English> = Widened<English> & { optionNames?: Record<string, OptionNames> };

/**
 * The options section: one subsection per option the engine declares, id `option-<id>`. A page
 * in another language passes `names`, so the headings say what its create form says.
 */
export function optionsSection(
  options: readonly OptionMeta[],
  bodies: Record<string, ComponentChildren>,
  intro?: ComponentChildren,
  names?: Record<string, OptionNames>,
): RulesSection {
  return {
    id: 'options',
    title: t.rules.optionsTitle,
    body: intro ?? <p>{options.length ? t.rules.optionsIntro : t.rules.noOptions}</p>,
    sub: options.map((o) => ({
      id: `option-${o.id}`,
      title: names?.[o.id]?.label ?? o.label,
      body: (
        <>
          <OptionFacts option={o} names={names?.[o.id]} />
          {bodies[o.id]}
        </>
      ),
    })),
  };
}
