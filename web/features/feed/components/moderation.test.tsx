import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaComment, MediaItem } from '#shared/schemas/media.ts';
import { jsonResponse, stubFetch } from '#web/app/test-fetch.ts';
import { clearToasts } from '#web/ui/toast-store.ts';
import { makePost, reader, renderWithApp, signIn, verifyHandler } from '../test-kit.tsx';
import { FeedList } from './feed-list.tsx';

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

const casey = {
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Casey Patel',
  username: 'casey',
  avatarUrl: null,
};

function comment(overrides: Partial<MediaComment>): MediaComment {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    body: 'Lovely glaze',
    createdAt: new Date().toISOString(),
    author: casey,
    canDelete: false,
    hiddenReason: null,
    ...overrides,
  };
}

function mediaItem(id: string, overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    id,
    title: 'Artwork 1',
    caption: '',
    type: 'image',
    url: '/api/v1/files/media/1.webp',
    previewOnly: false,
    hiddenReason: null,
    originalUrl: null,
    thumbnail: null,
    renditions: [],
    width: 800,
    height: 1000,
    tags: [],
    uploadDate: new Date().toISOString(),
    likes: 0,
    views: 1,
    downloads: 0,
    comments: 0,
    allowDownload: false,
    price: null,
    editionSize: null,
    published: true,
    artist: {
      id: '11111111-1111-4111-8111-111111111111',
      name: 'Maya Chen',
      username: 'maya',
      avatarUrl: null,
    },
    viewer: { liked: false, saved: false, isOwner: false },
    ...overrides,
  };
}

describe('reporting and moderation in the feed', () => {
  it('offers Report on others’ comments only, and tells the author why their comment is hidden', async () => {
    signIn();
    const post = makePost(1);
    const theirs = comment({});
    const hiddenMine = comment({
      id: '55555555-5555-4555-8555-555555555555',
      body: 'Buy followers at my site',
      author: { id: reader.id, name: reader.name, username: reader.username, avatarUrl: null },
      canDelete: true,
      hiddenReason: 'Advertising is not allowed in comments',
    });
    const reports: unknown[] = [];
    stubFetch({
      '/api/v1/auth/verify': () => jsonResponse(200, verifyHandler()),
      '/api/v1/feed': () => jsonResponse(200, { success: true, posts: [post], nextCursor: null }),
      [`/api/v1/media/${post.id}/comments`]: () =>
        jsonResponse(200, { success: true, data: [theirs, hiddenMine], nextCursor: null }),
      '/api/v1/reports': (_url, init) => {
        reports.push(JSON.parse(String(init?.body)));
        return jsonResponse(201, {
          success: true,
          message: 'Thank you. Our team will look at your report.',
          data: { id: '99999999-9999-4999-8999-999999999999', status: 'open', duplicate: false },
        });
      },
    });
    renderWithApp(<FeedList />);
    const [article] = await screen.findAllByRole('article');
    await userEvent.click(within(article!).getByRole('button', { name: /^Comments on Artwork 1/ }));
    const thread = within(article!).getByRole('region', { name: 'Comments on Artwork 1' });

    const [caseyItem, mineItem] = await within(thread).findAllByRole('listitem');
    const notice = within(mineItem!).getByRole('note');
    expect(notice).toHaveTextContent('Hidden by moderation');
    expect(notice).toHaveTextContent('Reason: Advertising is not allowed in comments');
    expect(within(mineItem!).queryByRole('button', { name: /More actions/ })).toBeNull();
    expect(within(caseyItem!).queryByRole('note')).toBeNull();

    await userEvent.click(
      within(caseyItem!).getByRole('button', { name: 'More actions for comment by Casey Patel' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report comment' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Harassment' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit report' }));
    expect(await screen.findByText('Thank you. Our team will look at your report.')).toBeInTheDocument();
    expect(reports).toEqual([
      { targetType: 'comment', targetId: theirs.id, reason: 'harassment', details: '' },
    ]);
  });

  it('shows the artist a hidden notice in the detail of their own work, with no Report', async () => {
    signIn();
    const post = makePost(1);
    const own = mediaItem(post.id, {
      artist: { id: reader.id, name: reader.name, username: reader.username, avatarUrl: null },
      viewer: { liked: false, saved: false, isOwner: true },
      hiddenReason: 'Reported as another artist’s photograph',
    });
    stubFetch({
      '/api/v1/auth/verify': () => jsonResponse(200, verifyHandler()),
      '/api/v1/feed': () => jsonResponse(200, { success: true, posts: [post], nextCursor: null }),
      [`/api/v1/media/${post.id}`]: () => jsonResponse(200, { success: true, data: own }),
      [`/api/v1/media/${post.id}/view`]: () => jsonResponse(200, { success: true, views: 2, counted: true }),
      [`/api/v1/media/${post.id}/comments`]: () =>
        jsonResponse(200, { success: true, data: [], nextCursor: null }),
    });
    renderWithApp(<FeedList />);
    const [article] = await screen.findAllByRole('article');
    await userEvent.click(within(article!).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Artwork 1' });
    const notice = await within(dialog).findByRole('note');
    expect(notice).toHaveTextContent('Hidden by moderation');
    expect(notice).toHaveTextContent('Reported as another artist’s photograph');
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: /More actions/ })).toBeNull());
  });

  it('offers Report in the detail of someone else’s work', async () => {
    signIn();
    const post = makePost(1);
    stubFetch({
      '/api/v1/auth/verify': () => jsonResponse(200, verifyHandler()),
      '/api/v1/feed': () => jsonResponse(200, { success: true, posts: [post], nextCursor: null }),
      [`/api/v1/media/${post.id}`]: () => jsonResponse(200, { success: true, data: mediaItem(post.id) }),
      [`/api/v1/media/${post.id}/view`]: () => jsonResponse(200, { success: true, views: 2, counted: true }),
      [`/api/v1/media/${post.id}/comments`]: () =>
        jsonResponse(200, { success: true, data: [], nextCursor: null }),
    });
    renderWithApp(<FeedList />);
    const [article] = await screen.findAllByRole('article');
    await userEvent.click(within(article!).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Artwork 1' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'More actions for Artwork 1' }));
    expect(await screen.findByRole('menuitem', { name: 'Report' })).toBeVisible();
    expect(within(dialog).queryByRole('note')).toBeNull();
  });
});
