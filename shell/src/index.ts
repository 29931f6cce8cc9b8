// The async boundary: the federation runtime negotiates the shared singletons before bootstrap runs.
import('./bootstrap');
