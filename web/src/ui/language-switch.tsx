/**
 * The language switch in the header: a link to this same page in each other language, its
 * name written in that language (so it carries its own `lang`). Following it reloads the page with
 * `?lang=`, which web/src/i18n/index.ts reads and remembers; one short word, so it fits a phone.
 */
import { LOCALE_NAMES, LOCALES, type Locale } from '../i18n/locales';
import { locale, rememberLanguage, t } from '../i18n';

function hrefFor(l: Locale): string {
  const url = new URL(window.location.href);
  url.searchParams.set('lang', l);
  return url.pathname + url.search + url.hash;
}

export function LanguageSwitch() {
  const here = locale();
  return (
    <div class="language-switch" role="group" aria-label={t.common.language}>
      {LOCALES.filter((l) => l !== here).map((l) => (
        <a key={l} href={hrefFor(l)} lang={l} hreflang={l} title={LOCALE_NAMES[l]} data-testid={`lang-${l}`} onClick={() => rememberLanguage(l)}>
          <span aria-hidden="true">{l.toUpperCase()}</span>
          <span class="visually-hidden">{LOCALE_NAMES[l]}</span>
        </a>
      ))}
    </div>
  );
}
