// RUN: cute-opt %s --cute-expand -split-input-file -verify-diagnostics

// Ops whose result structure depends on run-time values are rejected when
// they have dynamic leaves; nothing is rewritten.
func.func @composition(%a: !cute.layout<"(?,4):(1,?)">, %b: !cute.layout<"4:2">) {
  // expected-error @+1 {{'cute.composition' op with dynamic leaves is not supported by --cute-expand: its result structure depends on run-time values}}
  %r = cute.composition(%a, %b) : (!cute.layout<"(?,4):(1,?)">, !cute.layout<"4:2">) -> !cute.layout<"?:?">
  cute.print(%r) : !cute.layout<"?:?">
  return
}

// -----

func.func @complement(%a: !cute.layout<"(4,?):(1,4)">) {
  // expected-error @+1 {{'cute.complement' op with dynamic leaves is not supported by --cute-expand: its result structure depends on run-time values}}
  %r = cute.complement(%a) : (!cute.layout<"(4,?):(1,4)">) -> !cute.layout<"?:?">
  cute.print(%r) : !cute.layout<"?:?">
  return
}

// -----

func.func @logical_divide(%a: !cute.layout<"(?,8):(1,?)">, %t: !cute.tile<"[2:1;4:1]">) {
  // expected-error @+1 {{'cute.logical_divide' op with dynamic leaves is not supported by --cute-expand: its result structure depends on run-time values}}
  %r = cute.logical_divide(%a, %t) : (!cute.layout<"(?,8):(1,?)">, !cute.tile<"[2:1;4:1]">) -> !cute.layout<"((2,?),(4,2)):((1,?),(?,?))">
  cute.print(%r) : !cute.layout<"((2,?),(4,2)):((1,?),(?,?))">
  return
}

// -----

func.func @filter(%a: !cute.layout<"(4,?):(0,?)">) {
  // expected-error @+1 {{'cute.filter' op with dynamic leaves is not supported by --cute-expand: its result structure depends on run-time values}}
  %r = cute.filter(%a) : (!cute.layout<"(4,?):(0,?)">) -> !cute.layout<"?:?">
  cute.print(%r) : !cute.layout<"?:?">
  return
}
