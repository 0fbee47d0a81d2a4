// A C target needs a source file; this one has nothing to compile.
