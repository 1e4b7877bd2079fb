/**
 * Messages of the terms of use and privacy policy pages (/ta/terms/, /ta/privacy/), and of the links
 * to them from the footer and the registration form. The documents' own texts come from the server
 * (apps/server/src/accounts/terms/documents.ts), in the page's language.
 */
export const legalTa = {
  legalPages: {
    terms: 'பயன்பாட்டு விதிமுறைகள்',
    privacy: 'தனியுரிமைக் கொள்கை',
  },
};

export const legalEn: typeof legalTa = {
  legalPages: {
    terms: 'Terms of use',
    privacy: 'Privacy policy',
  },
};
