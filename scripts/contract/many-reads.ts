/**
 * The rows of the read calls: one answer's, and a call made once per list item (each
 * organization, each patient) summed up in one row: the statuses, how many answered as the
 * app expects, and each difference with its count.
 */
import { settleWithLimit } from '../../src/api/settle-with-limit';
import type { Sent } from './http';
import { plural, statusesOf, type Row } from './report';
import { checkAnswer, failureOf, type Checked } from './shapes';
import { Tally } from './tally';
import type { z } from 'zod/mini';

/** The row of one answer checked against its schema; `ok` says what an answer as expected held. */
export function answerRow<T>(call: string, done: string, checked: Checked<T>, ok: string[]): Row {
  const failure = failureOf(checked);
  return {
    call,
    done,
    status: checked.kind === 'unanswered' ? '-' : String(checked.status),
    result:
      checked.kind === 'ok'
        ? 'OK'
        : checked.kind === 'differs'
          ? 'differs'
          : checked.kind === 'not-ok' && checked.status === 403
            ? 'skipped'
            : 'failed',
    detail: checked.kind === 'ok' ? ok : checked.kind === 'differs' ? checked.problems : [failure],
  };
}

/** Requests at once: a few, so a long list takes seconds, not a queue the server must hold. */
const AT_ONCE = 4;

/**
 * Runs `task` for each item: the first alone, since it finds the token the others use
 * (http.ts), then the rest a few at once. A task that throws is a fault of the check itself.
 */
export async function eachOf<T>(items: readonly T[], task: (item: T) => Promise<void>) {
  const [first, ...rest] = items;
  if (first === undefined) return;
  await task(first);
  for (const settled of await settleWithLimit(rest, AT_ONCE, task)) {
    if (settled.status === 'rejected') throw settled.reason;
  }
}

export class ManyReads {
  private readonly statuses: (number | undefined)[] = [];
  private readonly failures = new Tally();
  private readonly problems = new Tally();
  private readonly tokens = new Set<string>();
  private ok = 0;

  /**
   * One answer: its data when it has the shape, and `more` (what else is wrong with the data)
   * counted with the shape's differences.
   */
  read<T>(sent: Sent, schema: z.ZodMiniType<T>, more: (data: T) => string[] = () => []) {
    const checked = checkAnswer(sent.answer, schema);
    const data = this.answered(sent, checked);
    if (checked.kind === 'differs') this.found(checked.problems);
    else if (data !== undefined) this.found(more(data));
    return data;
  }

  /** An answer checked elsewhere: its data when it answered 2xx. */
  answered<T>(sent: Sent, checked: Checked<T>) {
    this.tokens.add(sent.token);
    this.statuses.push(checked.kind === 'unanswered' ? undefined : checked.status);
    if (checked.kind === 'not-ok' || checked.kind === 'unanswered') {
      this.failures.add(failureOf(checked));
      return undefined;
    }
    return checked.kind === 'differs' ? undefined : checked.data;
  }

  /** What is wrong with one read's answer; none counts it as as expected. */
  found(problems: readonly string[]): void {
    for (const problem of new Set(problems)) this.problems.add(problem);
    if (problems.length === 0) this.ok += 1;
  }

  /** The row: `unit` names one read ("read", "list"). */
  row(call: string, done: string, unit: string, extra: readonly string[] = []): Row {
    const count = this.statuses.length;
    const tokens = [...this.tokens].join(', ');
    const doneWith = tokens ? `${done}, as token ${tokens}` : done;
    const status = statusesOf(this.statuses);
    const forbidden = this.statuses.every((item) => item === 403);
    if (count > 0 && forbidden) {
      return {
        call,
        done: doneWith,
        status,
        result: 'skipped',
        detail: ["forbidden to every token's role"],
      };
    }
    return {
      call,
      done: doneWith,
      status,
      result: this.failures.size ? 'failed' : this.problems.size ? 'differs' : 'OK',
      detail: [
        `${this.ok} of ${plural(count, unit)} as the app expects`,
        ...extra,
        ...this.failures.lines(unit),
        ...this.problems.lines(unit),
      ],
    };
  }
}
