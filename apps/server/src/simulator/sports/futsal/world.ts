import { SPORT_CARDS, TournamentType as T } from '@nerali/domain';
import { type LeagueDef, names } from '../../world/league-def.ts';

const format = { sport: 'team', sportId: SPORT_CARDS.futsal.id, knockout: false } as const;

export const FUTSAL: readonly LeagueDef[] = [
  {
    key: 'aiff-futsal-club-championship',
    en: 'AIFF Futsal Club Championship',
    ta: 'ஏஐஎஃப்எஃப் ஃபுட்சல் கிளப் சாம்பியன்ஷிப்',
    country: 'in',
    type: T.top,
    hours: [[6, 15]],
    teams: names(`
      Delhi FC, Mohammedan SC, Corbett FC, Golden Threads FC, Minerva Academy, Chennai City FC, Dempo SC
    `),
    format,
    knockout: 0.3,
  },
  {
    key: 'primera-division-futsal',
    en: 'Primera División de Futsal',
    ta: 'ஸ்பானிஷ் ஃபுட்சல் லீக்',
    country: 'es',
    type: T.top,
    hours: [[16, 21]],
    teams: names(`
      FC Barcelona, ElPozo Murcia, Movistar Inter, Illes Balears Palma Futsal, Jimbee Cartagena,
      Jaén Paraíso Interior, Viña Albali Valdepeñas, Industrias Santa Coloma, Córdoba Patrimonio,
      Peñíscola FS, Manzanares FS, Ribera Navarra
    `),
    format,
    knockout: 0.1,
  },
  {
    key: 'liga-placard',
    en: 'Liga Placard',
    ta: 'லீகா பிளாக்கார்டு',
    country: 'pt',
    type: T.primary,
    hours: [[17, 21]],
    teams: names(`
      Sporting CP, Benfica, SC Braga, Leões de Porto Salvo, Eléctrico FC, Quinta dos Lombos, Módicus,
      Caxinas
    `),
    format,
  },
  {
    key: 'liga-nacional-de-futsal',
    en: 'Liga Nacional de Futsal',
    ta: 'பிரேசில் தேசிய ஃபுட்சல் லீக்',
    country: 'br',
    type: T.primary,
    hours: [[21, 2]],
    teams: names(`
      Magnus Futsal, Corinthians, Joinville, Cascavel, Praia Clube, Atlântico, Pato Futsal,
      Carlos Barbosa, Jaraguá, Minas
    `),
    format,
  },
];
