/** The dashboard footer (spec 2 §2.12). */
export function Footer() {
	return <footer className="jp-footer" />;
}
