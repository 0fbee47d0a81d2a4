// Empty on purpose: see module.modulemap.
