/**
 * The part of the product a route belongs to: it decides the masthead's highlight and which cards a screen may show
 * (docs/shell.md#routes); 'tools' are the plugin's About, Debug and Modules pages, each guarded by its own route
 * (docs/shell.md#admin-pages). Apart from the navigation rules, which read the promotion rules that read it back.
 */
export type RouteGroup = 'dashboard' | 'settings' | 'recommendations' | 'license' | 'product' | 'plans' | 'tools';
