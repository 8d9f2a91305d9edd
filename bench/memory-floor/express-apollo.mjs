// Memory floor: express 5 with Apollo Server 5 (one query), no database.
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';

const apollo = new ApolloServer({ typeDefs: 'type Query { hello: String }', resolvers: { Query: { hello: () => 'hello' } } });
await apollo.start();
const app = express();
app.get('/healthz', (_req, res) => res.send('ok'));
app.use('/graphql', express.json(), expressMiddleware(apollo));
app.listen(Number(process.env.PORT), '127.0.0.1');
