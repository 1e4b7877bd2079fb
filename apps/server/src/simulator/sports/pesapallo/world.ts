/**
 * Pesäpallo: Finland's Superpesis (men and women) and the second division, Ykköspesis. Club names as
 * Finnish papers print them; women's sides of a club that also plays in the men's league carry " W".
 */
import { SPORT_CARDS, TournamentType as T } from '@nerali/domain';
import { duel } from '../shared/duel-format.ts';
import { type LeagueDef, names } from '../../world/league-def.ts';

const PESAPALLO_ID = SPORT_CARDS.pesapallo.id;
const format = duel(PESAPALLO_ID, { kind: 'pesapallo' });
/** Evening games, 6 to 8 p.m. in Finland. */
const EVENINGS: LeagueDef['hours'] = [[14, 18]];

export const PESAPALLO: readonly LeagueDef[] = [
  {
    key: 'superpesis',
    en: 'Superpesis',
    ta: 'சூப்பர்பெசிஸ்',
    country: 'fi',
    type: T.top,
    hours: EVENINGS,
    teams: names(`
      Sotkamon Jymy, Vimpelin Veto, Joensuun Maila, Kouvolan Pallonlyöjät, Hyvinkään Tahko,
      Seinäjoen JymyJussit, Kiteen Pallo -90, Imatran Pallo-Veikot, Manse PP, Koskenkorvan Urheilijat,
      Oulun Lippo, Alajärven Ankkurit
    `),
    format,
  },
  {
    key: 'superpesis-women',
    en: 'Superpesis - Women',
    ta: 'சூப்பர்பெசிஸ் - மகளிர்',
    country: 'fi',
    type: T.top,
    hours: EVENINGS,
    teams: names(`
      Kirittäret, Porin Pesäkarhut, Kempeleen Kiri, Lapuan Virkiä, Manse PP W, Vimpelin Veto W,
      Hyvinkään Tahko W, Oulun Lippo W, Joensuun Maila W, Seinäjoen Maila
    `),
    format,
  },
  {
    key: 'ykkospesis',
    en: 'Ykköspesis',
    ta: 'யுக்கோஸ்பெசிஸ்',
    country: 'fi',
    type: T.secondary,
    hours: EVENINGS,
    teams: names(`
      Pattijoen Urheilijat, Haminan Palloilijat, Kankaanpään Maila, Siilinjärven Pesis, Ikaalisten Tarmo,
      Nurmon Jymy, Ulvilan Pesä-Veikot, Jyväskylän Kiri
    `),
    format,
  },
];
