export * from './schema';
export * from './defaults';
export * from './format';
export * from './api';
export * from './merge';
export * from './examples';
