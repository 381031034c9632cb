import { describe, expect, it } from 'vitest';
import { answer, back, begin, QUESTIONS, skip, startExplorer, toggleMark } from './explorer-flow';

describe('the method explorer’s steps', () => {
  it('goes from the offer through every question to the comparison, and back', () => {
    let state = begin(startExplorer());
    expect(state.at).toBe('prevent_pregnancy');
    state = answer(state, 'prevent_pregnancy', 'very');
    expect(state.at).toBe('how_often');
    for (let left = QUESTIONS.length - 1; left > 0; left -= 1) state = skip(state);
    expect(state.at).toBe('compare');
    expect(back(state).at).toBe('infections');
    expect(back(begin(startExplorer())).at).toBe('offer');
    expect(state.priorities.answers).toEqual({ prevent_pregnancy: 'very' });
  });

  it('takes back an answer when she skips a question she had answered', () => {
    const answered = answer(begin(startExplorer()), 'prevent_pregnancy', 'somewhat');
    const skipped = skip(back(answered));
    expect(skipped.priorities.answers).toEqual({});
    expect(skipped.at).toBe('how_often');
  });

  it('marks and unmarks methods, in the order she marks them', () => {
    let state = startExplorer();
    for (const method of ['shot', 'implant', 'ring'] as const) state = toggleMark(state, method);
    state = toggleMark(state, 'implant');
    expect(state.priorities.marked).toEqual(['shot', 'ring']);
  });
});
