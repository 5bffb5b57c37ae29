/** Leaves the app for another address. One place, so tests can watch it instead of leaving jsdom. */
export const browser = {
	assign( url: string ): void {
		window.location.assign( url );
	},
};

export function navigateTo( url: string ): void {
	browser.assign( url );
}
