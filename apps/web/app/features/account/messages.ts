/**
 * Messages of this feature (see i18n/shape.ts). Tamil: natural Tamil as Indian Tamil media write it,
 * no Latin letter outside {{placeholders}} (i18n.test.ts). English: the same keys and placeholders.
 * Brand names of the sign-in providers are written as Tamil papers write them (கூகுள், ஃபேஸ்புக்,
 * ஆப்பிள்).
 */
import type { CatalogueShape } from '../../i18n/shape.ts';

export const accountTa = {
  account: {
    open: 'உள்நுழைக',
    menu: 'என் கணக்கு: {{name}}',
    myAccount: 'என் கணக்கு',
    favourites: 'என் விருப்பங்கள்',
    signOut: 'வெளியேறு',
    signedInAs: '{{email}} முகவரியுடன் உள்நுழைந்துள்ளீர்கள்',
  },
  accountError: {
    technical: 'தொழில்நுட்பக் கோளாறு. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.',
    providerOff: 'இந்த வழியில் உள்நுழையும் வசதி இப்போது இல்லை. மின்னஞ்சல் முகவரியுடன் உள்நுழையுங்கள்.',
    providerNoEmail:
      'உங்கள் கணக்கு வழங்குநர் உறுதிசெய்யப்பட்ட மின்னஞ்சல் முகவரியைத் தரவில்லை. மின்னஞ்சல் முகவரியுடன் கணக்கு தொடங்குங்கள்.',
    connectionUsed:
      'இந்த முகவரிக்கு ஏற்கெனவே நேரலைக் கணக்கு உள்ளது, அல்லது இந்த வழங்குநர் கணக்கு வேறொரு கணக்குடன் இணைந்துள்ளது. கடவுச்சொல்லுடன் உள்நுழையுங்கள்.',
  },
  accountNotice: {
    signedIn: 'உள்நுழைந்தீர்கள். உங்கள் விருப்பங்கள் இனி கணக்குடன் ஒத்திசைக்கப்படும்.',
    signedOut: 'வெளியேறினீர்கள்.',
    sessionEnded: 'உங்கள் உள்நுழைவு முடிந்துவிட்டது. மீண்டும் உள்நுழையுங்கள்.',
    deleted: 'உங்கள் கணக்கு நீக்கப்பட்டது.',
    deleteFailed: 'கணக்கை நீக்க முடியவில்லை; இந்தச் சாதனத்திலிருந்து வெளியேற்றப்பட்டீர்கள். மீண்டும் உள்நுழைந்து முயலுங்கள்.',
    syncFailed: 'உங்கள் மாற்றத்தைக் கணக்கில் சேமிக்க முடியவில்லை. மீண்டும் முயல்வோம்.',
    socialFailed: 'உள்நுழைவு முடியவில்லை. மீண்டும் முயலுங்கள்.',
    close: 'மூடு',
  },
};

export const accountEn: CatalogueShape<typeof accountTa> = {
  account: {
    open: 'Sign in',
    menu: 'My account: {{name}}',
    myAccount: 'My account',
    favourites: 'My favourites',
    signOut: 'Sign out',
    signedInAs: 'Signed in as {{email}}',
  },
  accountError: {
    technical: 'A technical error. Please try again in a little while.',
    providerOff: 'Signing in this way is not available now. Sign in with your e-mail address.',
    providerNoEmail:
      'Your provider did not give us a confirmed e-mail address. Create an account with your e-mail address.',
    connectionUsed:
      'This address already has a Nerali account, or this provider account belongs to another one. Sign in with your password.',
  },
  accountNotice: {
    signedIn: 'You are signed in. Your favourites are now kept in step with your account.',
    signedOut: 'You are signed out.',
    sessionEnded: 'Your sign-in has ended. Please sign in again.',
    deleted: 'Your account is deleted.',
    deleteFailed:
      'The account could not be deleted; you are signed out on this device. Sign in and try again.',
    syncFailed: 'Your change could not be saved to the account. We will try again.',
    socialFailed: 'Signing in did not work. Please try again.',
    close: 'Close',
  },
};
