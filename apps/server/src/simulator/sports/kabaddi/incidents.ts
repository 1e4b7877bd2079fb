/**
 * [DET1] Kabaddi's incidents, the summary of its raids: raid points (three or more in one raid: a super
 * raid), tackle points (a super tackle noted), all-outs, extra points (technical points, failed do-or-die
 * raids), time-outs and yellow cards. Empty raids and green cards are in the raids document and the
 * commentary only.
 */
import { IncidentKind, RaidResult, SUPER_RAID_POINTS, type Text } from '@nerali/domain';
import { type SimIncident, other } from '../../types.ts';
import type { KabaddiScript } from './script-model.ts';

const SUPER_TACKLE: Text = { ta: 'சூப்பர் டேக்கிள்', en: 'super tackle' };
const GOLDEN_RAID: Text = { ta: 'கோல்டன் ரெய்டு', en: 'golden raid' };
const DO_OR_DIE: Text = { ta: 'டூ ஆர் டை ரெய்டு', en: 'do-or-die raid' };
const BONUS: Text = { ta: 'போனஸ் புள்ளி', en: 'bonus point' };

export function kabaddiIncidents(script: KabaddiScript): SimIncident[] {
  const out: SimIncident[] = [];
  for (const e of script.entries) {
    const { t, side } = e;
    if (e.kind === 'timeOut') out.push({ t, side, kind: IncidentKind.timeout });
    if (e.kind === 'card' && e.card !== 'green') {
      out.push({
        t,
        side,
        kind: e.card === 'red' ? IncidentKind.redCard : IncidentKind.yellowCard,
        player: e.player,
      });
    }
    // Points that are neither raid nor tackle points still move the score: the summary shows them.
    if ((e.kind === 'card' && e.technical > 0) || e.kind === 'technicalPoint') {
      out.push({ t, side: other(side), kind: IncidentKind.extraPoint, points: e.technical });
    }
    if (e.kind !== 'raid') continue;
    if (e.result === RaidResult.doOrDieFailed) {
      out.push({ t, side: other(side), kind: IncidentKind.extraPoint, points: 1, note: DO_OR_DIE });
    }
    const raidPoints = e.touched.length + (e.bonus ? 1 : 0);
    if (raidPoints > 0) {
      const inc: SimIncident = {
        t,
        side,
        kind: raidPoints >= SUPER_RAID_POINTS ? IncidentKind.superRaid : IncidentKind.raidPoint,
        points: raidPoints,
        player: e.raider,
      };
      const note = e.golden
        ? GOLDEN_RAID
        : e.doOrDie
          ? DO_OR_DIE
          : e.touched.length === 0
            ? BONUS
            : undefined;
      if (note) inc.note = note;
      out.push(inc);
    }
    if (e.result === RaidResult.tackled) {
      const inc: SimIncident = {
        t,
        side: other(side),
        kind: IncidentKind.tacklePoint,
        points: e.superTackle ? 2 : 1,
      };
      if (e.tackler !== undefined) inc.player = e.tackler;
      if (e.superTackle) inc.note = SUPER_TACKLE;
      out.push(inc);
    }
    if (e.allOut !== undefined) out.push({ t, side: other(e.allOut), kind: IncidentKind.allOut, points: 2 });
  }
  return out;
}
