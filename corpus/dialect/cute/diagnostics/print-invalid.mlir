// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @not_printable(%f: f32) {
  // expected-error @+1 {{'cute.print' op expects a cute value or an integer but got 'f32'}}
  cute.print(%f) : f32
  return
}

// -----

func.func @table_of_a_tuple(%s: !cute.shape<"(4,2)">) {
  // expected-error @+1 {{'cute.print' op with 'table' expects a layout or composed layout with integer strides but got '!cute.shape<"(4,2)">'}}
  cute.print(%s) : !cute.shape<"(4,2)"> {table}
  return
}

// -----

func.func @table_of_basis_strides(%l: !cute.layout<"(2,2):(1@0,1@1)">) {
  // expected-error @+1 {{'cute.print' op with 'table' expects a layout or composed layout with integer strides but got '!cute.layout<"(2,2):(1@0,1@1)">'}}
  cute.print(%l) : !cute.layout<"(2,2):(1@0,1@1)"> {table}
  return
}

// -----

func.func @wide(%x: i128) {
  // expected-error @+1 {{'cute.print' op prints integers of at most 64 bits but got 'i128'}}
  cute.print(%x) : i128
  return
}
