import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { recheckFailedProblem, saveProblemOf } from '../../../ui/patient-save-problem';
import { changedElsewhereProblem, createCheckProblem } from './save-problem';

describe('the message of a failed save', () => {
  it('gives the spec text for a 500, even when the server lists errors', () => {
    expect(
      saveProblemOf(new ApiError('http', 500, 'x', [{ field: null, message: 'Boom' }])),
    ).toEqual({
      severity: 'error',
      lines: ['An unknown error has occured. Please check the form values and try again.'],
    });
  });

  it("gives the server's messages, one a line, for another failure", () => {
    const problem = saveProblemOf(
      new ApiError('http', 400, 'x', [
        { field: 'email', message: 'Email is taken.' },
        { field: null, message: 'Bad.' },
      ]),
    );
    expect(problem).toEqual({ severity: 'error', lines: ['Email is taken.', 'Bad.'] });
  });

  it('says the patient was not saved when the server could not be reached', () => {
    const [line] = saveProblemOf(new ApiError('network', 0, 'x')).lines;
    expect(line).toMatch(/^The server could not be reached, so the patient was not saved\./);
  });

  it('does not claim the patient was not saved when the answer never came or was unreadable', () => {
    for (const error of [new ApiError('timeout', 0, 'x'), new ApiError('malformed', 200, 'x')]) {
      const [line] = saveProblemOf(error).lines;
      expect(line).toMatch(/may or may not have been saved/);
      expect(line).toMatch(/Nothing you typed has been lost/);
    }
  });

  it('says which it was: no answer in time, or an answer that could not be read', () => {
    expect(saveProblemOf(new ApiError('timeout', 0, 'x')).lines[0]).toMatch(
      /^The server did not confirm the save in time,/,
    );
    expect(saveProblemOf(new ApiError('malformed', 200, 'x')).lines[0]).toMatch(
      /^The server's answer to the save could not be read,/,
    );
  });

  it('tells a provider whose session ended how to keep what they typed', () => {
    const [line] = saveProblemOf(new ApiError('http', 401, 'x')).lines;
    expect(line).toMatch(/^Your session has ended, so the patient was not saved\./);
  });

  it('falls back to a plain message for anything else', () => {
    expect(saveProblemOf(new ApiError('http', 409, 'The server answered 409.')).lines).toEqual([
      'The patient could not be saved. The server answered 409. Nothing you typed has been lost; try again.',
    ]);
    expect(saveProblemOf(new TypeError('x')).lines[0]).toMatch(/^The patient could not be saved\./);
  });
});

describe('the words of a new patient who may have been saved', () => {
  const sent = { patient: { email: 'pat@example.com' }, patient_information: {} };

  it('says nothing while nothing is owed', () => {
    expect(createCheckProblem({ step: 'clear' })).toBeNull();
  });

  it('says why it may have been saved, and offers the check before sending again', () => {
    const reasons: [ApiError | undefined, RegExp][] = [
      [new ApiError('timeout', 0, 'x'), /^The server did not confirm the save in time,/],
      [new ApiError('network', 0, 'x'), /^The connection to the server failed during the save,/],
      [new ApiError('malformed', 201, 'x'), /^The server's answer to the save could not be read,/],
      [undefined, /^Your last session ended while the patient was being saved,/],
    ];
    for (const [why, reason] of reasons) {
      const problem = createCheckProblem({ step: 'unsure', sent, why });
      expect(problem?.lines[0]).toMatch(reason);
      expect(problem?.lines[0]).toMatch(/may or may not have been saved\.$/);
      expect(problem?.lines[1]).toBe(
        'Nothing you typed has been lost: check whether it was saved before sending it again. Pressing Create checks first too, and sends it only if it was not saved.',
      );
      expect(problem?.offer).toEqual({ kind: 'check', checking: false });
    }
    expect(createCheckProblem({ step: 'checking', sent })?.offer).toEqual({
      kind: 'check',
      checking: true,
    });
  });

  it('says a check that could not be made, with the client’s words', () => {
    const checkFailed = new ApiError('network', 0, 'The server could not be reached.');
    expect(createCheckProblem({ step: 'unsure', sent, checkFailed })?.lines[1]).toBe(
      'It could not be checked whether it was saved. The server could not be reached. Nothing you typed has been lost: try the check again.',
    );
  });

  it('leads to the patient found, saying whether it is this one', () => {
    const saved = createCheckProblem({ step: 'found', sent, found: { kind: 'saved', id: 'u1' } });
    expect(saved).toMatchObject({
      severity: 'success',
      offer: { kind: 'open', patientUuid: 'u1', label: 'Open the patient' },
    });
    expect(saved?.lines[0]).toMatch(/^The patient was saved after all: .*It was not sent again\.$/);
    const taken = createCheckProblem({ step: 'found', sent, found: { kind: 'taken', id: 'u2' } });
    expect(taken).toMatchObject({
      severity: 'error',
      offer: { kind: 'open', patientUuid: 'u2', label: 'Open that patient' },
    });
    expect(taken?.lines[0]).toMatch(
      /^The patient was not saved: another patient .*pat@example\.com/,
    );
  });

  it('says it was not saved when the email is not in the list', () => {
    expect(createCheckProblem({ step: 'absent', sent })?.lines).toEqual([
      'The patient was not saved: no patient in the list has the email pat@example.com. Nothing you typed has been lost: press Send again to save it.',
    ]);
  });
});

describe('the words of a record changed elsewhere', () => {
  it('says so, and what can be done', () => {
    expect(changedElsewhereProblem.lines[0]).toMatch(
      /^This record was changed \(in another tab or by someone else\) since you opened it/,
    );
    expect(changedElsewhereProblem.offer).toEqual({ kind: 'changed-elsewhere' });
  });

  it('says the update was not sent when the record could not be read again', () => {
    expect(
      recheckFailedProblem(new ApiError('timeout', 0, 'The server took too long.')).lines[0],
    ).toBe(
      'The patient was not saved: it could not be checked for changes made since you opened it. The server took too long. Nothing you typed has been lost: submit again.',
    );
  });
});
