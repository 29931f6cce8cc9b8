// The shell's shared singletons are eager (bundled into this entry, see @shop/mf-config), so the
// federation runtime has them before any code runs and boot needs no async boundary.
import './bootstrap';
