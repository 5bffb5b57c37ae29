declare module '*.css';

// The Element Timing attribute (lower case in the DOM), which React passes through but does not type.
declare namespace React {
	interface HTMLAttributes< T > {
		elementtiming?: string;
	}
}
