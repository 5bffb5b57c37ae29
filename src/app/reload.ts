/**
 * Reloading the whole page, behind an object of its own so tests can replace it (jsdom cannot navigate):
 * `jest.spyOn( browserPage, 'reload' )`.
 */
export const browserPage = {
	reload(): void {
		window.location.reload();
	},
};

export function reloadPage(): void {
	browserPage.reload();
}
