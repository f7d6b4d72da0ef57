import type { MailMessage } from './mailer.ts';

/** One part of a mail; the same blocks render the plain text and the HTML. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'facts'; rows: readonly (readonly [label: string, value: string])[] }
  | { kind: 'link'; label: string; url: string };

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Names and services end up in a header: a line break there would start a new header. */
export function toSingleLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

function renderText(blocks: readonly MailBlock[]): string {
  return blocks
    .map((block) => {
      if (block.kind === 'paragraph') return block.text;
      if (block.kind === 'facts') return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
      return `${block.label}: ${block.url}`;
    })
    .join('\n\n');
}

const paragraphStyle = 'margin:0 0 16px;line-height:1.5';

function renderHtml(blocks: readonly MailBlock[]): string {
  const body = blocks
    .map((block) => {
      if (block.kind === 'paragraph') {
        return `<p style="${paragraphStyle}">${escapeHtml(block.text).replace(/\r?\n/g, '<br>')}</p>`;
      }
      if (block.kind === 'facts') {
        const rows = block.rows
          .map(
            ([label, value]) =>
              `<tr><th align="left" style="padding:2px 16px 2px 0;font-weight:600;vertical-align:top">${escapeHtml(label)}</th><td style="padding:2px 0">${escapeHtml(value).replace(/\r?\n/g, '<br>')}</td></tr>`,
          )
          .join('');
        return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
      }
      return `<p style="${paragraphStyle}"><a href="${escapeHtml(block.url)}" style="color:#0f766e">${escapeHtml(block.label)}</a></p>`;
    })
    .join('\n');
  return `<div style="font-family:system-ui,-apple-system,'Segoe UI',sans-serif;font-size:15px;color:#1c1917;max-width:560px">\n${body}\n</div>`;
}

/** A mail from blocks; its one link (if any) is also the message's `link`, which the outbox logs. */
export function composeMail(to: string, subject: string, blocks: readonly MailBlock[]): MailMessage {
  const all: MailBlock[] = [...blocks, { kind: 'paragraph', text: '— Easel' }];
  const link = blocks.find((b): b is Extract<MailBlock, { kind: 'link' }> => b.kind === 'link');
  return {
    to,
    subject: toSingleLine(subject),
    text: renderText(all),
    html: renderHtml(all),
    ...(link ? { link: link.url } : {}),
  };
}
