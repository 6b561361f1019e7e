// The dynamic-slot module's public face: what other modules may use (docs/adding-a-module.md).
// Other modules import from here only; lint (import/no-restricted-paths) refuses deeper imports.
export { dynamicSlotRepository } from './dynamic-slot.repository';
export { checkAgainstGrid, dynamicSlotDtos } from './dynamic-slot.service';
export { createDynamicSlot, updateDynamicSlot } from './dynamic-slot.service';
