import type { SectionId } from '../../../domain/intake/catalog';
import type { DatePart } from '../../../domain/intake/model/dates';

/** The sections a patient is asked about: all but the provider's labs. */
export type PatientSectionId = Exclude<SectionId, 'labs'>;

/**
 * Every message of the patient tablet in English. `Messages` is this object's type, so the
 * Spanish catalogue (es.ts) must give every message, with no extra ones, or the type check
 * fails. The questions and their options are worded in the intake catalog (patientWording,
 * patientLabel), beside the fields they ask about.
 */
export const en = {
  /** The language's own name, as its choice reads. */
  languageName: 'English',
  tablet: {
    languageChoice: 'Language',
    staffReturn: 'Staff: return to dashboard',
    staffReturnTitle: 'Return to the dashboard?',
    staffReturnText:
      'For clinic staff only. This ends the patient’s session, clears any answers not yet sent, and asks for a staff sign-in.',
    staffReturnCancel: 'Stay here',
    staffReturnConfirm: 'Return to dashboard',
    signIn: 'Staff sign in',
    checkingSignIn: 'Checking the sign-in',
    idleTitle: 'Are you still there?',
    idleText: (time: string) =>
      `For your privacy, your answers will be cleared and the tablet will start over in ${time}.`,
    idleStay: 'I’m still here',
    /** The check of the signed-in staff member's role under tablet mode (spec section 8's text). */
    accessCheck: {
      failed: 'A fatal error has occured.',
      tryAgain: 'Try again',
      checking: 'Checking your access',
    },
  },
  welcome: {
    /** The tab's title on this screen (after the product's name). */
    pageTitle: 'Welcome',
    logo: 'Partner clinic logo',
    /** The placeholder logo's own lines of text. */
    logoLines: ['Partner', 'Clinic'],
    title: 'Welcome!',
    greeting:
      'Thank you for visiting us today. First you will read and accept a few short statements, then answer some questions about your health, so your care team can find the birth control that suits you best.',
    time: 'It takes about 10 minutes. Your answers are private.',
    chooseLanguage: 'Choose your language',
    start: 'Let’s Go',
  },
  legal: {
    pageTitle: 'Legal',
    step: (step: number, of: number) => `Step ${step} of ${of}`,
    title: 'Before we start',
    intro: 'Please read each statement and turn on its switch to continue.',
    placeholder: 'Placeholder text',
    agree: 'I agree',
    understand: 'I understand',
    next: 'Let’s Go',
    /** A statement's full text, read on the tablet. */
    reader: {
      back: 'Back',
      notFoundTitle: 'Text not found',
      notFoundText: 'This text is not available. Tap Back to return to the statements.',
    },
    sections: {
      privacy: {
        title: 'Privacy Policy',
        text: 'This is placeholder text. The clinic’s Privacy Policy will appear here: what information is collected, how it is used and how it is protected.',
        readFull: 'Read full Privacy Policy',
        fullText: [
          'This is placeholder text, not the clinic’s Privacy Policy. The full policy will appear here once the clinic provides it.',
          'It will explain what information the clinic collects about you, such as the answers you give on this tablet, and how that information is used in your care.',
          'It will also say how your information is protected, who it may be shared with, how long it is kept, and how you can see or correct it.',
        ],
      },
      terms: {
        title: 'Terms & Conditions',
        text: 'This is placeholder text. The Terms & Conditions of using this service will appear here.',
        readFull: 'Read full Terms & Conditions',
        fullText: [
          'This is placeholder text, not the clinic’s Terms & Conditions. The full terms will appear here once the clinic provides them.',
          'They will describe what this service offers, what it does not offer, and what the clinic and you each agree to when you use it.',
          'They will also explain that the questions on this tablet help your care team and do not replace a conversation with them.',
        ],
      },
      disclosure: {
        title: 'Consent for Disclosure',
        text: 'This is placeholder text. The consent to share your answers with your care team will appear here.',
        readFull: 'Read full Consent for Disclosure',
        fullText: [
          'This is placeholder text, not the clinic’s Consent for Disclosure. The full consent will appear here once the clinic provides it.',
          'It will explain that your answers are shared with your care team at this clinic so they can recommend the birth control that suits you.',
          'It will also say who else, if anyone, may see your answers, and how you can change your mind later.',
        ],
      },
      hipaa: {
        title: 'HIPAA Statement',
        text: 'This is placeholder text. The statement of your rights under HIPAA, the U.S. health privacy law, will appear here.',
        readFull: 'Read full HIPAA Statement',
        fullText: [
          'This is placeholder text, not the clinic’s HIPAA Statement. The full statement will appear here once the clinic provides it.',
          'It will describe your rights under HIPAA, the U.S. health privacy law: to see and get a copy of your health records, to ask for corrections, and to know who your information was shared with.',
          'It will also say how to ask a question or make a complaint about the privacy of your information.',
        ],
      },
    },
  },
  chat: {
    pageTitle: 'Intake Chat',
    demoNotice: 'This is a demo: do not enter real personal or health information.',
    progress: (question: number, of: number) => `Question ${question} of ${of}`,
    progressLabel: 'Your progress',
    back: 'Back',
    next: 'Next',
    yes: 'Yes',
    no: 'No',
    ratherNotSay: 'I’d rather not say',
    notKnown: 'I don’t know',
    chooseAll: 'Choose all that apply.',
    noneOfThese: 'None of these',
    listHint: 'Separate each one with a comma.',
    nothingToAdd: 'Nothing to add',
    emailQuestion: 'What is your email address?',
    emailHint: 'The clinic uses it to find your answers.',
    usageBrand: 'Brand',
    usageStart: 'When you started',
    usageStop: 'When you stopped (if you did)',
    usageReason: 'Why you stopped (optional)',
    usageEntry: (entry: number) => `Entry ${entry}`,
    usageAdd: 'Add one',
    usageAddAnother: 'Add another',
    usageRemove: (entry: number) => `Remove entry ${entry}`,
    usageChooseBrand: 'Choose a brand',
    usageNone: 'None added. Tap Next if you don’t remember.',
    required: 'Please answer this question.',
    wholeNumber: 'Please enter a whole number.',
    between: (min: number, max: number) => `Please enter a number from ${min} to ${max}.`,
    atLeast: (min: number) => `Please enter a number of at least ${min}.`,
    atMost: (max: number) => `Please enter a number of at most ${max}.`,
    tooManyDigits: 'Please enter a number of at most 15 digits.',
    tooLong: (max: number) => `Please shorten this to at most ${max} characters.`,
    fullDate: 'Please enter the full date.',
    emailInvalid: 'Please enter an email address like name@example.com.',
    stopBeforeStart: 'The date you stopped is before the date you started.',
    /** Height and weight, in the unit the patient chooses; each box's unit beside it. */
    unitChoice: 'Unit',
    units: { ft_in: 'Feet and inches', cm: 'Centimeters', lb: 'Pounds', kg: 'Kilograms' },
    feet: 'feet',
    inches: 'inches',
    centimeters: 'cm',
    pounds: 'pounds',
    kilograms: 'kg',
    /** A height in feet and inches, as the review and the range show it. */
    feetAndInches: (feet: number, inches: number) => `${feet} ft ${inches} in`,
    centimetersHint: 'For example, 1.60 m is 160 cm.',
    heightBetween: (from: string, to: string) => `Please enter a height from ${from} to ${to}.`,
    weightBetween: (from: string, to: string) => `Please enter a weight from ${from} to ${to}.`,
    inchesPart: 'Please enter the inches as a whole number from 0 to 11.',
    number: 'Please enter a number.',
    /** A date: a box each for the day, the month and the year, in the language's order. */
    dateOrder: ['month', 'day', 'year'] as readonly DatePart[],
    dateParts: { day: 'Day', month: 'Month', year: 'Year' } satisfies Record<DatePart, string>,
    dateHint: 'Month / day / year. For example, April 3, 1990 is 04 / 03 / 1990.',
    fullYear: 'Please enter the year with all 4 digits, like 1990.',
    noSuchDate: 'This date does not exist. Please check the day and the month.',
    birthInFuture: 'This date is in the future. Please check the year.',
    birthLongAgo: 'This date is over 120 years ago. Please check the year.',
  },
  review: {
    title: 'Check your answers',
    intro: 'Tap Change to correct anything. When everything looks right, send your answers.',
    change: 'Change',
    changeLabel: (question: string) => `Change: ${question}`,
    none: 'None',
    from: (start: string) => `from ${start}`,
    until: (stop: string) => `until ${stop}`,
    send: 'Send my answers',
    sending: 'Sending…',
    sendFailed:
      'Your answers could not be sent. They are all still here: please try again, or ask a staff member for help.',
    refused:
      'Your answers were not accepted. Please check your email address, or ask a staff member for help.',
    changeEmail: 'Change email',
    tryAgain: 'Try again',
  },
  done: {
    title: 'Thank you!',
    text: 'Your answers have been sent to your care team.',
    handBack: 'Please hand the tablet back to a staff member.',
  },
  /** The intake's sections as a patient reads them (labs are the provider's). */
  sections: {
    personal: 'About you',
    social: 'Your lifestyle',
    pregnancy: 'Pregnancy',
    birth_control: 'Birth control',
    medical: 'Your health',
    family: 'Your family’s health',
  } satisfies Record<PatientSectionId, string>,
};

export type Messages = typeof en;
