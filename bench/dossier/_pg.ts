import { startEmbeddedPostgres } from '@app/core/server';
const db = await startEmbeddedPostgres({ dataDir: '/tmp/benchdata/pg', port: 5615, database: 'bench', persistent: true });
console.log(db.url);
setInterval(() => {}, 1 << 30);
