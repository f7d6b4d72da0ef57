import { z } from 'zod';

/** Who someone is, as another person may see them: never their e-mail. */
export const personRefSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  username: z.string(),
});

/** A person with their picture: a liker, a comment's author, the other side of a conversation. */
export const personWithAvatarSchema = personRefSchema.extend({
  avatarUrl: z.string().nullable(),
});

/** An artist as a card, a post or a search hit names them. */
export const artistRefSchema = personWithAvatarSchema.extend({
  verified: z.boolean(),
});
