//===- CuteAtomOps.td - cute atom builders and accessors ---*- tablegen -*-===//
//
// Seed 000's atom builders: make_atom (dispatched on its result type),
// make_tiled_mma and make_tiled_copy (whose result atom type must match the
// operand's, the dialect documents), and the thread-value layouts of a tiled atom. All are
// pure and static: the types hold everything, so the verifiers compute every
// layout with interp/core and the folder replaces get_layout_tv by its value.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ATOM_OPS_TD
#define CUTE_ATOM_OPS_TD

include "cute-oracle/Dialect/Cute/CuteTypes.td"

def Cute_MakeAtomOp : Op<Cute_Dialect, "make_atom", [Pure]> {
  let summary = "builds the MMA or copy atom its result type names";
  let description = [{
    `%a = cute.make_atom : !cute.mma_atom<!cute_nvgpu.sm80.mma, ...>` or
    `: !cute.copy_atom<...>`. The result type decides what is built (seed
    000): the op takes no operand, and the type's verifier has already
    checked that the instance is one of the registry's.
  }];
  let results = (outs AnyType:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def Cute_MakeTiledMmaOp : Op<Cute_Dialect, "make_tiled_mma", [Pure]> {
  let summary = "repeats an MMA atom over the atom layout of its result type";
  let description = [{
    `cute.make_tiled_mma(%atom) : !cute.mma_atom<...> ->
    !cute.tiled_mma<!cute.mma_atom<...>, atom_layout = "...", permutation = "...">`,
    C++'s `make_tiled_mma(atom, AtomLayoutMNK, PermutationMNK)`.
    Precondition: the result's atom type is the operand's type.
  }];
  let arguments = (ins AnyType:$atom);
  let results = (outs AnyType:$result);
  let assemblyFormat = "`(` $atom `)` attr-dict `:` type($atom) `->` type($result)";
  let hasVerifier = 1;
}

def Cute_MakeTiledCopyOp : Op<Cute_Dialect, "make_tiled_copy", [Pure]> {
  let summary = "tiles a copy atom by the (thread, value) layout of its result type";
  let description = [{
    `cute.make_tiled_copy(%atom) : !cute.copy_atom<...> ->
    !cute.tiled_copy<!cute.copy_atom<...>, layout_tv = "...", tile = "...">`.
    With the optional `thr_layout` and `val_layout` (`#cute.layout`), the op
    is C++'s `make_tiled_copy(atom, ThrLayout, ValLayout)`, and the result's
    layout_tv and tile must be the ones that builds: layout_tv =
    right_inverse(raked_product(thr, val)) over (size(thr), size(val)), tile
    = the raked product's extents.
    Precondition: the result's atom type is the operand's type.
  }];
  let arguments = (ins AnyType:$atom, OptionalAttr<Cute_LayoutAttr>:$thr_layout,
                       OptionalAttr<Cute_LayoutAttr>:$val_layout);
  let results = (outs AnyType:$result);
  let assemblyFormat = "`(` $atom `)` attr-dict `:` type($atom) `->` type($result)";
  let hasVerifier = 1;
}

def Cute_GetLayoutTVOp : Op<Cute_Dialect, "get_layout_tv", [Pure]> {
  let summary = "the (thread, value) layout of a tiled atom's operand";
  let description = [{
    `cute.get_layout_tv<"A">(%mma) : !cute.tiled_mma<...> -> !cute.layout<"...">`:
    C++'s `get_layoutA_TV()` ("A", "B", "C" of a tiled MMA) or
    `get_layoutS_TV()` / `get_layoutD_TV()` ("S", "D" of a tiled copy):
    (thread index, value) -> index in the operand's column-major tile.
    Postcondition (verifier): the result type is that layout.
  }];
  let arguments = (ins AnyType:$tiled, StrAttr:$operand);
  let results = (outs AnyType:$result);
  let assemblyFormat = "`<` $operand `>` `(` $tiled `)` attr-dict `:` type($tiled) `->` type($result)";
  let hasVerifier = 1;
}

def Cute_TileShapeOp : Op<Cute_Dialect, "tile_shape", [Pure]> {
  let summary = "the extents of the tile an atom or a tiled atom covers";
  let description = [{
    `cute.tile_shape(%t) : !cute.tiled_mma<...> -> !cute.shape<"(32,32,16)">`:
    of a !cute.tiled_mma, C++'s `tile_shape(tiled_mma)`, i.e.
    (tile_size<0>, tile_size<1>, tile_size<2>) = (M, N, K); of a
    !cute.mma_atom, its `Shape_MNK`; of a !cute.tiled_copy, its `Tiler_MN`
    (whose modes C++'s `tile_size<I>(tiled_copy)` gives).
    Postcondition (verifier): the result type is that shape.
  }];
  let arguments = (ins AnyType:$atom);
  let results = (outs AnyType:$result);
  let assemblyFormat = "`(` $atom `)` attr-dict `:` type($atom) `->` type($result)";
  let hasVerifier = 1;
}

#endif
