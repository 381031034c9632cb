import type { LockTexts } from '../en/lock';

/** What the locked tablet says, in Spanish: the type check fails on a missing or extra text. */
export const lock: LockTexts = {
  title: 'El personal debe iniciar sesión',
  text: 'Este dispositivo está en modo tableta para pacientes. Un miembro del personal debe iniciar sesión para usar el resto de la aplicación.',
  back: 'Volver a las pantallas del paciente',
  askStaff: 'Pida a un miembro del personal que inicie la tableta',
  askStaffText: 'Un miembro del personal debe iniciar sesión antes de usar esta tableta.',
};
