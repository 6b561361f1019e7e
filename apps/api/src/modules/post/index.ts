// The post module's public face: what other modules may use (docs/adding-a-module.md).
export { postRepository } from './post.repository';
