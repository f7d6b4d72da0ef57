import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedPost } from '#shared/schemas/feed.ts';
import type { MediaComment } from '#shared/schemas/media.ts';
import { createDeferred, jsonResponse, stubFetch } from '#web/app/test-fetch.ts';
import { clearToasts } from '#web/ui/toast-store.ts';
import { makePost, reader, renderWithApp, signIn, verifyHandler } from '../test-kit.tsx';
import { FeedList } from './feed-list.tsx';

type Init = RequestInit | undefined;
const feedWith =
  (...posts: FeedPost[]) =>
  () =>
    jsonResponse(200, { success: true, posts, nextCursor: null });
const method = (init: Init) => init?.method ?? 'GET';

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

async function firstPost() {
  const [article] = await screen.findAllByRole('article');
  return article!;
}

describe('feed post actions', () => {
  it('likes at once, then puts the like back and says why when the server refuses', async () => {
    signIn();
    const post = makePost(1);
    const answer = createDeferred<Response>();
    const calls: string[] = [];
    stubFetch({
      '/api/v1/auth/verify': () => jsonResponse(200, verifyHandler()),
      '/api/v1/feed': feedWith(post),
      [`/api/v1/media/${post.id}/like`]: (_url, init) => {
        calls.push(method(init));
        return answer.promise;
      },
    });
    renderWithApp(<FeedList />);
    // The name carries the visible count, so voice control can find the button by what it shows.
    const like = within(await firstPost()).getByRole('button', { name: 'Like Artwork 1 (3)' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveTextContent('3');

    await userEvent.click(like);
    // Optimistic: pressed and counted before the server has answered.
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveTextContent('4');
    expect(like).toHaveAccessibleName('Like Artwork 1 (4)');
    expect(calls).toEqual(['POST']);

    answer.resolve(jsonResponse(409, { success: false, message: 'Likes are paused for maintenance' }));
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(like).toHaveTextContent('3');
    expect(await screen.findByText('Likes are paused for maintenance')).toBeInTheDocument();
  });

  it("keeps the server's count after a like and an unlike", async () => {
    signIn();
    const post = makePost(1);
    stubFetch({
      '/api/v1/auth/verify': () => jsonResponse(200, verifyHandler()),
      '/api/v1/feed': feedWith(post),
      [`/api/v1/media/${post.id}/like`]: (_url, init) =>
        jsonResponse(
          200,
          method(init) === 'POST'
            ? { success: true, liked: true, likes: 10 }
            : { success: true, liked: false, likes: 9 },
        ),
    });
    renderWithApp(<FeedList />);
    const like = within(await firstPost()).getByRole('button', { name: /^Like Artwork 1 \(/ });
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveTextContent('10'));
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveTextContent('9'));
    expect(like).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks a signed-out visitor to sign in and sends nothing', async () => {
    const post = makePost(1, { price: 80 });
    const calls = stubFetch({ '/api/v1/feed': feedWith(post) });
    renderWithApp(<FeedList />);
    const article = await firstPost();
    // Found before the dialog opens: a modal hides the page behind it from the accessibility tree.
    const like = within(article).getByRole('button', { name: /^Like Artwork 1 \(/ });
    const save = within(article).getByRole('button', { name: 'Save Artwork 1' });
    const offer = within(article).getByRole('button', { name: 'Make Offer' });

    await userEvent.click(like);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(like).toHaveTextContent('3');
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(save);
    await screen.findByRole('heading', { name: 'Welcome back' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(offer);
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(screen.queryByRole('dialog', { name: 'Make an offer' })).toBeNull();

    expect(calls.filter((url) => url.includes('/media/'))).toEqual([]);
  });

  it('opens a real thread: adds a comment, and the author deletes it after confirming', async () => {
    signIn();
    const post = makePost(1);
    const existing: MediaComment = {
      id: '33333333-3333-4333-8333-333333333333',
      body: 'Lovely glaze',
      createdAt: new Date().toISOString(),
      author: {
        id: '44444444-4444-4444-8444-444444444444',
        name: 'Casey Patel',
        username: 'casey',
        avatarUrl: null,
      },
      canDelete: false,
      hiddenReason: null,
    };
    const mine: MediaComment = {
      ...existing,
      id: '55555555-5555-4555-8555-555555555555',
      body: 'The colours are stunning',
      author: { id: reader.id, name: reader.name, username: reader.username, avatarUrl: null },
      canDelete: true,
    };
    const sent: unknown[] = [];
    const deleted: string[] = [];
    stubFetch({
      '/api/v1/auth/verify': () => jsonResponse(200, verifyHandler()),
      '/api/v1/feed': feedWith(post),
      [`/api/v1/media/${post.id}/comments`]: (_url, init) => {
        if (method(init) === 'POST') {
          sent.push(JSON.parse(String(init?.body)));
          return jsonResponse(201, { success: true, data: mine });
        }
        return jsonResponse(200, { success: true, data: [existing], nextCursor: null });
      },
      [`/api/v1/media/${post.id}/comments/${mine.id}`]: (_url, init) => {
        deleted.push(method(init));
        return jsonResponse(200, { success: true });
      },
    });
    renderWithApp(<FeedList />);
    const article = await firstPost();
    const toggle = within(article).getByRole('button', { name: 'Comments on Artwork 1 (1)' });
    expect(toggle).toHaveTextContent('1');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const thread = within(article).getByRole('region', { name: 'Comments on Artwork 1' });
    expect(await within(thread).findByText('Lovely glaze')).toBeInTheDocument();
    expect(within(thread).queryByRole('button', { name: /Delete comment/ })).toBeNull();

    await userEvent.click(within(thread).getByRole('button', { name: 'Post comment' }));
    expect(await within(thread).findByText('Comment cannot be empty')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(
      within(thread).getByRole('textbox', { name: 'Add a comment' }),
      '  The colours are stunning ',
    );
    await userEvent.click(within(thread).getByRole('button', { name: 'Post comment' }));
    expect(await within(thread).findByText('The colours are stunning')).toBeInTheDocument();
    expect(sent).toEqual([{ body: 'The colours are stunning' }]);
    expect(toggle).toHaveTextContent('2');
    expect(within(thread).getByRole('textbox', { name: 'Add a comment' })).toHaveValue('');

    await userEvent.click(within(thread).getByRole('button', { name: 'Delete comment by Sam Rivera' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete comment' }));
    await waitFor(() => expect(within(thread).queryByText('The colours are stunning')).toBeNull());
    expect(deleted).toEqual(['DELETE']);
    expect(toggle).toHaveTextContent('1');
  });

  it('shows Make Offer on a priced work and sends the offer; the server message is the toast', async () => {
    signIn();
    const post = makePost(1, { price: 450 });
    const offers: unknown[] = [];
    stubFetch({
      '/api/v1/auth/verify': () => jsonResponse(200, verifyHandler()),
      '/api/v1/feed': feedWith(post),
      [`/api/v1/media/${post.id}/offer`]: (_url, init) => {
        offers.push(JSON.parse(String(init?.body)));
        return jsonResponse(201, { success: true, message: 'Your offer was sent to the artist.' });
      },
    });
    renderWithApp(<FeedList />);
    const article = await firstPost();
    expect(within(article).queryByRole('button', { name: 'View Details' })).toBeNull();
    await userEvent.click(within(article).getByRole('button', { name: 'Make Offer' }));

    const dialog = await screen.findByRole('dialog', { name: 'Make an offer' });
    const amount = within(dialog).getByRole('spinbutton', { name: /Your offer/ });
    expect(amount).toHaveValue(450);
    await userEvent.clear(amount);
    await userEvent.type(amount, '400');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'For my studio');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));

    expect(await screen.findByText('Your offer was sent to the artist.')).toBeInTheDocument();
    expect(offers).toEqual([{ amount: 400, message: 'For my studio' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells someone who blocked the artist why no offer can go, in place of the form', async () => {
    signIn();
    const post = makePost(1, { price: 450 });
    const offers: unknown[] = [];
    stubFetch({
      '/api/v1/auth/verify': () => jsonResponse(200, verifyHandler()),
      '/api/v1/feed': feedWith(post),
      '/api/v1/blocks': () =>
        jsonResponse(200, {
          success: true,
          data: [{ ...post.artist, blockedAt: '2026-11-20T10:00:00.000Z' }],
        }),
      [`/api/v1/media/${post.id}/offer`]: (_url, init) => {
        offers.push(JSON.parse(String(init?.body)));
        return jsonResponse(404, { success: false, message: 'Artwork not found' });
      },
    });
    renderWithApp(<FeedList />);
    await userEvent.click(within(await firstPost()).getByRole('button', { name: 'Make Offer' }));

    const dialog = await screen.findByRole('dialog', { name: 'Make an offer' });
    expect(await within(dialog).findByRole('note')).toHaveTextContent(
      'You blocked Maya ChenYou cannot make offers on their work until you unblock them.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Send offer' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Unblock' })).toBeEnabled();
    expect(offers).toEqual([]);
  });

  it('shows View Details on an unpriced work: the detail dialog loads the work and records a view', async () => {
    const post = makePost(1);
    const views: string[] = [];
    stubFetch({
      '/api/v1/feed': feedWith(post),
      [`/api/v1/media/${post.id}`]: () =>
        jsonResponse(200, {
          success: true,
          data: {
            id: post.id,
            title: 'Artwork 1',
            caption: 'Caption 1, at length',
            type: 'image',
            url: '/api/v1/files/media/1.webp',
            originalUrl: null,
            thumbnail: null,
            width: 800,
            height: 1000,
            tags: ['ceramics', 'moon jar', 'stoneware', 'glaze'],
            uploadDate: post.createdAt,
            likes: 3,
            views: 12,
            downloads: 0,
            comments: 0,
            allowDownload: false,
            price: null,
            editionSize: null,
            published: true,
            hiddenReason: null,
            artist: { id: post.artist.id, name: 'Maya Chen', username: 'maya', avatarUrl: null },
            viewer: { liked: false, saved: false, isOwner: false },
          },
        }),
      [`/api/v1/media/${post.id}/view`]: (_url, init) => {
        views.push(method(init));
        return jsonResponse(200, { success: true, views: 13, counted: true });
      },
      [`/api/v1/media/${post.id}/comments`]: () =>
        jsonResponse(200, { success: true, data: [], nextCursor: null }),
    });
    renderWithApp(<FeedList />);
    const article = await firstPost();
    expect(within(article).queryByRole('button', { name: 'Make Offer' })).toBeNull();
    await userEvent.click(within(article).getByRole('button', { name: 'View Details' }));

    const dialog = await screen.findByRole('dialog', { name: 'Artwork 1' });
    expect(await within(dialog).findByText('Caption 1, at length')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Tags' })).toHaveTextContent('#glaze');
    expect(within(dialog).getByRole('img', { name: 'Artwork 1' })).toHaveAttribute(
      'src',
      '/api/v1/files/media/1.webp',
    );
    expect(await within(dialog).findByText('No comments yet. Start the conversation.')).toBeInTheDocument();
    await waitFor(() => expect(views).toEqual(['POST']));
    await waitFor(() =>
      expect(
        within(dialog).getByText((_, el) => el?.tagName === 'SPAN' && el.textContent === '13 views'),
      ).toBeVisible(),
    );
  });
});
