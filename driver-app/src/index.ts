// An async boundary so federation can settle the shared singletons before any of them run.
import('./bootstrap');
