// Diagnostics of the pipeline: an op left for to-llvm is named, and a
// print {table} of a composed layout needs an integer offset.
// RUN: cute-opt %s --cute-to-llvm-pipeline --split-input-file -verify-diagnostics

func.func @no_table_tuple_offset(%c: !cute.composed_layout<"(2,4):(4,1) o (0,1) o (2,2):(1,2)">) {
  // expected-error @+1 {{print {table}: a composed layout needs an integer offset}}
  cute.print(%c) : !cute.composed_layout<"(2,4):(4,1) o (0,1) o (2,2):(1,2)"> {table}
  return
}
