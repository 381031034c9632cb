import type { ConsentTexts } from '../en/consent';

/** Each legal statement's full text in Spanish: the type check fails on a missing or extra one. */
export const consent: ConsentTexts = {
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
};
