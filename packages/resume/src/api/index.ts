/** The web-server contract: request schemas (validated by the server, typed for the client) and response types. */
export * from './resumes';
export * from './shares';
export * from './account';
export * from './account-export';
export * from './api-keys';
export * from './answers';
export * from './targets';
export * from './target-answers';
