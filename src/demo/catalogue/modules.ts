/**
 * The module catalogue is the plugin's, in src/module-catalogue/modules.ts (docs/parts.md); this name is kept only for
 * the benchmark (tests/bench/measure-search.ts), until it imports it from there.
 */
export { createModuleCatalogue } from '../../module-catalogue/modules';
