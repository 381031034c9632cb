import type { ErrorPageTexts } from '../en/error-page';

/** The tablet's error page in Spanish: the type check fails on a missing or extra text. */
export const errorPage: ErrorPageTexts = {
  title: '¡Uy!',
  text: 'Lo sentimos, se produjo un error inesperado.',
  notFound: 'No encontrada: no hay ninguna página en esta dirección.',
  status: (status) => `Error ${status}`,
  tryAgain: 'Vuelva a cargar la página para intentarlo de nuevo.',
  start: 'Volver al inicio',
  pageTitle: 'Error',
  notFoundPageTitle: 'Página no encontrada',
};
