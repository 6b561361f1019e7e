// The chat module's public face: what other modules may use (docs/adding-a-module.md).
export { chatSummary } from './chat.service';
export { CHAT_CHANNEL } from './chat.service';
