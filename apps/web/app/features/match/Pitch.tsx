/**
 * The formation drawing: both teams' starters on one pitch, the home team in the lower half attacking
 * up, the away team in the upper half attacking down, each at the place the line-up gives (x across,
 * y from its own goal line, both 0-100). The lists beside it say the same in words, so the drawing is
 * one image for screen readers.
 *
 * Each side wears its colours (the provider's, else derived from its id: domain pictures/colours.ts);
 * when the two clash, or a shirt is the grass's green, a contrasting kit is chosen (`pitchKits`). The
 * grass is the same in both themes, so the ink is fixed: the shirt number in black or white, whichever
 * reads on the shirt, the names white with a dark outline.
 */
import {
  CLASH_DISTANCE,
  colourDistance,
  type DecodedTeamLineup,
  matchKits,
  parseKitCell,
  type TeamColours,
  teamColours,
  textOn,
} from '@nerali/domain';

const W = 100;
const H = 150;
const GRASS = '#2f7d45';

function surname(name: string): string {
  const parts = name.trim().split(/\s+/);
  return parts[parts.length - 1] ?? name;
}

/** A shirt the grass would swallow is worn the other way round (its trim as the shirt). */
function offGrass(kit: TeamColours): TeamColours {
  if (colourDistance(kit.primary, GRASS) >= CLASH_DISTANCE) return kit;
  return { primary: kit.secondary, secondary: kit.primary };
}

/**
 * The two sides' kits on the pitch: each side's colours (its provider's when the header feed carries
 * them, `DPK`), kept off the grass's green, and told apart from each other (`matchKits`).
 */
export function pitchKits(
  homeId: string,
  awayId: string,
  participants: readonly { id: string; kit?: string | undefined }[] = [],
): { home: TeamColours; away: TeamColours } {
  const own = (id: string) => teamColours(id, parseKitCell(participants.find((p) => p.id === id)?.kit));
  return matchKits(offGrass(own(homeId)), offGrass(own(awayId)));
}

/** Where a starter stands in the drawing: home in the lower half attacking up, away the other way. */
function place(p: DecodedTeamLineup['players'][number], home: boolean): { cx: number; cy: number } {
  const across = p.x ?? 50;
  const depth = ((p.y ?? 0) / 100) * (H / 2 - 16) + 8;
  return { cx: home ? across : W - across, cy: home ? H - depth : depth };
}

const starters = (team: DecodedTeamLineup) =>
  team.players.filter((p) => p.role === 1 && p.x !== undefined && p.y !== undefined);

function Players({ team, home, kit }: { team: DecodedTeamLineup; home: boolean; kit: TeamColours }) {
  const ink = textOn(kit.primary);
  return (
    <g className={home ? 'pt-home' : 'pt-away'} data-kit={kit.primary}>
      {starters(team).map((p) => {
        const { cx, cy } = place(p, home);
        return (
          <g key={`${p.name}:${p.number ?? ''}`} transform={`translate(${cx} ${cy})`}>
            <circle r="4.2" className="pt-dot" fill={kit.primary} stroke={kit.secondary} />
            <text className="pt-no" y="1.2" textAnchor="middle" fill={ink}>
              {p.number ?? ''}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** The names, drawn after every shirt: a name that crosses the next line's shirt stays on top. */
function Names({ team, home }: { team: DecodedTeamLineup; home: boolean }) {
  return (
    <g className="pt-names">
      {starters(team).map((p) => {
        const { cx, cy } = place(p, home);
        return (
          <text
            key={`${p.name}:${p.number ?? ''}`}
            className="pt-name"
            x={cx}
            y={cy + 8.6}
            textAnchor="middle"
          >
            {surname(p.name)}
          </text>
        );
      })}
    </g>
  );
}

export function Pitch({
  home,
  away,
  label,
  kits,
}: {
  home: DecodedTeamLineup;
  away: DecodedTeamLineup;
  label: string;
  kits: { home: TeamColours; away: TeamColours };
}) {
  return (
    <figure className="pitch">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} preserveAspectRatio="xMidYMid meet">
        <rect className="pt-grass" x="0" y="0" width={W} height={H} rx="2" fill={GRASS} />
        <g className="pt-lines" fill="none">
          <rect x="2" y="2" width={W - 4} height={H - 4} />
          <line x1="2" y1={H / 2} x2={W - 2} y2={H / 2} />
          <circle cx={W / 2} cy={H / 2} r="9" />
          <rect x="22" y="2" width="56" height="20" />
          <rect x="36" y="2" width="28" height="7" />
          <rect x="22" y={H - 22} width="56" height="20" />
          <rect x="36" y={H - 9} width="28" height="7" />
        </g>
        <Players team={away} home={false} kit={kits.away} />
        <Players team={home} home kit={kits.home} />
        <Names team={away} home={false} />
        <Names team={home} home />
      </svg>
    </figure>
  );
}
