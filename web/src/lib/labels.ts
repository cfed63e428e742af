export { labelOf } from '@core/contracts/labels';
