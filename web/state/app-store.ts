import { createStore } from 'jotai';

/**
 * The tab's one jotai store. Code outside React (the socket, the global error handlers,
 * API writes) sets overlay and connection atoms through it.
 */
export const appStore = createStore();
