export { labelOf } from '@contracts/labels';
