/**
 * A deprecation is an error in the API tests. pg warns (util.deprecate) when a query is sent on a connection that is
 * still running another ("Calling client.query() when the client is already executing a query…"): queries of one
 * transaction sent at once, which pg 9 will refuse. With this, the first such call in a test file throws inside
 * the code that made it, and the test that drove it fails.
 */
process.throwDeprecation = true;
