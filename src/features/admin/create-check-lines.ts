/**
 * What an administrator is told while a new organization or provider may have been created
 * without the form hearing so (docs/architecture.md, "Errors"), in the words of the small
 * forms' failures (src/ui/form/submit-failure.ts).
 */
import type { ApiError } from '../../api/api-error';
import type { CreateCheckState } from '../../api/create-check';
import { KEPT, submitFailureLines, type SubmitSubject } from '../../ui/form/submit-failure';

/** The form's thing, and the unique key it is looked for by ("unique key", "email"). */
export interface CheckedSubject extends SubmitSubject {
  key: string;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Why it may have been created: the failure, in the small forms' words where they fit. */
function whyUnsure(why: ApiError | undefined, { thing, done }: SubmitSubject): string[] {
  // The small forms' words say a connection that failed means not created: it may not.
  if (!why || why.kind === 'network') {
    return [
      `The connection to the server failed, so it is not known whether ${thing} was ${done}. ${KEPT}: check before trying again.`,
    ];
  }
  return submitFailureLines(why, { thing, done });
}

/** The lines for where the form stands; none while nothing is owed. */
export function createCheckLines(
  state: CreateCheckState<unknown>,
  subject: CheckedSubject,
  keyValue: string,
): string[] {
  const { thing, done, key } = subject;
  const Thing = capitalized(thing);
  switch (state.step) {
    case 'clear':
      return [];
    case 'absent':
      return [
        `${Thing} was not ${done}: nothing in the list has the ${key} ${keyValue}. ${KEPT}: press Send again to send it.`,
      ];
    case 'found':
      return state.found.kind === 'saved'
        ? [
            `${Thing} was ${done} after all: its ${key}, ${keyValue}, is in the list. It was not sent again.`,
          ]
        : [
            `${Thing} was not ${done}: another one already has the ${key} ${keyValue}. ${KEPT}: change it and try again.`,
          ];
    default: {
      const checkFailed = state.step === 'unsure' ? state.checkFailed : undefined;
      return [
        ...whyUnsure(state.why, subject),
        checkFailed
          ? `Whether it was ${done} could not be checked. ${checkFailed.message} Check again before trying again.`
          : `Pressing Create checks first too, and sends it only if it was not ${done}.`,
      ];
    }
  }
}
