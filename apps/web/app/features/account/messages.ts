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
    signInTitle: 'உள்நுழைக',
    signInIntro:
      'உள்நுழைந்தால், நீங்கள் பின்தொடரும் போட்டிகள், அணிகள், தொடர்கள், அமைப்புகள் எல்லாம் உங்கள் எல்லாச் சாதனங்களிலும் ஒன்றாக இருக்கும்.',
    email: 'மின்னஞ்சல் முகவரி',
    password: 'கடவுச்சொல்',
    show: 'காட்டு',
    hide: 'மறை',
    showPassword: 'கடவுச்சொல்லைக் காட்டு',
    signIn: 'உள்நுழை',
    forgot: 'கடவுச்சொல் மறந்துவிட்டதா?',
    noAccount: 'கணக்கு இல்லையா?',
    register: 'புதிய கணக்கு தொடங்குக',
    haveAccount: 'ஏற்கெனவே கணக்கு உள்ளதா?',
    backToSignIn: 'உள்நுழைவுக்குத் திரும்பு',
    or: 'அல்லது',
    google: 'கூகுள் மூலம் தொடர்க',
    facebook: 'ஃபேஸ்புக் மூலம் தொடர்க',
    apple: 'ஆப்பிள் மூலம் தொடர்க',
    close: 'மூடு',
    wait: 'காத்திருங்கள்…',
    signOut: 'வெளியேறு',
    signedInAs: '{{email}} முகவரியுடன் உள்நுழைந்துள்ளீர்கள்',
    notConfirmedHelp: 'உறுதிப்படுத்தும் மின்னஞ்சலை மீண்டும் அனுப்ப',
  },
  accountError: {
    internal: 'எங்கள் சேவையகத்தில் கோளாறு. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.',
    loginMismatch: 'மின்னஞ்சல் முகவரி அல்லது கடவுச்சொல் தவறு.',
    notConfirmed:
      'உங்கள் மின்னஞ்சல் முகவரி இன்னும் உறுதிப்படுத்தப்படவில்லை. நாங்கள் அனுப்பிய மின்னஞ்சலில் உள்ள இணைப்பைத் திறந்து உறுதிப்படுத்துங்கள்.',
    invalidData: 'அனுப்பிய விவரங்களை ஏற்க முடியவில்லை. சரிபார்த்து மீண்டும் முயலுங்கள்.',
    verificationFailed:
      'உறுதிப்படுத்த முடியவில்லை: குறியீடு தவறு, ஏற்கெனவே பயன்படுத்தப்பட்டது, அல்லது காலாவதியாகிவிட்டது.',
    captcha: 'நீங்கள் இயந்திரம் அல்ல என்பதை உறுதிப்படுத்த முடியவில்லை. மீண்டும் முயலுங்கள்.',
    userExists: 'இந்தப் பெயர் அல்லது முகவரி ஏற்கெனவே வேறொரு கணக்கில் உள்ளது. வேறொன்றைத் தேர்ந்தெடுங்கள்.',
    technical: 'தொழில்நுட்பக் கோளாறு. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.',
    providerOff: 'இந்த வழியில் உள்நுழையும் வசதி இப்போது இல்லை. மின்னஞ்சல் முகவரியுடன் உள்நுழையுங்கள்.',
    providerNoEmail:
      'உங்கள் கணக்கு வழங்குநர் உறுதிசெய்யப்பட்ட மின்னஞ்சல் முகவரியைத் தரவில்லை. மின்னஞ்சல் முகவரியுடன் கணக்கு தொடங்குங்கள்.',
    connectionUsed:
      'இந்த முகவரிக்கு ஏற்கெனவே நேரலைக் கணக்கு உள்ளது, அல்லது இந்த வழங்குநர் கணக்கு வேறொரு கணக்குடன் இணைந்துள்ளது. கடவுச்சொல்லுடன் உள்நுழையுங்கள்.',
    tooManyAttempts: 'பல தவறான முயற்சிகள். 15 நிமிடம் கழித்து மீண்டும் முயலுங்கள்.',
    termsNeeded: 'தொடர, புதிய விதிமுறைகளை ஏற்க வேண்டும்.',
    rateLimited_one: 'குறுகிய நேரத்தில் பல கோரிக்கைகள். {{count}} நிமிடம் கழித்து மீண்டும் முயலுங்கள்.',
    rateLimited_other: 'குறுகிய நேரத்தில் பல கோரிக்கைகள். {{count}} நிமிடங்கள் கழித்து மீண்டும் முயலுங்கள்.',
    network: 'இணைய இணைப்பு இல்லை போலிருக்கிறது. இணைப்பைச் சரிபார்த்து மீண்டும் முயலுங்கள்.',
    timeout: 'சேவையகம் பதில் தரத் தாமதமாகிறது. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.',
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
    signInTitle: 'Sign in',
    signInIntro:
      'Signed in, the matches, teams, leagues and settings you choose are the same on all your devices.',
    email: 'E-mail address',
    password: 'Password',
    show: 'Show',
    hide: 'Hide',
    showPassword: 'Show the password',
    signIn: 'Sign in',
    forgot: 'Forgot your password?',
    noAccount: 'No account yet?',
    register: 'Create an account',
    haveAccount: 'Already have an account?',
    backToSignIn: 'Back to sign-in',
    or: 'or',
    google: 'Continue with Google',
    facebook: 'Continue with Facebook',
    apple: 'Continue with Apple',
    close: 'Close',
    wait: 'Please wait…',
    signOut: 'Sign out',
    signedInAs: 'Signed in as {{email}}',
    notConfirmedHelp: 'Send the confirmation e-mail again',
  },
  accountError: {
    internal: 'Something went wrong on our server. Please try again in a little while.',
    loginMismatch: 'Wrong e-mail address or password.',
    notConfirmed:
      'Your e-mail address is not confirmed yet. Open the link in the e-mail we sent you to confirm it.',
    invalidData: 'What was sent could not be accepted. Check it and try again.',
    verificationFailed: 'Confirmation failed: the code is wrong, already used, or expired.',
    captcha: 'We could not confirm you are not a robot. Please try again.',
    userExists: 'This name or address is already taken by another account. Choose another.',
    technical: 'A technical error. Please try again in a little while.',
    providerOff: 'Signing in this way is not available now. Sign in with your e-mail address.',
    providerNoEmail:
      'Your provider did not give us a confirmed e-mail address. Create an account with your e-mail address.',
    connectionUsed:
      'This address already has a Nerali account, or this provider account belongs to another one. Sign in with your password.',
    tooManyAttempts: 'Too many failed attempts. Try again in 15 minutes.',
    termsNeeded: 'To go on, agree to the new terms.',
    rateLimited_one: 'Too many requests in a short time. Try again in {{count}} minute.',
    rateLimited_other: 'Too many requests in a short time. Try again in {{count}} minutes.',
    network: 'You seem to be offline. Check your connection and try again.',
    timeout: 'The server is slow to answer. Please try again in a little while.',
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
