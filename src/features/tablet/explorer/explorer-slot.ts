import type { TurnSlot } from '../patient-turn';
import { startExplorer, type ExplorerState } from './explorer-flow';

/**
 * The step in the patient's turn, so changing her language keeps her answers and marks; the
 * idle reset and the next patient forget it with the rest of her turn.
 */
export const explorerSlot: TurnSlot<ExplorerState> = {
  name: 'method-explorer',
  initial: startExplorer,
};
