import type { IncomingHttpHeaders } from 'node:http';
import type { DemoApiConfig } from './config';
import { ApiError } from './errors';
import type { Caller } from './search';

const BEARER = /^Bearer +([\x21-\x7e]+)$/i;
const CHALLENGE = { 'WWW-Authenticate': 'Bearer realm="sms-explorer-demo"' };

/**
 * The contract's authentication: `Authorization: Bearer <token>` and `Location-Id`, which the
 * token must be allowed to access. Every failure is a 401; no message ever repeats the token.
 */
export function authenticate(config: DemoApiConfig, headers: IncomingHttpHeaders): Caller {
  try {
    return checkCaller(config, headers);
  } catch (error) {
    // A server that words every 401 alike: the client must find the cause another way.
    if (error instanceof ApiError && config.unauthorizedWording === 'bare') throw unauthenticated('Unauthorized');
    throw error;
  }
}

function checkCaller(config: DemoApiConfig, headers: IncomingHttpHeaders): Caller {
  const authorization = headers.authorization;
  if (!authorization) throw unauthenticated('The API token is missing. Send it as "Authorization: Bearer <token>".');
  const apiToken = BEARER.exec(authorization.trim())?.[1];
  if (apiToken === undefined) throw unauthenticated('The Authorization header must have the form "Bearer <token>".');
  const locations = Object.hasOwn(config.tokens, apiToken) ? config.tokens[apiToken] : undefined;
  if (!locations) throw unauthenticated('The API token is not valid. Check it, or ask support for a new one.');

  const header = headers['location-id'];
  const locationId = (Array.isArray(header) ? header.join(',') : (header ?? '')).trim();
  if (!locationId) {
    throw new ApiError(401, 'LOCATION_REQUIRED', 'The Location-Id header is required: the id of the location this request acts for.', {
      headers: CHALLENGE,
    });
  }
  if (!locations.includes(locationId)) {
    throw new ApiError(
      401,
      'LOCATION_NOT_ACCESSIBLE',
      `This API token may not access location ${JSON.stringify(locationId.slice(0, 100))}.`,
      {
        headers: CHALLENGE,
      },
    );
  }
  return { apiToken, locationId };
}

function unauthenticated(message: string): ApiError {
  return new ApiError(401, 'UNAUTHENTICATED', message, { headers: CHALLENGE });
}
