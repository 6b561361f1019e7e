// The live module's public face: what other modules may use (docs/adding-a-module.md).
export { TopicHub, streamTopic } from './topic-hub';
export type { TopicMessage } from './topic-hub';
export { publish } from './topic-hub';
