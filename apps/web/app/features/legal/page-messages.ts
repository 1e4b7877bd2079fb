/**
 * What the legal feature says beyond the boards' first screen (the pages part of the catalogue,
 * i18n/load.ts): its dialogs and pages. What the board and the header say is in messages.ts.
 */
import type { CatalogueShape } from '../../i18n/shape.ts';

export const legalPagesTa = {
  legalPages: {
    titleSuffix: '{{title}} | நேரலை',
    termsDescription:
      'நேரலை இணையதளத்தின் பயன்பாட்டு விதிமுறைகள்: தளம் என்ன தருகிறது, உங்கள் கணக்கு, செய்யக்கூடாதவை, எங்கள் பொறுப்பு. தமிழில், முழுமையாக.',
    privacyDescription:
      'நேரலை உங்களைப் பற்றி எந்தத் தகவல்களை வைத்திருக்கிறது, ஏன், எவ்வளவு காலம், அவற்றை நீக்குவது எப்படி: தனியுரிமைக் கொள்கை, தமிழில், முழுமையாக.',
    inForce: '{{date}} முதல் நடைமுறையில் உள்ள பதிப்பு',
    contents: 'பொருளடக்கம்',
    otherTerms: 'பயன்பாட்டு விதிமுறைகளையும் படிக்க',
    otherPrivacy: 'தனியுரிமைக் கொள்கையையும் படிக்க',
    readApart: 'தனிப் பக்கத்தில் படிக்க:',
  },
};

export const legalPagesEn: CatalogueShape<typeof legalPagesTa> = {
  legalPages: {
    titleSuffix: '{{title}} | Nerali',
    termsDescription:
      'The terms of use of the Nerali website: what the site offers, your account, what is not allowed, our responsibility. In full.',
    privacyDescription:
      'What Nerali keeps about you, why, for how long and how to delete it: the privacy policy, in full.',
    inForce: 'Version in force since {{date}}',
    contents: 'Contents',
    otherTerms: 'Read the terms of use too',
    otherPrivacy: 'Read the privacy policy too',
    readApart: 'Read on a page of its own:',
  },
};
