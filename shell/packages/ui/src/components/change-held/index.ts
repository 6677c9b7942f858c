// Issue 30: the pieces every tab uses when a DNS change is held for approval, planned, or must be confirmed.
export { confirmDomainsOf, confirmMatches, isChangeNotApplied, PLANNED_TEXT, type ChangeNotApplied } from './change-held';
export { ChangeHeldNotice, type ChangeHeldNoticeProps } from './change-held-notice';
export { ConfirmDomainsField, type ConfirmDomainsFieldProps } from './confirm-domains-field';
