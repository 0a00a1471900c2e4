import type { Config } from 'jest';

declare const swcTransform: NonNullable<Config['transform']>;
export = swcTransform;
