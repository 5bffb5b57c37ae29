/**
 * The arguments of a declared route (rest-routes.ts), as WordPress registers them: each body parameter's JSON Schema, in
 * the subset WordPress validates (draft 04), with WordPress' own `required` flag on the parameter itself. The demo site
 * validates them (src/demo/backend/route-arg-checks.ts), and the plugin registers them as the route's `args`, so WordPress
 * validates them there (docs/api.md#arguments). Types only: the generator reads rest-routes.ts in Node.
 */

export type SchemaType = 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object' | 'null';

export interface ArgSchema {
	/** One type, or several (a string or null). */
	readonly type: SchemaType | readonly SchemaType[];
	readonly enum?: readonly ( string | number | boolean )[];
	readonly minimum?: number;
	readonly maximum?: number;
	readonly minLength?: number;
	readonly maxLength?: number;
	/** A regular expression's source, as WordPress reads it: not anchored unless it says so. */
	readonly pattern?: string;
	readonly items?: ArgSchema;
	readonly minItems?: number;
	readonly maxItems?: number;
	readonly properties?: Readonly< Record< string, ArgSchema > >;
	/** Inside an object: the properties it must have (draft 04). */
	readonly required?: readonly string[];
	readonly minProperties?: number;
	readonly additionalProperties?: boolean;
}

/**
 * A body parameter: its schema, and whether the request must send it (WordPress' own flag; an object parameter that
 * must have a property says so with `minProperties` and `additionalProperties`, as WordPress reads no list there).
 */
export type RouteArg = Omit< ArgSchema, 'required' > & { readonly required?: boolean };

/** The schema type of a TypeScript value type. */
type SchemaTypeOf< Value > = Value extends boolean
	? 'boolean'
	: Value extends number
	? 'integer' | 'number'
	: Value extends string
	? 'string'
	: Value extends readonly unknown[]
	? 'array'
	: Value extends null
	? 'null'
	: 'object';

/**
 * The arguments that match a declared body type: one per field, of the field's type, required unless the field is
 * optional. A field added to the body type without its schema, or a schema of another type, does not compile.
 */
export type ArgsFor< Body > = {
	readonly [ Name in keyof Body ]-?: RouteArg & { readonly type: SchemaTypeOf< Exclude< Body[ Name ], undefined > > } & ( undefined extends Body[ Name ]
			? { readonly required?: false }
			: { readonly required: true } );
};
