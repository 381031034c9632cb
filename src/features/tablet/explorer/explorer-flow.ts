import {
  PRIORITY_QUESTIONS,
  type ExplorerMethod,
  type Priorities,
  type PriorityAnswer,
  type PriorityQuestion,
} from '../../../domain/explorer/model';

/** The questions of "What matters to you?", one a screen, in the model's order. */
export const QUESTIONS = Object.keys(PRIORITY_QUESTIONS) as PriorityQuestion[];

/**
 * Where she is in the step: its offer, one of its questions, or every method compared
 * (docs/method-explorer.md).
 */
type ExplorerAt = 'offer' | PriorityQuestion | 'compare';

export interface ExplorerState {
  at: ExplorerAt;
  priorities: Priorities;
}

export const startExplorer = (): ExplorerState => ({
  at: 'offer',
  priorities: { answers: {}, marked: [] },
});

/** The offer taken: her first question. */
export const begin = (state: ExplorerState): ExplorerState => ({ ...state, at: QUESTIONS[0]! });

/** The screen after a question: the next one, the comparison after the last. */
const after = (question: PriorityQuestion): ExplorerAt =>
  QUESTIONS[QUESTIONS.indexOf(question) + 1] ?? 'compare';

/** The screen before `at`: the last question before the comparison, the offer before the first. */
export function back(state: ExplorerState): ExplorerState {
  const { at } = state;
  if (at === 'offer') return state;
  const index = at === 'compare' ? QUESTIONS.length : QUESTIONS.indexOf(at);
  return { ...state, at: QUESTIONS[index - 1] ?? 'offer' };
}

/** Her answer to the question on screen, and on to the next. */
export function answer<Q extends PriorityQuestion>(
  state: ExplorerState,
  question: Q,
  value: PriorityAnswer<Q>,
): ExplorerState {
  const answers = { ...state.priorities.answers, [question]: value };
  return { at: after(question), priorities: { ...state.priorities, answers } };
}

/** The question on screen left unanswered (an answer given before is taken back), and on. */
export function skip(state: ExplorerState): ExplorerState {
  const { at } = state;
  if (at === 'offer' || at === 'compare') return state;
  const answers = { ...state.priorities.answers };
  delete answers[at];
  return { at: after(at), priorities: { ...state.priorities, answers } };
}

/** A method marked to ask about, or unmarked; marks stay in the order she made them. */
export function toggleMark(state: ExplorerState, method: ExplorerMethod): ExplorerState {
  const { marked } = state.priorities;
  const next = marked.includes(method)
    ? marked.filter((each) => each !== method)
    : [...marked, method];
  return { ...state, priorities: { ...state.priorities, marked: next } };
}

/** "Question 3 of 8" for the question on screen. */
export const questionNumber = (question: PriorityQuestion) => QUESTIONS.indexOf(question) + 1;
