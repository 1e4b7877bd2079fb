/**
 * Terms of use (tou) and privacy policy (pp) of the site, with versions (spec 2 §7 terms documents,
 * §4 terms state). A version is published on a date; the newest published one is the one a user must
 * have agreed to (XE8 otherwise). An older version stays readable ("archived").
 *
 * The texts are ours: short, plain and true of what this server does. Any change of what they promise
 * is a new version (a new entry here), never an edit of a published one.
 */

export type TermsType = 'tou' | 'pp';

export interface TermsSection {
  heading: string;
  paragraphs: string[];
}

export interface TermsText {
  title: string;
  sections: TermsSection[];
}

export interface TermsDocument {
  type: TermsType;
  version: string;
  /** Project ids the document applies to. */
  projectIds: number[];
  /** Unix ms from which it is in force. */
  publishedAt: number;
  texts: { ta: TermsText; en: TermsText };
}

const TOU_2026_11: TermsDocument = {
  type: 'tou',
  version: '2026-11-01',
  projectIds: [1],
  publishedAt: Date.UTC(2026, 10, 1),
  texts: {
    ta: {
      title: 'பயன்பாட்டு விதிமுறைகள்',
      sections: [
        {
          heading: 'நேரலை என்றால் என்ன',
          paragraphs: [
            'நேரலை 38 விளையாட்டுகளின் நேரடி மதிப்பெண்கள், முடிவுகள், அட்டவணைகள், புள்ளிப் பட்டியல்கள் மற்றும் பந்தய விகிதங்களைக் காட்டும் இலவச இணையதளம். இங்குள்ள தகவல்கள் தரவு வழங்குநர்களிடமிருந்து வருகின்றன; அவை தாமதமாகவோ தவறாகவோ இருக்கக்கூடும்.',
            'நாங்கள் பந்தயம் ஏற்பதில்லை. பந்தய விகிதங்கள் தகவலுக்காக மட்டுமே, அதுவும் சட்டம் அனுமதிக்கும் இடங்களில் மட்டுமே காட்டப்படும். அவற்றை நம்பி எடுக்கும் முடிவுகளுக்கு நாங்கள் பொறுப்பல்ல.',
          ],
        },
        {
          heading: 'உங்கள் கணக்கு',
          paragraphs: [
            'கணக்கு தொடங்க நீங்கள் 18 வயது நிறைந்தவராக இருக்க வேண்டும்; இல்லையெனில் பெற்றோர் அல்லது காப்பாளரின் ஒப்புதல் தேவை.',
            'உங்கள் கடவுச்சொல்லை யாரிடமும் பகிர வேண்டாம். உங்கள் கணக்கில் நடப்பவற்றுக்கு நீங்களே பொறுப்பு. யாரோ உங்கள் கணக்கைப் பயன்படுத்துவதாகத் தோன்றினால் உடனே கடவுச்சொல்லை மாற்றுங்கள்.',
            'புனைப்பெயர் பிறரை இழிவுபடுத்துவதாகவோ வேறொருவரைப் போல நடிப்பதாகவோ இருக்கக்கூடாது. அப்படிப்பட்ட பெயரை நாங்கள் நீக்கலாம்.',
          ],
        },
        {
          heading: 'செய்யக்கூடாதவை',
          paragraphs: [
            'தளத்தின் பாதுகாப்பை உடைக்க முயல்வது, பிறர் கணக்குகளில் நுழைய முயல்வது, தானியங்கி நிரல்கள் மூலம் பெருமளவில் தரவை எடுப்பது ஆகியவை தடை. இவற்றைச் செய்யும் கணக்குகளை நாங்கள் நிறுத்தலாம்.',
          ],
        },
        {
          heading: 'கணக்கை நீக்குதல் மற்றும் மாற்றங்கள்',
          paragraphs: [
            'உங்கள் கணக்கை எப்போது வேண்டுமானாலும் அமைப்புகளிலிருந்து நீக்கலாம்; அப்போது உங்கள் விருப்பப் பட்டியல்களும் அமைப்புகளும் அழிக்கப்படும்.',
            'இந்த விதிமுறைகளை நாங்கள் மாற்றினால், அடுத்த முறை நீங்கள் உள்நுழையும்போது புதிய பதிப்பைக் காட்டி உங்கள் ஒப்புதலைக் கேட்போம்.',
            'இந்த விதிமுறைகளுக்கு இந்தியச் சட்டங்கள் பொருந்தும்.',
          ],
        },
      ],
    },
    en: {
      title: 'Terms of use',
      sections: [
        {
          heading: 'What Nerali is',
          paragraphs: [
            'Nerali is a free website that shows live scores, results, fixtures, standings and betting odds for 38 sports. The information comes from data providers; it may be late or wrong.',
            'We do not take bets. Odds are shown for information only, and only where the law allows it. We are not responsible for decisions you make relying on them.',
          ],
        },
        {
          heading: 'Your account',
          paragraphs: [
            'You must be 18 or older to open an account, or have the consent of a parent or guardian.',
            'Do not share your password with anyone. You are responsible for what happens in your account. If you think someone else is using it, change your password at once.',
            'A nickname must not insult anyone or pretend to be someone else. We may remove such a nickname.',
          ],
        },
        {
          heading: 'What you must not do',
          paragraphs: [
            'Do not try to break the security of the site, get into other people’s accounts, or copy data in bulk with automated programs. We may close accounts that do.',
          ],
        },
        {
          heading: 'Deleting your account, and changes',
          paragraphs: [
            'You can delete your account at any time in the settings; your favourites and settings are then erased.',
            'If we change these terms, we will show you the new version and ask for your agreement the next time you sign in.',
            'These terms are governed by the laws of India.',
          ],
        },
      ],
    },
  },
};

const PP_2026_11: TermsDocument = {
  type: 'pp',
  version: '2026-11-01',
  projectIds: [1],
  publishedAt: Date.UTC(2026, 10, 1),
  texts: {
    ta: {
      title: 'தனியுரிமைக் கொள்கை',
      sections: [
        {
          heading: 'நாங்கள் வைத்திருப்பவை',
          paragraphs: [
            'உங்கள் மின்னஞ்சல் முகவரி, புனைப்பெயர் (கொடுத்திருந்தால்), உங்கள் கடவுச்சொல்லின் ஒருவழி மறைக்குறியீடு (கடவுச்சொல்லை எங்களால் படிக்க முடியாது), நீங்கள் பின்தொடரும் போட்டிகள், அணிகள், லீக்குகள், வீரர்கள் மற்றும் உங்கள் அமைப்புகள்.',
            'நீங்கள் எந்த விதிமுறைப் பதிப்புகளுக்கு எப்போது ஒப்புதல் அளித்தீர்கள், சந்தைப்படுத்தல் செய்திகளுக்கு நீங்கள் அளித்த பதில் ஆகியவற்றையும் வைத்திருக்கிறோம்.',
            'Google, Apple அல்லது Facebook மூலம் உள்நுழைந்தால், அந்த நிறுவனம் உங்களுக்குக் கொடுக்கும் அடையாள எண்ணையும் மின்னஞ்சலையும் மட்டும் வைத்திருக்கிறோம்.',
          ],
        },
        {
          heading: 'எதற்காக',
          paragraphs: [
            'உங்களை உள்நுழைய வைக்க, உங்கள் விருப்பங்களை உங்கள் எல்லாச் சாதனங்களிலும் ஒன்றாக வைக்க, கணக்கு தொடர்பான மின்னஞ்சல்களை (முகவரி உறுதிப்படுத்தல், கடவுச்சொல் மீட்பு, கணக்கு நீக்கம்) அனுப்ப.',
            'சந்தைப்படுத்தல் மின்னஞ்சல்கள் நீங்கள் ஒப்புக்கொண்டால் மட்டுமே அனுப்பப்படும்; அந்த ஒப்புதலை எப்போது வேண்டுமானாலும் அமைப்புகளில் திரும்பப் பெறலாம்.',
          ],
        },
        {
          heading: 'யாருடன் பகிர்கிறோம்',
          paragraphs: [
            'உங்கள் தகவல்களை நாங்கள் விற்பதில்லை. மின்னஞ்சல்களை அனுப்பும் சேவைக்கு உங்கள் முகவரியும் அந்த மின்னஞ்சலும் மட்டுமே செல்லும்; நீங்கள் தேர்ந்தெடுக்கும் உள்நுழைவு நிறுவனத்துடன் உள்நுழைவுக்குத் தேவையானவை மட்டுமே பரிமாறப்படும்.',
            'தவறான பயன்பாட்டைத் தடுக்க உங்கள் இணைய முகவரி சிறிது நேரம் நினைவகத்தில் மட்டும் வைக்கப்படும்; அது உங்கள் கணக்குடன் சேமிக்கப்படுவதில்லை.',
          ],
        },
        {
          heading: 'எவ்வளவு காலம், உங்கள் உரிமைகள்',
          paragraphs: [
            'நீங்கள் கணக்கை நீக்கும் வரை உங்கள் தகவல்கள் இருக்கும். 30 நாள் பயன்படுத்தாத அல்லது 180 நாள் ஆன உள்நுழைவுகள் தாமாக முடிவடையும். அனுப்பிய மின்னஞ்சல்களின் உள்ளடக்கம் ஒரு நாளில் அழிக்கப்படும்; அவற்றின் பதிவுகள் 30 நாளில் அழிக்கப்படும்.',
            'உங்கள் தகவல்களைப் பார்க்கலாம், திருத்தலாம், கணக்கை நீக்கி எல்லாவற்றையும் அழிக்கலாம். தளம் தேவையான குக்கீகளை மட்டுமே பயன்படுத்துகிறது (தோற்றம், நேர மண்டலம், உள்நுழைவு).',
          ],
        },
      ],
    },
    en: {
      title: 'Privacy policy',
      sections: [
        {
          heading: 'What we keep',
          paragraphs: [
            'Your e-mail address, your nickname (if you gave one), a one-way hash of your password (we cannot read your password), the matches, teams, leagues and players you follow, and your settings.',
            'We also keep which versions of our terms you agreed to and when, and your answer about marketing messages.',
            'If you sign in with Google, Apple or Facebook, we keep only the identifier that company gives you and the e-mail address it shares.',
          ],
        },
        {
          heading: 'What for',
          paragraphs: [
            'To sign you in, to keep your favourites the same on all your devices, and to send account e-mails (address confirmation, password recovery, account deletion).',
            'Marketing e-mails are sent only if you agree; you can withdraw that agreement at any time in the settings.',
          ],
        },
        {
          heading: 'Who we share with',
          paragraphs: [
            'We do not sell your data. The service that delivers our e-mails receives only your address and that e-mail; the sign-in company you choose exchanges with us only what signing in needs.',
            'To stop abuse, your internet (IP) address is kept in memory for a short time only; it is not stored with your account.',
          ],
        },
        {
          heading: 'How long, and your rights',
          paragraphs: [
            'Your data stays until you delete your account. Sign-ins unused for 30 days, or 180 days old, end by themselves. The text of e-mails we sent is erased after a day, the record of them after 30 days.',
            'You can see and correct your data, and delete your account to erase all of it. The site uses only necessary cookies (theme, time zone, signing in).',
          ],
        },
      ],
    },
  },
};

/** Every version ever published, oldest first per type. */
export const TERMS_DOCUMENTS: readonly TermsDocument[] = [TOU_2026_11, PP_2026_11];

export function documentsOf(type: TermsType, projectId: number): TermsDocument[] {
  return TERMS_DOCUMENTS.filter((d) => d.type === type && d.projectIds.includes(projectId));
}

/** The version in force at `nowMs`: the newest published one. */
export function currentDocument(type: TermsType, projectId: number, nowMs: number): TermsDocument | null {
  const published = documentsOf(type, projectId).filter((d) => d.publishedAt <= nowMs);
  return published.reduce<TermsDocument | null>(
    (a, d) => (a && a.publishedAt >= d.publishedAt ? a : d),
    null,
  );
}

/** The document in force in one language, as the site's terms and privacy pages show it. */
export function legalDocument(type: TermsType, lang: 'ta' | 'en', projectId: number, nowMs: number) {
  const doc = currentDocument(type, projectId, nowMs);
  if (!doc) return null;
  const text = doc.texts[lang];
  return { version: doc.version, publishedAt: doc.publishedAt, title: text.title, sections: text.sections };
}
