// Writes the Privacy Policy and Terms & Conditions PDFs the profile links to, in English and
// Hindi: `npm run policies -w account-app` (or `-- hi` for one language). The PDFs are
// committed; edit the texts here and re-run.
import { createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { HINDI_DOCUMENTS, HINDI_UPDATED } from './policies-hi.mjs';

const OUT = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'src',
  'features',
  'profile',
  'documents',
);
const UPDATED = 'Last updated: 22 November 2026';

const DOCUMENTS = {
  'privacy-policy.pdf': {
    title: 'Dakiya Privacy Policy',
    sections: [
      [
        'Who we are',
        'Dakiya is an on-demand courier and goods-vehicle booking service for customers in India. This policy explains what personal data we collect when you use the Dakiya web app, why, and the choices you have.',
      ],
      [
        'What we collect',
        'Account details you give us: your name, mobile number, e-mail address, area and, if you take one, a profile photo. Booking details: pickup and drop addresses and map positions, the category and size of what you send, an optional photo of your parcel, fares you are quoted and offer, and the driver you accept. Technical data: your device location when you allow it, used to fill your pickup address.',
      ],
      [
        'Why we use it',
        'To create and secure your account (including one-time codes sent by SMS or e-mail), to price and arrange deliveries, to share the pickup and drop details a driver needs to complete your order, to handle support requests, and to meet our legal obligations.',
      ],
      [
        'Sharing',
        'We share booking details only with the driver you accept, and with service providers who send our SMS and e-mail or host our systems under contract. We do not sell your personal data.',
      ],
      [
        'Retention',
        'We keep account data while your account is open and booking records for as long as tax and transport rules require. One-time codes expire after five minutes.',
      ],
      [
        'Your rights',
        'Under the Digital Personal Data Protection Act, 2023 you may ask to access, correct or erase your personal data, and withdraw consent. Write to our grievance officer through customer care; we answer within 30 days.',
      ],
    ],
  },
  'terms-and-conditions.pdf': {
    title: 'Dakiya Terms & Conditions',
    sections: [
      [
        'The service',
        'Dakiya connects customers with independent drivers who carry documents, parcels and goods within India. Estimated fares are calculated from distance and load; the fare you pay is the driver offer you accept.',
      ],
      [
        'Your account',
        'You must give accurate details, keep your password and one-time codes to yourself, and be at least 18 years old to book.',
      ],
      [
        'What you may send',
        'You may not send anything illegal, dangerous, perishable without notice, or prohibited by Indian law, including cash, precious metals, weapons, narcotics and hazardous materials. Declare weights and sizes honestly; a driver may refuse a load that does not match the booking.',
      ],
      [
        'Pickup and handover',
        'Share the one-time code shown in the app with the driver only at pickup. Be present, or have someone present, at the pickup and drop addresses.',
      ],
      [
        'Fares and payment',
        'Fares are shown in Indian rupees and include applicable taxes unless stated otherwise. Waiting time, tolls and extra stops may be added where the driver and you agree.',
      ],
      [
        'Liability',
        'Dakiya is liable for loss or damage caused by its own negligence, up to the declared value of the consignment or Rs 5,000, whichever is lower, unless the law provides otherwise.',
      ],
      [
        'Disputes',
        'These terms are governed by the laws of India. Contact customer care first; unresolved disputes go to the courts of Bengaluru.',
      ],
    ],
  },
};

// Hindi needs a Devanagari face, embedded (subset) in the PDF: Noto Sans Devanagari (OFL), from
// Fontsource. Its Devanagari file has no Latin digits or punctuation, so those runs are set in
// the same family's Latin file.
const require = createRequire(import.meta.url);
const fontFile = (subset) =>
  require.resolve(
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-400-normal.woff`,
  );

/** pdfkit's fonts and a writer of one paragraph, per language. */
const TYPESETTING = {
  en: {
    setUp() {},
    write(pdf, text, options) {
      pdf.text(text, options);
    },
  },
  hi: {
    setUp(pdf) {
      pdf.registerFont('Devanagari', fontFile('devanagari'));
      pdf.registerFont('Latin', fontFile('latin'));
      pdf.font('Devanagari');
    },
    write(pdf, text, options) {
      const runs = scriptRuns(pdf, text);
      runs.forEach(([font, run], i) => {
        pdf.font(font).text(run, { ...options, continued: i < runs.length - 1 });
      });
      pdf.font('Devanagari');
    },
  },
};

/** Splits text into runs the Devanagari face can draw and runs it can't (spaces go with either). */
function scriptRuns(pdf, text) {
  const devanagari = pdf.font('Devanagari')._font.font;
  const runs = [];
  for (const char of text) {
    const font =
      char === ' ' || devanagari.hasGlyphForCodePoint(char.codePointAt(0)) ? 'Devanagari' : 'Latin';
    const last = runs.at(-1);
    if (last && (last[0] === font || char === ' ')) last[1] += char;
    else runs.push([font, char]);
  }
  return runs;
}

const LANGUAGES = {
  en: { documents: DOCUMENTS, updated: UPDATED, suffix: '.pdf' },
  hi: { documents: HINDI_DOCUMENTS, updated: HINDI_UPDATED, suffix: '.hi.pdf' },
};

const chosen = process.argv.slice(2);
for (const [language, { documents, updated, suffix }] of Object.entries(LANGUAGES)) {
  if (chosen.length > 0 && !chosen.includes(language)) continue;
  const { setUp, write } = TYPESETTING[language];
  for (const [name, doc] of Object.entries(documents)) {
    const file = name.replace(/\.pdf$/, suffix);
    const pdf = new PDFDocument({
      size: 'A4',
      margin: 56,
      lang: language,
      info: { Title: doc.title, Author: 'Dakiya' },
    });
    pdf.pipe(createWriteStream(path.join(OUT, file)));
    setUp(pdf);
    pdf.fontSize(20);
    write(pdf, doc.title);
    pdf.moveDown(0.3).fontSize(10).fillColor('#555');
    write(pdf, updated);
    pdf.fillColor('#000').moveDown();
    for (const [heading, body] of doc.sections) {
      pdf.fontSize(13);
      write(pdf, heading);
      pdf.moveDown(0.2).fontSize(11);
      write(pdf, body, { align: 'left' });
      pdf.moveDown(0.8);
    }
    pdf.end();
    console.log(`wrote ${file}`);
  }
}
