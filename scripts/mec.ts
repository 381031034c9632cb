/**
 * The safety check outside the browser: reads one patient_information JSON object on
 * standard input and prints, per method group, its U.S. MEC 2024 category ("NA" where the chart
 * marks the method not applicable, as hormonal methods during pregnancy), the chart rows
 * that applied and the answers the check needed but did not find.
 *
 *   npx tsx scripts/mec.ts [--today YYYY-MM-DD] < patient-information.json
 *
 * Bad input exits with status 1 and a one-line message on standard error.
 */
import { text } from 'node:stream/consumers';
import { chartColumns } from '../src/domain/clinical/chart';
import { describeReason, safetyCheck } from '../src/domain/clinical/safety-check';
import { isCalendarDate } from '../src/domain/intake/model/dates';

const USAGE = 'Usage: npx tsx scripts/mec.ts [--today YYYY-MM-DD] < patient-information.json';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The day to check on: --today, or the current date. */
function todayOf(args: readonly string[]): Date {
  if (args.length === 0) return new Date();
  const [flag, day = ''] = args;
  const valid = args.length === 2 && flag === '--today' && isCalendarDate(day);
  return valid ? new Date(`${day}T12:00:00Z`) : fail(USAGE);
}

function informationOf(input: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(input);
  } catch {
    // The parser's message quotes the input: patient data stays out of the message.
    fail('Not JSON: standard input must hold one patient_information JSON object.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    const kind = Array.isArray(parsed) ? 'an array' : parsed === null ? 'null' : typeof parsed;
    fail(`Expected one patient_information JSON object, got ${kind}.`);
  }
  return parsed as Record<string, unknown>;
}

const today = todayOf(process.argv.slice(2));
const check = safetyCheck(informationOf(await text(process.stdin)), today);
const report = Object.fromEntries(
  chartColumns.map((method) => {
    const { category, reasons, missing } = check[method];
    return [
      method,
      {
        category,
        reasons: reasons.map(({ finding, cell }) => describeReason(finding, cell)),
        missing,
      },
    ];
  }),
);
console.info(JSON.stringify(report, null, 2));
