/**
 * What the menu needs to list a pinned league: its key is a tournament template (a pin outlives a
 * season), so the name and the current season's league id (for the link) are remembered beside it.
 */
export interface PinLabel {
  sportId: number;
  /** The league (season stage) the link opens. */
  leagueId: string;
  name: string;
  countryName: string;
  /** A top league of its sport (tournament type 't'): one of the sport's default pins. */
  top?: boolean;
}

const ID_RE = /^[0-9]{1,2}_[A-Za-z0-9-]{1,64}$/;

export function parsePinLabels(text: string | null): Record<string, PinLabel> {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  const out: Record<string, PinLabel> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return out;
  for (const [key, raw] of Object.entries(value as Record<string, unknown>)) {
    if (!ID_RE.test(key) || typeof raw !== 'object' || raw === null) continue;
    const r = raw as Record<string, unknown>;
    if (typeof r.sportId !== 'number' || typeof r.leagueId !== 'string' || !ID_RE.test(r.leagueId)) continue;
    if (typeof r.name !== 'string') continue;
    out[key] = {
      sportId: r.sportId,
      leagueId: r.leagueId,
      name: r.name,
      countryName: typeof r.countryName === 'string' ? r.countryName : '',
      ...(r.top === true ? { top: true } : {}),
    };
  }
  return out;
}
