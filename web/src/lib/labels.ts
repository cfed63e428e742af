export { labelOf } from '../../../src/contracts/labels';
