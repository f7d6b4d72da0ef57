import { describeSpelledLimits } from './spelled-limits.ts';

// The per-route and global limits, counted in each instance's memory (no REDIS_URL).
describeSpelledLimits('rate limits in memory, however the path is spelled', {}, '10.61');
