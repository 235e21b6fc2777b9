// RUN: cute-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{expected string}}
func.func @not_a_string() attributes {bad = #cute.int_tuple<32>} {
  return
}

// -----

// expected-error @+1 {{failed to parse shape from "(1,": parse error}}
func.func @bad_text() attributes {bad = #cute.shape<"(1,">} {
  return
}

// -----

// Scaled-basis leaves belong to strides only.
// expected-error @+1 {{failed to parse int_tuple from "1@0"}}
func.func @basis_outside_stride() attributes {bad = #cute.int_tuple<"1@0">} {
  return
}
