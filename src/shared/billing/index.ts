/**
 * Vendor bills (SPEC.md sections 3, 5, 7, 8, 9; DESIGN.md section 4), one module a concern: the
 * messages and selection checks (billingRules), the remark rules (billRemarks), the bill maths in
 * integer paise and the amount in words (billMaths), the wire shapes of the billing calls
 * (billWire), Revise Bill's inline edit (billRevise) and what makes a trip billable and a
 * bill acceptable (billChecks). Screens and server use these.
 */
export * from './messages';
export * from './remarks';
export * from './maths';
export * from './wire-types';
export * from './revise';
export * from './checks';
