// SM90 GMMA: A and B are views of tiles in shared memory whose
// layouts a matrix descriptor reads; the warpgroup's 128 threads compute
// D = A·B + C together.
// RUN: cute-interp %s | FileCheck %s
// RUN: not cute-interp %s --entry misaligned 2>&1 | FileCheck %s --check-prefix=ALIGN
// RUN: not cute-interp %s --entry per_thread 2>&1 | FileCheck %s --check-prefix=UNIFORM

// A: k-block 1 of a 64x64 SW128 tile, A(m,k) = m + k. B: an INTERLEAVE
// 8x16 tile, B(n,k) = 1 where k == n, else 0. C = 0, so D(m,n) = m + n.
// By CLayout ((4,8,4),(2,2)):((128,1,16),(64,8)), thread t holds rows
// m = (t/4)%8 + 16*(t/32) + 8*v1 and columns n = 2*(t%4) + v0, v = v0 + 2*v1:
// thread 0: (0,0) (0,1) (8,0) (8,1); thread 5: (1,2) (1,3) (9,2) (9,3);
// thread 127: (55,6) (55,7) (63,6) (63,7).
// CHECK-DAG: gmma thread 0: 0 1 8 9
// CHECK-DAG: gmma thread 5: 3 4 11 12
// CHECK-DAG: gmma thread 127: 61 62 69 70

!gmma = !cute.mma_atom<!cute_nvgpu.sm90.mma, shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!smemA = memref<4096xf16, #gpu.address_space<workgroup>>
!smemB = memref<128xf16, #gpu.address_space<workgroup>>
!la = !cute.composed_layout<"S<3,3,3> o 16 o (64,16):(64,1)">
!lb = !cute.layout<"(8,(8,2)):(8,(1,64))">
!tileA = !cute.view<!smemA, !la>
!tileB = !cute.view<!smemB, !lb>
!frag = memref<4xf32, #gpu.address_space<private>>
!big = memref<8192xf16, #gpu.address_space<workgroup>>
!shifted = memref<4096xf16, strided<[1], offset: ?>, #gpu.address_space<workgroup>>
!tileS = !cute.view<!shifted, !la>

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gmma() workgroup(%sa: !smemA {llvm.align = 1024 : i64}, %sb: !smemB {llvm.align = 1024 : i64})
        private(%c: !frag) kernel {
      %t = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c64 = arith.constant 64 : index
      %c128 = arith.constant 128 : index
      %c1024 = arith.constant 1024 : index
      %la = cute.static : !la
      %lb = cute.static : !lb
      %a = cute.make_view %sa, %la : !tileA
      %b = cute.make_view %sb, %lb : !tileB
      %fzero = arith.constant 0.0 : f16
      %fone = arith.constant 1.0 : f16
      %first = arith.cmpi eq, %t, %c0 : index
      scf.if %first {
        scf.for %i = %c0 to %c1024 step %c1 {
          %m = arith.remui %i, %c64 : index
          %k = arith.divui %i, %c64 : index
          %mk = arith.addi %m, %k : index
          %x = arith.index_cast %mk : index to i32
          %xf = arith.sitofp %x : i32 to f16
          %ii = arith.index_cast %i : index to i32
          %at = cute.make_coord(%ii) : (i32) -> !cute.coord<"?">
          cute.memref.store %xf, %a, %at : !tileA, !cute.coord<"?">
        }
        scf.for %i = %c0 to %c128 step %c1 {
          %n = arith.remui %i, %c8 : index
          %k = arith.divui %i, %c8 : index
          %diagonal = arith.cmpi eq, %n, %k : index
          %x = arith.select %diagonal, %fone, %fzero : f16
          %ii = arith.index_cast %i : index to i32
          %at = cute.make_coord(%ii) : (i32) -> !cute.coord<"?">
          cute.memref.store %x, %b, %at : !tileB, !cute.coord<"?">
        }
      }
      gpu.barrier
      %zero = arith.constant 0.0 : f32
      scf.for %v = %c0 to %c4 step %c1 {
        memref.store %zero, %c[%v] : !frag
      }
      %atom = cute.make_atom : !gmma
      cute.mma_atom_call(%atom, %c, %a, %b, %c) : !gmma, !frag, !tileA, !tileB, !frag
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %d0 = memref.load %c[%c0] : !frag
      %d1 = memref.load %c[%c1] : !frag
      %d2 = memref.load %c[%c2] : !frag
      %d3 = memref.load %c[%c3] : !frag
      %i0 = arith.fptosi %d0 : f32 to i32
      %i1 = arith.fptosi %d1 : f32 to i32
      %i2 = arith.fptosi %d2 : f32 to i32
      %i3 = arith.fptosi %d3 : f32 to i32
      gpu.printf "gmma thread %lld: %d %d %d %d\n", %t, %i0, %i1, %i2, %i3 : index, i32, i32, i32, i32
      gpu.return
    }

    // ALIGN: error: SM90 GMMA's `A` starts at byte 128 of its buffer, but its descriptor's swizzle needs a multiple of 1024 bytes
    // UNIFORM: error: SM90 GMMA's `A` of thread 1 is not thread 0's: the warpgroup reads one tile through one descriptor
    // Thread t's A starts %shift + (t % 2) * %oddShift halves into %sa.
    gpu.func @shifted_tile(%shift: index, %oddShift: index) workgroup(%sa: !big, %sb: !smemB) private(%c: !frag) kernel {
      %t = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c128 = arith.constant 128 : index
      %c1024 = arith.constant 1024 : index
      %parity = arith.remui %t, %c2 : index
      %perThread = arith.muli %parity, %oddShift : index
      %start = arith.addi %shift, %perThread : index
      %sub = memref.subview %sa[%start] [4096] [1] : !big to !shifted
      %la = cute.static : !la
      %lb = cute.static : !lb
      %a = cute.make_view %sub, %la : !tileS
      %b = cute.make_view %sb, %lb : !tileB
      %one = arith.constant 1.0 : f16
      %first = arith.cmpi eq, %t, %c0 : index
      scf.if %first {
        scf.for %i = %c0 to %c1024 step %c1 {
          %ii = arith.index_cast %i : index to i32
          %at = cute.make_coord(%ii) : (i32) -> !cute.coord<"?">
          cute.memref.store %one, %a, %at : !tileS, !cute.coord<"?">
        }
        scf.for %i = %c0 to %c128 step %c1 {
          %ii = arith.index_cast %i : index to i32
          %at = cute.make_coord(%ii) : (i32) -> !cute.coord<"?">
          cute.memref.store %one, %b, %at : !tileB, !cute.coord<"?">
        }
      }
      gpu.barrier
      %atom = cute.make_atom : !gmma
      cute.mma_atom_call(%atom, %c, %a, %b, %c) : !gmma, !frag, !tileS, !tileB, !frag
      gpu.return
    }
  }

  // Every thread's A starts 64 halves (128 bytes) into the buffer.
  func.func @misaligned() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @kernels::@shifted_tile blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1) args(%c64 : index, %c0 : index)
    return
  }

  // Odd threads view A 1024 halves further than even ones.
  func.func @per_thread() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %c1024 = arith.constant 1024 : index
    gpu.launch_func @kernels::@shifted_tile blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1) args(%c0 : index, %c1024 : index)
    return
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @kernels::@gmma blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1)
    return
  }
}
