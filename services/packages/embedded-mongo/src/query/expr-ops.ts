// Registers every expression operator table with the compiler (import for side effects).
import './expr-ops-arith';
import './expr-ops-basic';
import './expr-ops-string';
import './expr-ops-regex';
import './expr-ops-array';
import './expr-ops-object';
import './expr-convert';
import './expr-fallback';
import './text-meta';
