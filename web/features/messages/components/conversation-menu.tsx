import { ActionsMenu } from '#web/lib/reporting/actions-menu.tsx';
import { useBlockAction } from '#web/lib/reporting/use-block-action.tsx';

/**
 * The thread header's "…" menu: Block or Unblock the other person. Once either has blocked the
 * other, the server refuses new messages as if the conversation were gone.
 */
export function ConversationMenu({ other }: { other: { id: string; name: string } }) {
  const block = useBlockAction(other);
  return (
    <>
      <ActionsMenu
        label={`More actions for conversation with ${other.name}`}
        actions={block.action ? [block.action] : []}
      />
      {block.dialog}
    </>
  );
}
