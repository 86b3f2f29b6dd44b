/** Probes a PostgreSQL URL: resolves true when `select 1` answers within 5 s, else the error text. */
const { Client } = require('pg')
exports.probe = async function probe(url) {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch (err) {
    return err.message
  } finally {
    await client.end().catch(() => {})
  }
}
