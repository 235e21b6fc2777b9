//===- CuteOps.td - cute operations ------------------------*- tablegen -*-===//
//
// The operations of NVIDIA's public CuTe IR specification with its assembly
// formats, plus the seeds' layout ops (filter_zeros, filter, stencil_divide,
// local_tile, local_partition, make_layout_raw, make_composed_layout_raw,
// make_swizzle, tuple_eq). Operands are not constrained by ODS: each
// verifier checks operand kinds itself so it can emit the seeds' verbatim
// diagnostics in their gate order. Every verifier of an algebra op runs
// interp/core on static operands and compares the declared result type with
// the computed one.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_OPS_TD
#define CUTE_OPS_TD

include "cute-oracle/Dialect/Cute/CuteDialect.td"
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

/// Free of memory effects, but speculatable only on static operands: an op
/// on run-time values can fail at run time (both backends stop there), so
/// it must not be hoisted out of a loop that might not run it.
def Cute_SpeculatableOnStaticOperands
    : NativeOpTrait<"SpeculatableOnStaticOperands"> {
  let cppNamespace = "::cute::dialect";
}

class Cute_Op<string mnemonic, list<Trait> traits = []>
    : Op<Cute_Dialect, mnemonic, !listconcat([NoMemoryEffect, ConditionallySpeculatable,
                                              Cute_SpeculatableOnStaticOperands], traits)> {
  let hasVerifier = 1;
}

/// An op whose result types follow from its operands (no `->` in its
/// assembly).
class Cute_InferredOp<string mnemonic>
    : Cute_Op<mnemonic, [DeclareOpInterfaceMethods<InferTypeOpInterface>]>;

//===--- Constructors -----------------------------------------------------===//

/// Builds a tuple-kind value whose `?` leaves take the operands in
/// depth-first order. @post the result type's static leaves are unchanged.
class Cute_TupleCtorOp<string mnemonic> : Cute_Op<mnemonic> {
  let arguments = (ins Variadic<AnyType>:$operands);
  let results = (outs AnyType:$result);
  let assemblyFormat = "`(` $operands `)` attr-dict `:` functional-type($operands, $result)";
}
def Cute_MakeIntTupleOp : Cute_TupleCtorOp<"make_int_tuple">;
def Cute_MakeShapeOp : Cute_TupleCtorOp<"make_shape">;
def Cute_MakeStrideOp : Cute_TupleCtorOp<"make_stride">;
def Cute_MakeCoordOp : Cute_TupleCtorOp<"make_coord">;
def Cute_MakeTileOp : Cute_TupleCtorOp<"make_tile">;

/// shape:stride from a shape and a stride equal to the result's parts.
def Cute_MakeLayoutOp : Cute_Op<"make_layout"> {
  let arguments = (ins AnyType:$shape, AnyType:$stride);
  let results = (outs AnyType:$layout);
  let assemblyFormat = "`(` $shape `,` $stride `)` attr-dict `:` functional-type(operands, $layout)";
}

/// Seed 000's primitive form of make_layout: any integer-tuple kinds.
def Cute_MakeLayoutRawOp : Cute_Op<"make_layout_raw"> {
  let arguments = (ins AnyType:$shape, AnyType:$stride);
  let results = (outs AnyType:$layout);
  let assemblyFormat = "`(` $shape `,` $stride `)` attr-dict `:` functional-type(operands, $layout)";
}

/// inner o offset o outer, each operand equal to the result's part.
def Cute_MakeComposedLayoutOp : Cute_Op<"make_composed_layout"> {
  let arguments = (ins AnyType:$inner, AnyType:$offset, AnyType:$outer);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    `(` $inner `,` $offset `,` $outer `)` attr-dict `:`
        `(` type($inner) `,` type($offset) `,` type($outer) `)` `->` type($result)
  }];
}

/// Seed 000's primitive form of make_composed_layout: (outer B, inner A,
/// offset).
def Cute_MakeComposedLayoutRawOp : Cute_Op<"make_composed_layout_raw"> {
  let arguments = (ins AnyType:$outer, AnyType:$inner, AnyType:$offset);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    `(` $outer `,` $inner `,` $offset `)` attr-dict `:`
        `(` type($outer) `,` type($inner) `,` type($offset) `)` `->` type($result)
  }];
}

/// S<bits,base,shift> from attributes.
def Cute_MakeSwizzleOp : Cute_Op<"make_swizzle"> {
  let arguments = (ins I32Attr:$bits, I32Attr:$base, I32Attr:$shift);
  let results = (outs AnyType:$result);
  let assemblyFormat = "`<` $bits `,` $base `,` $shift `>` attr-dict `:` type($result)";
}

/// A fully static value given by its type.
def Cute_StaticOp : Cute_Op<"static"> {
  let results = (outs AnyType:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

/// shape:basis strides (E<i…> per leaf). @post result(c) == c.
def Cute_MakeIdentityLayoutOp : Cute_Op<"make_identity_layout"> {
  let arguments = (ins AnyType:$shape);
  let results = (outs AnyType:$result);
  let assemblyFormat = "`(` $shape `)` attr-dict `:` type($shape) `->` type($result)";
}

/// The compact layout with src's shape and src's stride order.
def Cute_MakeLayoutLikeOp : Cute_Op<"make_layout_like"> {
  let arguments = (ins AnyType:$src);
  let results = (outs AnyType:$result);
  let assemblyFormat = "`(` $src `)` attr-dict `:` type($src) `->` type($result)";
}

/// The compact layout of shape whose modes are ordered by `order`.
def Cute_MakeOrderedLayoutOp : Cute_Op<"make_ordered_layout"> {
  let arguments = (ins AnyType:$shape, AnyType:$order);
  let results = (outs AnyType:$layout);
  let assemblyFormat = [{
    `(` $shape `,` $order `)` attr-dict `:` `(` type($shape) `,` type($order) `)` `->` type($layout)
  }];
}

//===--- Accessors --------------------------------------------------------===//

/// A unary op `op(%x) : T -> R`.
class Cute_UnaryArrowOp<string mnemonic> : Cute_Op<mnemonic> {
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$result);
  let assemblyFormat = "`(` $input `)` attr-dict `:` type($input) `->` type($result)";
}
// Where an operand or result can only be of one cute type class, its type
// prints without the dialect prefix, `<"…">`, as NVIDIA's cute_ir writes it;
// the parser takes either form (custom<Stripped…>, CuteDialect.cpp).
def Cute_ComposedGetInnerOp : Cute_UnaryArrowOp<"composed_get_inner"> {
  let assemblyFormat = [{
    `(` $input `)` attr-dict `:` custom<StrippedComposedLayout>(type($input)) `->` type($result)
  }];
}
def Cute_ComposedGetOffsetOp : Cute_UnaryArrowOp<"composed_get_offset"> {
  let assemblyFormat = [{
    `(` $input `)` attr-dict `:` custom<StrippedComposedLayout>(type($input)) `->` type($result)
  }];
}
def Cute_ComposedGetOuterOp : Cute_UnaryArrowOp<"composed_get_outer"> {
  let assemblyFormat = [{
    `(` $input `)` attr-dict `:` custom<StrippedComposedLayout>(type($input))
    `->` custom<StrippedLayout>(type($result))
  }];
}
def Cute_GetShapeOp : Cute_UnaryArrowOp<"get_shape">;
def Cute_GetStrideOp : Cute_UnaryArrowOp<"get_stride"> {
  let assemblyFormat = [{
    `(` $input `)` attr-dict `:` custom<StrippedLayout>(type($input)) `->` type($result)
  }];
}

/// A tuple-kind cast `op(%src) : T -> R` keeping the value.
class Cute_CastOp<string mnemonic> : Cute_Op<mnemonic> {
  let arguments = (ins AnyType:$src);
  let results = (outs AnyType:$result);
  let assemblyFormat = "`(` $src `)` attr-dict `:` type($src) `->` type($result)";
}
def Cute_ToIntTupleOp : Cute_CastOp<"to_int_tuple">;
def Cute_ToShapeOp : Cute_CastOp<"to_shape">;
def Cute_ToStrideOp : Cute_CastOp<"to_stride">;
def Cute_ToCoordOp : Cute_CastOp<"to_coord">;

/// The layout leaves of a tile in depth-first order (underscores skipped).
def Cute_GetLayoutsFromTileOp : Cute_InferredOp<"get_layouts_from_tile"> {
  let arguments = (ins AnyType:$tile);
  let results = (outs Variadic<AnyType>:$layouts);
  let assemblyFormat = "`(` $tile `)` attr-dict `:` custom<StrippedTile>(type($tile))";
}

/// The leaves of a tuple-kind value or a tile, each as a value of the
/// input's kind (a tile's layout leaves as layouts, `_` as `!cute.tile<"_">`).
def Cute_GetLeavesOp : Cute_InferredOp<"get_leaves"> {
  let arguments = (ins AnyType:$input);
  let results = (outs Variadic<AnyType>:$results);
  let assemblyFormat = "`(` $input `)` attr-dict `:` type($input)";
}

/// The sub-value at the hierarchical mode path (identity when empty).
def Cute_GetOp : Cute_Op<"get"> {
  let arguments = (ins AnyType:$input, OptionalAttr<DenseI32ArrayAttr>:$mode);
  let results = (outs AnyType:$result);
  let assemblyFormat = "(`<` $mode^ `>`)? `(` $input `)` attr-dict `:` type($input) `->` type($result)";
}

/// The integer leaves of a value (all, or only the dynamic ones) as
/// scalars: static leaves as i64 constants, `?` as i32, `?{i64}` as i64;
/// a swizzle gives its three parameters as i32.
def Cute_GetScalarsOp : Cute_InferredOp<"get_scalars"> {
  let arguments = (ins AnyType:$cute_value, UnitAttr:$only_dynamic);
  let results = (outs Variadic<AnyType>:$scalars);
  let assemblyFormat = [{
    (`<` `{` `only_dynamic` `}` `>` $only_dynamic^)? `(` $cute_value `)` attr-dict `:` type($cute_value)
  }];
}

/// The top-level modes at the given indices, always as a tuple.
def Cute_SelectOp : Cute_Op<"select"> {
  let arguments = (ins AnyType:$input, DenseI32ArrayAttr:$mode);
  let results = (outs AnyType:$result);
  let assemblyFormat = "`<` $mode `>` `(` $input `)` attr-dict `:` type($input) `->` type($result)";
}

//===--- Layout algebra ---------------------------------------------------===//

/// A unary op with the functional-type assembly.
class Cute_UnaryFnOp<string mnemonic> : Cute_Op<mnemonic> {
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$result);
  let assemblyFormat = "`(` $input `)` attr-dict `:` functional-type(operands, results)";
}
def Cute_FlattenOp : Cute_UnaryFnOp<"flatten">;
def Cute_LeftInverseOp : Cute_UnaryFnOp<"left_inverse">;
def Cute_RightInverseOp : Cute_UnaryFnOp<"right_inverse">;
def Cute_FilterOp : Cute_UnaryFnOp<"filter">;
def Cute_TupleProductOp : Cute_UnaryFnOp<"tuple_product">;
def Cute_TupleProductEachOp : Cute_UnaryFnOp<"tuple_product_each">;

/// A unary op with an optional second operand, functional-type assembly.
class Cute_OptionalOperandOp<string mnemonic, string second> : Cute_Op<mnemonic> {
  let arguments = !con((ins AnyType:$input), !dag(ins, [Optional<AnyType>], [second]));
  let results = (outs AnyType:$result);
  let assemblyFormat = "`(` $input (`,` $" # second # "^)? `)` attr-dict `:` functional-type(operands, results)";
}
def Cute_CoalesceOp : Cute_OptionalOperandOp<"coalesce", "target_profile">;
def Cute_ComplementOp : Cute_OptionalOperandOp<"complement", "cotarget">;
def Cute_FilterZerosOp : Cute_OptionalOperandOp<"filter_zeros", "target_profile">;

/// lhs o rhs with rhs a layout, shape or tile.
def Cute_CompositionOp : Cute_Op<"composition"> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    `(` $lhs `,` $rhs `)` attr-dict `:` `(` type($lhs) `,` type($rhs) `)` `->` type($result)
  }];
}

/// slice/dice of a value by a coordinate with `_`; the result type follows.
class Cute_SliceLikeOp<string mnemonic> : Cute_InferredOp<mnemonic> {
  let arguments = (ins AnyType:$input, AnyType:$coord);
  let results = (outs AnyType:$result);
  let assemblyFormat = "`(` operands `)` attr-dict `:` type(operands)";
}
def Cute_SliceOp : Cute_SliceLikeOp<"slice">;
def Cute_DiceOp : Cute_SliceLikeOp<"dice">;

/// Modes [begin, end) grouped into one mode.
def Cute_GroupModesOp : Cute_Op<"group_modes"> {
  let arguments = (ins AnyType:$input, I32Attr:$begin, I32Attr:$end);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    `<` $begin `,` $end `>` `(` $input `)` attr-dict `:` functional-type($input, $result)
  }];
}

/// The layout of the same memory seen as elements of new_type_bits.
def Cute_RecastLayoutOp : Cute_Op<"recast_layout"> {
  let arguments = (ins AnyType:$src, I32Attr:$new_type_bits, I32Attr:$old_type_bits);
  let results = (outs AnyType:$dst);
  let assemblyFormat = [{
    `<` $new_type_bits `,` $old_type_bits `>` `(` $src `)` attr-dict `:` type($src) `->` type($dst)
  }];
}

//===--- Size and indexing ------------------------------------------------===//

/// input extended to `rank` modes with copies of `element`.
class Cute_ToRankOp<string mnemonic> : Cute_InferredOp<mnemonic> {
  let arguments = (ins AnyType:$input, AnyType:$element, I32Attr:$rank);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    `<` $rank `>` `(` $input `,` $element `)` attr-dict `:` type($input) `,` type($element)
  }];
}
def Cute_AppendToRankOp : Cute_ToRankOp<"append_to_rank">;
def Cute_PrependToRankOp : Cute_ToRankOp<"prepend_to_rank">;

/// size/cosize of the input, or of the mode at the optional path.
class Cute_SizeLikeOp<string mnemonic> : Cute_Op<mnemonic> {
  let arguments = (ins AnyType:$input, OptionalAttr<DenseI32ArrayAttr>:$mode);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    (`<` $mode^ `>`)? `(` $input `)` attr-dict `:` functional-type($input, $result)
  }];
}
def Cute_SizeOp : Cute_SizeLikeOp<"size">;
def Cute_CosizeOp : Cute_SizeLikeOp<"cosize">;

/// The index of coord under shape (column-major), shape and stride, or a
/// layout (seed 001).
def Cute_Crd2IdxOp : Cute_Op<"crd2idx"> {
  let arguments = (ins AnyType:$coord, AnyType:$shape, Optional<AnyType>:$stride);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    `(` $coord `,` $shape (`,` $stride^)? `)` attr-dict `:` functional-type(operands, results)
  }];
}

/// A binary op with the functional-type assembly and named operands.
class Cute_BinaryFnOp<string mnemonic, string a, string b> : Cute_Op<mnemonic> {
  let arguments = !dag(ins, [AnyType, AnyType], [a, b]);
  let results = (outs AnyType:$result);
  let assemblyFormat = "`(` operands `)` attr-dict `:` functional-type(operands, results)";
}
def Cute_Idx2CrdOp : Cute_BinaryFnOp<"idx2crd", "index", "shape">;
def Cute_IncrementCoordOp : Cute_BinaryFnOp<"increment_coord", "coord", "shape">;
def Cute_LayoutEvalOp : Cute_BinaryFnOp<"layout_eval", "coord", "layout">;

//===--- Tuple arithmetic -------------------------------------------------===//

def Cute_CeilDivOp : Cute_BinaryFnOp<"ceil_div", "input", "tiler">;
def Cute_ShapeDivOp : Cute_BinaryFnOp<"shape_div", "a", "b">;
def Cute_TupleAddOp : Cute_BinaryFnOp<"tuple_add", "lhs", "rhs">;
def Cute_TupleSubOp : Cute_BinaryFnOp<"tuple_sub", "lhs", "rhs">;
def Cute_ElemLessOp : Cute_BinaryFnOp<"elem_less", "lhs", "rhs">;
def Cute_EqualOp : Cute_BinaryFnOp<"equal", "lhs", "rhs">;
def Cute_TupleEqOp : Cute_BinaryFnOp<"tuple_eq", "lhs", "rhs">;

//===--- Products and divides ---------------------------------------------===//

def Cute_LogicalProductOp : Cute_BinaryFnOp<"logical_product", "lhs", "rhs">;
def Cute_ZippedProductOp : Cute_BinaryFnOp<"zipped_product", "lhs", "rhs">;
def Cute_TiledProductOp : Cute_BinaryFnOp<"tiled_product", "lhs", "rhs">;
def Cute_FlatProductOp : Cute_BinaryFnOp<"flat_product", "lhs", "rhs">;
def Cute_BlockedProductOp : Cute_BinaryFnOp<"blocked_product", "lhs", "rhs">;
def Cute_RakedProductOp : Cute_BinaryFnOp<"raked_product", "lhs", "rhs">;
def Cute_LogicalDivideOp : Cute_BinaryFnOp<"logical_divide", "input", "tiler">;
def Cute_ZippedDivideOp : Cute_BinaryFnOp<"zipped_divide", "input", "tiler">;
def Cute_TiledDivideOp : Cute_BinaryFnOp<"tiled_divide", "input", "tiler">;
def Cute_FlatDivideOp : Cute_BinaryFnOp<"flat_divide", "input", "tiler">;

/// Mode i becomes mode_i o (W,n):(D,S) with n = stencil_output_len (seed 003).
def Cute_StencilDivideOp : Cute_Op<"stencil_divide"> {
  let arguments = (ins AnyType:$input, AnyType:$window, AnyType:$stride, AnyType:$dilation);
  let results = (outs AnyType:$result);
  let assemblyFormat = "`(` operands `)` attr-dict `:` functional-type(operands, results)";
}

/// The block layout replicated to cover shape (optionally in `order`).
def Cute_TileToShapeOp : Cute_Op<"tile_to_shape"> {
  let arguments = (ins AnyType:$input, AnyType:$shape, Optional<AnyType>:$order);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    `(` $input `,` $shape (`,` $order^)? `)` attr-dict `:` functional-type(operands, results)
  }];
}

/// The tile of `input` at `coord`: zipped_divide(input, tiler) sliced with
/// (_, coord); `mode` selects the tiler modes used (default: all).
def Cute_LocalTileOp : Cute_Op<"local_tile"> {
  let arguments = (ins AnyType:$input, AnyType:$tiler, AnyType:$coord,
                       OptionalAttr<DenseI32ArrayAttr>:$mode);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    (`<` $mode^ `>`)? `(` $input `,` $tiler `,` $coord `)` attr-dict `:` functional-type(operands, results)
  }];
}

/// The partition of `input` owned by `coord` of the tiler's shape:
/// zipped_divide(input, shape(tiler)) sliced with (coord, _).
def Cute_LocalPartitionOp : Cute_Op<"local_partition"> {
  let arguments = (ins AnyType:$input, AnyType:$tiler, AnyType:$target_profile);
  let results = (outs AnyType:$result);
  let assemblyFormat = "`(` operands `)` attr-dict `:` functional-type(operands, results)";
}

//===--- Printing ---------------------------------------------------------===//

/// Prints one line: the value's canonical text with run-time values in place
/// of `?`; an integer (i1/i32/i64/index) prints in decimal. With `{table}`
/// (seed 000's dynamic print) a layout or composed layout with integer
/// strides is printed over its coordinate domain after that line: a rank-2
/// layout as CuTe's print_layout table, any other rank as `i -> offset`
/// lines in colexicographic order.
def Cute_PrintOp : Op<Cute_Dialect, "print", [MemoryEffects<[MemWrite]>]> {
  let arguments = (ins AnyType:$value, UnitAttr:$table);
  let assemblyFormat = "`(` $value `)` `:` type($value) attr-dict";
  let hasVerifier = 1;
}

#endif
