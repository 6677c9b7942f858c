// Registers every expression operator table with the compiler (import for side effects).
import './expr-ops-basic';
