export * from './profile';
export * from './username';
export * from './slug';
