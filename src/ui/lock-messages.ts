import type { Language } from '../domain/intake/catalog';

/**
 * What the locked tablet says, in every language at once: nobody has chosen one when it
 * shows (a new tab, the next patient after a sign-out). The staff's own controls are English.
 */
export const lockMessages: Readonly<
  Record<
    Language,
    { title: string; text: string; back: string; askStaff: string; askStaffText: string }
  >
> = {
  en: {
    title: 'Staff sign-in required',
    text: 'This device is in patient tablet mode. A staff member must sign in to use the rest of the app.',
    back: 'Back to the patient’s screens',
    askStaff: 'Ask a staff member to start the tablet',
    askStaffText: 'A staff member needs to sign in before this tablet can be used.',
  },
  es: {
    title: 'El personal debe iniciar sesión',
    text: 'Este dispositivo está en modo tableta para pacientes. Un miembro del personal debe iniciar sesión para usar el resto de la aplicación.',
    back: 'Volver a las pantallas del paciente',
    askStaff: 'Pida a un miembro del personal que inicie la tableta',
    askStaffText: 'Un miembro del personal debe iniciar sesión antes de usar esta tableta.',
  },
};
