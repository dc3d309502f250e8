export { serverPlugins } from './plugins.ts';
export { openDatabase, allEntities } from './database.ts';
export { seedDemo, DEMO_LOGINS } from './seed-demo.ts';
export { migrations } from '../migrations/index.ts';
