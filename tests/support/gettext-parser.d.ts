/** The parts of gettext-parser (the translation-file reader behind WordPress' extractor) the tests use. */
declare module 'gettext-parser' {
	interface Translation {
		msgid: string;
		msgctxt?: string;
		msgid_plural?: string;
		msgstr: string[];
		comments?: { reference?: string; extracted?: string; translator?: string };
	}
	interface Catalogue {
		charset?: string;
		headers: Record< string, string >;
		translations: Record< string, Record< string, Translation > >;
	}
	export const po: { parse( input: Buffer | string ): Catalogue; compile( data: Catalogue ): Buffer };
	export const mo: { parse( input: Buffer ): Catalogue; compile( data: Catalogue ): Buffer };
}
