/**
 * The account mails (spec 2 §3 email kinds: verify, verifyEmail, forgottenPassword, deleteAccount,
 * social; plus `notice`, sent when someone registers with an address that already has an account, so
 * registration answers alike either way). Tamil, or English for /en users. Plain text and a simple
 * HTML part with the same words.
 *
 * Links carry the code in the fragment (`#i=...&c=...`): a fragment is never sent to a server, so the
 * code is not in access logs or in a Referer. The account pages read it and call /v3/verification or
 * /v3/passwordchange.
 */
import type { Lang, MailKind, NewMail } from '../store.ts';

export interface MailInput {
  kind: MailKind;
  lang: Lang;
  recipient: string;
  /** The site's origin for links, e.g. https://nerali.in. */
  origin: string;
  accountId?: string;
  code?: string;
  provider?: string;
}

interface Words {
  subject: string;
  paragraphs: string[];
  link?: { href: string; text: string };
}

const SIGNATURE = { ta: '— நேரலை', en: '— Nerali' };

function verifyLink(i: MailInput, type: 'verifyAccount' | 'verifyEmail'): string {
  return `${i.origin}/${i.lang}/account/verify/#t=${type}&i=${i.accountId ?? ''}&c=${i.code ?? ''}`;
}

function resetLink(i: MailInput): string {
  return `${i.origin}/${i.lang}/account/password/#i=${i.accountId ?? ''}&c=${i.code ?? ''}`;
}

function words(i: MailInput): Words {
  const ta = i.lang === 'ta';
  switch (i.kind) {
    case 'verify':
      return ta
        ? {
            subject: 'நேரலை: உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்துங்கள்',
            paragraphs: [
              'வணக்கம்,',
              'நேரலையில் கணக்கு தொடங்கியதற்கு நன்றி. உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்த கீழே உள்ள இணைப்பைத் திறக்கவும்.',
              `அல்லது இந்தக் குறியீட்டை உள்ளிடவும்: ${i.code}`,
              'இந்த இணைப்பு 48 மணி நேரம் செல்லுபடியாகும்; ஒரு முறை மட்டுமே பயன்படுத்த முடியும். நீங்கள் கணக்கு தொடங்கவில்லை என்றால் இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்.',
            ],
            link: { href: verifyLink(i, 'verifyAccount'), text: 'முகவரியை உறுதிப்படுத்து' },
          }
        : {
            subject: 'Nerali: confirm your e-mail address',
            paragraphs: [
              'Hello,',
              'Thank you for creating a Nerali account. Open the link below to confirm your e-mail address.',
              `Or enter this code: ${i.code}`,
              'The link works for 48 hours, and only once. If you did not create an account, ignore this e-mail.',
            ],
            link: { href: verifyLink(i, 'verifyAccount'), text: 'Confirm my address' },
          };
    case 'verifyEmail':
      return ta
        ? {
            subject: 'நேரலை: புதிய மின்னஞ்சல் முகவரியை உறுதிப்படுத்துங்கள்',
            paragraphs: [
              'வணக்கம்,',
              'உங்கள் நேரலைக் கணக்கின் முகவரியாக இந்த முகவரியை அமைக்கக் கோரிக்கை வந்தது. உறுதிப்படுத்த கீழே உள்ள இணைப்பைத் திறக்கவும்.',
              `குறியீடு: ${i.code}`,
              'இணைப்பு 24 மணி நேரம் செல்லுபடியாகும். நீங்கள் கோரவில்லை என்றால் இதைப் புறக்கணிக்கவும்; எதுவும் மாறாது.',
            ],
            link: { href: verifyLink(i, 'verifyEmail'), text: 'புதிய முகவரியை உறுதிப்படுத்து' },
          }
        : {
            subject: 'Nerali: confirm your new e-mail address',
            paragraphs: [
              'Hello,',
              'Someone asked to make this the address of a Nerali account. Open the link below to confirm it.',
              `Code: ${i.code}`,
              'The link works for 24 hours. If you did not ask for this, ignore it; nothing changes.',
            ],
            link: { href: verifyLink(i, 'verifyEmail'), text: 'Confirm the new address' },
          };
    case 'forgottenPassword':
      return ta
        ? {
            subject: 'நேரலை: புதிய கடவுச்சொல் அமைக்க',
            paragraphs: [
              'வணக்கம்,',
              'உங்கள் நேரலைக் கணக்கின் கடவுச்சொல்லை மாற்றக் கோரிக்கை வந்தது. புதிய கடவுச்சொல்லை அமைக்க கீழே உள்ள இணைப்பைத் திறக்கவும்.',
              `குறியீடு: ${i.code}`,
              'இணைப்பு ஒரு மணி நேரம் செல்லுபடியாகும். புதிய கடவுச்சொல் அமைத்ததும் எல்லாச் சாதனங்களிலும் உள்நுழைவு முடிவடையும். நீங்கள் கோரவில்லை என்றால் இதைப் புறக்கணிக்கவும்; உங்கள் கடவுச்சொல் மாறாது.',
            ],
            link: { href: resetLink(i), text: 'புதிய கடவுச்சொல் அமை' },
          }
        : {
            subject: 'Nerali: set a new password',
            paragraphs: [
              'Hello,',
              'Someone asked to change the password of your Nerali account. Open the link below to set a new one.',
              `Code: ${i.code}`,
              'The link works for one hour. Setting a new password signs you out on every device. If you did not ask for this, ignore it; your password does not change.',
            ],
            link: { href: resetLink(i), text: 'Set a new password' },
          };
    case 'passwordChanged':
      return ta
        ? {
            subject: 'நேரலை: உங்கள் கடவுச்சொல் மாற்றப்பட்டது',
            paragraphs: [
              'வணக்கம்,',
              'உங்கள் நேரலைக் கணக்கின் கடவுச்சொல் இப்போது மாற்றப்பட்டது.',
              'நீங்கள் மாற்றவில்லை என்றால், கீழுள்ள இணைப்பில் உடனே புதிய கடவுச்சொல்லைக் கோருங்கள்: அது எல்லாச் சாதனங்களிலிருந்தும் வெளியேற்றும். உங்கள் மின்னஞ்சல் கணக்கின் கடவுச்சொல்லையும் மாற்றுங்கள்.',
            ],
            link: { href: `${i.origin}/ta/account/password/`, text: 'புதிய கடவுச்சொல் கோரு' },
          }
        : {
            subject: 'Nerali: your password was changed',
            paragraphs: [
              'Hello,',
              'The password of your Nerali account was just changed.',
              'If you did not change it, ask for a new password at once with the link below: that signs you out on every device. Change the password of your e-mail account too.',
            ],
            link: { href: `${i.origin}/en/account/password/`, text: 'Ask for a new password' },
          };
    case 'deleteAccount':
      return ta
        ? {
            subject: 'நேரலை: உங்கள் கணக்கு நீக்கப்பட்டது',
            paragraphs: [
              'வணக்கம்,',
              'உங்கள் நேரலைக் கணக்கும் அதிலிருந்த விருப்பப் பட்டியல்களும் அமைப்புகளும் நீக்கப்பட்டன. எல்லாச் சாதனங்களிலும் உள்நுழைவு முடிந்தது.',
              'நீங்கள் இதைச் செய்யவில்லை என்றால், யாரோ உங்கள் கணக்கில் நுழைந்திருக்கலாம்: உங்கள் மின்னஞ்சல் கணக்கின் கடவுச்சொல்லை மாற்றுங்கள். இதே முகவரியுடன் மீண்டும் கணக்கு தொடங்கலாம்.',
            ],
          }
        : {
            subject: 'Nerali: your account was deleted',
            paragraphs: [
              'Hello,',
              'Your Nerali account and its favourites and settings were deleted. You are signed out on every device.',
              'If you did not do this, someone may have got into your account: change the password of your e-mail account. You can create a new account with this address.',
            ],
          };
    case 'social':
      return ta
        ? {
            subject: 'நேரலைக்கு வரவேற்கிறோம்',
            paragraphs: [
              'வணக்கம்,',
              `${i.provider ?? ''} மூலம் உங்கள் நேரலைக் கணக்கு தொடங்கப்பட்டது. நீங்கள் பின்தொடரும் போட்டிகளும் அணிகளும் இனி உங்கள் எல்லாச் சாதனங்களிலும் ஒன்றாக இருக்கும்.`,
              'நீங்கள் இதைச் செய்யவில்லை என்றால் இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்.',
            ],
            link: { href: `${i.origin}/ta/`, text: 'நேரலைக்குச் செல்' },
          }
        : {
            subject: 'Welcome to Nerali',
            paragraphs: [
              'Hello,',
              `Your Nerali account was created with ${i.provider ?? ''}. The matches and teams you follow are now the same on all your devices.`,
              'If you did not do this, ignore this e-mail.',
            ],
            link: { href: `${i.origin}/en/`, text: 'Go to Nerali' },
          };
    case 'notice':
      return ta
        ? {
            subject: 'நேரலை: உங்கள் முகவரியில் கணக்கு தொடங்க முயற்சி',
            paragraphs: [
              'வணக்கம்,',
              'இந்த முகவரியுடன் ஏற்கெனவே ஒரு நேரலைக் கணக்கு உள்ளது, அதனால் புதிய கணக்கு தொடங்கப்படவில்லை. நீங்கள்தான் முயன்றீர்கள் என்றால் உள்நுழையுங்கள்; கடவுச்சொல் மறந்திருந்தால் உள்நுழைவுப் பக்கத்தில் புதியதைக் கோரலாம்.',
              'நீங்கள் முயலவில்லை என்றால் இதைப் புறக்கணிக்கவும்; உங்கள் கணக்கில் எதுவும் மாறவில்லை.',
            ],
            link: { href: `${i.origin}/ta/account/`, text: 'உள்நுழை' },
          }
        : {
            subject: 'Nerali: someone tried to register with your address',
            paragraphs: [
              'Hello,',
              'There is already a Nerali account with this address, so no new account was created. If it was you, sign in; if you forgot your password, ask for a new one on the sign-in page.',
              'If it was not you, ignore this e-mail; nothing changed in your account.',
            ],
            link: { href: `${i.origin}/en/account/`, text: 'Sign in' },
          };
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderMail(input: MailInput): NewMail {
  const w = words(input);
  const signature = SIGNATURE[input.lang];
  const textParts = [...w.paragraphs];
  if (w.link) textParts.splice(2, 0, `${w.link.text}: ${w.link.href}`);
  const text = `${[...textParts, signature].join('\n\n')}\n`;
  const htmlParts = w.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
  if (w.link) {
    htmlParts.splice(2, 0, `<p><a href="${escapeHtml(w.link.href)}">${escapeHtml(w.link.text)}</a></p>`);
  }
  const html = `<!doctype html><html lang="${input.lang}"><head><meta charset="utf-8"><title>${escapeHtml(w.subject)}</title></head><body>${htmlParts.join('')}<p>${escapeHtml(signature)}</p></body></html>`;
  return { recipient: input.recipient, kind: input.kind, lang: input.lang, subject: w.subject, text, html };
}
