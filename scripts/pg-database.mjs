// Creates or drops a database on the PostgreSQL server of PG_SERVER_URL (CI's fresh database per run).
import pg from 'pg';

const [action, name] = process.argv.slice(2);
if (!['create', 'drop'].includes(action) || !/^[a-z0-9_]+$/.test(name ?? '')) {
  console.error('usage: pg-database.mjs create|drop <name>');
  process.exit(2);
}
const client = new pg.Client({
  connectionString: process.env.PG_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
});
await client.connect();
await client.query(
  action === 'create' ? `CREATE DATABASE ${name}` : `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
);
await client.end();
console.log(`${action === 'create' ? 'created' : 'dropped'} database ${name}`);
