// Plain constants, no TypeBox: the web app's smallest pages import this without the schema library.

/**
 * A request header by which a browser client (the web app) asks to keep its
 * refresh tokens in HttpOnly cookies (`kviss_refresh_<userId>`) that its
 * scripts cannot read, rather than in the JSON replies. Other API clients
 * leave it out and get the refresh token in the reply as before.
 */
export const SESSION_COOKIE_HEADER = 'x-session-cookie';
