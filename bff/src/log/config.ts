import { z } from 'zod';
import { defineSection, valid } from '../env/section';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LogConfig {
  logLevel: LogLevel;
}

export const logConfig = defineSection(
  {
    LOG_LEVEL: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }))
      .default('info'),
  },
  (env) => valid<LogConfig>({ logLevel: env.LOG_LEVEL }),
);
