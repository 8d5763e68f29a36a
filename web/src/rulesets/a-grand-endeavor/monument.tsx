/**
 * The Stonehenge board as A Grand Endeavor uses it: lintels on the outer ring,
 * bluestones on their horseshoe, trilithons inside, the altar stone, and each
 * Druid on the site it claims. Sites you may claim now are buttons. The site of the latest
 * claim or build wears a ring (`data-last-move`), so a returning player sees it at a glance.
 */
import type { JSX } from 'preact';
import { type CardColour, colourOfNumber } from '@engine/core/components';
import type { SiteTrack } from '@engine/a-grand-endeavor/model';
import type { GrandEndeavorView, SpaceView } from '@engine/a-grand-endeavor/view';
import { Altar } from '../../board/altar';
import { type Point, bluestoneAngle, polar, ringAngle, translate, trilithonAngle, viewBox } from '../../board/geometry';
import { BluestoneSquare } from '../../board/horseshoe';
import { Disk, Figure, Lintel } from '../../board/pieces';
import { Trilithon } from '../../board/trilithon';
import { msg } from './i18n';
import { COLOUR_LETTER, colourName } from '../../ui/colours';
import { ALTAR, HORSESHOE, RING, TRILITHONS, VIEW } from './geometry';
import { type Action, type Namer, druidPlace, siteKey, siteName } from './words';

type ClaimAction = Extract<Action, { type: 'claim' }>;

/** The site of the latest claim or build, its log number and who. */
export interface LastSite {
  seq: number;
  track: SiteTrack;
  space: number;
  words: string;
}

interface Props {
  last?: LastSite;
  view: GrandEndeavorView;
  name: Namer;
  claims: ClaimAction[];
  pending: boolean;
  act: (a: Action) => void;
}

const letter = (colour: string) => (colour === 'neutral' ? 'N' : (COLOUR_LETTER[colour as CardColour] ?? '?'));

/** A Druid: an arched figure (not a disk, not a bar) with its colour's letter. */
function Druid({ colour, at, label }: { colour: string; at: Point; label: string }) {
  return <Figure class={`age-druid c-${colour}`} at={at} title={label} letter={letter(colour)} />;
}

/** The middle of a trilithon's capstone, where its owner's bluestone sits. */
const CAP = { x: 0, y: -11.5 };

type Drawn = JSX.Element | null | false | (JSX.Element | null | false)[];

/**
 * Wraps a site: a plain group, or a keyboard-reachable button when the site can be claimed now.
 * `children` are the site's shapes; `marks` its numbers and letters, drawn on top in a separate
 * layer that ignores the pointer. A button then holds no visible text, so its name (which says
 * which space it is, in words) is the whole story for a screen reader and never contradicts it.
 */
function Site(props: {
  claim: ClaimAction | undefined;
  pending: boolean;
  act: (a: Action) => void;
  label: string;
  at: Point;
  hitRadius: number;
  children: Drawn;
  marks: Drawn;
}) {
  const { claim, pending, act, label, at, hitRadius, children, marks } = props;
  const overlay = (
    <g class="age-marks" transform={translate(at)} aria-hidden="true">
      {marks}
    </g>
  );
  if (!claim) {
    return (
      <>
        <g class="age-site" transform={translate(at)}>
          <title>{label}</title>
          {children}
        </g>
        {overlay}
      </>
    );
  }
  const go = () => {
    if (!pending) act(claim);
  };
  return (
    <>
      <g
        class={`age-site claimable${pending ? ' is-pending' : ''}`}
        transform={translate(at)}
        role="button"
        tabindex={pending ? -1 : 0}
        aria-disabled={pending}
        aria-label={msg.aClaim(label)}
        data-testid="age-action"
        data-type="claim"
        onClick={go}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            go();
          }
        }}
      >
        <title>{msg.aClaim(label)}</title>
        <circle class="age-hit" r={hitRadius} />
        {children}
      </g>
      {overlay}
    </>
  );
}

function describeSpace(track: SiteTrack, s: SpaceView, view: GrandEndeavorView, name: Namer): string {
  const w = msg;
  const site = siteName({ track, space: s.space });
  if (s.built) {
    const words =
      track === 'outerRing' ? (s.built.material === 'neutral' ? w.builtNeutral : w.builtLintel) : track === 'bluestones' ? w.builtBluestone : w.builtTrilithon;
    return words(site, name(s.built.seat), colourName((view.seats[s.built.seat]?.colour ?? 'white') as CardColour));
  }
  if (s.claimedBy !== null) return w.spaceClaimed(site, name(s.claimedBy));
  return w.spaceFree(site);
}

export function Monument({ view, name, claims, pending, act, last }: Props) {
  const claimable = new Map(claims.map((c) => [siteKey(c.track, c.space), c]));
  const colourOf = (seat: number) => view.seats[seat]?.colour ?? 'white';
  const altar = view.seats.filter((s) => druidPlace(view, s.seat) === 'altar');
  const built = (t: SiteTrack) => view.board[t].filter((s) => s.built).length;
  /** What every site needs: its claim (if any), its words, where it is and how big its target is. */
  const siteProps = (track: SiteTrack, s: SpaceView, at: Point, hitRadius: number) => ({
    claim: claimable.get(siteKey(track, s.space)),
    pending,
    act,
    label: describeSpace(track, s, view, name),
    at,
    hitRadius,
  });
  const summary = msg.monumentSummary(
    built('outerRing'),
    built('bluestones'),
    built('trilithons'),
    claims.length,
    last ? siteName({ track: last.track, space: last.space }) : null,
  );
  const lastAt =
    last &&
    (last.track === 'outerRing'
      ? { at: polar(RING.radius, ringAngle(last.space)), r: RING.space + 5 }
      : last.track === 'bluestones'
        ? { at: polar(HORSESHOE.radius, bluestoneAngle(last.space)), r: HORSESHOE.space + 6 }
        : { at: polar(TRILITHONS.radius, trilithonAngle(last.space)), r: 21 });

  return (
    <svg class="age-monument" viewBox={viewBox(VIEW)} role="group" aria-label={summary} data-testid="age-monument" data-board="a-grand-endeavor">
      <circle class="age-ground" r={VIEW - 2} />
      <circle class="age-bank" r={RING.lintelRadius} />

      {/* Outer ring: numbered spaces, each with its lintel or Druid just inside. */}
      {view.board.outerRing.map((s) => {
        const angle = ringAngle(s.space);
        const colour = s.colour ?? colourOfNumber(s.space);
        const p = polar(RING.radius, angle);
        const l = polar(RING.lintelRadius, angle);
        const key = siteKey('outerRing', s.space);
        return (
          <g key={key}>
            <Site
              {...siteProps('outerRing', s, p, RING.space + 4)}
              marks={
                <g class={`age-space c-${colour}`}>
                  <text class="age-num" y="1">
                    {s.space}
                  </text>
                  <text class="age-letter" y="10">
                    {COLOUR_LETTER[colour]}
                  </text>
                </g>
              }
            >
              <g class={`age-space c-${colour}`}>
                <circle r={RING.space} />
              </g>
            </Site>
            {s.built && (
              <Lintel
                class={`age-lintel c-${s.built.material}`}
                at={l}
                angle={angle}
                letter={letter(s.built.material === 'neutral' ? 'neutral' : colourOf(s.built.seat))}
                aria-hidden="true"
              />
            )}
            {!s.built && s.claimedBy !== null && (
              <Druid colour={colourOf(s.claimedBy)} at={l} label={msg.druidOn(name(s.claimedBy), siteName({ track: 'outerRing', space: s.space }))} />
            )}
          </g>
        );
      })}

      {/* Bluestone horseshoe. */}
      {view.board.bluestones.map((s) => {
        const angle = bluestoneAngle(s.space);
        const p = polar(HORSESHOE.radius, angle);
        const n = polar(HORSESHOE.radius - 21, angle);
        const key = siteKey('bluestones', s.space);
        return (
          <g key={key}>
            <Site
              {...siteProps('bluestones', s, p, HORSESHOE.space + 5)}
              marks={
                s.built ? (
                  <g class={`age-disk c-${colourOf(s.built.seat)}`}>
                    <text y="3.5">{letter(colourOf(s.built.seat))}</text>
                  </g>
                ) : (
                  s.claimedBy === null && (
                    <text class="age-blue-num" y="4">
                      {s.space}
                    </text>
                  )
                )
              }
            >
              <BluestoneSquare class="age-blue-space" half={HORSESHOE.space} />
              {s.built && <Disk class={`age-disk c-${colourOf(s.built.seat)}`} r={9} />}
            </Site>
            {(s.built || s.claimedBy !== null) && (
              <text class="age-small-num" transform={translate(n)} y="3" aria-hidden="true">
                {s.space}
              </text>
            )}
            {!s.built && s.claimedBy !== null && (
              <Druid colour={colourOf(s.claimedBy)} at={p} label={msg.druidOn(name(s.claimedBy), siteName({ track: 'bluestones', space: s.space }))} />
            )}
          </g>
        );
      })}

      {/* Trilithon horseshoe. */}
      {view.board.trilithons.map((s) => {
        const p = polar(TRILITHONS.radius, trilithonAngle(s.space));
        const key = siteKey('trilithons', s.space);
        const owner = s.built ? colourOf(s.built.seat) : null;
        return (
          <g key={key}>
            <Site
              {...siteProps('trilithons', s, p, 20)}
              marks={[
                owner ? (
                  <g key="cap" class={`age-disk cap c-${owner}`} transform={translate(CAP)}>
                    <text y="3">{letter(owner)}</text>
                  </g>
                ) : null,
                <text key="label" class="age-tri-label" y="8">{`T${s.space}`}</text>,
              ]}
            >
              <Trilithon class={s.built ? 'age-trilithon built' : 'age-trilithon'} scale={TRILITHONS.scale} />
              {owner ? <Disk class={`age-disk cap c-${owner}`} r={6.5} at={CAP} /> : null}
            </Site>
            {!s.built && s.claimedBy !== null && (
              <Druid
                colour={colourOf(s.claimedBy)}
                at={{ x: p.x, y: p.y + 12 }}
                label={msg.druidOn(name(s.claimedBy), siteName({ track: 'trilithons', space: s.space }))}
              />
            )}
          </g>
        );
      })}

      {last && lastAt && (
        <circle
          class="last-mark"
          cx={lastAt.at.x.toFixed(1)}
          cy={lastAt.at.y.toFixed(1)}
          r={lastAt.r}
          data-last-move={last.seq}
          data-site={siteKey(last.track, last.space)}
          aria-hidden="true"
        />
      )}

      {/* The altar stone, with any defamed Druids before it. */}
      <g transform={translate(ALTAR)}>
        <Altar class="age-altar" width={40} height={11} />
        <text class="age-altar-label" y="22">
          {msg.altarStone}
        </text>
      </g>
      {altar.map((s, i) => (
        <Druid key={s.seat} colour={s.colour} at={{ x: ALTAR.x + (i - (altar.length - 1) / 2) * 18, y: ALTAR.y - 12 }} label={msg.druidAtAltar(name(s.seat))} />
      ))}
    </svg>
  );
}

export function MonumentLegend() {
  const w = msg;
  return (
    <ul class="age-legend muted">
      {[w.legendRing, w.legendLintels, w.legendBlue, w.legendTri, w.legendDruids, w.legendClaim].map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
