// The atom calls are collective: every thread of a block stops at
// the call, and once all have, the interpreter runs the atom for each group
// of its threads with interp/core's mmaAtomCall / copyAtomCall, reading
// each thread's fragment (f16/bf16/f32 kept as bits) and writing its result.
// RUN: cute-interp %s | FileCheck %s
// RUN: %if ptxas %{ rm -rf %t && cute-run --emit-ptx %t %s && %ptxas -arch=sm_90 %t/kernels.ptx -o /dev/null %}
// RUN: not cute-interp %s --entry half_warp 2>&1 | FileCheck %s --check-prefix=HALF

// SM80_16x8x16_F32F16F16F32_TN with A(m,k) = the index of the thread that
// holds it, (k%8)/2 + 4*(m%8) by ALayout, B = 1 and C = 0: D(m,n) =
// sum_k A(m,k) = 64*(m%8) + 24, and by CLayout thread t holds rows
// m%8 = t/4, so it prints 64*(t/4) + 24 four times.
// CHECK: mma thread 0: 24 24 24 24
// CHECK-NEXT: mma thread 1: 24 24 24 24
// CHECK: mma thread 4: 88 88 88 88
// CHECK: mma thread 31: 472 472 472 472

// ldmatrix x1 of the 8x8 matrix 8*r + c + 1 in shared memory, thread t
// addressing row t%8 (a subview): thread t receives elements 2*(t%4) and
// 2*(t%4)+1 of row t/4.
// CHECK: ldmatrix thread 0: 1 2
// CHECK-NEXT: ldmatrix thread 1: 3 4
// CHECK-NEXT: ldmatrix thread 2: 5 6
// CHECK-NEXT: ldmatrix thread 3: 7 8
// CHECK-NEXT: ldmatrix thread 4: 9 10
// CHECK: ldmatrix thread 31: 63 64

// cp.async (global to shared, 8 f16) and universal copy (2 f16).
// CHECK: cp.async: 10 11 12 13 14 15 16 17
// CHECK-NEXT: universal copy: 11 12

// HALF: error: 'cute.mma_atom_call' is collective over the atom's 32 threads, but the block has 16

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!ldsm = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 1>
!cp = !cute.copy_atom<!cute_nvgpu.atom.simt_async_copy, value_type = f16>
!universal = !cute.copy_atom<!cute_nvgpu.atom.universal_copy<f16, 32 b>, value_type = f16>

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @mma() private(%a: memref<8xf16, #gpu.address_space<private>>,
                            %b: memref<4xf16, #gpu.address_space<private>>,
                            %c: memref<4xf32, #gpu.address_space<private>>) kernel {
      %t = gpu.thread_id x
      %ti = arith.index_cast %t : index to i32
      %tf = arith.sitofp %ti : i32 to f16
      %one = arith.constant 1.0 : f16
      %zero = arith.constant 0.0 : f32
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      scf.for %v = %c0 to %c8 step %c1 {
        memref.store %tf, %a[%v] : memref<8xf16, #gpu.address_space<private>>
      }
      scf.for %v = %c0 to %c4 step %c1 {
        memref.store %one, %b[%v] : memref<4xf16, #gpu.address_space<private>>
        memref.store %zero, %c[%v] : memref<4xf32, #gpu.address_space<private>>
      }
      %atom = cute.make_atom : !mma
      cute.mma_atom_call(%atom, %c, %a, %b, %c) : !mma, memref<4xf32, #gpu.address_space<private>>, memref<8xf16, #gpu.address_space<private>>, memref<4xf16, #gpu.address_space<private>>, memref<4xf32, #gpu.address_space<private>>
      %d0 = memref.load %c[%c0] : memref<4xf32, #gpu.address_space<private>>
      %d1 = memref.load %c[%c1] : memref<4xf32, #gpu.address_space<private>>
      %d2 = memref.load %c[%c2] : memref<4xf32, #gpu.address_space<private>>
      %d3 = memref.load %c[%c3] : memref<4xf32, #gpu.address_space<private>>
      %i0 = arith.fptosi %d0 : f32 to i32
      %i1 = arith.fptosi %d1 : f32 to i32
      %i2 = arith.fptosi %d2 : f32 to i32
      %i3 = arith.fptosi %d3 : f32 to i32
      gpu.printf "mma thread %lld: %d %d %d %d\n", %t, %i0, %i1, %i2, %i3 : index, i32, i32, i32, i32
      gpu.return
    }

    gpu.func @ldmatrix() workgroup(%tile: memref<64xf16, #gpu.address_space<workgroup>>)
        private(%r: memref<2xf16, #gpu.address_space<private>>) kernel {
      %t = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c64 = arith.constant 64 : index
      %first = arith.cmpi eq, %t, %c0 : index
      scf.if %first {
        scf.for %e = %c0 to %c64 step %c1 {
          %e1 = arith.addi %e, %c1 : index
          %ei = arith.index_cast %e1 : index to i32
          %ef = arith.sitofp %ei : i32 to f16
          memref.store %ef, %tile[%e] : memref<64xf16, #gpu.address_space<workgroup>>
        }
      }
      gpu.barrier
      // Thread t addresses row t % 8 (threads 8..31 repeat rows for x1).
      %rowIndex = arith.remui %t, %c8 : index
      %start = arith.muli %rowIndex, %c8 : index
      %row = memref.subview %tile[%start] [8] [1] : memref<64xf16, #gpu.address_space<workgroup>> to memref<8xf16, strided<[1], offset: ?>, #gpu.address_space<workgroup>>
      %atom = cute.make_atom : !ldsm
      cute.copy_atom_call(%atom, %row, %r) : !ldsm, memref<8xf16, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, memref<2xf16, #gpu.address_space<private>>
      %r0 = memref.load %r[%c0] : memref<2xf16, #gpu.address_space<private>>
      %r1 = memref.load %r[%c1] : memref<2xf16, #gpu.address_space<private>>
      %i0 = arith.fptosi %r0 : f16 to i32
      %i1 = arith.fptosi %r1 : f16 to i32
      gpu.printf "ldmatrix thread %lld: %d %d\n", %t, %i0, %i1 : index, i32, i32
      gpu.return
    }

    gpu.func @copies(%g: memref<8xf16>) workgroup(%s: memref<8xf16, #gpu.address_space<workgroup>>)
        private(%u: memref<2xf16, #gpu.address_space<private>>,
                %w: memref<2xf16, #gpu.address_space<private>>) kernel {
      %cp = cute.make_atom : !cp
      cute.copy_atom_call(%cp, %g, %s) : !cp, memref<8xf16>, memref<8xf16, #gpu.address_space<workgroup>>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %s0 = memref.load %s[%c0] : memref<8xf16, #gpu.address_space<workgroup>>
      %s1 = memref.load %s[%c1] : memref<8xf16, #gpu.address_space<workgroup>>
      %i0 = arith.fptosi %s0 : f16 to i32
      %i1 = arith.fptosi %s1 : f16 to i32
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c7 = arith.constant 7 : index
      %x2 = memref.load %s[%c2] : memref<8xf16, #gpu.address_space<workgroup>>
      %x3 = memref.load %s[%c3] : memref<8xf16, #gpu.address_space<workgroup>>
      %x4 = memref.load %s[%c4] : memref<8xf16, #gpu.address_space<workgroup>>
      %x5 = memref.load %s[%c5] : memref<8xf16, #gpu.address_space<workgroup>>
      %x6 = memref.load %s[%c6] : memref<8xf16, #gpu.address_space<workgroup>>
      %x7 = memref.load %s[%c7] : memref<8xf16, #gpu.address_space<workgroup>>
      %i2 = arith.fptosi %x2 : f16 to i32
      %i3 = arith.fptosi %x3 : f16 to i32
      %i4 = arith.fptosi %x4 : f16 to i32
      %i5 = arith.fptosi %x5 : f16 to i32
      %i6 = arith.fptosi %x6 : f16 to i32
      %i7 = arith.fptosi %x7 : f16 to i32
      gpu.printf "cp.async: %d %d %d %d %d %d %d %d\n", %i0, %i1, %i2, %i3, %i4, %i5, %i6, %i7 : i32, i32, i32, i32, i32, i32, i32, i32
      memref.store %s1, %u[%c0] : memref<2xf16, #gpu.address_space<private>>
      memref.store %x2, %u[%c1] : memref<2xf16, #gpu.address_space<private>>
      %uc = cute.make_atom : !universal
      cute.copy_atom_call(%uc, %u, %w) : !universal, memref<2xf16, #gpu.address_space<private>>, memref<2xf16, #gpu.address_space<private>>
      %w0 = memref.load %w[%c0] : memref<2xf16, #gpu.address_space<private>>
      %w1 = memref.load %w[%c1] : memref<2xf16, #gpu.address_space<private>>
      %j0 = arith.fptosi %w0 : f16 to i32
      %j1 = arith.fptosi %w1 : f16 to i32
      gpu.printf "universal copy: %d %d\n", %j0, %j1 : i32, i32
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@mma blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
    gpu.launch_func @kernels::@ldmatrix blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
    %g = memref.alloc() : memref<8xf16>
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c10 = arith.constant 10 : index
    scf.for %v = %c0 to %c8 step %c1 {
      %x = arith.addi %v, %c10 : index
      %xi = arith.index_cast %x : index to i32
      %xf = arith.sitofp %xi : i32 to f16
      memref.store %xf, %g[%v] : memref<8xf16>
    }
    gpu.launch_func @kernels::@copies blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%g : memref<8xf16>)
    memref.dealloc %g : memref<8xf16>
    return
  }

  func.func @half_warp() {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    gpu.launch_func @kernels::@mma blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1)
    return
  }
}
