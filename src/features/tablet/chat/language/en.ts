/** The chat in English: the patient's wording and the chat's messages, one lazy module. */
export { wording } from '../../../../domain/intake/wording/en';
export { text } from './text-en';
