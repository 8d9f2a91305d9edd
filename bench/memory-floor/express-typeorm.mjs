// Memory floor: express 5 with a TypeORM data source over pg (one entity), no GraphQL.
import express from 'express';
import { DataSource, EntitySchema } from 'typeorm';

const Product = new EntitySchema({ name: 'Product', tableName: 'products', columns: { id: { type: 'uuid', primary: true }, title: { type: 'text' } } });
const dataSource = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, entities: [Product] });
await dataSource.initialize();
const app = express();
app.get('/healthz', (_req, res) => res.send('ok'));
app.listen(Number(process.env.PORT), '127.0.0.1');
