import type { Language } from '../../../domain/intake/catalog';
import type { LegalSectionId } from '../legal-steps';

/**
 * Each legal statement's full text, per language: read only on its reader screen, so the
 * other tablet screens do not carry it.
 */
export const fullTexts: Readonly<Record<Language, Record<LegalSectionId, readonly string[]>>> = {
  en: {
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
  },
  es: {
    hipaa: [
      'Este es un texto provisional, no la declaración HIPAA de la clínica. La declaración completa aparecerá aquí cuando la clínica la proporcione.',
      'Describirá sus derechos según HIPAA, la ley de privacidad de la salud de EE. UU.: ver y obtener una copia de sus registros de salud, pedir correcciones y saber con quién se compartió su información.',
      'También dirá cómo hacer una pregunta o presentar una queja sobre la privacidad de su información.',
    ],
    disclosure: [
      'Este es un texto provisional, no el consentimiento para compartir información de la clínica. El consentimiento completo aparecerá aquí cuando la clínica lo proporcione.',
      'Explicará que sus respuestas se comparten con su equipo de salud de esta clínica para que le recomiende el anticonceptivo que mejor le convenga.',
      'También dirá quién más, si alguien, puede ver sus respuestas y cómo puede cambiar de opinión más adelante.',
    ],
    terms: [
      'Este es un texto provisional, no los términos y condiciones de la clínica. Los términos completos aparecerán aquí cuando la clínica los proporcione.',
      'Describirán lo que ofrece este servicio, lo que no ofrece y lo que la clínica y usted aceptan al usarlo.',
      'También explicarán que las preguntas de esta tableta ayudan a su equipo de salud y no reemplazan una conversación con él.',
    ],
    privacy: [
      'Este es un texto provisional, no la política de privacidad de la clínica. La política completa aparecerá aquí cuando la clínica la proporcione.',
      'Explicará qué información recopila la clínica sobre usted, como las respuestas que dé en esta tableta, y cómo se usa esa información en su atención.',
      'También dirá cómo se protege su información, con quién se puede compartir, cuánto tiempo se guarda y cómo puede verla o corregirla.',
    ],
  },
};
