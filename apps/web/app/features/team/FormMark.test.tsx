import { EventStage, StageType, Winner } from '@nerali/domain';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../../i18n/index.ts';
import { event } from '../../kit/event/fixture-base.ts';
import { FormMark, outcomeOf } from './MatchList.tsx';

const cup = (stage: EventStage, winner: Winner, homeScore: string, awayScore: string) =>
  event(1, '1_cup', 'cup01', {
    stageType: StageType.finished,
    stage,
    winner,
    homeId: 'chennaiyin',
    awayId: 'goa',
    homeScore,
    awayScore,
  });

function mark(e: ReturnType<typeof cup>, team: string, lang: 'ta' | 'en' = 'ta'): string {
  const letter = outcomeOf(e, team);
  if (!letter) throw new Error('no outcome');
  return renderToString(<FormMark event={e} participantId={team} letter={letter} t={getI18n(lang).t} />);
}

describe('[S2 4.12] form badges refined', () => {
  it('[S2 4.12] won on a shoot-out after a draw: வெ with the mark பெ and a Tamil tooltip; the loser தோ பெ', () => {
    const e = cup(EventStage.afterPenalties, Winner.home, '1', '1');
    const won = mark(e, 'chennaiyin');
    expect(won).toContain('data-form="drawThenWin"');
    expect(won).toContain('title="சமநிலைக்குப் பின் பெனால்டி ஷூட்அவுட்டில் வெற்றி"');
    expect(won).toMatch(/>வெ<sup class="tm-res-m">பெ<\/sup>/);
    const lost = mark(e, 'goa');
    expect(lost).toContain('data-form="drawThenLoss"');
    expect(lost).toMatch(/class="tm-res tm-res-L tm-res-x"/);
    expect(mark(e, 'goa', 'en')).toContain('title="Lost on a shoot-out after a draw"');
  });

  it('[S2 4.12] decided in extra time: கூ and its tooltip', () => {
    const e = cup(EventStage.afterExtraTime, Winner.away, '1', '2');
    expect(mark(e, 'goa')).toContain('title="கூடுதல் நேரத்தில் வெற்றி"');
    expect(mark(e, 'goa')).toMatch(/>வெ<sup class="tm-res-m">கூ<\/sup>/);
    expect(mark(e, 'chennaiyin')).toContain('data-form="lossAfterExtraTime"');
  });

  it('[S2 4.12] a match decided in regulation time keeps its plain letter', () => {
    const html = mark(cup(EventStage.finished, Winner.home, '2', '0'), 'chennaiyin');
    expect(html).toContain('data-form="W"');
    expect(html).toContain('title="வெற்றி"');
    expect(html).not.toContain('<sup');
  });
});
