import { createServer, type Server } from 'node:net';

export type ReceivedMail = { from: string; to: string[]; data: string };

/**
 * The smallest SMTP server nodemailer will talk to: the edge of the world for mail tests. It keeps
 * what it receives; `refuse` makes it answer every mail with a permanent error.
 */
export async function startTestSmtpServer(): Promise<{
  url: string;
  received: ReceivedMail[];
  refuse: (yes: boolean) => void;
  close: () => Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  let refusing = false;
  const server: Server = createServer((socket) => {
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    let buffer = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test-smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            if (refusing) reply('554 refused by the test');
            else {
              received.push(mail);
              reply('250 queued');
            }
            mail = { from: '', to: [], data: '' };
          } else mail.data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') mail.from = line;
        if (verb === 'RCPT') mail.to.push(line);
        if (verb === 'DATA') inData = true;
        reply(verb === 'DATA' ? '354 go on' : verb === 'QUIT' ? '221 bye' : '250 ok');
        if (verb === 'QUIT') socket.end();
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (yes) => {
      refusing = yes;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
