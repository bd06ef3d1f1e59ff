export * from './contracts.table.ts';
export * from './notification-reads.table.ts';
export * from './properties.table.ts';
export * from './sessions.table.ts';
export * from './user-tokens.table.ts';
export * from './users.table.ts';
export * from './vendors.table.ts';
export * from './workspaces.table.ts';
