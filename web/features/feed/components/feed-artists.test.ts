import { describe, expect, it } from 'vitest';
import type { FeedPost } from '#shared/schemas/feed.ts';
import { listFeedArtists } from './feed-artists.tsx';

const artist = (id: string) => ({
  id,
  name: id,
  username: id,
  avatarUrl: null,
  verified: false,
  location: null,
});
const post = (artistId: string) => ({ artist: artist(artistId) }) as FeedPost;

describe('listFeedArtists', () => {
  it('names each artist once, in feed order, up to the limit', () => {
    const posts = ['a', 'b', 'a', 'c', 'b', 'd'].map(post);
    expect(listFeedArtists(posts).map((a) => a.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(listFeedArtists(posts, 2).map((a) => a.id)).toEqual(['a', 'b']);
  });
});
