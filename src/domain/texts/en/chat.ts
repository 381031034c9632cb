import type { PatientSectionId } from '../../intake/catalog';
import type { DatePart } from '../../intake/model/dates';

/**
 * The chat's own messages in English, loaded with the intake's wording (intake.ts) when the
 * patient's chat starts in this language or she changes to it, and only for hers; the titles
 * every tablet screen shows are in tablet.ts. `ChatTexts` is this object's type: the Spanish
 * (es/chat.ts) must give every message, with no extra one, or the type check fails.
 */
export const chat = {
  chat: {
    /** The section she is in, of the chat's sections, by its name (`sections` below). */
    progress: (part: number, of: number, section: string) => `Part ${part} of ${of}: ${section}`,
    /** The typical time left, in whole minutes (features/tablet/chat/chat-time.ts). */
    timeLeft: (minutes: number) =>
      minutes <= 1 ? 'About 1 minute left' : `About ${minutes} minutes left`,
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
    /** Answers that may have arrived: looked for before they are sent again. */
    unsure:
      'We could not tell whether your answers arrived. They are all still here. Please check before sending them again.',
    checkFailed:
      'We could not check whether your answers arrived. They are all still here: please try again, or ask a staff member for help.',
    notArrived: 'Your answers did not arrive. They are all still here: please send them again.',
    check: 'Check whether they arrived',
    checking: 'Checking…',
    sendAgain: 'Send again',
  },
  /** Between her sent answers and "What matters to you?" (docs/method-explorer.md). */
  explorer: {
    sent: 'Your answers have been sent.',
    /** The question of "What matters to you?" on screen, of all of them. */
    progress: (number: number, of: number) => `Question ${number} of ${of}`,
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

export type ChatTexts = typeof chat;
