// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @layout_window() {
  %a = cute.static : !cute.layout<"(8,6):(1,8)">
  %w = cute.static : !cute.layout<"3:1">
  %s = cute.static : !cute.int_tuple<"(1,1)">
  // expected-error @+1 {{'cute.stencil_divide' op invalid tiler type, got'!cute.layout<"3:1">'}}
  %g = cute.stencil_divide(%a, %w, %s, %s) : (!cute.layout<"(8,6):(1,8)">, !cute.layout<"3:1">, !cute.int_tuple<"(1,1)">, !cute.int_tuple<"(1,1)">) -> !cute.layout<"(8,6):(1,8)">
  return
}

// -----

func.func @shape_input() {
  %a = cute.static : !cute.shape<"(8,6)">
  %w = cute.static : !cute.int_tuple<"(3,3)">
  %s = cute.static : !cute.int_tuple<"(1,1)">
  // expected-error @+1 {{'cute.stencil_divide' op invalid input type, got '!cute.shape<"(8,6)">'}}
  %g = cute.stencil_divide(%a, %w, %s, %s) : (!cute.shape<"(8,6)">, !cute.int_tuple<"(3,3)">, !cute.int_tuple<"(1,1)">, !cute.int_tuple<"(1,1)">) -> !cute.shape<"(8,6)">
  return
}

// -----

func.func @window_rank() {
  %a = cute.static : !cute.layout<"(8,6):(1,8)">
  %w = cute.static : !cute.int_tuple<"(3,3,3)">
  %s = cute.static : !cute.int_tuple<"(1,1)">
  // expected-error @+1 {{'cute.stencil_divide' op expects rank(tiler) <= rank(input), but got input=2 and tiler=3}}
  %g = cute.stencil_divide(%a, %w, %s, %s) : (!cute.layout<"(8,6):(1,8)">, !cute.int_tuple<"(3,3,3)">, !cute.int_tuple<"(1,1)">, !cute.int_tuple<"(1,1)">) -> !cute.layout<"(8,6):(1,8)">
  return
}

// -----

func.func @window_too_large() {
  %a = cute.static : !cute.layout<"(8,6):(1,8)">
  %w = cute.static : !cute.int_tuple<"(3,9)">
  %s = cute.static : !cute.int_tuple<"(1,1)">
  // expected-error @+1 {{'cute.stencil_divide' op failed to perform a valid division of '!cute.layout<"(8,6):(1,8)">' by '!cute.int_tuple<"(3,9)">'}}
  %g = cute.stencil_divide(%a, %w, %s, %s) : (!cute.layout<"(8,6):(1,8)">, !cute.int_tuple<"(3,9)">, !cute.int_tuple<"(1,1)">, !cute.int_tuple<"(1,1)">) -> !cute.layout<"(8,6):(1,8)">
  return
}

// -----

func.func @zero_stride() {
  %a = cute.static : !cute.layout<"(8,6):(1,8)">
  %w = cute.static : !cute.int_tuple<"(3,3)">
  %s = cute.static : !cute.int_tuple<"(0,1)">
  %d = cute.static : !cute.int_tuple<"(1,1)">
  // expected-error @+1 {{'cute.stencil_divide' op failed to perform a valid division of '!cute.layout<"(8,6):(1,8)">' by '!cute.int_tuple<"(3,3)">'}}
  %g = cute.stencil_divide(%a, %w, %s, %d) : (!cute.layout<"(8,6):(1,8)">, !cute.int_tuple<"(3,3)">, !cute.int_tuple<"(0,1)">, !cute.int_tuple<"(1,1)">) -> !cute.layout<"(8,6):(1,8)">
  return
}
