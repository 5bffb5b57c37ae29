export interface SeoTitlePart {
	type: 'token' | 'string';
	value: string;
}
export type SeoPageType = 'front_page' | 'posts' | 'pages' | 'groups' | 'archives';
export type SeoTitleFormats = Partial< Record< SeoPageType, SeoTitlePart[] > >;

export type SettingValue = boolean | number | string | string[] | null | SeoTitleFormats;

/**
 * GET settings: one flat map of option names (docs/api.md#settings-map). Module slugs appear as booleans
 * (is the module active); the rest are the modules' options.
 */
export type Settings = Record< string, SettingValue >;
