/**
 * The formation drawing: both teams' starters on one pitch, the home team in the lower half attacking
 * up, the away team in the upper half attacking down, each at the place the line-up gives (x across,
 * y from its own goal line, both 0-100). The lists beside it say the same in words, so the drawing is
 * one image for screen readers.
 */
import type { DecodedTeamLineup } from '@nerali/domain';

const W = 100;
const H = 150;

function surname(name: string): string {
  const parts = name.trim().split(/\s+/);
  return parts[parts.length - 1] ?? name;
}

function Players({ team, home }: { team: DecodedTeamLineup; home: boolean }) {
  return (
    <g className={home ? 'pt-home' : 'pt-away'}>
      {team.players
        .filter((p) => p.role === 1 && p.x !== undefined && p.y !== undefined)
        .map((p) => {
          const across = p.x ?? 50;
          const depth = ((p.y ?? 0) / 100) * (H / 2 - 16) + 8;
          const cx = home ? across : W - across;
          const cy = home ? H - depth : depth;
          return (
            <g key={`${p.name}:${p.number ?? ''}`} transform={`translate(${cx} ${cy})`}>
              <circle r="4.2" className="pt-dot" />
              <text className="pt-no" y="1.5" textAnchor="middle">
                {p.number ?? ''}
              </text>
              <text className="pt-name" y="8" textAnchor="middle">
                {surname(p.name)}
              </text>
            </g>
          );
        })}
    </g>
  );
}

export function Pitch({
  home,
  away,
  label,
}: {
  home: DecodedTeamLineup;
  away: DecodedTeamLineup;
  label: string;
}) {
  return (
    <figure className="pitch">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} preserveAspectRatio="xMidYMid meet">
        <rect className="pt-grass" x="0" y="0" width={W} height={H} rx="2" />
        <g className="pt-lines" fill="none">
          <rect x="2" y="2" width={W - 4} height={H - 4} />
          <line x1="2" y1={H / 2} x2={W - 2} y2={H / 2} />
          <circle cx={W / 2} cy={H / 2} r="9" />
          <rect x="22" y="2" width="56" height="20" />
          <rect x="36" y="2" width="28" height="7" />
          <rect x="22" y={H - 22} width="56" height="20" />
          <rect x="36" y={H - 9} width="28" height="7" />
        </g>
        <Players team={away} home={false} />
        <Players team={home} home />
      </svg>
    </figure>
  );
}
