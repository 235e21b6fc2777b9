// What the interpreter refuses in atom calls, each with the op and the
// reason:
// RUN: not cute-interp %s --entry mixed 2>&1 | FileCheck %s --check-prefix=MIXED
// MIXED: error: the threads of block (0, 0, 0) wait at different ops: 'cute.mma_atom_call' is collective, and every thread must reach it
// RUN: not cute-interp %s --entry misaligned 2>&1 | FileCheck %s --check-prefix=ALIGN
// ALIGN: error: the fragment of thread 0 starts at byte 2 of its buffer, but the instruction needs a 16-byte aligned address
// RUN: not cute-interp %s --entry unsupported 2>&1 | FileCheck %s --check-prefix=TYPE
// TYPE: error: the interpreter runs atom calls on i32, f16, bf16 and f32 values, not 'i16'
// A one-thread atom runs at once, so some threads may skip it.
// RUN: cute-interp %s --entry some_threads | FileCheck %s --check-prefix=SOME
// SOME: thread 0 copied 7
// SOME-NEXT: thread 1 copied 7
// SOME-NOT: thread 2

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!ldsm = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 1>
!u16 = !cute.copy_atom<!cute_nvgpu.atom.universal_copy<i16, 32 b>, value_type = i16>
!u32 = !cute.copy_atom<!cute_nvgpu.atom.universal_copy<i32, 32 b>, value_type = i32>

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // Thread 31 goes to a barrier while the others go to the MMA: on a GPU
    // the warp's MMA would not complete.
    gpu.func @mixed() private(%a: memref<8xf16, #gpu.address_space<private>>,
                              %b: memref<4xf16, #gpu.address_space<private>>,
                              %c: memref<4xf32, #gpu.address_space<private>>) kernel {
      %t = gpu.thread_id x
      %c31 = arith.constant 31 : index
      %last = arith.cmpi eq, %t, %c31 : index
      %atom = cute.make_atom : !mma
      scf.if %last {
        gpu.barrier
      } else {
        cute.mma_atom_call(%atom, %c, %a, %b, %c) : !mma, memref<4xf32, #gpu.address_space<private>>, memref<8xf16, #gpu.address_space<private>>, memref<4xf16, #gpu.address_space<private>>, memref<4xf32, #gpu.address_space<private>>
      }
      gpu.return
    }

    // Thread t addresses element t of the tile: 2 bytes in, not a row.
    gpu.func @misaligned() workgroup(%tile: memref<64xf16, #gpu.address_space<workgroup>>)
        private(%r: memref<2xf16, #gpu.address_space<private>>) kernel {
      %t = gpu.thread_id x
      %c1 = arith.constant 1 : index
      %start = arith.addi %t, %c1 : index
      %row = memref.subview %tile[%start] [8] [1] : memref<64xf16, #gpu.address_space<workgroup>> to memref<8xf16, strided<[1], offset: ?>, #gpu.address_space<workgroup>>
      %atom = cute.make_atom : !ldsm
      cute.copy_atom_call(%atom, %row, %r) : !ldsm, memref<8xf16, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, memref<2xf16, #gpu.address_space<private>>
      gpu.return
    }

    gpu.func @unsupported() private(%s: memref<2xi16, #gpu.address_space<private>>,
                                    %d: memref<2xi16, #gpu.address_space<private>>) kernel {
      %atom = cute.make_atom : !u16
      cute.copy_atom_call(%atom, %s, %d) : !u16, memref<2xi16, #gpu.address_space<private>>, memref<2xi16, #gpu.address_space<private>>
      gpu.return
    }

    gpu.func @some_threads() private(%s: memref<1xi32, #gpu.address_space<private>>,
                                     %d: memref<1xi32, #gpu.address_space<private>>) kernel {
      %t = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %seven = arith.constant 7 : i32
      %copies = arith.cmpi ult, %t, %c2 : index
      scf.if %copies {
        memref.store %seven, %s[%c0] : memref<1xi32, #gpu.address_space<private>>
        %atom = cute.make_atom : !u32
        cute.copy_atom_call(%atom, %s, %d) : !u32, memref<1xi32, #gpu.address_space<private>>, memref<1xi32, #gpu.address_space<private>>
        %v = memref.load %d[%c0] : memref<1xi32, #gpu.address_space<private>>
        gpu.printf "thread %lld copied %d\n", %t, %v : index, i32
      }
      gpu.return
    }
  }

  func.func @mixed() {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@mixed blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
    return
  }
  func.func @misaligned() {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@misaligned blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
    return
  }
  func.func @unsupported() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@unsupported blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
  func.func @some_threads() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func @kernels::@some_threads blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
    return
  }
}
