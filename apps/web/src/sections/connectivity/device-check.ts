// The low-end device rule of docs/product.md#public-site: memory below 2 GB on a 2g / slow-2g connection, or memory
// below 1 GB. Both values are Chromium-only; a browser without them is not treated as low-end.
export interface DeviceSignals {
  deviceMemory?: number;
  effectiveType?: string;
}

export function isLowEndDevice({ deviceMemory, effectiveType }: DeviceSignals): boolean {
  if (deviceMemory === undefined) return false;
  const isSlowConnection = effectiveType === '2g' || effectiveType === 'slow-2g';
  return (deviceMemory < 2 && isSlowConnection) || deviceMemory < 1;
}

export function readDeviceSignals(): DeviceSignals {
  const nav = navigator as Navigator & { deviceMemory?: number; connection?: { effectiveType?: string } };
  return { deviceMemory: nav.deviceMemory, effectiveType: nav.connection?.effectiveType };
}
