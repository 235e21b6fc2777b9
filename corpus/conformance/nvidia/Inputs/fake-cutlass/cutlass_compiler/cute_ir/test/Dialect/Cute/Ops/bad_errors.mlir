// *_errors.mlir files are not run.
// RUN: false
