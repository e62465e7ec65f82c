/* Types shared by the module of imports.c and its host.  */
struct point { int x, y; };
