// Types of score-rules.mjs, for its unit test.
export interface Mutant {
	id: string;
	mutatorName: string;
	replacement?: string;
	status: string;
	location: { start: { line: number; column: number }; end: { line: number; column: number } };
}
export interface Report {
	projectRoot?: string;
	files: Record< string, { mutants: Mutant[] } >;
}
export interface Equivalent {
	file: string;
	line: number;
	column?: number;
	mutator: string;
	replacement: string;
	reason: string;
}
export interface Score {
	file: string;
	killed: number;
	timeout: number;
	survived: number;
	noCoverage: number;
	equivalent: number;
	invalid: number;
	detected: number;
	valid: number;
	score: number | null;
}
export interface Verdict {
	files: Score[];
	groups: Score[];
	problems: string[];
	ok: boolean;
}
export const BUDGET: { group: string; minimum: number };
export const GROUPS: string[];
export function relativeFile( file: string, projectRoot?: string ): string;
export function groupOf( file: string ): string | null;
export function entryProblems( equivalents: unknown ): string[];
export function percent( detected: number, valid: number ): number | null;
export function fileScores( report: Report, equivalents?: unknown ): { files: Score[]; problems: string[] };
export function groupScores( files: Score[] ): Score[];
export function evaluate( report: Report, equivalents?: unknown ): Verdict;
export function mergeReports( reports: Report[] ): Report;
export function formatScores( verdict: Pick< Verdict, 'files' | 'groups' > ): string[];
