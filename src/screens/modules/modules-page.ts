/**
 * The Modules page's rules (docs/shell.md#modules-page): which modules the search and filters leave, the tags to
 * filter by, and what one action over several selected modules sends. The switch rules are the dashboard's own
 * (module-toggle.ts), so a module that cannot be switched there cannot be switched here either. Pure.
 */
import type { Module } from '../../api/types';
import { moduleUnavailableReason } from '../../lib/module-toggle';
import type { ToggleCaps } from '../../lib/module-toggle';

export type StatusFilter = 'all' | 'active' | 'inactive';

export interface ModuleFilter {
	search: string;
	/** A tag, or '' for every tag. */
	tag: string;
	status: StatusFilter;
}

export type ListedModule = Pick<
	Module,
	'module' | 'name' | 'description' | 'module_tags' | 'activated' | 'search_terms' | 'override' | 'requires_connection' | 'requires_user_connection'
>;

const normalise = ( value: string ): string => value.toLocaleLowerCase();

/** Every tag the modules carry, once each, in alphabetical order. */
export function moduleTags( modules: readonly ListedModule[] ): string[] {
	return [ ...new Set( modules.flatMap( ( module ) => module.module_tags ) ) ].sort( ( a, b ) => a.localeCompare( b ) );
}

/** The modules the filter leaves, by name: the search matches the name, description, tags and search terms. */
export function filterModules< T extends ListedModule >( modules: readonly T[], filter: ModuleFilter ): T[] {
	const words = normalise( filter.search ).match( /\S+/g ) ?? [];
	return modules
		.filter( ( module ) => {
			if ( filter.tag && ! module.module_tags.includes( filter.tag ) ) {
				return false;
			}
			if ( filter.status !== 'all' && module.activated !== ( filter.status === 'active' ) ) {
				return false;
			}
			const haystack = normalise( [ module.name, module.description, module.search_terms, ...module.module_tags ].join( ' ' ) );
			return words.every( ( word ) => haystack.includes( word ) );
		} )
		.sort( ( a, b ) => a.name.localeCompare( b.name ) );
}

export interface BulkPlan {
	/** Slugs to send, in the order given. */
	change: string[];
	/** Selected modules that cannot be switched, with the reason the dashboard would give. */
	refused: { name: string; reason: string }[];
}

/**
 * What "Activate" or "Deactivate" over a selection sends: the modules not already in that state and allowed to change;
 * the others are named with their reason rather than sent to a certain refusal.
 */
export function planBulkChange( selected: readonly ListedModule[], active: boolean, caps: ToggleCaps ): BulkPlan {
	const plan: BulkPlan = { change: [], refused: [] };
	for ( const module of selected ) {
		if ( module.activated === active ) {
			continue;
		}
		const reason = moduleUnavailableReason( module, caps );
		if ( reason ) {
			plan.refused.push( { name: module.name, reason } );
		} else {
			plan.change.push( module.module );
		}
	}
	return plan;
}
