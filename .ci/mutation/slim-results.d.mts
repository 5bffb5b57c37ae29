// Types of slim-results.mjs, for its unit test.
export function slimResults< Report extends object >( report: Report ): Partial< Report >;
export function slimFiles( files: string[] ): void;
