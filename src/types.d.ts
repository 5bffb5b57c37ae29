declare module '*.css';

// The Element Timing attribute (lower case in the DOM), which React passes through but does not type.
declare namespace React {
	// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged interface keeps React's type parameter
	interface HTMLAttributes< T > {
		elementtiming?: string;
	}
}
