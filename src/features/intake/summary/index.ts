export { IntakeSummary } from './IntakeSummary';
export { LabProfile } from './LabProfile';
