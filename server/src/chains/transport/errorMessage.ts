/** viem errors carry a one-line shortMessage (no request dump); others fall back to message. */
export function shortMessage(error: unknown): string {
  if (error instanceof Error) return 'shortMessage' in error && typeof error.shortMessage === 'string' ? error.shortMessage : error.message;
  return String(error);
}
