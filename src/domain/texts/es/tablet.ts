import type { TabletTexts } from '../en/tablet';

/** The patient tablet's own messages in Spanish: the type check fails on a missing or extra one. */
export const tablet: TabletTexts = {
  tablet: {
    languageChoice: 'Idioma',
    staffReturn: 'Personal: volver al panel',
    staffReturnTitle: '¿Volver al panel?',
    staffReturnText:
      'Solo para el personal de la clínica. Esto termina la sesión del paciente, borra las respuestas que no se hayan enviado y pide que el personal inicie sesión.',
    staffReturnCancel: 'Quedarse aquí',
    staffReturnConfirm: 'Volver al panel',
    signIn: 'Inicio de sesión del personal',
    checkingSignIn: 'Comprobando el inicio de sesión',
    idleTitle: '¿Sigue ahí?',
    idleText: (time: string) =>
      `Por su privacidad, sus respuestas se borrarán y la tableta volverá al inicio en ${time}.`,
    idleStay: 'Sigo aquí',
    accessCheck: {
      failed: 'Se produjo un error grave.',
      tryAgain: 'Intentar de nuevo',
      checking: 'Comprobando el acceso',
    },
  },
  welcome: {
    pageTitle: 'Bienvenida',
    logo: 'Logotipo de la clínica asociada',
    logoLines: ['Clínica', 'asociada'],
    title: '¡Le damos la bienvenida!',
    greeting:
      'Gracias por visitarnos hoy. Primero leerá y aceptará unas breves declaraciones; luego responderá algunas preguntas sobre su salud, para que su equipo de salud encuentre el anticonceptivo que mejor le convenga.',
    time: (minutes: number) => `Toma unos ${minutes} minutos. Sus respuestas son privadas.`,
    chooseLanguage: 'Elija su idioma',
    start: '¡Vamos!',
  },
  legal: {
    pageTitle: (step: number, of: number) => `Información legal, paso ${step} de ${of}`,
    step: (step: number, of: number) => `Paso ${step} de ${of}`,
    title: 'Antes de empezar',
    intro: 'Lea cada declaración y active su interruptor para continuar.',
    placeholder: 'Texto provisional',
    agree: 'Acepto',
    understand: 'Entiendo',
    toggleOf: (statement: string) => `: ${statement}`,
    next: '¡Vamos!',
    reader: {
      back: 'Volver',
      notFoundTitle: 'Texto no encontrado',
      notFoundText:
        'Este texto no está disponible. Toque Volver para regresar a las declaraciones.',
    },
    sections: {
      privacy: {
        title: 'Política de privacidad',
        text: 'Este es un texto provisional. Aquí aparecerá la política de privacidad de la clínica: qué información se recopila, cómo se usa y cómo se protege.',
        readFull: 'Leer toda la política de privacidad',
      },
      terms: {
        title: 'Términos y condiciones',
        text: 'Este es un texto provisional. Aquí aparecerán los términos y condiciones de uso de este servicio.',
        readFull: 'Leer todos los términos y condiciones',
      },
      disclosure: {
        title: 'Consentimiento para compartir información',
        text: 'Este es un texto provisional. Aquí aparecerá el consentimiento para compartir sus respuestas con su equipo de salud.',
        readFull: 'Leer todo el consentimiento para compartir información',
      },
      hipaa: {
        title: 'Declaración HIPAA',
        text: 'Este es un texto provisional. Aquí aparecerá la declaración de sus derechos según HIPAA, la ley de privacidad de la salud de EE. UU.',
        readFull: 'Leer toda la declaración HIPAA',
      },
    },
  },
  chat: {
    pageTitle: 'Chat de admisión',
    demoNotice: 'Esto es una demostración: no escriba información personal ni de salud real.',
    loading: 'Cargando las preguntas',
  },
};
