/** The IndexedDB database that holds this device's games. */
export const DB_NAME = 'familiar';
