/**
 * Imported first by abuse-limits.routes.test.ts, before the auth plugin reads its limits: the
 * per-IP registration allowance comes from its knob (`AUTH_REGISTER_PER_IP_HOUR`, ADR 0013), set
 * to 20 so the "every attempt counted up to the limit" loop makes 20 registrations instead of the
 * default 100 (ADR 0052). The same counting and refusal past the limit is what the test proves.
 */
process.env.AUTH_REGISTER_PER_IP_HOUR = '20';
