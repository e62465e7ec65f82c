/* Types shared by the module of the stubs tests and its hosts.  */
struct point { int x, y; };
struct poly { int n; struct point pts[8]; };
