import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGE_REQUIRED_MESSAGE } from '#shared/schemas/messages.ts';
import { MessageComposer } from './message-composer.tsx';

describe('message composer', () => {
  it('sends once on a double click, without calling the second press an empty message', async () => {
    const onSend = vi.fn(() => Promise.resolve());
    render(<MessageComposer onSend={onSend} error={null} recipientName="Sam Rivera" />);
    await userEvent.type(screen.getByLabelText('Message to Sam Rivera'), 'Would Friday suit you?');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('Would Friday suit you?');
    expect(screen.queryByText(MESSAGE_REQUIRED_MESSAGE)).toBeNull();
  });

  it('still asks for words when nothing was written', async () => {
    const onSend = vi.fn(() => Promise.resolve());
    render(<MessageComposer onSend={onSend} error={null} recipientName="Sam Rivera" />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText(MESSAGE_REQUIRED_MESSAGE)).toBeVisible();
    // After a send, typing and clearing again is a new attempt, and is told the same.
    await userEvent.type(screen.getByLabelText('Message to Sam Rivera'), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.type(screen.getByLabelText('Message to Sam Rivera'), 'x{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText(MESSAGE_REQUIRED_MESSAGE)).toBeVisible();
    expect(onSend).toHaveBeenCalledTimes(1);
  });
});
