// RUN: cute-opt %s -split-input-file -cute-lower-views -verify-diagnostics

// --cute-lower-views rewrites a view's uses on its make_view's operands:
// a view must come from a make_view of the same function and go only to the
// view ops; no signature or block argument may hold one.

!v = !cute.view<memref<32xi32>, !cute.layout<"32:1">>

// expected-error @+1 {{'func.func' op passes a view as an argument or result: views are lowered only where cute.make_view builds them}}
func.func @argument(%v: !v, %c: !cute.coord<"?">) -> i32 {
  %x = cute.memref.load %v, %c : !v, !cute.coord<"?">
  return %x : i32
}

// -----

!v = !cute.view<memref<32xi32>, !cute.layout<"32:1">>

// expected-error @+1 {{'func.func' op passes a view as an argument or result: views are lowered only where cute.make_view builds them}}
func.func @returned(%m: memref<32xi32>) -> !v {
  %l = cute.static : !cute.layout<"32:1">
  %v = cute.make_view %m, %l : !v
  return %v : !v
}

// -----

!v = !cute.view<memref<32xi32>, !cute.layout<"32:1">>

// An unused view argument, or a declaration taking one, is refused too.
// expected-error @+1 {{'func.func' op passes a view as an argument or result: views are lowered only where cute.make_view builds them}}
func.func private @declared(%v: !v)

// -----

!v = !cute.view<memref<32xi32>, !cute.layout<"32:1">>

func.func @through_if(%m: memref<32xi32>, %b: i1, %c: !cute.coord<"?">) -> i32 {
  %l = cute.static : !cute.layout<"32:1">
  %v = cute.make_view %m, %l : !v
  %w = scf.if %b -> !v {
    // expected-error @+1 {{'scf.yield' op takes a view: views are lowered only for cute.get_iter, cute.get_layout, cute.memref.load, cute.memref.store and cute.copy}}
    scf.yield %v : !v
  } else {
    scf.yield %v : !v
  }
  %x = cute.memref.load %w, %c : !v, !cute.coord<"?">
  return %x : i32
}

// -----

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!tiled = !cute.tiled_mma<!mma, atom_layout = "(2,2,1):(1,2,0)">
!vc = !cute.view<memref<512xi32>, !cute.layout<"(32,16):(1,32)">>
func.func @partition_argument(%v: !vc, %t: index) {
  %atom = cute.make_atom : !mma
  %tm = cute.make_tiled_mma(%atom) : !mma -> !tiled
  // expected-error @+1 {{'cute.tiled_partition' op partitions a view that no cute.make_view builds here (a block argument or another op's result): views are lowered only where cute.make_view builds them}}
  %f = cute.tiled_partition<"C">(%tm, %v, %t) : !tiled, !vc -> !cute.view<memref<?xi32, strided<[1], offset: ?>>, !cute.layout<"((2,2),1,1):((32,8),0,0)">>
  return
}
