import type { Language } from '../../../domain/intake/catalog';
import { errorPageWords, type ErrorPageWords } from '../../../ui/ErrorPage';

/**
 * The error page of the tablet's screens in each language. Apart from the other messages
 * (en.ts, es.ts): the router carries it, so it must not carry them.
 */
export const errorMessages: Readonly<Record<Language, ErrorPageWords>> = {
  en: errorPageWords,
  es: {
    title: '¡Uy!',
    text: 'Lo sentimos, se produjo un error inesperado.',
    notFound: 'No encontrada: no hay ninguna página en esta dirección.',
    status: (status) => `Error ${status}`,
    tryAgain: 'Vuelva a cargar la página para intentarlo de nuevo.',
    start: 'Volver al inicio',
    pageTitle: 'Error',
    notFoundPageTitle: 'Página no encontrada',
  },
};
