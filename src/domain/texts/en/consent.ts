/**
 * Each legal statement's full text in English, paragraph by paragraph. Read only on its reader
 * screen, so the other tablet screens do not carry it. `ConsentTexts` is this object's type:
 * the Spanish (es/consent.ts) must give every statement, with no extra one, or the type check
 * fails.
 */
export const consent = {
  hipaa: [
    'This is placeholder text, not the clinic’s HIPAA Statement. The full statement will appear here once the clinic provides it.',
    'It will describe your rights under HIPAA, the U.S. health privacy law: to see and get a copy of your health records, to ask for corrections, and to know who your information was shared with.',
    'It will also say how to ask a question or make a complaint about the privacy of your information.',
  ],
  disclosure: [
    'This is placeholder text, not the clinic’s Consent for Disclosure. The full consent will appear here once the clinic provides it.',
    'It will explain that your answers are shared with your care team at this clinic so they can recommend the birth control that suits you.',
    'It will also say who else, if anyone, may see your answers, and how you can change your mind later.',
  ],
  terms: [
    'This is placeholder text, not the clinic’s Terms & Conditions. The full terms will appear here once the clinic provides them.',
    'They will describe what this service offers, what it does not offer, and what the clinic and you each agree to when you use it.',
    'They will also explain that the questions on this tablet help your care team and do not replace a conversation with them.',
  ],
  privacy: [
    'This is placeholder text, not the clinic’s Privacy Policy. The full policy will appear here once the clinic provides it.',
    'It will explain what information the clinic collects about you, such as the answers you give on this tablet, and how that information is used in your care.',
    'It will also say how your information is protected, who it may be shared with, how long it is kept, and how you can see or correct it.',
  ],
};

export type ConsentTexts = Readonly<Record<keyof typeof consent, readonly string[]>>;
