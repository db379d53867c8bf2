/**
 * A request that got no answer from Ribbit's service (fetch threw "Failed to fetch", the device
 * is offline, or a proxy in front said the service is down), in words a person understands.
 * Its own module: the first screen's error boundary says it too, without the base query.
 */
export const UNREACHABLE_MESSAGE = "Ribbit's server cannot be reached right now. Please try again in a moment.";
