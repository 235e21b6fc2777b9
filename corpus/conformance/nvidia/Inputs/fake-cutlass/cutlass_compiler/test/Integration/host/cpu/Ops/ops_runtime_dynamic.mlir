// *runtime_dynamic* files are not run.
// RUN: false
