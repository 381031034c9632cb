import type { Method } from '../../domain/clinical/methods';
import { methodsByFit } from '../../domain/explorer/fit';
import { METHOD_CARDS } from '../../domain/explorer/method-cards';
import type { ExplorerMethod, Priorities } from '../../domain/explorer/model';

/** A method the visit allows, in her order, with the explorer's methods of it she marked. */
export interface InHerOrder {
  method: Method;
  marked: ExplorerMethod[];
}

/**
 * The methods `allowed` by the visit, in the order of what she told the tablet mattered to her
 * (domain/explorer/fit.ts): each at the place of its best-fitting method in the explorer (the
 * combined pill, patch and ring are the visit's one CHC column), with those she marked. Her
 * order, not a safety statement: which are allowed is the visit's check alone.
 */
export function inHerOrder(priorities: Priorities, allowed: readonly Method[]): InHerOrder[] {
  const order = methodsByFit(priorities.answers);
  const of = (method: Method) =>
    order.filter((explorerMethod) => METHOD_CARDS[explorerMethod].visitMethod === method);
  const place = (method: Method) => order.indexOf(of(method)[0]!);
  return [...allowed]
    .sort((a, b) => place(a) - place(b))
    .map((method) => ({
      method,
      marked: of(method).filter((each) => priorities.marked.includes(each)),
    }));
}
