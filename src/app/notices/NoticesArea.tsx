/** The notices area shown on every screen (spec 1 §2.8). */
export function NoticesArea() {
	return <div className="jp-notices" aria-live="polite" />;
}
