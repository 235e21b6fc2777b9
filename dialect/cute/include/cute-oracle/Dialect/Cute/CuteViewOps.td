//===- CuteViewOps.td - cute views: build, take apart, access, copy -*- tablegen -*-===//
//
// Seed 000's view construction (make_view of an iterator and a layout,
// get_iter, get_layout), the dialect documents' element access (cute.memref.load and
// cute.memref.store with its coordinate and memory checks) and the dialect documents'
// cute.copy between views with its partition verifier (the rank table, then
// the optional predicate), and the dialect documents' cute.tiled_partition: one
// thread's partition of a view by a tiled atom.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_VIEW_OPS_TD
#define CUTE_VIEW_OPS_TD

include "cute-oracle/Dialect/Cute/CuteTypes.td"

class Cute_ViewPart<string part>
    : TypesMatchWith<"the " # part # " is the view's", "view", "result",
                     "::llvm::cast<::cute::dialect::ViewType>($_self).get" # part # "()">;

def Cute_MakeViewOp : Op<Cute_Dialect, "make_view", [Pure,
    TypesMatchWith<"the iterator is the view's", "result", "iter",
                   "::llvm::cast<::cute::dialect::ViewType>($_self).getIter()">,
    TypesMatchWith<"the layout is the view's", "result", "layout",
                   "::llvm::cast<::cute::dialect::ViewType>($_self).getLayout()">]> {
  let summary = "binds a memref to a layout";
  let description = [{
    `%v = cute.make_view %iter, %layout : !cute.view<memref<256xf16>,
    !cute.layout<"(16,16):(1,16)">>`, C++'s `make_tensor(ptr, layout)`.
    Definition: element c of %v is element layout(c) of %iter.
    Precondition: every offset of the layout lies in the memref (checked
    here when both are static, at run time otherwise).
  }];
  let arguments = (ins AnyMemRef:$iter, AnyType:$layout);
  let results = (outs Cute_ViewType:$result);
  let assemblyFormat = "$iter `,` $layout attr-dict `:` qualified(type($result))";
  let hasVerifier = 1;
}

def Cute_GetIterOp : Op<Cute_Dialect, "get_iter", [Pure, Cute_ViewPart<"Iter">]> {
  let summary = "the memref a view addresses";
  let description = [{
    `%m = cute.get_iter %v : !cute.view<...>`, C++'s `tensor.data()`.
    Postcondition: make_view(get_iter(v), get_layout(v)) is v.
  }];
  let arguments = (ins Cute_ViewType:$view);
  let results = (outs AnyMemRef:$result);
  let assemblyFormat = "$view attr-dict `:` qualified(type($view))";
}

def Cute_GetLayoutOp : Op<Cute_Dialect, "get_layout", [Pure, Cute_ViewPart<"Layout">]> {
  let summary = "the layout of a view";
  let description = [{
    `%l = cute.get_layout %v : !cute.view<...>`, C++'s `tensor.layout()`.
  }];
  let arguments = (ins Cute_ViewType:$view);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$view attr-dict `:` qualified(type($view))";
}

def Cute_MemrefLoadOp : Op<Cute_Dialect, "memref.load", [
    TypesMatchWith<"the result is the view's element", "view", "result",
                   "::llvm::cast<::cute::dialect::ViewType>($_self).getIter().getElementType()">]> {
  let summary = "reads the element of a view at a coordinate";
  let description = [{
    `%x = cute.memref.load %v, %c : !cute.view<...>, !cute.coord<"(?,?)">`,
    C++'s `tensor(c)`. Definition: element layout(c) of the view's memref.
    Precondition: c is weakly congruent to the layout's shape (a 1-D index
    or a coordinate of its rank, the dialect documents) and lies in its domain (checked
    at run time).
  }];
  let arguments = (ins Arg<Cute_ViewType, "view", [MemRead]>:$view, AnyType:$coord);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$view `,` $coord attr-dict `:` qualified(type($view)) `,` type($coord)";
  let hasVerifier = 1;
}

def Cute_MemrefStoreOp : Op<Cute_Dialect, "memref.store", [
    TypesMatchWith<"the value is the view's element", "view", "value",
                   "::llvm::cast<::cute::dialect::ViewType>($_self).getIter().getElementType()">]> {
  let summary = "writes the element of a view at a coordinate";
  let description = [{
    `cute.memref.store %x, %v, %c : !cute.view<...>, !cute.coord<"(?,?)">`,
    C++'s `tensor(c) = x`, with memref.load's preconditions.
    Postcondition: element layout(c) of the view's memref is x.
  }];
  let arguments = (ins AnyType:$value, Arg<Cute_ViewType, "view", [MemWrite]>:$view,
                       AnyType:$coord);
  let assemblyFormat = [{
    $value `,` $view `,` $coord attr-dict `:` qualified(type($view)) `,` type($coord)
  }];
  let hasVerifier = 1;
}

def Cute_CopyOp : Op<Cute_Dialect, "copy"> {
  let summary = "copies a view into another, element by element, under a mask";
  let description = [{
    `cute.copy(%src, %dst) : !cute.view<...>, !cute.view<...>` or
    `cute.copy(%src, %dst, %pred) : ..., ..., !cute.view<memref<32xi1>, ...>`,
    C++'s `copy(src, dst)` and `copy_if(pred, src, dst)` without an atom.
    Definition: for every 1-D index i of src, in order, dst(i) = src(i)
    (only where pred(i) is true when pred is given).
    Preconditions (the dialect documents' partition verifier, in its order): the ranks
    of src and dst are one of (1, 1), (1, 2), (2, 2), (2, 3), (3, 3) or
    equal above 3, and their modes have the same static sizes (a missing
    mode has size 1); then pred is a view of i1 in registers, shared,
    global or generic memory, not swizzled, of src's size. Views of one
    element type, static shapes.
    Postcondition: dst's elements are written, src and pred only read.
  }];
  let arguments = (ins Arg<Cute_ViewType, "source", [MemRead]>:$src,
                       Arg<Cute_ViewType, "destination", [MemWrite]>:$dst,
                       Arg<Optional<AnyType>, "mask", [MemRead]>:$pred);
  let assemblyFormat = [{
    `(` $src `,` $dst (`,` $pred^)? `)` attr-dict `:` qualified(type($src)) `,`
    qualified(type($dst)) (`,` type($pred)^)?
  }];
  let hasVerifier = 1;
}

def Cute_TiledPartitionOp : Op<Cute_Dialect, "tiled_partition", [Pure]> {
  let summary = "one thread's partition of a view by a tiled MMA or a tiled copy";
  let description = [{
    `%f = cute.tiled_partition<"C">(%mma, %view, %thr) : !cute.tiled_mma<...>,
    !cute.view<memref<...>, !cute.layout<"...">> -> !cute.view<memref<?xT,
    strided<[1], offset: ?>, S>, !cute.layout<"...">>`, C++'s
    `tiled.get_slice(thr).partition_C(view)`: "A", "B", "C" of a tiled MMA
    (partition_A/B/C), "S", "D" of a tiled copy (partition_S/D).
    Definition: with thrfrg(L) the view's layout L divided by the tiled
    atom into (threads, fragment) (thrfrg_A/B/C, tidfrg_S/D), element c of
    %f is element thrfrg(L)(thr, c) of the view's memref: %f's memref starts
    at the thread's first element, thrfrg(L)(thr, 0), and its layout is the
    fragment modes, (FrgV, Rest...) of an MMA, ((FrgV, FrgX), Rest...) of a
    copy, the same for every thread.
    Preconditions (the dialect documents' partition verifier, in its order): the ranks
    of the view and of %f are in the rank table of cute.copy (C++'s
    partition adds one mode, so views of rank 1 or 2); each mode of the
    view's static shape is a multiple of the tiled atom's tile extent in it
    (the residual atom-v-rank tiles the view; C++ would also partition a
    remainder). The view's layout is a static layout (not swizzled); %thr is
    a thread of the tiled atom, checked at run time (and by the verifier
    when constant).
    Postcondition: the partitions of all threads cover the view; each
    element once for C when the atom layout's K extent is 1, and for a
    copy's destination.
  }];
  let arguments = (ins AnyType:$tiled, Cute_ViewType:$view, Index:$thr, StrAttr:$operand);
  let results = (outs Cute_ViewType:$result);
  let assemblyFormat = [{
    `<` $operand `>` `(` $tiled `,` $view `,` $thr `)` attr-dict `:` type($tiled) `,`
    qualified(type($view)) `->` qualified(type($result))
  }];
  let hasVerifier = 1;
}

#endif
