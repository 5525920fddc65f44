// Types of scripts/test-databases.mjs, for the TypeScript test support that imports it.
export type TestDialect = 'sqlite' | 'postgres';
export const ALL_DIALECTS: readonly TestDialect[];
export const DEFAULT_TEST_DATABASE_URL: string;
export function testDatabaseUrl(): string;
export function parseTestDialects(raw?: string): TestDialect[];
export function displayUrl(url: string): string;
export function postgresUnreachableMessage(url: string, error: unknown): string;
export function postgresProblem(url?: string): Promise<string | undefined>;
export function checkPostgres(url?: string): Promise<void>;
export function setup(): Promise<void>;
