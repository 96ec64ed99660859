/**
 * The demo sign-ins the sandbox seeds (`pnpm start` prints them). Defined once in
 * `@freightkit/api/fixtures`, shared with the MSW factories, so stories and the sandbox agree.
 */
export { demoPassword, persona, personas, type Persona, type PersonaKey } from '@freightkit/api/fixtures';
