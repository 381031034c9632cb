/**
 * The patient tablet's own messages in English: its frame (language, staff's way out, idle
 * reset, access check), the welcome, the legal steps and the chat's title. Every tablet screen
 * shows some of them, so they load with the tablet, in both languages; the chat's own messages
 * (chat.ts) and the intake's wording (intake.ts) load with the chat, in its language only.
 * `TabletTexts` is this object's type: the Spanish (es/tablet.ts) must give every text, with no
 * extra one, or the type check fails.
 */
export const tablet = {
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
    /**
     * The check of the signed-in staff member's role under tablet mode (docs/product.md, "Error
     * catalogue").
     */
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
    /** How long the chat takes, in minutes, as measured (features/tablet/chat/chat-time.ts). */
    time: (minutes: number) => `It takes about ${minutes} minutes. Your answers are private.`,
    chooseLanguage: 'Choose your language',
    start: 'Let’s Go',
  },
  legal: {
    /** The tab's title on step `step` of `of`: each step has its own, to tell them apart. */
    pageTitle: (step: number, of: number) => `Legal information, step ${step} of ${of}`,
    step: (step: number, of: number) => `Step ${step} of ${of}`,
    title: 'Before we start',
    intro: 'Please read each statement and turn on its switch to continue.',
    placeholder: 'Placeholder text',
    agree: 'I agree',
    understand: 'I understand',
    /**
     * Read after the switch's words by screen readers alone: the statement it accepts, so each
     * switch has its own name ("I agree: Privacy Policy") that starts with what it shows.
     */
    toggleOf: (statement: string) => `: ${statement}`,
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
      },
      terms: {
        title: 'Terms & Conditions',
        text: 'This is placeholder text. The Terms & Conditions of using this service will appear here.',
        readFull: 'Read full Terms & Conditions',
      },
      disclosure: {
        title: 'Consent for Disclosure',
        text: 'This is placeholder text. The consent to share your answers with your care team will appear here.',
        readFull: 'Read full Consent for Disclosure',
      },
      hipaa: {
        title: 'HIPAA Statement',
        text: 'This is placeholder text. The statement of your rights under HIPAA, the U.S. health privacy law, will appear here.',
        readFull: 'Read full HIPAA Statement',
      },
    },
  },
  chat: {
    pageTitle: 'Intake Chat',
    demoNotice: 'This is a demo: do not enter real personal or health information.',
    loading: 'Loading the questions',
  },
};

export type TabletTexts = typeof tablet;
