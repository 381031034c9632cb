/** The chat in Spanish: the patient's wording and the chat's messages, one lazy module. */
export { wording } from '../../../../domain/intake/wording/es';
export { text } from './text-es';
