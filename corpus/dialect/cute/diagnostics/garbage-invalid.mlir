// RUN: cute-opt %s -split-input-file -verify-diagnostics

// Malformed and truncated cute text must give diagnostics, never a crash.

// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
func.func private @f(!cute.layout<"(4,5):(1,4)")

// -----

// expected-error @+1 {{expected '"' in string literal}}
func.func private @f(!cute.layout<">)

// -----

// expected-error @+1 {{parse error at column 42: expected end of text but found ')' in '((((((((((((((((((((4))))))))))))))))))))):1'}}
func.func private @f(!cute.layout<"((((((((((((((((((((4))))))))))))))))))))):1">)

// -----

// expected-error @+1 {{parse error at column 2: expected an integer but found ';' in '[;]'}}
func.func private @f(!cute.tile<"[;]">)

// -----

// expected-error @+1 {{parse error at column 3: expected an integer but found end of text in '?@'}}
func.func private @f(!cute.stride<"?@">)

// -----

// expected-error @+1 {{parse error at column 3: expected 'i32' or 'i64' but found end of text in '?{'}}
func.func private @f(!cute.shape<"?{">)

// -----

// expected-error @+1 {{parse error at column 6: expected '}' but found end of text in '?{i64'}}
func.func private @f(!cute.shape<"?{i64">)

// -----

// expected-error @+1 {{parse error at column 1: expected an integer but found '-' in '--4'}}
func.func private @f(!cute.shape<"--4">)

// -----

// expected-error @+1 {{parse error at column 3: expected end of text but found '4' in '4 4'}}
func.func private @f(!cute.shape<"4 4">)

// -----

// expected-error @+1 {{parse error at column 8: expected 'o' but found ':' in '4:1 o 4:1'}}
func.func private @f(!cute.layout<"4:1 o 4:1">)

// -----

// expected-error @+1 {{parse error at column 2: expected an integer but found 'o' in ' o  o '}}
func.func private @f(!cute.composed_layout<" o  o ">)

// -----

// expected-error @+1 {{parse error at column 16: expected an integer but found 'S' in 'S<3,4,3> o 0 o S<3,4,3>'}}
func.func private @f(!cute.composed_layout<"S<3,4,3> o 0 o S<3,4,3>">)

// -----

func.func @f() {
  // expected-error @+1 {{expected non-function type}}
  %a = cute.static : }

// -----

func.func @f() {
  // expected-error @+1 {{expected ':'}}
  %a = cute.static }

// -----

func.func @f() {
  // expected-error @+1 {{expected ')'}}
  %a = cute.make_shape( : () -> !cute.shape<"4"> return }

// -----

func.func @f() {
  // expected-error @+1 {{use of undeclared SSA value name}}
  %a = cute.size<[0]>(%b) : (!cute.shape<"4">) -> !cute.int_tuple<"4">
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
  %a = "cute.static"() : () -> (!cute.shape<"4">, !cute.shape<"4">)
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'cute.static' op requires one result}}
  "cute.static"() : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'cute.size' op requires a single operand}}
  %a = "cute.size"() : () -> !cute.int_tuple<"4">
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'cute.group_modes' op requires attribute 'begin'}}
  %a = "cute.group_modes"(%x) : (i32) -> !cute.int_tuple<"4">
  return
}

// -----

func.func @f() {
  %a = cute.static : !cute.layout<"(4,8):(1,4)">
  // expected-error @+1 {{expected '['}}
  %g = cute.size<2>(%a) : (!cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"8">
  return
}
