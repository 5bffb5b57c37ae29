/**
 * What the page printed that decides the calls the opened screen sends at boot (docs/api.md#start-calls): known before
 * the store exists, and read as the store's selectors read the same data once it does.
 */
import type { InitialSiteData, InitialState, ModuleMap, Settings } from '../api/types';
import { capabilitiesOf } from './permissions';
import type { Capabilities } from './permissions';

export interface PageFacts {
	caps: Capabilities;
	modules: ModuleMap;
	settings: Settings;
	siteData: InitialSiteData;
	/** Whether the store welcome was seen: at boot, what the server remembers. */
	storeWelcomeSeen: boolean;
}

export function pageFactsOf( initial: InitialState ): PageFacts {
	return {
		caps: capabilitiesOf( initial.connectionStatus, initial.userData.currentUser, initial.siteData ),
		modules: initial.getModules,
		settings: initial.settings,
		siteData: initial.siteData,
		storeWelcomeSeen: initial.siteData.hasSeenWCConnectionModal,
	};
}
