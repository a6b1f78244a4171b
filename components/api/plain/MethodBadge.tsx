/** An HTTP method as a coloured badge; its text is the method itself. */
export function MethodBadge({ method }: { method: string }) {
  return <span className={`api-method api-method--${method.toLowerCase()}`}>{method}</span>;
}
