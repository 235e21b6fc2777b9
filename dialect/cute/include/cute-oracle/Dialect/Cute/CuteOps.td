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

/// The closing paragraph of the description of every op whose verifier
/// compares the declared result type with the computed value.
defvar Cute_AgreesNote = [{
    Agreement of the declared result type with the computed value: when
    every operand is static, the declared type must equal the value. With
    run-time operands its static leaves must equal the computed ones, each
    `?` (or `?{i64}`) leaf may stand for a computed leaf no wider than it,
    and no static leaf may stand for a computed run-time leaf. In both
    cases a size-1 mode may be declared in an equivalent form (with another
    stride, or left out).
  }];

//===--- Constructors -----------------------------------------------------===//

/// Builds a tuple-kind value whose `?` leaves take the operands in
/// depth-first order. @post the result type's static leaves are unchanged.
class Cute_TupleCtorOp<string mnemonic> : Cute_Op<mnemonic> {
  let arguments = (ins Variadic<AnyType>:$operands);
  let results = (outs AnyType:$result);
  let assemblyFormat = "`(` $operands `)` attr-dict `:` functional-type($operands, $result)";
}
def Cute_MakeIntTupleOp : Cute_TupleCtorOp<"make_int_tuple"> {
  let summary = "builds an int_tuple from its type and run-time integers";
  let description = [{
    Builds the hierarchical integer tuple written in the result type. Every
    static leaf of the type is taken as written; every run-time leaf (`?`,
    a 32-bit integer, or `?{i64}`, a 64-bit one) takes the value of one
    operand, the operands filling the `?` leaves in depth-first
    (left-to-right) order. With no `?` leaf the op takes no operand and
    yields the static tuple.

    Preconditions (verifier):
    - the result is a `!cute.int_tuple`;
    - there is exactly one operand per `?` leaf of the result type;
    - each operand is `i32`, `i64` or `index` (index counts as 64 bits), a
      cute tuple holding a single scalar `?` leaf, or a static scalar cute
      tuple whose value fits the slot; its width must equal the width of
      the leaf it fills (`?` takes 32 bits, `?{i64}` 64 bits).

    Postcondition: the result has the profile and the static leaves of its
    type, and its i-th run-time leaf (depth first) equals operand i.

    Example:

    ```mlir
    %t = cute.make_int_tuple(%a, %b) : (i32, i64) -> !cute.int_tuple<"(?,16,(?{i64},3))">
    ```
  }];
}
def Cute_MakeShapeOp : Cute_TupleCtorOp<"make_shape"> {
  let summary = "builds a shape from its type and run-time integers";
  let description = [{
    Builds the shape (a hierarchical tuple of mode extents) written in the
    result type. Static leaves are taken as written; the `?` leaves take the
    operands in depth-first order, as for `cute.make_int_tuple`.

    Preconditions (verifier):
    - the result is a `!cute.shape`;
    - there is exactly one operand per `?` leaf of the result type;
    - each operand is `i32`, `i64`, `index`, a cute tuple holding a single
      scalar `?` leaf, or a static scalar cute tuple that fits the slot,
      of the width of the leaf it fills (`?` 32 bits, `?{i64}` 64 bits).

    Postcondition: the result has the profile and static extents of its
    type, and its i-th run-time extent (depth first) equals operand i.

    Example:

    ```mlir
    %s = cute.make_shape(%n) : (i64) -> !cute.shape<"(?{i64},4)">
    ```
  }];
}
def Cute_MakeStrideOp : Cute_TupleCtorOp<"make_stride"> {
  let summary = "builds a stride from its type and run-time integers";
  let description = [{
    Builds the stride written in the result type: a hierarchical tuple of
    integer strides or scaled basis elements (`d@i`, the value `d` in mode
    `i` of a coordinate). Static leaves are taken as written; each `?` leaf,
    including the scale of a `?@i` basis leaf, takes one operand in
    depth-first order.

    Preconditions (verifier):
    - the result is a `!cute.stride`;
    - there is exactly one operand per `?` leaf of the result type;
    - each operand is `i32`, `i64`, `index`, a cute tuple holding a single
      scalar `?` leaf, or a static scalar cute tuple that fits the slot,
      of the width of the leaf it fills (`?` 32 bits, `?{i64}` 64 bits).

    Postcondition: the result has the profile and static leaves of its
    type, and its i-th run-time leaf (depth first) equals operand i.

    Example:

    ```mlir
    %d = cute.make_stride(%k) : (i32) -> !cute.stride<"(1,?)">
    ```
  }];
}
def Cute_MakeCoordOp : Cute_TupleCtorOp<"make_coord"> {
  let summary = "builds a coordinate from its type and run-time integers";
  let description = [{
    Builds the coordinate written in the result type: a hierarchical tuple
    of integer indices in which `_` marks a mode left free (for `slice` and
    `dice`). Static leaves and `_` are taken as written; the `?` leaves take
    the operands in depth-first order.

    Preconditions (verifier):
    - the result is a `!cute.coord`;
    - there is exactly one operand per `?` leaf of the result type (a `_`
      takes none);
    - each operand is `i32`, `i64`, `index`, a cute tuple holding a single
      scalar `?` leaf, or a static scalar cute tuple that fits the slot,
      of the width of the leaf it fills (`?` 32 bits, `?{i64}` 64 bits).

    Postcondition: the result has the profile, static leaves and `_` leaves
    of its type, and its i-th run-time leaf (depth first) equals operand i.

    Example:

    ```mlir
    %c = cute.make_coord(%i) : (i32) -> !cute.coord<"(?,_)">
    ```
  }];
}
def Cute_MakeTileOp : Cute_TupleCtorOp<"make_tile"> {
  let summary = "builds a tile (tiler) from its type and run-time integers";
  let description = [{
    Builds the tile written in the result type: a bracketed list of tiler
    modes `[m0;m1;…]`, each a layout, an extent, `_` (keep the mode) or a
    nested tile. The `?` leaves of the tile (in its layouts' shapes and
    strides and in its extents) take the operands in depth-first order; all
    other leaves are taken as written.

    Preconditions (verifier):
    - the result is a `!cute.tile`;
    - there is exactly one operand per `?` leaf of the result type;
    - each operand is `i32`, `i64`, `index`, a cute tuple holding a single
      scalar `?` leaf, or a static scalar cute tuple that fits the slot,
      of the width of the leaf it fills (`?` 32 bits, `?{i64}` 64 bits).

    Postcondition: the result has the structure and static leaves of its
    type, and its i-th run-time leaf (depth first) equals operand i.

    Example:

    ```mlir
    %t = cute.make_tile(%m, %n) : (i32, i32) -> !cute.tile<"[(?,5):(1,?)]">
    ```
  }];
}

/// shape:stride from a shape and a stride equal to the result's parts.
def Cute_MakeLayoutOp : Cute_Op<"make_layout"> {
  let summary = "builds the layout shape:stride";
  let description = [{
    Builds the layout `shape:stride`, the function that maps a coordinate of
    `shape` to the inner product of the coordinate with `stride`.

    Preconditions (verifier):
    - the result is a `!cute.layout` (whose type already requires a shape
      and a stride of the same profile);
    - the first operand is a `!cute.shape` and the second a `!cute.stride`;
    - the shape operand's value equals the result's shape and the stride
      operand's value equals the result's stride, leaf for leaf (`?` and
      `?{i64}` included).

    Postcondition: `get_shape(result) == shape` and
    `get_stride(result) == stride`.

    Example:

    ```mlir
    %l = cute.make_layout(%s, %d) : (!cute.shape<"(8,3)">, !cute.stride<"(3,1)">) -> !cute.layout<"(8,3):(3,1)">
    ```
  }];

  let arguments = (ins AnyType:$shape, AnyType:$stride);
  let results = (outs AnyType:$layout);
  let assemblyFormat = "`(` $shape `,` $stride `)` attr-dict `:` functional-type(operands, $layout)";
}

/// Seed 000's primitive form of make_layout: any integer-tuple kinds.
def Cute_MakeLayoutRawOp : Cute_Op<"make_layout_raw"> {
  let summary = "builds the layout shape:stride from any integer-tuple kinds";
  let description = [{
    The primitive form of `cute.make_layout` that lowering produces: builds
    the layout `shape:stride` from two operands of any integer-tuple kind
    (`int_tuple`, `shape`, `stride` or `coord`).

    Preconditions (verifier):
    - the result is a `!cute.layout`;
    - both operands are integer-tuple kinds;
    - the first operand's value equals the result's shape and the second
      operand's value equals the result's stride, leaf for leaf.

    Postcondition: the result's shape and stride are the operands' values.

    Example:

    ```mlir
    %l = cute.make_layout_raw(%s, %d) : (!cute.int_tuple<"(5,2)">, !cute.int_tuple<"(2,10)">) -> !cute.layout<"(5,2):(2,10)">
    ```
  }];

  let arguments = (ins AnyType:$shape, AnyType:$stride);
  let results = (outs AnyType:$layout);
  let assemblyFormat = "`(` $shape `,` $stride `)` attr-dict `:` functional-type(operands, $layout)";
}

/// inner o offset o outer, each operand equal to the result's part.
def Cute_MakeComposedLayoutOp : Cute_Op<"make_composed_layout"> {
  let summary = "builds the composed layout inner o offset o outer";
  let description = [{
    Builds the composed layout `A o off o B`, the function
    `c -> A(off + B(c))`: the outer layout `B` maps a coordinate to an
    offset, the constant `off` is added, and the inner function `A` (a
    layout or a swizzle) maps the sum. Its domain is the domain of `B`.

    Preconditions (verifier):
    - the result is a `!cute.composed_layout`;
    - `inner` is a `!cute.layout` or a `!cute.swizzle`, `offset` an
      `!cute.int_tuple` and `outer` a `!cute.layout`;
    - each operand's value equals the matching part of the result type.

    Postcondition: `composed_get_inner`, `composed_get_offset` and
    `composed_get_outer` of the result give back the three operands.

    Example:

    ```mlir
    %cl = cute.make_composed_layout(%a, %off, %b) : (!cute.layout<"(6,4):(1,6)">, !cute.int_tuple<"3">, !cute.layout<"(3,2):(1,3)">) -> !cute.composed_layout<"(6,4):(1,6) o 3 o (3,2):(1,3)">
    ```
  }];

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
  let summary = "builds the composed layout A o offset o B from (B, A, offset)";
  let description = [{
    The primitive form of `cute.make_composed_layout` that lowering
    produces: the same composed layout `A o off o B` (the function
    `c -> A(off + B(c))`), with the operands in the order outer `B`,
    inner `A`, offset.

    Preconditions (verifier):
    - the result is a `!cute.composed_layout`;
    - `inner` is a `!cute.layout` or a `!cute.swizzle`, `offset` an
      `!cute.int_tuple` and `outer` a `!cute.layout`;
    - each operand's value equals the matching part of the result type.

    Postcondition: the result's inner function, offset and outer layout are
    the operands' values.

    Example:

    ```mlir
    %cl = cute.make_composed_layout_raw(%b, %sw, %off) : (!cute.layout<"(8,8):(8,1)">, !cute.swizzle<"S<3,3,3>">, !cute.int_tuple<"0">) -> !cute.composed_layout<"S<3,3,3> o 0 o (8,8):(8,1)">
    ```
  }];

  let arguments = (ins AnyType:$outer, AnyType:$inner, AnyType:$offset);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    `(` $outer `,` $inner `,` $offset `)` attr-dict `:`
        `(` type($outer) `,` type($inner) `,` type($offset) `)` `->` type($result)
  }];
}

/// S<bits,base,shift> from attributes.
def Cute_MakeSwizzleOp : Cute_Op<"make_swizzle"> {
  let summary = "builds the swizzle S<bits,base,shift>";
  let description = [{
    Builds the swizzle `S<B,M,S>`, a bijection on integer offsets that
    XORs a group of `B` bits into another: with `zzz` the mask of bits
    `[M, M+B)` and `yyy` the mask of bits `[M+|S|, M+|S|+B)`, it maps
    `x -> x ^ ((x & yyy) >> S)` for `S >= 0` (a left shift by `-S` for a
    negative `S`, the masks swapping roles). `B = 0` gives the identity.

    Preconditions (verifier):
    - the result is a `!cute.swizzle` (whose type requires
      `0 <= B <= |S|`, `M >= 0` and `B + M + |S| <= 62`);
    - the attributes `bits`, `base` and `shift` equal the `B`, `M` and `S`
      of the result type.

    Postcondition: the result is `S<bits,base,shift>`; applied twice it is
    the identity.

    Example:

    ```mlir
    %s = cute.make_swizzle<2, 4, 3> : !cute.swizzle<"S<2,4,3>">
    ```
  }];

  let arguments = (ins I32Attr:$bits, I32Attr:$base, I32Attr:$shift);
  let results = (outs AnyType:$result);
  let assemblyFormat = "`<` $bits `,` $base `,` $shift `>` attr-dict `:` type($result)";
}

/// A fully static value given by its type.
def Cute_StaticOp : Cute_Op<"static"> {
  let summary = "a fully static cute value given by its type";
  let description = [{
    Yields the value written in its result type. It takes no operand, so
    every leaf of the type must be known at compile time; `--cute-fold-static`
    replaces pure ops whose results are fully static by this op.

    Preconditions (verifier):
    - the result is a cute type (tuple kind, layout, swizzle, composed
      layout or tile);
    - the type has no run-time (`?`) leaf.

    Postcondition: the result's value is exactly its type's value.

    Example:

    ```mlir
    %0 = cute.static : !cute.layout<"(3,7):(7,1)">
    ```
  }];

  let results = (outs AnyType:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

/// shape:basis strides (E<i…> per leaf). @post result(c) == c.
def Cute_MakeIdentityLayoutOp : Cute_Op<"make_identity_layout"> {
  let summary = "the layout that maps every coordinate of a shape to itself";
  let description = !strconcat([{
    Builds `shape : basis_like(shape)`: each leaf of the shape gets the unit
    basis stride `1@i…` of its position (`1@0`, `1@1`, `1@0@1`, …), so the
    layout's value at a natural coordinate is that coordinate itself, as an
    arithmetic tuple. A scalar shape `n` gives `n:1`.

    Preconditions (verifier):
    - the operand is a `!cute.shape`;
    - the result is a `!cute.layout` and the declared result type agrees
      with the computed value.

    Postcondition: `result(c) == c` for every natural coordinate `c` of the
    shape, and `get_shape(result) == shape`.

    Example:

    ```mlir
    %l = cute.make_identity_layout(%s) : !cute.shape<"(3,5,2)"> -> !cute.layout<"(3,5,2):(1@0,1@1,1@2)">
    ```
  }], Cute_AgreesNote);

  let arguments = (ins AnyType:$shape);
  let results = (outs AnyType:$result);
  let assemblyFormat = "`(` $shape `)` attr-dict `:` type($shape) `->` type($result)";
}

/// The compact layout with src's shape and src's stride order.
def Cute_MakeLayoutLikeOp : Cute_Op<"make_layout_like"> {
  let summary = "the compact layout with the source's shape and stride order";
  let description = !strconcat([{
    Builds a compact layout (image `[0, size)`, no gaps) with the shape of
    `src` whose modes are ordered like the strides of `src`: the mode with
    the smallest stride gets stride 1, the next one the product of the
    extents before it, and so on (as `cute.make_ordered_layout` with the
    strides as the order). Static stride-0 modes keep stride 0. A composed
    layout whose inner part is a swizzle is treated through its outer
    layout.

    Preconditions (verifier):
    - `src` is a `!cute.layout` or a `!cute.composed_layout` (the algebra
      accepts a composed layout only with a swizzle inner part);
    - the result is a `!cute.layout` and the declared result type agrees
      with the computed value.

    Postcondition: `get_shape(result) == get_shape(src)`, the result is
    compact apart from its stride-0 modes, and its strides are ordered like
    those of `src`.

    Example:

    ```mlir
    %r = cute.make_layout_like(%src) : !cute.layout<"(3,5):(10,2)"> -> !cute.layout<"(3,5):(5,1)">
    ```
  }], Cute_AgreesNote);

  let arguments = (ins AnyType:$src);
  let results = (outs AnyType:$result);
  let assemblyFormat = "`(` $src `)` attr-dict `:` type($src) `->` type($result)";
}

/// The compact layout of shape whose modes are ordered by `order`.
def Cute_MakeOrderedLayoutOp : Cute_Op<"make_ordered_layout"> {
  let summary = "the compact layout of a shape with modes ranked by an order";
  let description = !strconcat([{
    Builds the compact layout of `shape` in which the modes are laid out in
    increasing order of the matching integers of `order` (CuTe's
    `compact_order`): the mode of lowest rank gets stride 1, each next mode
    the product of the extents already placed. Ties are broken left to
    right; a run-time order leaf ranks after every static one. Extent-1
    modes get stride 0. `(0,1)` gives column-major, `(1,0)` row-major.

    Preconditions (verifier):
    - `shape` is a `!cute.shape` and `order` an integer-tuple kind, weakly
      congruent to the shape;
    - the result is a `!cute.layout` and the declared result type agrees
      with the computed value.

    Postcondition: `get_shape(result) == shape`, `cosize(result) ==
    size(shape)`, and the strides increase in the order given.

    Example:

    ```mlir
    %l = cute.make_ordered_layout(%s, %o) : (!cute.shape<"(3,5)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(3,5):(5,1)">
    ```
  }], Cute_AgreesNote);

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
  let summary = "the inner function A of a composed layout A o offset o B";
  let description = !strconcat([{
    Returns the inner function `A` of the composed layout `A o off o B`:
    a `!cute.layout` or a `!cute.swizzle`.

    Preconditions (verifier):
    - the operand is a `!cute.composed_layout`;
    - the declared result type agrees with `A` (a layout for a layout inner
      part, a swizzle for a swizzle).

    Postcondition: `make_composed_layout(result, composed_get_offset(x),
    composed_get_outer(x)) == x`.

    Example:

    ```mlir
    %a = cute.composed_get_inner(%cl) : !cute.composed_layout<"S<2,4,3> o 0 o (16,8):(8,1)"> -> !cute.swizzle<"S<2,4,3>">
    ```
  }], Cute_AgreesNote);

  let assemblyFormat = [{
    `(` $input `)` attr-dict `:` custom<StrippedComposedLayout>(type($input)) `->` type($result)
  }];
}
def Cute_ComposedGetOffsetOp : Cute_UnaryArrowOp<"composed_get_offset"> {
  let summary = "the offset of a composed layout A o offset o B";
  let description = !strconcat([{
    Returns the offset `off` of the composed layout `A o off o B`, the
    constant added to `B(c)` before `A` is applied. It is an integer, or an
    arithmetic tuple when `B` has basis strides.

    Preconditions (verifier):
    - the operand is a `!cute.composed_layout`;
    - the result is a `!cute.int_tuple` that agrees with the offset.

    Postcondition: the result equals the offset part of the operand.

    Example:

    ```mlir
    %o = cute.composed_get_offset(%cl) : !cute.composed_layout<"(6,4):(1,6) o 3 o (3,2):(1,3)"> -> !cute.int_tuple<"3">
    ```
  }], Cute_AgreesNote);

  let assemblyFormat = [{
    `(` $input `)` attr-dict `:` custom<StrippedComposedLayout>(type($input)) `->` type($result)
  }];
}
def Cute_ComposedGetOuterOp : Cute_UnaryArrowOp<"composed_get_outer"> {
  let summary = "the outer layout B of a composed layout A o offset o B";
  let description = !strconcat([{
    Returns the outer layout `B` of the composed layout `A o off o B`, the
    layout applied first, which gives the composed layout its domain (its
    shape).

    Preconditions (verifier):
    - the operand is a `!cute.composed_layout`;
    - the result is a `!cute.layout` that agrees with `B`.

    Postcondition: the result equals `B`; `get_shape(result)` is the shape
    of the composed layout.

    Example:

    ```mlir
    %b = cute.composed_get_outer(%cl) : !cute.composed_layout<"(6,4):(1,6) o 3 o (3,2):(1,3)"> -> !cute.layout<"(3,2):(1,3)">
    ```
  }], Cute_AgreesNote);

  let assemblyFormat = [{
    `(` $input `)` attr-dict `:` custom<StrippedComposedLayout>(type($input))
    `->` custom<StrippedLayout>(type($result))
  }];
}
def Cute_GetShapeOp : Cute_UnaryArrowOp<"get_shape"> {
  let summary = "the shape (domain) of a layout, composed layout or tile";
  let description = !strconcat([{
    Returns the shape of the input: the shape of a layout, the shape of the
    outer layout `B` of a composed layout `A o off o B` (its domain), or,
    for a tile, the tuple of the shapes of its modes.

    Preconditions (verifier):
    - the operand is a `!cute.layout`, `!cute.composed_layout` or
      `!cute.tile`;
    - the result is a `!cute.shape` that agrees with the computed shape.

    Postcondition: the result has the profile of the input's domain and
    `size(result) == size(input)`.

    Example:

    ```mlir
    %s = cute.get_shape(%l) : !cute.layout<"(6,(2,3)):(1,(6,12))"> -> !cute.shape<"(6,(2,3))">
    ```
  }], Cute_AgreesNote);
}
def Cute_GetStrideOp : Cute_UnaryArrowOp<"get_stride"> {
  let summary = "the stride of a layout";
  let description = !strconcat([{
    Returns the stride of a layout `shape:stride`: a tuple congruent to the
    shape whose leaves are integers or scaled basis elements.

    Preconditions (verifier):
    - the operand is a `!cute.layout` (a composed layout is rejected);
    - the result is a `!cute.stride` that agrees with the layout's stride.

    Postcondition: the result is congruent to `get_shape(input)` and
    `make_layout(get_shape(input), result) == input`.

    Example:

    ```mlir
    %d = cute.get_stride(%l) : !cute.layout<"(6,(2,3)):(1,(6,12))"> -> !cute.stride<"(1,(6,12))">
    ```
  }], Cute_AgreesNote);

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
def Cute_ToIntTupleOp : Cute_CastOp<"to_int_tuple"> {
  let summary = "reinterprets an integer-tuple kind as an int_tuple";
  let description = !strconcat([{
    Returns the value of a `shape`, `stride`, `coord` or `int_tuple` as an
    `int_tuple`. Only the type class changes; the value is kept.

    Preconditions (verifier):
    - the operand is an integer-tuple kind;
    - the result is a `!cute.int_tuple` that agrees with the operand's
      value.

    Postcondition: the result has the operand's value, leaf for leaf.

    Example:

    ```mlir
    %0 = cute.to_int_tuple(%s) : !cute.shape<"(6,2)"> -> !cute.int_tuple<"(6,2)">
    ```
  }], Cute_AgreesNote);
}
def Cute_ToShapeOp : Cute_CastOp<"to_shape"> {
  let summary = "reinterprets an integer-tuple kind as a shape";
  let description = !strconcat([{
    Returns the value of an integer-tuple kind as a `shape`, keeping the
    value.

    Preconditions (verifier):
    - the operand is an integer-tuple kind (`int_tuple`, `shape`, `stride`
      or `coord`);
    - the result is a `!cute.shape` that agrees with the operand's value.

    Postcondition: the result has the operand's value, leaf for leaf.

    Example:

    ```mlir
    %s = cute.to_shape(%i) : !cute.int_tuple<"(2,(?,5),?{i64})"> -> !cute.shape<"(2,(?,5),?{i64})">
    ```
  }], Cute_AgreesNote);
}
def Cute_ToStrideOp : Cute_CastOp<"to_stride"> {
  let summary = "reinterprets an integer-tuple kind as a stride";
  let description = !strconcat([{
    Returns the value of an integer-tuple kind as a `stride`, keeping the
    value.

    Preconditions (verifier):
    - the operand is an integer-tuple kind (`int_tuple`, `shape`, `stride`
      or `coord`);
    - the result is a `!cute.stride` that agrees with the operand's value.

    Postcondition: the result has the operand's value, leaf for leaf.

    Example:

    ```mlir
    %d = cute.to_stride(%i) : !cute.int_tuple<"(1,9)"> -> !cute.stride<"(1,9)">
    ```
  }], Cute_AgreesNote);
}
def Cute_ToCoordOp : Cute_CastOp<"to_coord"> {
  let summary = "reinterprets an integer-tuple kind as a coordinate";
  let description = !strconcat([{
    Returns the value of an integer-tuple kind as a `coord`, keeping the
    value.

    Preconditions (verifier):
    - the operand is an integer-tuple kind (`int_tuple`, `shape`, `stride`
      or `coord`);
    - the result is a `!cute.coord` that agrees with the operand's value.

    Postcondition: the result has the operand's value, leaf for leaf.

    Example:

    ```mlir
    %c = cute.to_coord(%i) : !cute.int_tuple<"(4,?)"> -> !cute.coord<"(4,?)">
    ```
  }], Cute_AgreesNote);
}

/// The layout leaves of a tile in depth-first order (underscores skipped).
def Cute_GetLayoutsFromTileOp : Cute_InferredOp<"get_layouts_from_tile"> {
  let summary = "the layout modes of a tile, depth first";
  let description = [{
    Returns, as separate results, the layouts among the leaf modes of a
    tile, in depth-first order through nested tiles. `_` modes and extent
    modes are skipped. The result types are inferred.

    Preconditions (verifier, type inference):
    - the operand is a `!cute.tile`;
    - the tile has at least one layout mode.

    Postcondition: one `!cute.layout` result per layout mode of the tile,
    equal to that mode, in depth-first order.

    Example:

    ```mlir
    %l0, %l1 = cute.get_layouts_from_tile(%t) : !cute.tile<"[(2,6):(1,2);_;5:1]">
    ```
  }];

  let arguments = (ins AnyType:$tile);
  let results = (outs Variadic<AnyType>:$layouts);
  let assemblyFormat = "`(` $tile `)` attr-dict `:` custom<StrippedTile>(type($tile))";
}

/// The leaves of a tuple-kind value or a tile, each as a value of the
/// input's kind (a tile's layout leaves as layouts, `_` as `!cute.tile<"_">`).
def Cute_GetLeavesOp : Cute_InferredOp<"get_leaves"> {
  let summary = "the leaves of an integer tuple or the leaf modes of a tile";
  let description = [{
    Returns the leaves of the input as separate results, in depth-first
    order. For an integer-tuple kind each leaf (integer, `?`, basis element
    or `_`) is a value of the input's class; for a tile each leaf mode is
    returned, a layout mode as a `!cute.layout` and any other leaf mode
    (`_`, an extent) as a `!cute.tile`. The result types are inferred.

    Preconditions (verifier, type inference):
    - the operand is an integer-tuple kind or a `!cute.tile`.

    Postcondition: the number of results is the number of leaves; flattening
    the input gives the results in order.

    Example:

    ```mlir
    %s0, %s1, %s2 = cute.get_leaves(%sh) : !cute.shape<"(5,(3,2))">
    ```
  }];

  let arguments = (ins AnyType:$input);
  let results = (outs Variadic<AnyType>:$results);
  let assemblyFormat = "`(` $input `)` attr-dict `:` type($input)";
}

/// The sub-value at the hierarchical mode path (identity when empty).
def Cute_GetOp : Cute_Op<"get"> {
  let summary = "the sub-value at a hierarchical mode path";
  let description = !strconcat([{
    CuTe's `get<i0,i1,…>`: descends into mode `i0` of the input, then mode
    `i1` of that, and so on, and returns the sub-value reached. For a
    layout the mode is the sub-layout (shape and stride of that mode); for
    a composed layout `A o off o B` it is `A o off o get(B)`; for a tile it
    is the tiler mode. A leaf answers mode 0 with itself. Without `mode`
    (or with `[]`) the input is returned.

    Preconditions (verifier):
    - the operand is an integer-tuple kind, layout, composed layout or tile
      (not a swizzle);
    - every index of the path is non-negative and smaller than the rank of
      the value it indexes, and the path does not descend past a leaf;
    - the result is of the input's class and agrees with the computed
      sub-value.

    Postcondition: the result is mode `i0`, then `i1`, … of the input, of
    the input's class; for a layout it is the layout of that mode (its
    shape and stride).

    Example:

    ```mlir
    %r = cute.get<[1, 0]> (%s) : !cute.shape<"(4,(2,3))"> -> !cute.shape<"2">
    ```
  }], Cute_AgreesNote);

  let arguments = (ins AnyType:$input, OptionalAttr<DenseI32ArrayAttr>:$mode);
  let results = (outs AnyType:$result);
  let assemblyFormat = "(`<` $mode^ `>`)? `(` $input `)` attr-dict `:` type($input) `->` type($result)";
}

/// The integer leaves of a value (all, or only the dynamic ones) as
/// scalars: static leaves as i64 constants, `?` as i32, `?{i64}` as i64;
/// a swizzle gives its three parameters as i32.
def Cute_GetScalarsOp : Cute_InferredOp<"get_scalars"> {
  let summary = "the integer leaves of a cute value as scalars";
  let description = [{
    Returns the integer leaves of a cute value as integer scalars, in print
    order: a tuple's leaves; a layout's shape leaves, then its stride
    leaves; a tile's leaf modes in turn; a composed layout's inner part,
    offset and outer layout. A static leaf gives an `i64`, a `?` leaf an
    `i32` and a `?{i64}` leaf an `i64`; `_` leaves give nothing; a swizzle
    gives its `B`, `M` and `S` as three `i32`. With `{only_dynamic}` only the
    run-time leaves are returned (and no swizzle parameters). The result
    types are inferred.

    Preconditions (verifier, type inference):
    - the operand is a cute type.

    Postcondition: one result per selected leaf, each holding that leaf's
    value (a static leaf its constant).

    Example:

    ```mlir
    %s0, %s1, %s2, %s3 = cute.get_scalars (%l) : !cute.layout<"(6,?):(?,1)">
    ```
  }];

  let arguments = (ins AnyType:$cute_value, UnitAttr:$only_dynamic);
  let results = (outs Variadic<AnyType>:$scalars);
  let assemblyFormat = [{
    (`<` `{` `only_dynamic` `}` `>` $only_dynamic^)? `(` $cute_value `)` attr-dict `:` type($cute_value)
  }];
}

/// The top-level modes at the given indices, always as a tuple.
def Cute_SelectOp : Cute_Op<"select"> {
  let summary = "the chosen top-level modes, in the order given";
  let description = !strconcat([{
    CuTe's `select<i…>`: returns the value whose top-level modes are the
    input's modes `i0, i1, …` in that order (a permutation or a
    sub-selection). The result is always a tuple, even for one mode.

    Preconditions (verifier):
    - the operand is an integer-tuple kind, layout, composed layout or tile
      (not a swizzle);
    - every index is in `[0, rank(input))` and no index repeats;
    - the result is of the input's class and agrees with the computed
      value.

    Postcondition: `rank(result)` is the number of indices and
    `get<[k]>(result) == get<[i_k]>(input)`.

    Example:

    ```mlir
    %r = cute.select<[2, 0]> (%l) : !cute.layout<"(2,5,3):(1,2,10)"> -> !cute.layout<"(3,2):(10,1)">
    ```
  }], Cute_AgreesNote);

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
def Cute_FlattenOp : Cute_UnaryFnOp<"flatten"> {
  let summary = "all leaves as top-level modes";
  let description = !strconcat([{
    Removes the hierarchy of the input: its leaves, in depth-first order,
    become its top-level modes. For a layout the shape and the stride are
    flattened together; for a composed layout `A o off o B` the outer layout
    `B` is flattened; for a tile its leaf modes become its modes. The
    function of a layout is unchanged (as a function of its 1-D index).

    Preconditions (verifier):
    - the operand is an integer-tuple kind, tile, layout or composed layout;
    - the result is of the input's class and agrees with the computed
      value.

    Postcondition: `depth(result) <= 1`, `size(result) == size(input)`, and
    for a layout `result(i) == input(i)` for every `0 <= i < size(input)`.

    Example:

    ```mlir
    %r = cute.flatten(%l) : (!cute.layout<"(4,(2,3)):(3,(1,12))">) -> !cute.layout<"(4,2,3):(3,1,12)">
    ```
  }], Cute_AgreesNote);
}
def Cute_LeftInverseOp : Cute_UnaryFnOp<"left_inverse"> {
  let summary = "a layout R with R(L(i)) == i";
  let description = !strconcat([{
    Computes a left inverse `R` of the layout `L`: for every index
    `0 <= i < size(L)`, `R(L(i)) == i` when `L` is injective. For a
    composed layout `A o off o B` with a layout `A` the result is the
    composed layout `left_inverse(B) o -off o left_inverse(A)`; with a
    swizzle `A` at offset 0 the swizzle is moved through `B`'s inverse.

    Preconditions (verifier):
    - the operand is a `!cute.layout` or `!cute.composed_layout` and is
      fully static;
    - the inverse can be computed (for a composed layout: a static integer
      offset, or a swizzle at offset 0);
    - the declared result type agrees with the computed value.

    Postcondition: `R(L(i)) == i` for all `0 <= i < size(L)` when `L` is
    injective.

    Example:

    ```mlir
    %r = cute.left_inverse(%l) : (!cute.layout<"(2,3):(3,1)">) -> !cute.layout<"(3,2):(2,1)">
    ```
  }], Cute_AgreesNote);
}
def Cute_RightInverseOp : Cute_UnaryFnOp<"right_inverse"> {
  let summary = "the largest compact-prefix layout R with L(R(i)) == i";
  let description = !strconcat([{
    Computes the right inverse `R` of the layout `L`: the largest layout
    such that `L(R(i)) == i` for every `0 <= i < size(R)`, built from the
    modes of `L` that cover a contiguous prefix of its image starting at
    stride 1. Run-time strides end that chain. For a composed layout
    `A o off o B` with a layout `A` the result is
    `right_inverse(B) o -off o right_inverse(A)`; with a swizzle `A` at
    offset 0 it is `right_inverse(B)` composed with the swizzle.

    Preconditions (verifier):
    - the operand is a `!cute.layout` or `!cute.composed_layout` with a
      static shape;
    - the inverse can be computed (for a composed layout: a static integer
      offset, or a swizzle at offset 0);
    - the declared result type agrees with the computed value.

    Postcondition: `L(R(i)) == i` for all `0 <= i < size(R)`.

    Example:

    ```mlir
    %r = cute.right_inverse(%l) : (!cute.layout<"(2,3):(3,1)">) -> !cute.layout<"(3,2):(2,1)">
    ```
  }], Cute_AgreesNote);
}
def Cute_FilterOp : Cute_UnaryFnOp<"filter"> {
  let summary = "the layout without stride-0 and extent-1 modes, coalesced";
  let description = !strconcat([{
    Computes `filter(L) = coalesce(filter_zeros(L))`: every stride-0 mode is
    reduced to extent 1, then the layout is coalesced, so the result has
    neither stride-0 nor extent-1 modes (an all-broadcast layout gives
    `1:0`). It keeps the set of offsets `L` reaches, not `L`'s domain. For
    a composed layout `A o off o B` the outer layout `B` is filtered.

    Preconditions (verifier):
    - the operand is a `!cute.layout` or `!cute.composed_layout`;
    - the result is of the input's class and agrees with the computed
      value.

    Postcondition: the image of the result equals the image of the input,
    and `depth(result) <= 1`.

    Example:

    ```mlir
    %r = cute.filter(%l) : (!cute.layout<"(2,3,4):(1,0,2)">) -> !cute.layout<"8:1">
    ```
  }], Cute_AgreesNote);
}
def Cute_TupleProductOp : Cute_UnaryFnOp<"tuple_product"> {
  let summary = "the product of all leaves of an integer tuple";
  let description = !strconcat([{
    CuTe's `product(t)`: multiplies all leaves of the tuple (1 for the empty
    tuple). Applied to a shape it is the size of the shape. A run-time leaf
    gives a run-time product.

    Preconditions (verifier):
    - the operand is a `!cute.int_tuple` or `!cute.shape`;
    - the result is of the operand's class and agrees with the computed
      value.

    Postcondition: the result is a single integer equal to the product of
    the operand's leaves.

    Example:

    ```mlir
    %p = cute.tuple_product(%t) : (!cute.int_tuple<"(3,(2,5))">) -> !cute.int_tuple<"30">
    ```
  }], Cute_AgreesNote);
}
def Cute_TupleProductEachOp : Cute_UnaryFnOp<"tuple_product_each"> {
  let summary = "the product of each top-level mode of an integer tuple";
  let description = !strconcat([{
    CuTe's `product_each(t)`: the tuple `(product(t_0), product(t_1), …)` of
    the products of the top-level modes. A scalar is treated as a rank-1
    tuple, so `9` gives `(9)`.

    Preconditions (verifier):
    - the operand is a `!cute.int_tuple` or `!cute.shape`;
    - the result is of the operand's class and agrees with the computed
      value.

    Postcondition: `rank(result) == rank(t)`, each mode of the result is an
    integer, and `product(result) == product(t)`.

    Example:

    ```mlir
    %p = cute.tuple_product_each(%t) : (!cute.int_tuple<"(3,(2,5),(1,4))">) -> !cute.int_tuple<"(3,10,4)">
    ```
  }], Cute_AgreesNote);
}

/// A unary op with an optional second operand, functional-type assembly.
class Cute_OptionalOperandOp<string mnemonic, string second> : Cute_Op<mnemonic> {
  let arguments = !con((ins AnyType:$input), !dag(ins, [Optional<AnyType>], [second]));
  let results = (outs AnyType:$result);
  let assemblyFormat = "`(` $input (`,` $" # second # "^)? `)` attr-dict `:` functional-type(operands, results)";
}
def Cute_CoalesceOp : Cute_OptionalOperandOp<"coalesce", "target_profile"> {
  let summary = "the layout with the fewest modes that is the same function";
  let description = !strconcat([{
    Simplifies a layout without changing it as a function of its 1-D index:
    the layout is flattened, extent-1 modes are dropped, and each adjacent
    pair of modes `s0:d0, s1:d1` with `s0 * d0 == d1` is merged into
    `(s0*s1):d0`. A mode with a run-time extent is not merged. An all-1
    layout gives `1:0`. With `target_profile`, each top-level mode of the
    input is coalesced separately down to the terminals of the profile
    (modes beyond the profile's rank are kept), so the result keeps the
    profile's structure. For a composed layout `A o off o B` the outer
    layout `B` is coalesced.

    Preconditions (verifier):
    - the input is a `!cute.layout` or `!cute.composed_layout`;
    - `target_profile`, if present, is an integer-tuple kind whose rank does
      not exceed the input's;
    - the result is of the input's class and agrees with the computed
      value.

    Postcondition: `size(result) == size(L)` and `result(i) == L(i)` for all
    `0 <= i < size(L)`; without a profile `depth(result) <= 1`.

    Example:

    ```mlir
    %r = cute.coalesce(%l) : (!cute.layout<"(5,(2,4)):(16,(1,2))">) -> !cute.layout<"(5,8):(16,1)">
    ```
  }], Cute_AgreesNote);
}
def Cute_ComplementOp : Cute_OptionalOperandOp<"complement", "cotarget"> {
  let summary = "the layout of the offsets a layout leaves out, up to a cotarget";
  let description = !strconcat([{
    Computes `complement(L, cotarget)`: the layout `R` with increasing
    offsets, disjoint from the image of `L`, such that the concatenation
    `(L, R)` covers the codomain `[0, size(cotarget))` (`L` repeated by `R`
    tiles it). Without `cotarget` it is `complement(L, cosize(filter(L)))`,
    the holes of `L` within its own span. A layout cotarget contributes its
    shape.

    Preconditions (verifier):
    - the input is a `!cute.layout`;
    - `cotarget`, if present, is an integer-tuple kind or a `!cute.layout`;
    - the result is a `!cute.layout`;
    - the complement exists (the strides of `L` divide as required) and the
      declared result type agrees with the computed value.

    Postcondition: `R(i) < R(i+1)`; apart from offset 0 the images of `R`
    and `L` are disjoint; the concatenation `(L, R)` is injective and its
    cosize is at least `size(cotarget)`.

    Example:

    ```mlir
    %r = cute.complement(%l, %c) : (!cute.layout<"4:2">, !cute.shape<"16">) -> !cute.layout<"(2,2):(1,8)">
    ```
  }], Cute_AgreesNote);
}
def Cute_FilterZerosOp : Cute_OptionalOperandOp<"filter_zeros", "target_profile"> {
  let summary = "extent 1 wherever the stride (or the profile) is 0";
  let description = !strconcat([{
    CuTe's `filter_zeros`: every mode of the layout whose stride is 0 gets
    extent 1, so repeated (broadcast) offsets are no longer enumerated; the
    profile of the layout is kept. With `target_profile`, the extents become
    1 at the terminals where the profile has a static 0 instead, whatever
    the stride. For a composed layout `A o off o B` the outer layout `B` is
    filtered.

    Preconditions (verifier):
    - the input is a `!cute.layout` or `!cute.composed_layout`;
    - `target_profile`, if present, is a `!cute.shape` weakly congruent to
      the input's (outer) shape;
    - the result is of the input's class and agrees with the computed
      value.

    Postcondition: the result has the input's profile and strides; its
    image equals the input's image (without a profile).

    Example:

    ```mlir
    %r = cute.filter_zeros(%l) : (!cute.layout<"(4,3):(0,1)">) -> !cute.layout<"(1,3):(0,1)">
    ```
  }], Cute_AgreesNote);
}

/// lhs o rhs with rhs a layout, shape or tile.
def Cute_CompositionOp : Cute_Op<"composition"> {
  let summary = "functional composition A o B of layouts";
  let description = !strconcat([{
    Computes the layout `R = A o B` with `R(c) == A(B(c))` for every
    coordinate `c` of `B`'s domain, and a shape compatible with `B`'s. `rhs`
    may be a layout, or a tiler: a shape or tile composes mode by mode (an
    integer `n` stands for `n:1`, `_` keeps the mode of `A`), leaving the
    modes of `A` it does not reach. For a composed `lhs` `X o off o B'` the
    result is `X o off o (B' o rhs)`.

    Preconditions (verifier):
    - `lhs` is a `!cute.layout` or `!cute.composed_layout`;
    - `rhs` is a `!cute.layout`, `!cute.shape`, `!cute.tile` or
      `!cute.int_tuple`;
    - CuTe's stride and shape divisibility conditions hold, so that the
      modes of `B` split the modes of `A` they cross exactly;
    - the result is of `lhs`'s class and agrees with the computed value.

    Postcondition: `R(c) == A(B(c))` for every `c` in `B`'s domain; for a
    layout `rhs`, `size(R) == size(B)`.

    Example:

    ```mlir
    %r = cute.composition(%a, %b) : (!cute.layout<"(6,8):(8,1)">, !cute.layout<"4:3">) -> !cute.layout<"(2,2):(24,1)">
    ```
  }], Cute_AgreesNote);

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
def Cute_SliceOp : Cute_SliceLikeOp<"slice"> {
  let summary = "the modes of a value where the coordinate has `_`";
  let description = [{
    CuTe's `slice(c, x)`: keeps the modes of `x` at the `_` positions of the
    coordinate `c` and drops those fixed by an integer, concatenating the
    kept modes. For a layout this is the sub-layout over the free modes
    (the offset of the fixed coordinates is dropped); for a composed layout
    `A o off o B` with a layout `A` it is `A o (off + B(c with _ as 0)) o
    slice(c, B)`; with a swizzle `A` the fixed modes' bits that reach the
    swizzle move into the offset, and the result decays to a plain layout
    when the swizzle becomes constant on the slice. The result type is
    inferred.

    Preconditions (verifier, type inference):
    - `input` is an integer-tuple kind, layout or composed layout (not a
      swizzle or tile);
    - `coord` is a `!cute.coord` whose profile fits the input's;
    - for a swizzle-composed input: a static outer layout with integer
      strides, a non-negative integer offset and at least one `_`.

    Postcondition: the result is of the input's class (or a layout, as
    above) and its modes are the input's modes at the `_` positions of `c`.

    Example:

    ```mlir
    %r = cute.slice(%l, %c) : !cute.layout<"(4,3,2):(1,4,12)">, !cute.coord<"(1,_,0)">
    ```
  }];
}
def Cute_DiceOp : Cute_SliceLikeOp<"dice"> {
  let summary = "the modes of a value where the coordinate has an integer";
  let description = [{
    CuTe's `dice(c, x)`, the complement of `slice`: keeps the modes of `x`
    at the positions where the coordinate `c` has an integer and drops the
    `_` positions. For a composed layout `A o off o B` the outer layout `B`
    is diced. The result type is inferred.

    Preconditions (verifier, type inference):
    - `input` is an integer-tuple kind, layout or composed layout (not a
      swizzle or tile);
    - `coord` is a static `!cute.coord`.

    Postcondition: the result is of the input's class and its modes are the
    input's modes at the integer positions of `c`.

    Example:

    ```mlir
    %r = cute.dice(%l, %c) : !cute.layout<"(4,3,2):(1,4,12)">, !cute.coord<"(1,_,1)">
    ```
  }];
}

/// Modes [begin, end) grouped into one mode.
def Cute_GroupModesOp : Cute_Op<"group_modes"> {
  let summary = "gathers the top-level modes [begin, end) into one mode";
  let description = !strconcat([{
    CuTe's `group<b,e>`: replaces the top-level modes `b … e-1` of the input
    by a single mode holding them as a tuple. Negative indices count from
    the end (Python style: `-1` is the last mode). The function of a layout
    is unchanged.

    Preconditions (verifier):
    - the input is an integer-tuple kind, `!cute.layout` or
      `!cute.composed_layout`;
    - after normalisation `0 <= begin < rank`, `0 <= end <= rank` and
      `begin < end`;
    - the result is of the input's class and agrees with the computed
      value.

    Postcondition: `rank(result) == rank(input) - (end - begin) + 1`,
    `size(result) == size(input)`, and `flatten(result) == flatten(input)`.

    Example:

    ```mlir
    %r = cute.group_modes<1, 3> (%l) : (!cute.layout<"(2,3,4,5):(1,2,6,24)">) -> !cute.layout<"(2,(3,4),5):(1,(2,6),24)">
    ```
  }], Cute_AgreesNote);

  let arguments = (ins AnyType:$input, I32Attr:$begin, I32Attr:$end);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    `<` $begin `,` $end `>` `(` $input `)` attr-dict `:` functional-type($input, $result)
  }];
}

/// The layout of the same memory seen as elements of new_type_bits.
def Cute_RecastLayoutOp : Cute_Op<"recast_layout"> {
  let summary = "the layout of the same memory seen as elements of another width";
  let description = !strconcat([{
    CuTe's `recast_layout<new, old>`: the layout addressing the same bytes
    when each element of `old_type_bits` bits is reinterpreted as elements
    of `new_type_bits` bits. Upcasting (`new > old`) divides the extent of
    stride-1 modes and the other strides by `new/old` (strides rounding up);
    downcasting multiplies stride-1 extents and the other strides by
    `old/new`. For a composed layout the offset and a swizzle are recast as
    well (a swizzle needs a power-of-two ratio).

    Preconditions (verifier):
    - `src` is a `!cute.layout` or `!cute.composed_layout`, and the result is
      of the same class;
    - both bit widths are positive;
    - the recast is exact where required (divisibility of the stride-1
      extents, of run-time strides, and of the offset);
    - the declared result type agrees with the computed value.

    Postcondition: the result addresses, in units of `new_type_bits`, the
    memory the input addresses in units of `old_type_bits`.

    Example:

    ```mlir
    %r = cute.recast_layout<16, 8> (%l) : !cute.layout<"(16,4):(1,16)"> -> !cute.layout<"(8,4):(1,8)">
    ```
  }], Cute_AgreesNote);

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
def Cute_AppendToRankOp : Cute_ToRankOp<"append_to_rank"> {
  let summary = "pads a value at the end with copies of an element up to a rank";
  let description = [{
    CuTe's `append<n>(x, e)`: appends copies of `element` as new top-level
    modes after the modes of `input` until it has `rank` modes (a scalar
    input counts as one mode). An input of rank `rank` or more is returned
    unchanged. For a composed layout `A o off o B` the outer layout `B` is
    extended. Padding a layout with `1:0` keeps its function. The result
    type is inferred.

    Preconditions (verifier, type inference):
    - `rank > 0`;
    - `input` and `element` are both integer-tuple kinds, or `input` is a
      `!cute.layout` or `!cute.composed_layout` and `element` a
      `!cute.layout`.

    Postcondition: the result is of the input's class, has rank
    `max(rank, rank(input))`, its first modes are the input's and the added
    ones equal `element`.

    Example:

    ```mlir
    %r = cute.append_to_rank<3> (%s, %e) : !cute.shape<"(6,2)">, !cute.shape<"1">
    ```
  }];
}
def Cute_PrependToRankOp : Cute_ToRankOp<"prepend_to_rank"> {
  let summary = "pads a value at the front with copies of an element up to a rank";
  let description = [{
    CuTe's `prepend<n>(x, e)`: inserts copies of `element` as new top-level
    modes before the modes of `input` until it has `rank` modes (a scalar
    input counts as one mode). An input of rank `rank` or more is returned
    unchanged. For a composed layout `A o off o B` the outer layout `B` is
    extended. The result type is inferred.

    Preconditions (verifier, type inference):
    - `rank > 0`;
    - `input` and `element` are both integer-tuple kinds, or `input` is a
      `!cute.layout` or `!cute.composed_layout` and `element` a
      `!cute.layout`.

    Postcondition: the result is of the input's class, has rank
    `max(rank, rank(input))`, its last modes are the input's and the added
    ones equal `element`.

    Example:

    ```mlir
    %r = cute.prepend_to_rank<3> (%l, %e) : !cute.layout<"8:2">, !cute.layout<"1:0">
    ```
  }];
}

/// size/cosize of the input, or of the mode at the optional path.
class Cute_SizeLikeOp<string mnemonic> : Cute_Op<mnemonic> {
  let arguments = (ins AnyType:$input, OptionalAttr<DenseI32ArrayAttr>:$mode);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    (`<` $mode^ `>`)? `(` $input `)` attr-dict `:` functional-type($input, $result)
  }];
}
def Cute_SizeOp : Cute_SizeLikeOp<"size"> {
  let summary = "the number of coordinates of a value's domain";
  let description = !strconcat([{
    CuTe's `size`: the product of the extents of the input's shape, the
    number of coordinates in its domain (for an integer tuple, the product
    of its leaves; for a composed layout, the size of its outer layout).
    With `mode`, the size of the sub-value `get<mode>(input)`.

    Preconditions (verifier):
    - the input is an integer-tuple kind, `!cute.layout` or
      `!cute.composed_layout` (a swizzle is rejected, a tile cannot be
      sized);
    - the mode path, if present, selects an existing mode;
    - the result is a `!cute.int_tuple` that agrees with the computed size.

    Postcondition: the result is a single integer, the product of the
    extents (leaves) of the input's shape, or of the selected mode's.

    Example:

    ```mlir
    %r = cute.size<[1]> (%s) : (!cute.shape<"(2,(3,4),5)">) -> !cute.int_tuple<"12">
    ```
  }], Cute_AgreesNote);
}
def Cute_CosizeOp : Cute_SizeLikeOp<"cosize"> {
  let summary = "the size of a layout's codomain";
  let description = !strconcat([{
    CuTe's `cosize`: the extent of the codomain of a layout, one past its
    largest offset: `L(size(L)-1) + 1` for non-negative integer strides,
    and in general the size of the coshape `sum((s_i - 1) * |d_i|) + 1`.
    With `mode`, the cosize of the mode `get<mode>(input)`.

    Preconditions (verifier):
    - the input is a `!cute.layout`, or a `!cute.composed_layout` whose
      inner part is a swizzle (an affine inner layout has no meaningful
      cosize here);
    - the mode path, if present, selects an existing mode;
    - the result is a `!cute.int_tuple` that agrees with the computed
      cosize.

    Postcondition: every offset of the layout lies in `[0, result)`
    (for non-negative strides).

    Example:

    ```mlir
    %r = cute.cosize (%l) : (!cute.layout<"(4,3):(1,8)">) -> !cute.int_tuple<"20">
    ```
  }], Cute_AgreesNote);
}

/// The index of coord under shape (column-major), shape and stride, or a
/// layout (the dialect documents).
def Cute_Crd2IdxOp : Cute_Op<"crd2idx"> {
  let summary = "the index of a coordinate under a shape, a shape and stride, or a layout";
  let description = !strconcat([{
    CuTe's `crd2idx`. With `(coord, shape)` it is the colexicographic
    (column-major) linear index of the coordinate in the shape; with
    `(coord, shape, stride)` or `(coord, layout)` it is the inner product of
    the coordinate with the stride, i.e. the layout's value at the
    coordinate. An integer coordinate facing a tuple mode is first split
    colexicographically (the last mode is not reduced modulo its extent).
    Basis strides give an arithmetic tuple.

    Preconditions (verifier):
    - `coord` is a `!cute.coord` or `!cute.int_tuple`;
    - `shape` is a `!cute.shape`, `!cute.int_tuple` or `!cute.layout`; with a
      layout there is no `stride` operand; `stride`, if present, is a
      `!cute.stride` or `!cute.int_tuple`;
    - a tuple coordinate has the rank of the shape, and every static
      coordinate leaf lies inside the extent of its mode;
    - the result is a `!cute.int_tuple` that agrees with the computed index.

    Postcondition: `crd2idx(idx2crd(i, shape), shape) == i` for
    `0 <= i < size(shape)`; with a stride the result equals
    `layout_eval(coord, shape:stride)`.

    Example:

    ```mlir
    %r = cute.crd2idx(%c, %s, %d) : (!cute.coord<"(3,5)">, !cute.shape<"(4,8)">, !cute.stride<"(8,1)">) -> !cute.int_tuple<"29">
    ```
  }], Cute_AgreesNote);

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
def Cute_Idx2CrdOp : Cute_BinaryFnOp<"idx2crd", "index", "shape"> {
  let summary = "the natural coordinate of a linear index in a shape";
  let description = !strconcat([{
    CuTe's `idx2crd(i, shape)`: the natural (hierarchical) coordinate of the
    linear index `i` in `shape`, splitting `i` colexicographically (the
    first mode varies fastest). The last mode is not reduced modulo its
    extent, so an index past the end gives a coordinate past the end in the
    last mode. A tuple index is converted mode by mode.

    Preconditions (verifier):
    - `index` and `shape` are integer-tuple kinds;
    - the result is a `!cute.coord` that agrees with the computed
      coordinate.

    Postcondition: the result is congruent to `shape` (for an integer
    index) and `crd2idx(result, shape) == i`.

    Example:

    ```mlir
    %r = cute.idx2crd(%i, %s) : (!cute.int_tuple<"17">, !cute.shape<"(2,(3,4))">) -> !cute.coord<"(1,(2,2))">
    ```
  }], Cute_AgreesNote);
}
def Cute_IncrementCoordOp : Cute_BinaryFnOp<"increment_coord", "coord", "shape"> {
  let summary = "the colexicographic successor of a coordinate in a shape";
  let description = !strconcat([{
    Returns the coordinate that follows `coord` in the colexicographic
    (column-major) order of `shape`: the first mode is incremented and
    carries into the next mode when it reaches its extent. The last mode is
    never wrapped, so the successor of the last coordinate has the last
    mode equal to its extent (one past the end).

    Preconditions (verifier):
    - `coord` and `shape` are integer-tuple kinds;
    - `coord` has no `_` leaf;
    - the result is of `coord`'s class and agrees with the computed value.

    Postcondition: `crd2idx(result, shape) == crd2idx(coord, shape) + 1`.

    Example:

    ```mlir
    %r = cute.increment_coord(%c, %s) : (!cute.coord<"(2,4)">, !cute.shape<"(3,6)">) -> !cute.coord<"(0,5)">
    ```
  }], Cute_AgreesNote);
}
def Cute_LayoutEvalOp : Cute_BinaryFnOp<"layout_eval", "coord", "layout"> {
  let summary = "the value L(c) of a layout, composed layout or swizzle";
  let description = !strconcat([{
    Evaluates the function at a coordinate: for a layout `shape:stride`,
    `crd2idx(c, shape, stride)` (a 1-D index is first split
    colexicographically); for a composed layout `A o off o B`,
    `A(off + B(c))`; for a swizzle, its bit permutation of the integer `c`.
    Basis strides give an arithmetic tuple.

    Preconditions (verifier):
    - `coord` is an integer-tuple kind (an integer for a swizzle);
    - `layout` is a `!cute.layout`, `!cute.composed_layout` or
      `!cute.swizzle`;
    - the result is a `!cute.int_tuple` that agrees with the computed value.

    Postcondition: the result is the function's value at `coord`; for a
    layout it equals `crd2idx(coord, get_shape(L), get_stride(L))`.

    Example:

    ```mlir
    %r = cute.layout_eval(%c, %l) : (!cute.coord<"(2,3)">, !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"14">
    ```
  }], Cute_AgreesNote);
}

//===--- Tuple arithmetic -------------------------------------------------===//

def Cute_CeilDivOp : Cute_BinaryFnOp<"ceil_div", "input", "tiler"> {
  let summary = "rounded-up division of integer tuples";
  let description = !strconcat([{
    CuTe's `ceil_div(a, b)`, the number of tiles of extent `b` needed to
    cover `a`. Tuple by tuple divides mode by mode (missing divisor modes
    count as 1); tuple by integer divides the modes left to right, passing
    the rest of the divisor on (`ceil_div((6,4), 4) == (2,4)`); integer by
    tuple divides by the product; integer by integer is `(a + b - 1) / b`. A
    tile divisor contributes the sizes of its modes.

    Preconditions (verifier):
    - `input` is an integer-tuple kind; `tiler` is of the same class, or any
      integer-tuple kind, or a `!cute.tile`;
    - no static leaf of the divisor is 0;
    - the result is of `input`'s class and agrees with the computed value.

    Postcondition: for integers `(result - 1) * b < a <= result * b`; the
    result has `input`'s profile.

    Example:

    ```mlir
    %r = cute.ceil_div(%a, %b) : (!cute.int_tuple<"(9,20)">, !cute.int_tuple<"(2,6)">) -> !cute.int_tuple<"(5,4)">
    ```
  }], Cute_AgreesNote);
}
def Cute_ShapeDivOp : Cute_BinaryFnOp<"shape_div", "a", "b"> {
  let summary = "exact division of shapes under the divisibility condition";
  let description = !strconcat([{
    CuTe's `shape_div(a, b)`: like `ceil_div` but exact. Tuple by tuple
    divides mode by mode; tuple by integer divides the modes left to right,
    passing the rest of the divisor on; integer by tuple divides by the
    product. Integer by integer requires that one of `a` and `b` divides the
    other and gives `a / b`, or 1 when `b` is a larger multiple of `a`.

    Preconditions (verifier):
    - `a` and `b` are integer-tuple values of the same class;
    - no static leaf of `b` is 0;
    - tuple by tuple needs equal ranks, and each integer step needs
      `a % b == 0` or `b % a == 0`;
    - the result is of `a`'s class and agrees with the computed value.

    Postcondition: the result has `a`'s profile; when `b` divides `a`,
    `result * b == a`.

    Example:

    ```mlir
    %r = cute.shape_div(%a, %b) : (!cute.shape<"24">, !cute.shape<"6">) -> !cute.shape<"4">
    ```
  }], Cute_AgreesNote);
}
def Cute_TupleAddOp : Cute_BinaryFnOp<"tuple_add", "lhs", "rhs"> {
  let summary = "element-wise sum of integer (arithmetic) tuples";
  let description = !strconcat([{
    Adds two integer tuples element by element; the shorter one is padded
    with zeros. Scaled basis leaves add as arithmetic tuples (`v@i` is the
    tuple with `v` in mode `i`), and a static 0 is the identity.

    Preconditions (verifier):
    - `lhs` and `rhs` are integer-tuple values of the same class;
    - their profiles are compatible for addition;
    - the result is of `lhs`'s class and agrees with the computed value.

    Postcondition: the result has the profile of the longer operand, and
    each leaf is the sum of the matching leaves (a missing one counts as 0).

    Example:

    ```mlir
    %r = cute.tuple_add(%a, %b) : (!cute.int_tuple<"(3,5)">, !cute.int_tuple<"(4,1)">) -> !cute.int_tuple<"(7,6)">
    ```
  }], Cute_AgreesNote);
}
def Cute_TupleSubOp : Cute_BinaryFnOp<"tuple_sub", "lhs", "rhs"> {
  let summary = "element-wise difference of integer tuples";
  let description = !strconcat([{
    Subtracts `rhs` from `lhs` element by element; the shorter tuple is
    padded with zeros (so extra modes of `lhs` are kept). Results may be
    negative.

    Preconditions (verifier):
    - `lhs` and `rhs` are integer-tuple values of the same class;
    - their profiles can be subtracted;
    - the result is of `lhs`'s class and agrees with the computed value.

    Postcondition: the result has the profile of the longer operand, and
    each leaf is the difference of the matching leaves (a missing one
    counts as 0).

    Example:

    ```mlir
    %r = cute.tuple_sub(%a, %b) : (!cute.int_tuple<"(9,7,3)">, !cute.int_tuple<"(4,2)">) -> !cute.int_tuple<"(5,5,3)">
    ```
  }], Cute_AgreesNote);
}
def Cute_ElemLessOp : Cute_BinaryFnOp<"elem_less", "lhs", "rhs"> {
  let summary = "whether every element of a tuple is below the matching one";
  let description = [{
    CuTe's `elem_less(a, b)`: true when every element of `a` is strictly
    less than the matching element of `b`, recursively. When `a` has more
    modes than `b` the answer is false; extra modes of `b` are ignored.
    Typically used as a bounds check, `elem_less(coord, shape)`.

    Preconditions (verifier):
    - both operands are integer-tuple kinds;
    - the result is `i1`;
    - the operands can be compared (matching profiles where both are
      tuples).

    Postcondition: the result is 1 exactly when `a_i < b_i` for every
    element `i` of `a` (and `a` is not longer than `b`).

    Example:

    ```mlir
    %r = cute.elem_less(%a, %b) : (!cute.int_tuple<"(2,3)">, !cute.int_tuple<"(3,4)">) -> i1
    ```
  }];
}
def Cute_EqualOp : Cute_BinaryFnOp<"equal", "lhs", "rhs"> {
  let summary = "whether two cute values of the same kind are equal";
  let description = [{
    True when the two values are equal: the same profile and equal leaves
    (for layouts, equal shapes and equal strides, so two layouts with the
    same function written differently are not equal). Run-time leaves are
    compared at run time.

    Preconditions (verifier):
    - both operands are cute values of the same kind;
    - the result is `i1`;
    - the operands can be compared.

    Postcondition: the result is 1 exactly when the operands' values are
    identical.

    Example:

    ```mlir
    %r = cute.equal(%a, %b) : (!cute.layout<"(3,5):(5,1)">, !cute.layout<"(3,5):(1,3)">) -> i1
    ```
  }];
}
def Cute_TupleEqOp : Cute_BinaryFnOp<"tuple_eq", "lhs", "rhs"> {
  let summary = "whether two integer tuples are equal, field by field";
  let description = [{
    Compares two integer tuples field by field (the form `equal` on layouts
    lowers to: one `tuple_eq` for the shapes and one for the strides). True
    when both have the same profile and equal leaves; run-time leaves are
    compared at run time.

    Preconditions (verifier):
    - both operands are integer-tuple kinds;
    - the result is `i1`;
    - the operands can be compared.

    Postcondition: the result is 1 exactly when the two tuples are
    identical.

    Example:

    ```mlir
    %r = cute.tuple_eq(%a, %b) : (!cute.coord<"(?,1)">, !cute.coord<"(2,1)">) -> i1
    ```
  }];
}

//===--- Products and divides ---------------------------------------------===//

def Cute_LogicalProductOp : Cute_BinaryFnOp<"logical_product", "lhs", "rhs"> {
  let summary = "the layout A repeated by the layout B: (A, B')";
  let description = !strconcat([{
    CuTe's `logical_product(A, B)`: the rank-2 layout
    `(A, complement(A, size(A) * cosize(B)) o B)`. Its first mode is `A`,
    the tile; its second mode, `B'`, places copies of that tile following
    `B` in the offsets `A` does not use. A tile `rhs` multiplies mode by
    mode. For a composed `lhs` the product is taken of its outer layout
    (with a swizzle inner part the swizzle is carried along).

    Preconditions (verifier):
    - `lhs` is a `!cute.layout` or `!cute.composed_layout` whose (outer)
      layout is fully static;
    - `rhs` is a `!cute.layout` or `!cute.tile`, with integer strides (no
      scaled basis) when it is a layout, and static when `lhs` has basis
      strides;
    - the complement exists and the result, of `lhs`'s class, agrees with
      the computed value.

    Postcondition: `size(result) == size(A) * size(B)`; for a layout `rhs`
    the result has rank 2 and mode 0 is `A`.

    Example:

    ```mlir
    %r = cute.logical_product(%a, %b) : (!cute.layout<"(2,3):(3,1)">, !cute.layout<"(2,2):(1,2)">) -> !cute.layout<"((2,3),(2,2)):((3,1),(6,12))">
    ```
  }], Cute_AgreesNote);
}
def Cute_ZippedProductOp : Cute_BinaryFnOp<"zipped_product", "lhs", "rhs"> {
  let summary = "the logical product as ((tile modes), (repeat modes))";
  let description = !strconcat([{
    CuTe's `zipped_product(A, B)`: the logical product rearranged as
    `((tile modes…), (repeat modes…))`: all modes coming from `A` in the
    first mode, all modes coming from `B` in the second. For a layout `rhs`
    it equals `logical_product`; for a tile `rhs` the per-mode products are
    unzipped this way.

    Preconditions (verifier):
    - `lhs` is a `!cute.layout` or `!cute.composed_layout` whose (outer)
      layout is fully static;
    - `rhs` is a `!cute.layout` or `!cute.tile`, with integer strides (no
      scaled basis) when it is a layout, and static when `lhs` has basis
      strides;
    - the product exists and the result, of `lhs`'s class, agrees with the
      computed value.

    Postcondition: the result has rank 2, the same function as the logical
    product up to the order of modes, and `size(result) == size(A) *
    size(B)`.

    Example:

    ```mlir
    %r = cute.zipped_product(%a, %b) : (!cute.layout<"(2,3):(3,1)">, !cute.layout<"(2,2):(1,2)">) -> !cute.layout<"((2,3),(2,2)):((3,1),(6,12))">
    ```
  }], Cute_AgreesNote);
}
def Cute_TiledProductOp : Cute_BinaryFnOp<"tiled_product", "lhs", "rhs"> {
  let summary = "the zipped product with its repeat modes unpacked";
  let description = !strconcat([{
    CuTe's `tiled_product(A, B)`: the zipped product with its second mode
    unpacked, `((tile modes…), repeat0, repeat1, …)`.

    Preconditions (verifier):
    - `lhs` is a `!cute.layout` or `!cute.composed_layout` whose (outer)
      layout is fully static;
    - `rhs` is a `!cute.layout` or `!cute.tile`, with integer strides (no
      scaled basis) when it is a layout, and static when `lhs` has basis
      strides;
    - the product exists and the result, of `lhs`'s class, agrees with the
      computed value.

    Postcondition: mode 0 of the result is the tile (from `A`), and
    `size(result) == size(A) * size(B)`.

    Example:

    ```mlir
    %r = cute.tiled_product(%a, %b) : (!cute.layout<"(2,3):(3,1)">, !cute.layout<"(2,2):(1,2)">) -> !cute.layout<"((2,3),2,2):((3,1),6,12)">
    ```
  }], Cute_AgreesNote);
}
def Cute_FlatProductOp : Cute_BinaryFnOp<"flat_product", "lhs", "rhs"> {
  let summary = "the zipped product with tile and repeat modes unpacked";
  let description = !strconcat([{
    CuTe's `flat_product(A, B)`: the zipped product with both of its modes
    unpacked, `(tile modes…, repeat modes…)`.

    Preconditions (verifier):
    - `lhs` is a `!cute.layout` or `!cute.composed_layout` whose (outer)
      layout is fully static;
    - `rhs` is a `!cute.layout` or `!cute.tile`, with integer strides (no
      scaled basis) when it is a layout, and static when `lhs` has basis
      strides;
    - the product exists and the result, of `lhs`'s class, agrees with the
      computed value.

    Postcondition: `size(result) == size(A) * size(B)`, and the first
    `rank(A)` modes of the result are those of `A`.

    Example:

    ```mlir
    %r = cute.flat_product(%a, %b) : (!cute.layout<"(2,3):(3,1)">, !cute.layout<"(2,2):(1,2)">) -> !cute.layout<"(2,3,2,2):(3,1,6,12)">
    ```
  }], Cute_AgreesNote);
}
def Cute_BlockedProductOp : Cute_BinaryFnOp<"blocked_product", "lhs", "rhs"> {
  let summary = "product pairing each mode of A with the matching repeat mode";
  let description = !strconcat([{
    CuTe's `blocked_product(A, B)`: `A` and `B` are padded to the same rank
    and mode `i` of the result is `(A_i, B'_i)`, where `B'` is the repeat
    part of the logical product. Copies of the tile `A` are laid out as
    contiguous blocks: within each mode the tile index varies fastest.

    Preconditions (verifier):
    - `lhs` is a `!cute.layout` or `!cute.composed_layout` whose (outer)
      layout is fully static;
    - `rhs` is a `!cute.layout` or `!cute.tile`, with integer strides (no
      scaled basis) when it is a layout, and static when `lhs` has basis
      strides;
    - the product exists and the result, of `lhs`'s class, agrees with the
      computed value.

    Postcondition: `rank(result) == max(rank(A), rank(B))`, mode `i` has
    size `size(A_i) * size(B_i)`, and `size(result) == size(A) * size(B)`.

    Example:

    ```mlir
    %r = cute.blocked_product(%a, %b) : (!cute.layout<"(2,3):(3,1)">, !cute.layout<"(2,2):(1,2)">) -> !cute.layout<"((2,2),(3,2)):((3,6),(1,12))">
    ```
  }], Cute_AgreesNote);
}
def Cute_RakedProductOp : Cute_BinaryFnOp<"raked_product", "lhs", "rhs"> {
  let summary = "product interleaving the copies of A: modes (B'_i, A_i)";
  let description = !strconcat([{
    CuTe's `raked_product(A, B)`: like `blocked_product` with the two parts
    of each mode swapped, mode `i` being `(B'_i, A_i)`; the copies of the
    tile `A` are interleaved (raked) across the result instead of kept as
    blocks.

    Preconditions (verifier):
    - `lhs` is a `!cute.layout` or `!cute.composed_layout` whose (outer)
      layout is fully static;
    - `rhs` is a `!cute.layout` or `!cute.tile`, with integer strides (no
      scaled basis) when it is a layout, and static when `lhs` has basis
      strides;
    - the product exists and the result, of `lhs`'s class, agrees with the
      computed value.

    Postcondition: `rank(result) == max(rank(A), rank(B))`, mode `i` has
    size `size(A_i) * size(B_i)`, and `size(result) == size(A) * size(B)`.

    Example:

    ```mlir
    %r = cute.raked_product(%a, %b) : (!cute.layout<"(2,3):(3,1)">, !cute.layout<"(2,2):(1,2)">) -> !cute.layout<"((2,2),(2,3)):((6,3),(12,1))">
    ```
  }], Cute_AgreesNote);
}
def Cute_LogicalDivideOp : Cute_BinaryFnOp<"logical_divide", "input", "tiler"> {
  let summary = "splits a layout into tiles: A o (B, complement(B))";
  let description = !strconcat([{
    CuTe's `logical_divide(A, B)`: `A o (B, complement(B, shape(coalesce(A))))`.
    For a layout tiler the result has rank 2: its first mode enumerates the
    elements of one tile (`B` applied to `A`), its second mode the tiles. A
    tuple tiler (shape, int_tuple or tile) divides mode by mode, mode `i`
    becoming `(tile_i, rest_i)` (an integer `n` means `n:1`, `_` keeps the
    mode), and leaves the remaining modes of `A` untouched. For a composed `input` its outer layout is divided.

    Preconditions (verifier):
    - `tiler` is a `!cute.tile`, `!cute.layout`, `!cute.shape` or
      `!cute.int_tuple`;
    - `input` is a `!cute.layout` or `!cute.composed_layout`;
    - `rank(tiler) <= rank(input)` (a layout tiler counts as one mode);
    - the division is valid (the divisibility conditions of composition and
      complement hold) and the result, of `input`'s class, agrees with the
      computed value.

    Postcondition: `size(result) == size(A)` and the image of the result
    equals the image of `A`.

    Example:

    ```mlir
    %r = cute.logical_divide(%a, %t) : (!cute.layout<"(8,6):(6,1)">, !cute.shape<"(4,3)">) -> !cute.layout<"((4,2),(3,2)):((6,24),(1,3))">
    ```
  }], Cute_AgreesNote);
}
def Cute_ZippedDivideOp : Cute_BinaryFnOp<"zipped_divide", "input", "tiler"> {
  let summary = "the logical divide as ((tile modes), (rest modes))";
  let description = !strconcat([{
    CuTe's `zipped_divide(A, B)`: the logical divide rearranged as the
    rank-2 layout `((tiles…), (rests…, untouched…))`: mode 0 holds the tile
    part of every divided mode, mode 1 the rest (tile index) part of every
    divided mode followed by the modes the tiler does not reach. Slicing
    mode 1 selects one tile.

    Preconditions (verifier):
    - `tiler` is a `!cute.tile`, `!cute.layout`, `!cute.shape` or
      `!cute.int_tuple`;
    - `input` is a `!cute.layout` or `!cute.composed_layout`;
    - `rank(tiler) <= rank(input)` (a layout tiler counts as one mode);
    - the division is valid and the result, of `input`'s class, agrees with
      the computed value.

    Postcondition: the result has rank 2, `size(result) == size(A)`, and
    `size(get<[0]>(result))` is the tile size.

    Example:

    ```mlir
    %r = cute.zipped_divide(%a, %t) : (!cute.layout<"(8,6):(6,1)">, !cute.shape<"(4,3)">) -> !cute.layout<"((4,3),(2,2)):((6,1),(24,3))">
    ```
  }], Cute_AgreesNote);
}
def Cute_TiledDivideOp : Cute_BinaryFnOp<"tiled_divide", "input", "tiler"> {
  let summary = "the zipped divide with its rest modes unpacked";
  let description = !strconcat([{
    CuTe's `tiled_divide(A, B)`: the zipped divide with its second mode
    unpacked, `((tiles…), rests…, untouched…)`.

    Preconditions (verifier):
    - `tiler` is a `!cute.tile`, `!cute.layout`, `!cute.shape` or
      `!cute.int_tuple`;
    - `input` is a `!cute.layout` or `!cute.composed_layout`;
    - `rank(tiler) <= rank(input)` (a layout tiler counts as one mode);
    - a rank-2 input gives a declared result of rank 2 or 3;
    - for each mode, a static tiler extent divides the static input extent;
    - the division is valid and the result, of `input`'s class, agrees with
      the computed value.

    Postcondition: `size(result) == size(A)` and mode 0 of the result is
    the tile.

    Example:

    ```mlir
    %r = cute.tiled_divide(%a, %t) : (!cute.layout<"(8,6):(6,1)">, !cute.shape<"(4,3)">) -> !cute.layout<"((4,3),2,2):((6,1),24,3)">
    ```
  }], Cute_AgreesNote);
}
def Cute_FlatDivideOp : Cute_BinaryFnOp<"flat_divide", "input", "tiler"> {
  let summary = "the zipped divide with tile and rest modes unpacked";
  let description = !strconcat([{
    CuTe's `flat_divide(A, B)`: the zipped divide with both modes unpacked,
    `(tiles…, rests…, untouched…)`.

    Preconditions (verifier):
    - `tiler` is a `!cute.tile`, `!cute.layout`, `!cute.shape` or
      `!cute.int_tuple`;
    - `input` is a `!cute.layout` or `!cute.composed_layout`;
    - `rank(tiler) <= rank(input)` (a layout tiler counts as one mode);
    - the division is valid and the result, of `input`'s class, agrees with
      the computed value.

    Postcondition: `size(result) == size(A)`; the leading modes of the
    result are the tile modes.

    Example:

    ```mlir
    %r = cute.flat_divide(%a, %t) : (!cute.layout<"(8,6):(6,1)">, !cute.shape<"(4,3)">) -> !cute.layout<"(4,3,2,2):(6,1,24,3)">
    ```
  }], Cute_AgreesNote);
}

/// Mode i becomes mode_i o (W,n):(D,S) with n = stencil_output_len (the dialect documents).
def Cute_StencilDivideOp : Cute_Op<"stencil_divide"> {
  let summary = "splits each mode into (window position, output position)";
  let description = !strconcat([{
    Divides each mode of a layout for a sliding-window (stencil) access:
    mode `i` of `L`, for `i` below the rank of the parameters, becomes
    `L_i o (W,n):(D,S)` with window `W`, stride `S`, dilation `D` and
    `n = 1 + (size(L_i) - ((W - 1) * D + 1)) / S` output positions, so the
    new mode maps `(w, o)` to `L_i(o * S + w * D)`. The parameters are
    integer tuples giving one value per mode, or scalars applied to every
    mode. Run-time extents or parameters give a run-time `n`.

    Preconditions (verifier):
    - `window`, `stride` and `dilation` are integer-tuple kinds;
    - `input` is a `!cute.layout` or `!cute.composed_layout`;
    - `rank(window) <= rank(input)`;
    - the division is valid and the result, of `input`'s class, agrees with
      the computed value.

    Postcondition: each divided mode has shape `(W, n)` and the result at
    `(w, o)` in that mode equals `L_i(o * S + w * D)`; undivided modes are
    kept.

    Example:

    ```mlir
    %r = cute.stencil_divide(%a, %w, %s, %d) : (!cute.layout<"10:1">, !cute.int_tuple<"3">, !cute.int_tuple<"1">, !cute.int_tuple<"2">) -> !cute.layout<"(3,6):(2,1)">
    ```
  }], Cute_AgreesNote);

  let arguments = (ins AnyType:$input, AnyType:$window, AnyType:$stride, AnyType:$dilation);
  let results = (outs AnyType:$result);
  let assemblyFormat = "`(` operands `)` attr-dict `:` functional-type(operands, results)";
}

/// The block layout replicated to cover shape (optionally in `order`).
def Cute_TileToShapeOp : Cute_Op<"tile_to_shape"> {
  let summary = "a block layout replicated to cover a target shape";
  let description = !strconcat([{
    CuTe's `tile_to_shape(block, shape[, order])`: the `blocked_product` of
    `block` with the compact layout of
    `ceil_div(product_each(shape), product_each(block))` whose modes are
    ordered by `order` (column-major by default). The block is repeated
    along each mode until it covers the target extent.

    Preconditions (verifier):
    - `input` is a `!cute.layout` or `!cute.composed_layout` and `shape` a
      `!cute.shape` or `!cute.int_tuple`;
    - `rank(shape) >= rank(block)`;
    - `order`, if present, is a static integer-tuple kind of the rank of
      `shape`;
    - each block extent divides the target extent, and the result, of
      `input`'s class, agrees with the computed value.

    Postcondition: `product_each(get_shape(result)) ==
    product_each(shape)`, and mode `i` of the result starts with the block's
    mode `i`.

    Example:

    ```mlir
    %r = cute.tile_to_shape(%b, %s) : (!cute.layout<"(2,3):(1,2)">, !cute.shape<"(4,9)">) -> !cute.layout<"((2,2),(3,3)):((1,6),(2,12))">
    ```
  }], Cute_AgreesNote);

  let arguments = (ins AnyType:$input, AnyType:$shape, Optional<AnyType>:$order);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    `(` $input `,` $shape (`,` $order^)? `)` attr-dict `:` functional-type(operands, results)
  }];
}

/// The tile of `input` at `coord`: zipped_divide(input, tiler) sliced with
/// (_, coord); `mode` selects the tiler modes used (default: all).
def Cute_LocalTileOp : Cute_Op<"local_tile"> {
  let summary = "the tile of a layout at a tile coordinate";
  let description = !strconcat([{
    CuTe's `local_tile` (inner partition): divides `input` by `tiler` with
    `zipped_divide` and slices the result with `(_, coord)`, keeping the
    tile modes and fixing the rest modes to the tile `coord`. A `_` in
    `coord` keeps that rest mode; a scalar `coord` indexes all rest modes at
    once. With `mode`, only the tiler modes at those indices are used (CuTe's
    projection): the reduced tiler divides the leading modes of `input`. A
    swizzle-composed input may decay to a plain layout.

    Preconditions (verifier):
    - `tiler` is a `!cute.tile`, `!cute.layout` or `!cute.shape`;
    - `coord` is a `!cute.coord` whose rank does not exceed the number of
      tiler modes used (`mode`'s length, or `rank(tiler)`);
    - `input` is a `!cute.layout` or `!cute.composed_layout`;
    - the divide and the slice succeed, the result is of `input`'s class (or
      a layout, as above), and it agrees with the computed value.

    Postcondition: the result has the tile's shape (the shape of mode 0 of
    the zipped divide) and maps it into the part of `input` at tile
    `coord`.

    Example:

    ```mlir
    %r = cute.local_tile(%a, %t, %c) : (!cute.layout<"(8,6):(6,1)">, !cute.shape<"(4,3)">, !cute.coord<"(1,0)">) -> !cute.layout<"(4,3):(6,1)">
    ```
  }], Cute_AgreesNote);

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
  let summary = "the elements of a layout owned by one coordinate of a tiler";
  let description = !strconcat([{
    CuTe's `local_partition` (outer partition): divides `input` by
    `product_each(shape(tiler))` with `zipped_divide` and slices the result
    with `(coord, _)`, keeping the rest modes: the elements that the
    position `coord` of the tiler owns in every tile, as when threads
    arranged by `tiler` share out a layout. A scalar `coord` is an index
    mapped to a coordinate of the tiler through its strides (CuTe's
    `get_flat_coord`). A swizzle-composed input may decay to a plain layout.

    Preconditions (verifier):
    - `tiler` is a `!cute.layout` with a static shape;
    - `input` is a `!cute.layout` or `!cute.composed_layout`;
    - `target_profile` (the coordinate) is a `!cute.coord`;
    - a static input can be coalesced;
    - the coordinate can be built and the divide and slice succeed; the
      result is of `input`'s class (or a layout, as above) and agrees with
      the computed value.

    Postcondition: `size(result) * size(tiler) == size(input)` when the
    tiler's shape divides the input's; the result's modes are the rest
    modes of the zipped divide.

    Example:

    ```mlir
    %r = cute.local_partition(%a, %t, %c) : (!cute.layout<"(8,6):(6,1)">, !cute.layout<"(2,3):(3,1)">, !cute.coord<"(1,2)">) -> !cute.layout<"(4,2):(12,3)">
    ```
  }], Cute_AgreesNote);

  let arguments = (ins AnyType:$input, AnyType:$tiler, AnyType:$target_profile);
  let results = (outs AnyType:$result);
  let assemblyFormat = "`(` operands `)` attr-dict `:` functional-type(operands, results)";
}

//===--- Printing ---------------------------------------------------------===//

/// Prints one line: the value's canonical text with run-time values in place
/// of `?`; an integer (i1/i32/i64/index) prints in decimal. With `{table}`
/// (the dialect documents' dynamic print) a layout or composed layout with integer
/// strides is printed over its coordinate domain after that line: a rank-2
/// layout as CuTe's print_layout table, any other rank as `i -> offset`
/// lines in colexicographic order.
def Cute_PrintOp : Op<Cute_Dialect, "print", [MemoryEffects<[MemWrite]>]> {
  let summary = "prints a cute value or an integer";
  let description = [{
    Prints one line: the canonical text of the value (`(4,8):(1,4)`,
    `S<2,4,3> o 0 o (16,8):(8,1)`, …) with the run-time values in place of
    its `?` leaves, or an integer in decimal. With `{table}` it then prints
    the layout over its coordinate domain: a rank-2 layout as CuTe's
    `print_layout` table, any other rank as `i -> offset` lines in
    colexicographic order. It has a memory-write effect, so it is neither
    removed nor reordered with other prints.

    Preconditions (verifier):
    - without `{table}`: the operand is a cute value, an integer of at
      most 64 bits (`i1`, `i32`, `i64`, …) or an `index`;
    - with `{table}`: the operand is a `!cute.layout` or
      `!cute.composed_layout` whose (outer) strides are integers (no scaled
      basis).

    Postcondition: no result; the program's output gains the line (and the
    table).

    Example:

    ```mlir
    cute.print(%l) : !cute.layout<"(4,?):(?,4)"> {table}
    ```
  }];

  let arguments = (ins AnyType:$value, UnitAttr:$table);
  let assemblyFormat = "`(` $value `)` `:` type($value) attr-dict";
  let hasVerifier = 1;
}

include "cute-oracle/Dialect/Cute/CuteAtomOps.td"
include "cute-oracle/Dialect/Cute/CuteAtomCallOps.td"
include "cute-oracle/Dialect/Cute/CuteViewOps.td"

#endif
