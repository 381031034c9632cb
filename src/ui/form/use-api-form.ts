/**
 * The one pattern for small forms (docs/architecture.md section 3): react-hook-form
 * checks the values with a zod schema before anything is sent; a refused
 * submit keeps every value, and the server's error pairs go to their fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod/mini';
import type { ApiError } from '../../api/api-error';
import { toApiError } from '../../api/resources';
import { controlLabel, inPageOrder, type NamedProblem, type Refusal } from './form-problems';
import { submitFailureLines, type SubmitSubject } from './submit-failure';

export interface ApiForm<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  /** For the form's onSubmit. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /**
   * Why the last submit was refused, the check's problems or the server's, in the order of
   * the page (see FormProblems); none once a submit passes the check.
   */
  refusal: Refusal | undefined;
}

/** The check's messages, by field. */
function checkProblems<Values extends FieldValues>(errors: FieldErrors<Values>): NamedProblem[] {
  return Object.entries(errors).flatMap(([name, error]) =>
    typeof error?.message === 'string' ? [{ name, message: error.message }] : [],
  );
}

export function useApiForm<Values extends FieldValues>({
  schema,
  defaultValues,
  subject,
  onValid,
}: {
  schema: z.ZodMiniType<Values, Values>;
  defaultValues: DefaultValues<Values>;
  /** What the form makes, for the failures that are not the server's own messages. */
  subject: SubmitSubject;
  /** Sends the checked values; a rejection is shown, and the form keeps what was typed. */
  onValid: (values: Values) => Promise<unknown>;
}): ApiForm<Values> {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
    // FormProblems focuses the first problem in the page's order, not in registration order.
    shouldFocusError: false,
  });
  const [refusal, setRefusal] = useState<Refusal>();
  const attempts = useRef(0);

  /** Lists the problems in the order of the form's fields, then the general ones. */
  const refuse = (
    element: HTMLFormElement | undefined,
    named: readonly NamedProblem[],
    general: readonly string[] = [],
  ) => {
    attempts.current += 1;
    const problems = [
      ...inPageOrder(element, named, (_, control) => controlLabel(control)),
      ...general.map((message) => ({ message })),
    ];
    setRefusal({ attempt: attempts.current, problems });
  };

  const submit = (event?: BaseSyntheticEvent) => {
    // Read now: React lets go of the event's target once the handler returns.
    const element =
      event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : undefined;
    return form.handleSubmit(
      async (values) => {
        setRefusal(undefined);
        try {
          await onValid(values);
        } catch (error) {
          const refused: ApiError = toApiError(error)!;
          const named: NamedProblem[] = [];
          const general: string[] = [];
          for (const { field, message } of refused.problems) {
            if (field && field in defaultValues) {
              form.setError(field as Path<Values>, { type: 'server', message });
              named.push({ name: field, message });
            } else {
              general.push(message);
            }
          }
          if (refused.problems.length === 0) general.push(...submitFailureLines(refused, subject));
          refuse(element, named, general);
        }
      },
      (errors) => refuse(element, checkProblems(errors)),
    )(event);
  };

  return { form, submit, refusal };
}
