/** Route prefetch policy (spec §2): none on slow-2g or 2g connections, or when the visitor saves data. */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

export function shouldPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== 'slow-2g' && connection.effectiveType !== '2g';
}
