export * from './thinning';
export * from './api';
export * from './diff';
