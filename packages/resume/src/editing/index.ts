export * from './lists';
export * from './skills';
export * from './custom';
export * from './resume-ops';
export * from './import-review';
