/**
 * Installing Nerali on a phone (features/install): the web app manifest's words, the offline page
 * and the mobile page's install section. In the pages part of the catalogue (i18n/load.ts): the
 * server renders the manifest and the offline page with every part, and the mobile page loads this
 * part before it renders on a client navigation.
 */
import type { CatalogueShape } from '../../i18n/shape.ts';

export const installPagesTa = {
  install: {
    appName: 'நேரலை',
    appShortName: 'நேரலை',
    appDescription: 'எல்லா விளையாட்டுகளின் நேரலை முடிவுகள், தமிழில், உடனுக்குடன்.',
    offlineTitle: 'இணைய இணைப்பு இல்லை | நேரலை',
    offlineHeading: 'இணைய இணைப்பு இல்லை',
    offlineText: 'இந்தப் பக்கத்தைத் திறக்க இணையம் வேண்டும். வைஃபை அல்லது கைபேசித் தரவு இயக்கத்தில் உள்ளதா எனப் பாருங்கள்.',
    offlineWhy:
      'பழைய முடிவுகள் தவறாக வழிநடத்தும் என்பதால், இணைப்பு இல்லாதபோது அவற்றைக் காட்டுவதில்லை. இணைப்பு திரும்பியதும் பக்கம் தானாகவே மீண்டும் திறக்கும்.',
    retry: 'மீண்டும் முயல்க',
    heading: 'முகப்புத் திரையில் நேரலை',
    intro:
      'நேரலையை உங்கள் கைபேசியின் முகப்புத் திரையில் சேர்த்தால், ஒரே தொடுதலில் ஒரு செயலி போலத் தனிச் சாளரத்தில் திறக்கும். எதையும் பதிவிறக்க வேண்டியதில்லை.',
    button: 'நேரலையை நிறுவு',
    installed: 'நேரலை உங்கள் முகப்புத் திரையில் உள்ளது.',
    dismissed: 'இப்போது வேண்டாம் என்றீர்கள். பின்னர் கீழே உள்ள வழியில் சேர்க்கலாம்.',
    iosHeading: 'ஐபோன், ஐபேடில் (சஃபாரி)',
    iosStep1: 'சஃபாரி உலாவியில் இந்தப் பக்கத்தைத் திறங்கள்.',
    iosStep2: 'பகிர் பொத்தானைத் தொடுங்கள் (மேல்நோக்கிய அம்புக்குறி உள்ள சதுரம்).',
    iosStep3: 'பட்டியலில் “முகப்புத் திரையில் சேர்” என்பதைத் தேர்ந்தெடுங்கள்.',
    iosStep4: 'மேலே “சேர்” என்பதைத் தொடுங்கள்.',
    androidHeading: 'ஆண்ட்ராய்டில் (குரோம்)',
    androidStep1: 'குரோம் உலாவியில் இந்தப் பக்கத்தைத் திறங்கள்.',
    androidStep2: 'மேலே வலப்புறம் உள்ள மூன்று புள்ளிப் பட்டியலைத் தொடுங்கள்.',
    androidStep3: '“செயலியை நிறுவு” அல்லது “முகப்புத் திரையில் சேர்” என்பதைத் தேர்ந்தெடுங்கள்.',
    howTo: 'முகப்புத் திரையில் சேர்க்கும் வழி',
  },
};

export const installPagesEn: CatalogueShape<typeof installPagesTa> = {
  install: {
    appName: 'Nerali',
    appShortName: 'Nerali',
    appDescription: 'Live scores of every sport, as they happen.',
    offlineTitle: 'No internet connection | Nerali',
    offlineHeading: 'No internet connection',
    offlineText: 'This page needs the internet. Check that Wi-Fi or mobile data is on.',
    offlineWhy:
      'Old scores would mislead, so none are shown while you are offline. The page opens again by itself when the connection is back.',
    retry: 'Try again',
    heading: 'Nerali on your home screen',
    intro:
      'Add Nerali to your phone’s home screen and it opens with one tap in a window of its own, like an app. Nothing to download.',
    button: 'Install Nerali',
    installed: 'Nerali is on your home screen.',
    dismissed: 'You said not now. You can still add it the way shown below.',
    iosHeading: 'On iPhone and iPad (Safari)',
    iosStep1: 'Open this page in Safari.',
    iosStep2: 'Tap the Share button (the square with an arrow pointing up).',
    iosStep3: 'Choose “Add to Home Screen” in the list.',
    iosStep4: 'Tap “Add” at the top.',
    androidHeading: 'On Android (Chrome)',
    androidStep1: 'Open this page in Chrome.',
    androidStep2: 'Tap the three-dot menu at the top right.',
    androidStep3: 'Choose “Install app” or “Add to Home screen”.',
    howTo: 'How to add it to your home screen',
  },
};
