// The worker that solves the captcha's SHA proof of work (see altcha-widget.ts).
import 'altcha/workers/sha';
