// An async boundary: webpack negotiates the shared singletons before bootstrap's imports run.
import('./bootstrap');
