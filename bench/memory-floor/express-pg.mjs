// Memory floor: express 5 and a pg pool that has connected, answering /healthz.
import express from 'express';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
await pool.query('select 1');
const app = express();
app.get('/healthz', (_req, res) => res.send('ok'));
app.listen(Number(process.env.PORT), '127.0.0.1');
