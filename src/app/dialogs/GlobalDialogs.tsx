/** Dialogs that can open over any screen: what's new, mobile-app login. */
export function GlobalDialogs() {
	return null;
}
