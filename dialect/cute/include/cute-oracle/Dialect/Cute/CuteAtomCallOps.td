//===- CuteAtomCallOps.td - cute.mma_atom_call, cute.copy_atom_call -*- tablegen -*-===//
//
// Seed 000's atom call ops: one thread's share of an atom's instruction. The
// operands are the thread's fragments, rank-1 memrefs whose element v is
// value v of the thread in the atom's (thread, value) layout: the V mode of
// ALayout, BLayout, CLayout (an MMA) or ValLayoutSrc, ValLayoutDst (a copy),
// in the order CuTe C++ hands an atom's registers to its instruction. The
// call is collective: every thread of the atom (a warp, or a warpgroup for
// SM90 GMMA) executes it together. SM90 GMMA reads A and B from shared
// memory through matrix descriptors: they are views of the whole tiles,
// value v of the fragment being element v of the view, and the view's
// layout must be one a descriptor reads (core/GmmaDescriptor.h). The
// verifiers check the seed's three
// points: the layout rank (the fragment holds the values the atom's layout
// gives a thread), the operand rank (rank-1 memrefs of the atom's element
// types), and the atom instance's memory spaces (shared memory for ldmatrix
// sources and cp.async destinations, global or generic for cp.async
// sources, registers for MMA fragments of SM80).
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ATOM_CALL_OPS_TD
#define CUTE_ATOM_CALL_OPS_TD

include "cute-oracle/Dialect/Cute/CuteTypes.td"

// A fragment: a thread's registers or memory, or (SM90 GMMA) a view of a
// shared-memory tile.
def Cute_FragmentOrView : AnyTypeOf<[AnyMemRef, Cute_ViewType]>;

def Cute_MmaAtomCallOp : Op<Cute_Dialect, "mma_atom_call"> {
  let summary = "one thread's share of an MMA atom: D = A·B + C";
  let description = [{
    `cute.mma_atom_call(%atom, %d, %a, %b, %c) : !cute.mma_atom<...>,
    memref<4xf32>, memref<8xf16>, memref<4xf16>, memref<4xf32>`, C++'s
    `mma_atom.call(D, A, B, C)` for one thread's fragments. For SM90 GMMA,
    A and B are `!cute.view`s of the M x K and N x K tiles in shared memory
    (C++ passes their matrix descriptors).
    Definition: the atom's threads together compute the M x N tile
    D = A·B + C from the M x K tile A, the N x K tile B and C, each tile
    assembled from the threads' fragments by the atom's ALayout, BLayout and
    CLayout; each thread receives its fragment of D (CLayout).
    Postcondition: D's fragment is written, A, B and C are only read (D may
    alias C).
  }];
  let arguments = (ins AnyType:$atom, Arg<AnyMemRef, "D", [MemWrite]>:$d,
                       Arg<Cute_FragmentOrView, "A", [MemRead]>:$a,
                       Arg<Cute_FragmentOrView, "B", [MemRead]>:$b,
                       Arg<AnyMemRef, "C", [MemRead]>:$c);
  let assemblyFormat = [{
    `(` $atom `,` $d `,` $a `,` $b `,` $c `)` attr-dict `:` type($atom) `,` type($d) `,`
    type($a) `,` type($b) `,` type($c)
  }];
  let hasVerifier = 1;
}

def Cute_CopyAtomCallOp : Op<Cute_Dialect, "copy_atom_call"> {
  let summary = "one thread's share of a copy atom";
  let description = [{
    `cute.copy_atom_call(%atom, %src, %dst) : !cute.copy_atom<...>,
    memref<8xf16, 3>, memref<8xf16>`, C++'s `copy_atom.call(src, dst)` for
    one thread's fragments.
    Definition: every source value of every thread of the atom takes its
    reference position (ValLayoutSrc), and each destination (thread, value)
    receives the value at its own (ValLayoutDst): ldmatrix hands a row that
    one thread addresses to the threads that hold its elements.
    Postcondition: dst's fragment is written, src is only read.
  }];
  let arguments = (ins AnyType:$atom, Arg<AnyMemRef, "source", [MemRead]>:$src,
                       Arg<AnyMemRef, "destination", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `(` $atom `,` $src `,` $dst `)` attr-dict `:` type($atom) `,` type($src) `,` type($dst)
  }];
  let hasVerifier = 1;
}

#endif
