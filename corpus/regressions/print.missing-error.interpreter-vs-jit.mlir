// cute-oracle reproducer print.missing-error.interpreter-vs-jit@cute-desugar
// missing-error: print (arguments form), interpreter vs jit
//   expected: error: layout_eval: int64 overflow in 3 * 4611686018427387903
//   actual:   ((1),(4)):((4611686018427387903),(4611686018427387903))
// seed 3, structure 63; reproduce: cute-fuzz --seed 3 --replay 63 --backends interp,jit --max-ops 6 --valuations 1024 --timeout 20
// first differs after --cute-desugar (changes the output)
// The first campaign that printed tables found it: --cute-desugar's table
// printer wrapped an offset the interpreter refuses (3 * (2^62 - 1)), after
// printing the plain value. It now asserts every offset, and the cosize of
// a rank-2 table, before anything is printed.
// tools: cute-oracle (cute-interp, cute-run), LLVM/MLIR 22.1.8
// RUN: not cute-interp %s 2>&1 | FileCheck %s --check-prefix=INTERP
// RUN: not cute-run %s 2>&1 | FileCheck %s --check-prefix=JIT
// INTERP-NOT: ((1),(4))
// INTERP: error: layout_eval: int64 overflow in 3 * 4611686018427387903
// JIT-NOT: ((1),(4))
// JIT: 'cute.print' op computes an intermediate value that overflows int64 at run time

module {
  func.func @main() {
    %c0_i64 = arith.constant 0 : i64
    %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
    %0 = cute.static : !cute.shape<"4">
    %1 = cute.make_stride(%c4611686018427387903_i64) : (i64) -> !cute.stride<"?{i64}">
    %2 = cute.make_layout(%0, %1) : (!cute.shape<"4">, !cute.stride<"?{i64}">) -> !cute.layout<"4:?{i64}">
    %3 = cute.static : !cute.int_tuple<"0">
    %4 = cute.static : !cute.shape<"(1,(2))">
    %5 = cute.make_stride(%c0_i64) : (i64) -> !cute.stride<"(?{i64},(1))">
    %6 = cute.make_layout(%4, %5) : (!cute.shape<"(1,(2))">, !cute.stride<"(?{i64},(1))">) -> !cute.layout<"(1,(2)):(?{i64},(1))">
    %7 = cute.make_composed_layout(%2, %3, %6) : (!cute.layout<"4:?{i64}">, !cute.int_tuple<"0">, !cute.layout<"(1,(2)):(?{i64},(1))">) -> !cute.composed_layout<"4:?{i64} o 0 o (1,(2)):(?{i64},(1))">
    %8 = cute.composed_get_inner(%7) : <"4:?{i64} o 0 o (1,(2)):(?{i64},(1))"> -> !cute.layout<"4:?{i64}">
    %9 = cute.static : !cute.tile<"[1:1]">
    %10 = cute.tiled_divide(%8, %9) : (!cute.layout<"4:?{i64}">, !cute.tile<"[1:1]">) -> !cute.layout<"((1),(4)):((?{i64}),(?{i64}))">
    cute.print(%10) : !cute.layout<"((1),(4)):((?{i64}),(?{i64}))"> {table}
    return
  }
}

