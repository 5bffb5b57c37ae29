/**
 * The demo site's developer preview (docs/shell.md#footer dev tools): GET/POST dev-tools/preview. Only a development
 * version answers; the change is made on the site, so every later call and the next page load show it.
 */
import { callRoute } from './call-route';
import { ROUTES } from './routes';
import type { DevToolsPreview } from './dev-tools-preview';

export * from './dev-tools-preview';

export const fetchDevToolsPreview = () => callRoute( ROUTES.devToolsPreview );

/** Changes any of the previewed facts; unknown values are refused (400) and nothing changes. */
export const updateDevToolsPreview = ( change: Partial< DevToolsPreview > ) =>
	callRoute( ROUTES.updateDevToolsPreview, { data: change } );
