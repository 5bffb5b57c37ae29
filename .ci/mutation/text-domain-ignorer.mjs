// A Stryker ignorer: the text domain argument of the i18n calls (`__( text, 'jetpack' )`, `_x`, `_n`, `_nx`). The
// tests run without translations, so no test can see that argument; lint checks it instead (the
// `@wordpress/i18n-text-domain` rule allows only 'jetpack'). Its mutants are reported as ignored, with this reason, and
// not counted. The text itself is mutated like every other string.
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

const I18N_CALLS = [ '__', '_x', '_n', '_nx' ];

export const strykerPlugins = [
	declareValuePlugin( PluginKind.Ignore, 'text-domain', {
		shouldIgnore( path ) {
			const call = path.parentPath;
			const isDomain =
				path.isStringLiteral() &&
				call?.isCallExpression() &&
				call.node.callee.type === 'Identifier' &&
				I18N_CALLS.includes( call.node.callee.name ) &&
				call.node.arguments.length > 1 &&
				call.node.arguments.at( -1 ) === path.node;
			return isDomain ? 'the text domain of an i18n call: checked by lint (@wordpress/i18n-text-domain), invisible without translations' : undefined;
		},
	} ),
];
