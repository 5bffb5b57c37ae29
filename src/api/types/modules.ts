export type ModuleOverride = 'active' | 'inactive' | false;

export type ModuleOptionValue = boolean | number | string | string[] | null;

export interface ModuleOption {
	type: 'boolean' | 'string' | 'integer' | 'array' | 'object';
	default: ModuleOptionValue;
	current_value: ModuleOptionValue;
	enum?: string[];
	enum_labels?: Record< string, string >;
}

export interface Module {
	module: string;
	name: string;
	description: string;
	long_description: string;
	short_description: string;
	learn_more_button: string;
	search_terms: string;
	additional_search_queries: string;
	/** Feature groups such as 'Security', 'Appearance', 'Traffic'. */
	feature: string[];
	module_tags: string[];
	activated: boolean;
	available: boolean;
	requires_connection: boolean;
	requires_user_connection: boolean;
	auto_activate: string;
	free: boolean;
	plan_classes: string[];
	override: ModuleOverride;
	options: Record< string, ModuleOption >;
	configurable: boolean;
	configure_url: string;
	extra?: { sitemap_url?: string; news_sitemap_url?: string };
}

/** GET module/all, also printed as Initial_State.getModules. */
export type ModuleMap = Record< string, Module >;

export type ModuleOptionsUpdate = Record< string, ModuleOptionValue >;
