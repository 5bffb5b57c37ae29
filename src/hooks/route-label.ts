/**
 * The navigation label of the route on screen, handed down by the shell: a screen may show it as its heading
 * without reaching back into the route table, which belongs to the shell.
 */
import { createContext, useContext } from 'react';

export const RouteLabelContext = createContext( '' );

export function useRouteLabel(): string {
	return useContext( RouteLabelContext );
}
