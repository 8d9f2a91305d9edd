// Memory floor: the shop's fixed stack with nothing of the shop: express 5, Apollo Server 5 and TypeORM over pg,
// one entity and one query that reads it.
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { DataSource, EntitySchema } from 'typeorm';

const Product = new EntitySchema({ name: 'Product', tableName: 'products', columns: { id: { type: 'uuid', primary: true }, title: { type: 'text' } } });
const dataSource = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, entities: [Product] });
await dataSource.initialize();
const apollo = new ApolloServer({
  typeDefs: 'type Product { id: ID! title: String! } type Query { product(id: ID!): Product }',
  resolvers: { Query: { product: (_parent, { id }) => dataSource.getRepository('Product').findOneBy({ id }) } },
});
await apollo.start();
const app = express();
app.get('/healthz', (_req, res) => res.send('ok'));
app.use('/graphql', express.json(), expressMiddleware(apollo));
app.listen(Number(process.env.PORT), '127.0.0.1');
