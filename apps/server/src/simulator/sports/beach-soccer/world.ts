import { SPORT_CARDS, TournamentType as T } from '@nerali/domain';
import { type LeagueDef, names } from '../../world/league-def.ts';

/** Beach soccer has no draws: every match plays extra time and kicks when level. */
const format = { sport: 'team', sportId: SPORT_CARDS['beach-soccer'].id, knockout: false } as const;

export const BEACH_SOCCER: readonly LeagueDef[] = [
  {
    key: 'euro-beach-soccer-league',
    en: 'Euro Beach Soccer League',
    ta: 'ஐரோப்பிய கடற்கரை கால்பந்து லீக்',
    country: 'eu',
    type: T.top,
    hours: [[9, 19]],
    teams: names(
      `Portugal, Spain, Italy, Switzerland, Ukraine, Germany, France, Poland, Czechia, Netherlands`,
    ),
    format,
  },
  {
    key: 'afc-beach-soccer-asian-cup',
    en: 'AFC Beach Soccer Asian Cup',
    ta: 'ஏஎஃப்சி கடற்கரை கால்பந்து ஆசியக் கோப்பை',
    country: 'asia',
    type: T.primary,
    hours: [[4, 14]],
    teams: names(
      `Iran, Japan, United Arab Emirates, Oman, Thailand, Saudi Arabia, China, Kuwait, Bahrain, Lebanon`,
    ),
    format,
  },
  {
    key: 'beach-soccer-intercontinental-cup',
    en: 'Beach Soccer Intercontinental Cup',
    ta: 'கடற்கரை கால்பந்து கண்டங்களுக்கு இடையிலான கோப்பை',
    country: 'world',
    type: T.primary,
    hours: [[12, 22]],
    teams: names(
      `Brazil, Portugal, Iran, Japan, Senegal, Italy, Spain, United Arab Emirates, Mexico, Belarus`,
    ),
    format,
  },
];
