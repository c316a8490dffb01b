/** Version of the `/ws` protocol; every message carries it as `v`. */
export const SOCKET_PROTOCOL_VERSION = 1;
