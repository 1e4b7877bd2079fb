/**
 * What a board row says of spec 1 §3.12-3.17 (see i18n/shape.ts): a goal under video review, a score
 * corrected, a penalty awarded, the full-time score, baseball's hits, errors and pitchers, the info
 * notices (by code: a provider sends `rainStopped`, never its own English), a result-only match, the
 * last day of a multi-day event. Words: docs/glossary.md "Board rows: reviews, corrections, notices".
 */
import type { CatalogueShape } from '../../i18n/shape.ts';

export const rowInfoTa = {
  rowInfo: {
    // The referee's video review keeps its glossary term, காணொலி மறுஆய்வு.
    underReview: 'கோல் மறுஆய்வில்',
    underReviewFull: '{{team}} அடித்த கோல்: காணொலி மறுஆய்வில்',
    corrected: 'ஸ்கோர் திருத்தம்',
    penalty: 'பெனால்டி',
    penaltyFull: 'பெனால்டி வாய்ப்பு வழங்கப்பட்டது',
    periodNew: 'புதிய ஆட்டப் பகுதி தொடங்கியது',
    fullTime: 'ஆட்ட நேர முடிவில் {{home}}-{{away}}',
    hits: 'ஹிட்கள்',
    errors: 'பிழைகள்',
    hitsErrors: '{{hits}} ஹிட்கள், {{errors}} பிழைகள்',
    pitchers: 'பிட்சர்கள்: {{home}}, {{away}}',
    resultOnly: 'இறுதி முடிவு மட்டும்',
    until: '{{date}} வரை',
    rainStopped: 'மழையால் ஆட்டம் நிறுத்தம்',
    rainDelay: 'மழையால் தொடக்கம் தாமதம்',
    badLight: 'வெளிச்சக் குறைவால் ஆட்டம் நிறுத்தம்',
    wetOutfield: 'ஈரமான மைதானத்தால் ஆட்டம் தாமதம்',
    floodlights: 'மின்விளக்குக் கோளாறால் ஆட்டம் நிறுத்தம்',
  },
};

export const rowInfoEn: CatalogueShape<typeof rowInfoTa> = {
  rowInfo: {
    underReview: 'Goal under review',
    underReviewFull: '{{team}} goal: under video review',
    corrected: 'Score corrected',
    penalty: 'Penalty',
    penaltyFull: 'Penalty awarded',
    periodNew: 'A new period has begun',
    fullTime: 'Full time {{home}}-{{away}}',
    hits: 'Hits',
    errors: 'Errors',
    hitsErrors: '{{hits}} hits, {{errors}} errors',
    pitchers: 'Pitchers: {{home}}, {{away}}',
    resultOnly: 'Final result only',
    until: 'Until {{date}}',
    rainStopped: 'Play stopped: rain',
    rainDelay: 'Start delayed: rain',
    badLight: 'Play stopped: bad light',
    wetOutfield: 'Delayed: wet outfield',
    floodlights: 'Play stopped: floodlight failure',
  },
};
