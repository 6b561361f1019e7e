// The resource module's public face: what other modules may use (docs/adding-a-module.md).
export { filterResources } from './resource.service';
