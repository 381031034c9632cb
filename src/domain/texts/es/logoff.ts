import type { LogoffTexts } from '../en/logoff';

/** The tablet's automatic logoff in Spanish: the type check fails on a missing or extra text. */
export const logoff: LogoffTexts = {
  title: 'Cerrando la sesión',
  text: 'Esta tableta no se usó por un tiempo. Está cerrando la sesión para proteger la información privada.',
  failed:
    'La tableta no pudo terminar de cerrar la sesión porque no está conectada. Lo seguirá intentando. Pida ayuda a un miembro del personal.',
  tryNow: 'Intentar de nuevo ahora',
};
