export { default } from './index.mjs';
