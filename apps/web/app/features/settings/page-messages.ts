/**
 * What the settings feature says beyond the boards' first screen (the pages part of the catalogue,
 * i18n/load.ts): its dialogs and pages. What the board and the header say is in messages.ts.
 */
import type { CatalogueShape } from '../../i18n/shape.ts';

export const settingsPagesTa = {
  langOffer: {
    title: 'ஆங்கிலப் பதிப்பும் உண்டு',
    text: 'உங்கள் உலாவியின் மொழி ஆங்கிலம். ஸ்கோர்களை ஆங்கிலப் பதிப்பில் தொடர விரும்புகிறீர்களா?',
    go: 'ஆங்கிலப் பதிப்புக்குச் செல்',
    stay: 'தமிழிலேயே தொடர்',
  },
  settingsMeta: {
    title: 'அமைப்புகள்',
  },
  settings: {
    close: 'மூடு',
    done: 'சரி',
    intro: 'மாற்றங்கள் உடனே இந்தப் பக்கத்திலும் அடுத்த வருகைகளிலும் பொருந்தும்.',
    display: 'தோற்றம்',
    clock: 'நேர வடிவம்',
    clock24: '24 மணி நேரம் ({{example}})',
    clock12: '12 மணி நேரம் ({{example}})',
    dark: 'இருண்ட தோற்றம்',
    liveTable: 'நேரலை அட்டவணை',
    mygamesGroups: 'என் போட்டிகளைக் குழுக்களாகப் பிரித்துக் காட்டு',
    alerts: 'ஒலியும் அறிவிப்பும்',
    sound: 'ஒலி',
    soundHint: 'பின்தொடரும் போட்டிகளில் கோல், சிவப்பு அட்டை, ஆட்ட முடிவுக்கு ஒலி எழுப்பும்.',
    notifications: 'பின்தொடரும் போட்டிகளின் அறிவிப்புகள்',
    yessound: 'ஒலியுடன்',
    yessilent: 'ஒலியின்றி',
    no: 'வேண்டாம்',
    notificationsHint: 'அறிவிப்புகள் அகலமான திரையில் பக்கத்தின் அடியில் தோன்றும்.',
    spoiler: 'ஸ்கோர் தாமதம்',
    spoilerUnit: 'வினாடி',
    spoilerHint:
      'தாமதமான நேரலை ஒளிபரப்பைப் பார்க்கிறீர்களா? ஸ்கோர்கள், நிகழ்வுகள், ஒலிகள், அறிவிப்புகள் அனைத்தும் இத்தனை வினாடி கழித்தே தோன்றும் (0 என்றால் தாமதம் இல்லை; அதிகபட்சம் 120).',
    push: 'உடனடி ஸ்கோர் இணைப்பு',
    pushHint:
      'அணைத்தால், திறந்தே இருக்கும் இணைப்புக்குப் பதிலாக ஸ்கோர்கள் சில வினாடிகளுக்கு ஒருமுறை கேட்டுப் பெறப்படும். இணைப்பு அடிக்கடி துண்டிக்கப்படும் இணையத்தில் இது உதவும்.',
  },
  notify: {
    close: 'அறிவிப்பை மூடு',
    text: '{{home}} {{score}} {{away}}',
    textNoScore: '{{home}} – {{away}}',
    goal: 'கோல்!',
    run: 'ரன்!',
    set: 'செட் முடிந்தது',
    frame: 'ஃபிரேம் முடிந்தது',
    point: 'புள்ளி!',
    wicket: 'விக்கெட்!',
    redCard: 'சிவப்பு அட்டை!',
    finished: 'ஆட்டம் முடிந்தது',
    started: 'ஆட்டம் தொடங்கியது',
    correction: 'ஸ்கோர் திருத்தம்',
  },
};

export const settingsPagesEn: CatalogueShape<typeof settingsPagesTa> = {
  langOffer: {
    title: 'Nerali is also in Tamil',
    text: 'Your browser’s language is Tamil. Would you like to follow the scores in the Tamil edition?',
    go: 'Go to the Tamil edition',
    stay: 'Stay in English',
  },
  settingsMeta: {
    title: 'Settings',
  },
  settings: {
    close: 'Close',
    done: 'Done',
    intro: 'Changes apply at once, on this page and on your next visits.',
    display: 'Display',
    clock: 'Time format',
    clock24: '24-hour ({{example}})',
    clock12: '12-hour ({{example}})',
    dark: 'Dark theme',
    liveTable: 'Live table',
    mygamesGroups: 'Show My games in groups',
    alerts: 'Sound and notifications',
    sound: 'Sound',
    soundHint: 'Plays a sound for goals, red cards and final whistles of the games you follow.',
    notifications: 'Notifications of followed games',
    yessound: 'With sound',
    yessilent: 'Silent',
    no: 'Off',
    notificationsHint: 'Notifications appear at the bottom of the page on wide screens.',
    spoiler: 'Score delay',
    spoilerUnit: 'seconds',
    spoilerHint:
      'Watching a delayed stream? Scores, incidents, sounds and notifications all appear this many seconds later (0 means no delay; at most 120).',
    push: 'Instant score connection',
    pushHint:
      'When off, scores are fetched every few seconds instead of through a connection that stays open. This helps on networks that keep dropping the connection.',
  },
  notify: {
    close: 'Close the notification',
    text: '{{home}} {{score}} {{away}}',
    textNoScore: '{{home}} – {{away}}',
    goal: 'Goal!',
    run: 'Run!',
    set: 'Set over',
    frame: 'Frame over',
    point: 'Point!',
    wicket: 'Wicket!',
    redCard: 'Red card!',
    finished: 'Full time',
    started: 'Kick-off',
    correction: 'Score corrected',
  },
};
