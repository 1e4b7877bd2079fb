/**
 * Messages of this feature (see i18n/shape.ts). Tamil: natural Tamil as Indian Tamil media write it,
 * no Latin letter outside {{placeholders}} (i18n.test.ts). English: the same keys and placeholders.
 * Also the messages of features/sound and features/notifications (groups `notify`, `spoiler`), and
 * the 12-hour clock's parts of the day (`clock12`, read by kit/time/format.ts).
 */
import type { CatalogueShape } from '../../i18n/shape.ts';

export const settingsTa = {
  settings: {
    open: 'அமைப்புகள்',
    sortByTime: 'போட்டிகளைத் தொடர் வாரியாக இல்லாமல் நேரப்படி வரிசைப்படுத்து',
  },
  clock12: {
    lateNight: 'நள்ளிரவு {{time}}',
    dawn: 'அதிகாலை {{time}}',
    morning: 'காலை {{time}}',
    noon: 'மதியம் {{time}}',
    evening: 'மாலை {{time}}',
    night: 'இரவு {{time}}',
  },
  spoiler: {
    banner: 'ஸ்கோர்கள் {{n}} வினாடி தாமதமாகக் காட்டப்படுகின்றன',
    bannerHint: 'பக்கத்தைத் திறந்ததும் நேரலை ஸ்கோர்கள் {{n}} வினாடி மறைந்திருக்கும்.',
    change: 'மாற்று',
  },
  notify: {
    region: 'பின்தொடரும் போட்டிகளின் அறிவிப்புகள்',
  },
};

export const settingsEn: CatalogueShape<typeof settingsTa> = {
  settings: {
    open: 'Settings',
    sortByTime: 'Sort matches by time instead of by competition',
  },
  clock12: {
    lateNight: '{{time}} am',
    dawn: '{{time}} am',
    morning: '{{time}} am',
    noon: '{{time}} pm',
    evening: '{{time}} pm',
    night: '{{time}} pm',
  },
  spoiler: {
    banner: 'Scores are shown {{n}} seconds late',
    bannerHint: 'When a page opens, live scores stay hidden for {{n}} seconds.',
    change: 'Change',
  },
  notify: {
    region: 'Notifications of followed games',
  },
};
