import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { saveProblemOf } from './save-problem';

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
