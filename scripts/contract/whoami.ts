/**
 * Who-am-I, once per token: every signed-in role may ask it, so each token shows whether the
 * server takes it, and for whom (the role's word only when it is one the app knows).
 */
import { endpoints } from '../../src/api/endpoints';
import { userTypeSchema } from '../../src/api/schemas';
import type { Backend } from './http';
import { answerRow } from './many-reads';
import type { Row } from './report';
import { checkAnswer } from './shapes';

export const WHOAMI = 'GET /api/auth/whoami';

const KNOWN_ROLES = new Set(['superuser', 'provider']);

export async function readWhoami(backend: Backend): Promise<Row[]> {
  const rows: Row[] = [];
  for (let index = 0; index < backend.tokenCount; index += 1) {
    const checked = checkAnswer(
      await backend.sendWithToken(index, endpoints.whoami),
      userTypeSchema,
    );
    const role =
      checked.kind === 'ok' && KNOWN_ROLES.has(checked.data.user_type)
        ? `user_type ${checked.data.user_type}`
        : 'a user_type the app treats as neither role';
    const row = answerRow(WHOAMI, `read as token #${index + 1}`, checked, [role]);
    // Asked with one token: a refusal is this token's, and a signed-in user may always ask.
    if (checked.kind === 'not-ok' && (checked.status === 401 || checked.status === 403)) {
      row.result = 'failed';
      row.detail = [
        checked.status === 401 ? 'this token is refused' : 'refused to a signed-in user',
      ];
    }
    rows.push(row);
  }
  return rows;
}
