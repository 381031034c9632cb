/**
 * The one pattern for small forms (docs/architecture.md, "Layers"): a zod schema checks the
 * values before anything is sent; a refused submit keeps every value, and the server's error
 * pairs go to their fields. A field's own problem shows once it has been left or a submit was
 * tried, and follows each change from then on.
 */
import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod/mini';
import type { ApiError } from '../../api/api-error';
import { toApiError } from '../../api/resources';
import { controlLabel, inPageOrder, type NamedProblem, type Refusal } from './form-problems';
import { submitFailureLines, type SubmitSubject } from './submit-failure';

/** The values of a small form: text fields, by name. */
export type TextValues = Record<string, string>;

/** What a field needs of the form: its value, its problem, and what it tells the form. */
interface FieldBinding {
  value: string;
  /** The check's or the server's message; none while the value is fine or not yet checked. */
  problem: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

export interface ApiForm<Values extends TextValues> {
  field: (name: keyof Values & string) => FieldBinding;
  /** For the form's onSubmit. */
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** From a submit that passed the check until its answer. */
  isSending: boolean;
  /**
   * Why the last submit was refused, the check's problems or the server's, in the order of
   * the page (see FormProblems); none once a submit passes the check.
   */
  refusal: Refusal | undefined;
}

/** Each field's problem; the last one named wins, as a field shows one message. */
type Problems = Partial<Record<string, string>>;

const byField = (named: readonly NamedProblem[]): Problems =>
  Object.fromEntries(named.map(({ name, message }) => [name, message]));

/** The schema's first message for each field, in the schema's order. */
function checkProblems(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const named: NamedProblem[] = [];
  for (const { path, message } of issues) {
    const name = String(path[0]);
    if (!named.some((problem) => problem.name === name)) named.push({ name, message });
  }
  return named;
}

export function useApiForm<Values extends TextValues>({
  schema,
  defaultValues,
  subject,
  onValid,
}: {
  schema: z.ZodMiniType<Values, Values>;
  defaultValues: Values;
  /** What the form makes, for the failures that are not the server's own messages. */
  subject: SubmitSubject;
  /** Sends the checked values; a rejection is shown, and the form keeps what was typed. */
  onValid: (values: Values) => Promise<unknown>;
}): ApiForm<Values> {
  const [values, setValues] = useState(defaultValues);
  const [problems, setProblems] = useState<Problems>({});
  const [isSending, setIsSending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>();
  // Fields whose problem follows their value: each one left once, or all after a submit.
  const followed = useRef(new Set<keyof Values>());
  const submitted = useRef(false);
  const attempts = useRef(0);

  /** Checks the whole form, as the schema may, and shows the result for one field. */
  const recheck = (name: keyof Values & string, next: Values) => {
    const result = schema.safeParse(next);
    const found = result.success ? [] : checkProblems(result.error.issues);
    setProblems((shown) => ({ ...shown, [name]: byField(found)[name] }));
  };

  const field = (name: keyof Values & string): FieldBinding => ({
    value: values[name] ?? '',
    problem: problems[name],
    onChange: (value) => {
      const next = { ...values, [name]: value };
      setValues(next);
      if (submitted.current || followed.current.has(name)) recheck(name, next);
    },
    // After a submit each change is checked already, and leaving a field keeps a server's
    // message on it until the value changes.
    onBlur: () => {
      followed.current.add(name);
      if (!submitted.current) recheck(name, values);
    },
  });

  /** Lists the problems in the order of the form's fields, then the general ones. */
  const refuse = (
    element: HTMLFormElement,
    named: readonly NamedProblem[],
    general: readonly string[] = [],
  ) => {
    attempts.current += 1;
    const listed = [
      ...inPageOrder(element, named, (_, control) => controlLabel(control)),
      ...general.map((message) => ({ message })),
    ];
    setRefusal({ attempt: attempts.current, problems: listed });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read now: React lets go of the event's target once the handler returns.
    const element = event.currentTarget;
    submitted.current = true;
    const result = schema.safeParse(values);
    if (!result.success) {
      const named = checkProblems(result.error.issues);
      setProblems(byField(named));
      refuse(element, named);
      return;
    }
    setProblems({});
    setRefusal(undefined);
    setIsSending(true);
    try {
      await onValid(result.data);
    } catch (error) {
      const refused: ApiError = toApiError(error)!;
      const named: NamedProblem[] = [];
      const general: string[] = [];
      for (const { field: name, message } of refused.problems) {
        if (name && name in defaultValues) named.push({ name, message });
        else general.push(message);
      }
      setProblems(byField(named));
      if (refused.problems.length === 0) general.push(...submitFailureLines(refused, subject));
      refuse(element, named, general);
    } finally {
      setIsSending(false);
    }
  };

  return { field, submit, isSending, refusal };
}
