import { dateFormatOnFirstUse } from '#shared/date-format-on-first-use.ts';
import { formatTimeAgo } from '#shared/format.ts';
import { HiddenNotice } from '#web/lib/reporting/hidden-notice.tsx';
import { ReportMenu } from '#web/lib/reporting/report-menu.tsx';
import { cn } from '#web/ui/cn.ts';
import type { ThreadMessage } from '../hooks/use-send-message.ts';

const fullTime = dateFormatOnFirstUse('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Mine on the right in the accent colour, theirs on the left; each says who and when. */
export function MessageBubbles({ messages }: { messages: ThreadMessage[] }) {
  return (
    <ol className="flex flex-col gap-3" aria-label="Messages">
      {messages.map((message) => (
        <li
          key={message.id}
          className={cn(
            'flex max-w-[85%] flex-col gap-1',
            message.mine ? 'items-end self-end' : 'items-start',
          )}
        >
          <div
            className={cn(
              'rounded-2xl px-4 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap',
              message.mine
                ? 'rounded-br-md bg-accent text-accent-ink'
                : 'rounded-bl-md bg-surface-muted text-ink',
              message.pending && 'opacity-70',
            )}
          >
            {message.body}
          </div>
          {message.hiddenReason ? <HiddenNotice compact reason={message.hiddenReason} /> : null}
          <div className="flex items-center gap-1">
            <p className="text-xs text-ink-muted">
              <span>{message.mine ? 'You' : message.senderName}</span>
              {' · '}
              {message.pending ? (
                <span>Sending…</span>
              ) : (
                <time dateTime={message.createdAt} title={fullTime().format(new Date(message.createdAt))}>
                  {formatTimeAgo(message.createdAt)}
                </time>
              )}
            </p>
            {message.mine ? null : (
              <ReportMenu
                label={`More actions for message from ${message.senderName}`}
                target={{
                  targetType: 'message',
                  targetId: message.id,
                  name: `this message from ${message.senderName}`,
                }}
                authorId={message.senderId}
              />
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
