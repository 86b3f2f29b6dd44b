/**
 * The SMTP mailer (SMTP_URL set): nodemailer delivers to the configured server. A minimal SMTP server in
 * the test records what arrives.
 */
import { once } from 'node:events'
import { createServer, type Server, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../src/db/client.ts'
import { createMailer } from '../../src/platform/mail/create-mailer.ts'

/** One received message: envelope and raw DATA. */
interface Received {
  from: string
  to: string[]
  data: string
}

/** A tiny SMTP server (no TLS, no auth) that accepts every message into `received`. */
function startFakeSmtp(received: Received[]): Server {
  return createServer((socket: Socket) => {
    let buffer = ''
    let inData = false
    let current: Received = { from: '', to: [], data: '' }
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 fake.smtp ESMTP')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end < 0) return
          current.data = buffer.slice(0, end)
          buffer = buffer.slice(end + 5)
          inData = false
          received.push(current)
          current = { from: '', to: [], data: '' }
          reply('250 OK queued')
          continue
        }
        const eol = buffer.indexOf('\r\n')
        if (eol < 0) return
        const line = buffer.slice(0, eol)
        buffer = buffer.slice(eol + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'MAIL') current.from = line
        if (verb === 'RCPT') current.to.push(line)
        if (verb === 'DATA') inData = true
        reply(verb === 'DATA' ? '354 go ahead' : verb === 'QUIT' ? '221 bye' : '250 OK')
        if (verb === 'QUIT') socket.end()
      }
    })
  })
}

const received: Received[] = []
let server: Server
let port: number

beforeAll(async () => {
  server = startFakeSmtp(received)
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  port = (server.address() as { port: number }).port
})

afterAll(async () => {
  server?.close()
})

describe('SMTP mailer', () => {
  it('sends through the SMTP server of SMTP_URL, from MAIL_FROM, never touching the database', async () => {
    const noDb = new Proxy({} as DatabaseHandle['db'], {
      get() {
        throw new Error('the SMTP mailer must not use the database')
      },
    })
    const mailer = createMailer(noDb, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'UNACS <no-reply@uni.example.edu>',
    })
    await mailer.send({
      to: 'aday@example.org',
      subject: 'Doğrulama kodu',
      text: 'Kodunuz: 123456',
      attachments: [{ filename: 'not.txt', content: 'ek dosya' }],
    })
    await mailer.close()
    expect(received).toHaveLength(1)
    const [mail] = received
    expect(mail?.from).toContain('no-reply@uni.example.edu')
    expect(mail?.to).toEqual([expect.stringContaining('aday@example.org')])
    expect(mail?.data).toMatch(/^To: aday@example\.org/m)
    expect(mail?.data).toContain('not.txt')
  })
})
