// RUN: cute-opt %s -split-input-file -verify-diagnostics

// Seed 001's mode-range helper: begin gate, end gate, ordering gate, in
// that order. (Negative Python-style indices are not covered here: see
// the report — the I32Attr getters return uint32_t, so -1 prints as
// 4294967295.)

func.func @begin_equals_rank() {
  %l = cute.static : !cute.layout<"(4,8,2):(1,4,32)">
  // expected-error @+1 {{'cute.group_modes' op expects begin in the range of [-rank , rank-1], but got begin [3] and rank [3]}}
  %g = cute.group_modes<3, 3>(%l) : (!cute.layout<"(4,8,2):(1,4,32)">) -> !cute.layout<"(4,8,2):(1,4,32)">
  return
}

// -----

// begin fails first even though end is also out of range.
func.func @begin_gate_before_end_gate() {
  %l = cute.static : !cute.layout<"(4,8,2):(1,4,32)">
  // expected-error @+1 {{expects begin in the range of [-rank , rank-1], but got begin [5] and rank [3]}}
  %g = cute.group_modes<5, 9>(%l) : (!cute.layout<"(4,8,2):(1,4,32)">) -> !cute.layout<"(4,8,2):(1,4,32)">
  return
}

// -----

func.func @end_past_rank() {
  %l = cute.static : !cute.layout<"(4,8,2):(1,4,32)">
  // expected-error @+1 {{'cute.group_modes' op expects end in the range of [-rank+1 , rank], but got end [4] and rank [3]}}
  %g = cute.group_modes<0, 4>(%l) : (!cute.layout<"(4,8,2):(1,4,32)">) -> !cute.layout<"(4,8,2):(1,4,32)">
  return
}

// -----

func.func @end_past_rank_shape() {
  %s = cute.static : !cute.shape<"(4,8)">
  // expected-error @+1 {{expects end in the range of [-rank+1 , rank], but got end [7] and rank [2]}}
  %g = cute.group_modes<1, 7>(%s) : (!cute.shape<"(4,8)">) -> !cute.shape<"(4,8)">
  return
}

// -----

func.func @empty_range() {
  %l = cute.static : !cute.layout<"(4,8,2):(1,4,32)">
  // expected-error @+1 {{'cute.group_modes' op expects begin < end, but got begin [1] ([1]) and end [1] ([1])}}
  %g = cute.group_modes<1, 1>(%l) : (!cute.layout<"(4,8,2):(1,4,32)">) -> !cute.layout<"(4,8,2):(1,4,32)">
  return
}

// -----

func.func @reversed_range() {
  %l = cute.static : !cute.layout<"(4,8,2):(1,4,32)">
  // expected-error @+1 {{expects begin < end, but got begin [2] ([2]) and end [1] ([1])}}
  %g = cute.group_modes<2, 1>(%l) : (!cute.layout<"(4,8,2):(1,4,32)">) -> !cute.layout<"(4,8,2):(1,4,32)">
  return
}

// -----

func.func @rank_zero() {
  %l = cute.static : !cute.layout<"():()">
  // expected-error @+1 {{expects begin in the range of [-rank , rank-1], but got begin [0] and rank [0]}}
  %g = cute.group_modes<0, 0>(%l) : (!cute.layout<"():()">) -> !cute.layout<"():()">
  return
}

// -----

// The kind gate runs before the range checks.
func.func @swizzle_input() {
  %s = cute.static : !cute.swizzle<"S<3,4,3>">
  // expected-error @+1 {{'cute.group_modes' op expects view or layout type, but got '!cute.swizzle<"S<3,4,3>">'}}
  %g = cute.group_modes<9, 0>(%s) : (!cute.swizzle<"S<3,4,3>">) -> !cute.swizzle<"S<3,4,3>">
  return
}

// -----

func.func @tile_input() {
  %t = cute.static : !cute.tile<"[2:1;4:1]">
  // expected-error @+1 {{expects view or layout type, but got '!cute.tile<"[2:1;4:1]">'}}
  %g = cute.group_modes<0, 1>(%t) : (!cute.tile<"[2:1;4:1]">) -> !cute.tile<"[2:1;4:1]">
  return
}

// -----

func.func @result_class() {
  %l = cute.static : !cute.layout<"(4,8,2):(1,4,32)">
  // expected-error @+1 {{'cute.group_modes' op expects the result to be a !cute.layout but got '!cute.shape<"1">'}}
  %g = cute.group_modes<0, 2>(%l) : (!cute.layout<"(4,8,2):(1,4,32)">) -> !cute.shape<"1">
  return
}

// -----

func.func @declared_mismatch() {
  %s = cute.static : !cute.shape<"(4,8,2)">
  // expected-error @+1 {{'cute.group_modes' op declared result type '!cute.shape<"((4,8),3)">' does not match the inferred value "((4,8),2)"}}
  %g = cute.group_modes<0, 2>(%s) : (!cute.shape<"(4,8,2)">) -> !cute.shape<"((4,8),3)">
  return
}

// -----

func.func @declared_mismatch_layout() {
  %l = cute.static : !cute.layout<"(4,5,6):(1,4,20)">
  // expected-error @+1 {{declared result type '!cute.layout<"((4,5),6):((1,5),20)">' does not match the inferred value "((4,5),6):((1,4),20)"}}
  %g = cute.group_modes<0, 2>(%l) : (!cute.layout<"(4,5,6):(1,4,20)">) -> !cute.layout<"((4,5),6):((1,5),20)">
  return
}
