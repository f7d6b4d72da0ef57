import { randomInt } from 'node:crypto';
import { describeSpelledLimits } from './spelled-limits.ts';

// Needs a real Redis (TEST_REDIS_URL). RedisStore keys a route's counter by its registered URL;
// clients of their own per run, so runs sharing the Redis server never see each other's counts.
describeSpelledLimits(
  'rate limits in Redis, however the path is spelled',
  { REDIS_URL: process.env.TEST_REDIS_URL! },
  `10.${randomInt(62, 256)}`,
);
