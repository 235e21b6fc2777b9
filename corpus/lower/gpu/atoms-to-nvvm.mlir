// RUN: cute-opt %s --cute-atoms-to-nvvm | FileCheck %s
// RUN: %if ptxas %{ rm -rf %t && cute-run --emit-ptx %t %s && FileCheck %s --check-prefix=PTX --input-file=%t/atoms.ptx && %ptxas -arch=sm_90a %t/atoms.ptx -o /dev/null %}

// Every atom call of the registry lowers to its instruction, and
// ptxas assembles the PTX (sm_90a, which wgmma needs). Fragments are read from and
// written to global memory so that nothing is dead.

!f32f16k16 = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!f32f16k8 = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 8], a_type = f16, b_type = f16, c_type = f32>
!sm75 = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 8], a_type = f16, b_type = f16, c_type = f32, sm75>
!f32bf16k16 = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = bf16, b_type = bf16, c_type = f32>
!f32bf16k8 = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 8], a_type = bf16, b_type = bf16, c_type = f32>
!f16f16k16 = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f16>
!f16f16k8 = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 8], a_type = f16, b_type = f16, c_type = f16>
!ldsm1 = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 1>
!ldsm2 = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 2>
!ldsm4 = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 4>
!ldsm1t = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = bf16, num_matrices = 1, transpose>
!ldsm2t = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = bf16, num_matrices = 2, transpose>
!ldsm4t = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = bf16, num_matrices = 4, transpose>
!cp16 = !cute.copy_atom<!cute_nvgpu.atom.simt_async_copy, value_type = f16>
!cp32 = !cute.copy_atom<!cute_nvgpu.atom.simt_async_copy, value_type = f32>
!universal = !cute.copy_atom<!cute_nvgpu.atom.universal_copy<f16, 32 b>, value_type = f16>
!gmma = !cute.mma_atom<!cute_nvgpu.sm90.mma, shape_MNK = [64, 16, 16], a_type = f16, b_type = f16, c_type = f32>
!sw128 = !cute.composed_layout<"S<3,3,3> o 32 o (64,16):(64,1)">
!inter = !cute.layout<"((8,2),(8,2)):((8,128),(1,64))">
!tileA = !cute.view<memref<4096xf16, 3>, !sw128>
!tileB = !cute.view<memref<256xf16, 3>, !inter>

// CHECK-LABEL: gpu.module @atoms
// CHECK-NOT: cute.
gpu.module @atoms {
  // CHECK-LABEL: gpu.func @mma_f32(
  // PTX-LABEL: .entry mma_f32(
  gpu.func @mma_f32(%ga: memref<8xf16, 1>, %gb: memref<4xf16, 1>, %gh: memref<8xbf16, 1>,
                    %gi: memref<4xbf16, 1>, %gd: memref<4xf32, 1>) kernel {
    %a = memref.alloca() : memref<8xf16>
    %b = memref.alloca() : memref<4xf16>
    %h = memref.alloca() : memref<8xbf16>
    %i = memref.alloca() : memref<4xbf16>
    %d = memref.alloca() : memref<4xf32>
    memref.copy %ga, %a : memref<8xf16, 1> to memref<8xf16>
    memref.copy %gb, %b : memref<4xf16, 1> to memref<4xf16>
    memref.copy %gh, %h : memref<8xbf16, 1> to memref<8xbf16>
    memref.copy %gi, %i : memref<4xbf16, 1> to memref<4xbf16>
    memref.copy %gd, %d : memref<4xf32, 1> to memref<4xf32>
    // CHECK: nvvm.mma.sync A[{{.*}}, {{.*}}, {{.*}}, {{.*}}] B[{{.*}}, {{.*}}] C[{{.*}}, {{.*}}, {{.*}}, {{.*}}] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    // PTX: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
    %0 = cute.make_atom : !f32f16k16
    cute.mma_atom_call(%0, %d, %a, %b, %d) : !f32f16k16, memref<4xf32>, memref<8xf16>, memref<4xf16>, memref<4xf32>
    // CHECK: nvvm.mma.sync A[{{.*}}, {{.*}}] B[{{.*}}] C[{{.*}}] {{.*}}shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (vector<2xf16>, vector<2xf16>, f32)
    // PTX: mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32
    %1 = cute.make_atom : !f32f16k8
    %a8 = memref.subview %a[0] [4] [1] : memref<8xf16> to memref<4xf16, strided<[1]>>
    %b8 = memref.subview %b[0] [2] [1] : memref<4xf16> to memref<2xf16, strided<[1]>>
    cute.mma_atom_call(%1, %d, %a8, %b8, %d) : !f32f16k8, memref<4xf32>, memref<4xf16, strided<[1]>>, memref<2xf16, strided<[1]>>, memref<4xf32>
    // SM75_16x8x8_F32F16F16F32_TN is the same instruction, which sm_75 has.
    // CHECK: nvvm.mma.sync A[{{.*}}, {{.*}}] B[{{.*}}] C[{{.*}}] {{.*}}shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (vector<2xf16>, vector<2xf16>, f32)
    // PTX: mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32
    %75 = cute.make_atom : !sm75
    cute.mma_atom_call(%75, %d, %a8, %b8, %d) : !sm75, memref<4xf32>, memref<4xf16, strided<[1]>>, memref<2xf16, strided<[1]>>, memref<4xf32>
    // CHECK: nvvm.mma.sync {{.*}}multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32)
    // PTX: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
    %2 = cute.make_atom : !f32bf16k16
    cute.mma_atom_call(%2, %d, %h, %i, %d) : !f32bf16k16, memref<4xf32>, memref<8xbf16>, memref<4xbf16>, memref<4xf32>
    // CHECK: nvvm.mma.sync {{.*}}shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32)
    // PTX: mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32
    %3 = cute.make_atom : !f32bf16k8
    %h8 = memref.subview %h[4] [4] [1] : memref<8xbf16> to memref<4xbf16, strided<[1], offset: 4>>
    %i8 = memref.subview %i[2] [2] [1] : memref<4xbf16> to memref<2xbf16, strided<[1], offset: 2>>
    cute.mma_atom_call(%3, %d, %h8, %i8, %d) : !f32bf16k8, memref<4xf32>, memref<4xbf16, strided<[1], offset: 4>>, memref<2xbf16, strided<[1], offset: 2>>, memref<4xf32>
    memref.copy %d, %gd : memref<4xf32> to memref<4xf32, 1>
    gpu.return
  }

  // CHECK-LABEL: gpu.func @mma_f16(
  // PTX-LABEL: .entry mma_f16(
  gpu.func @mma_f16(%ga: memref<8xf16, 1>, %gb: memref<4xf16, 1>, %gd: memref<4xf16, 1>) kernel {
    %a = memref.alloca() : memref<8xf16>
    %b = memref.alloca() : memref<4xf16>
    %d = memref.alloca() : memref<4xf16>
    memref.copy %ga, %a : memref<8xf16, 1> to memref<8xf16>
    memref.copy %gb, %b : memref<4xf16, 1> to memref<4xf16>
    memref.copy %gd, %d : memref<4xf16, 1> to memref<4xf16>
    // CHECK: nvvm.mma.sync {{.*}} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    // PTX: mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16
    %0 = cute.make_atom : !f16f16k16
    cute.mma_atom_call(%0, %d, %a, %b, %d) : !f16f16k16, memref<4xf16>, memref<8xf16>, memref<4xf16>, memref<4xf16>
    // PTX: mma.sync.aligned.m16n8k8.row.col.f16.f16.f16.f16
    %1 = cute.make_atom : !f16f16k8
    %a8 = memref.subview %a[0] [4] [1] : memref<8xf16> to memref<4xf16, strided<[1]>>
    %b8 = memref.subview %b[0] [2] [1] : memref<4xf16> to memref<2xf16, strided<[1]>>
    cute.mma_atom_call(%1, %d, %a8, %b8, %d) : !f16f16k8, memref<4xf16>, memref<4xf16, strided<[1]>>, memref<2xf16, strided<[1]>>, memref<4xf16>
    memref.copy %d, %gd : memref<4xf16> to memref<4xf16, 1>
    gpu.return
  }

  // CHECK-LABEL: gpu.func @ldmatrix(
  // PTX-LABEL: .entry ldmatrix(
  gpu.func @ldmatrix(%g: memref<256xf16, 1>, %gt: memref<256xbf16, 1>, %out: memref<8xf16, 1>,
                     %outt: memref<8xbf16, 1>)
      workgroup(%s: memref<256xf16, #gpu.address_space<workgroup>>,
                %st: memref<256xbf16, #gpu.address_space<workgroup>>) kernel {
    memref.copy %g, %s : memref<256xf16, 1> to memref<256xf16, #gpu.address_space<workgroup>>
    memref.copy %gt, %st : memref<256xbf16, 1> to memref<256xbf16, #gpu.address_space<workgroup>>
    gpu.barrier
    %tid = gpu.thread_id x
    %c8 = arith.constant 8 : index
    %row = arith.muli %tid, %c8 : index
    %src = memref.subview %s[%row] [8] [1] : memref<256xf16, #gpu.address_space<workgroup>> to memref<8xf16, strided<[1], offset: ?>, #gpu.address_space<workgroup>>
    %srct = memref.subview %st[%row] [8] [1] : memref<256xbf16, #gpu.address_space<workgroup>> to memref<8xbf16, strided<[1], offset: ?>, #gpu.address_space<workgroup>>
    %r = memref.alloca() : memref<8xf16>
    %rt = memref.alloca() : memref<8xbf16>
    // CHECK: nvvm.ldmatrix {{.*}}layout = #nvvm.mma_layout<row>, num = 1 : i32{{.*}} : (!llvm.ptr<3>) -> i32
    // PTX: ldmatrix.sync.aligned.m8n8.x1.shared.b16
    %0 = cute.make_atom : !ldsm1
    %r1 = memref.subview %r[0] [2] [1] : memref<8xf16> to memref<2xf16, strided<[1]>>
    cute.copy_atom_call(%0, %src, %r1) : !ldsm1, memref<8xf16, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, memref<2xf16, strided<[1]>>
    // PTX: ldmatrix.sync.aligned.m8n8.x2.shared.b16
    %1 = cute.make_atom : !ldsm2
    %r2 = memref.subview %r[2] [4] [1] : memref<8xf16> to memref<4xf16, strided<[1], offset: 2>>
    cute.copy_atom_call(%1, %src, %r2) : !ldsm2, memref<8xf16, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, memref<4xf16, strided<[1], offset: 2>>
    // CHECK: nvvm.ldmatrix {{.*}}num = 4 : i32{{.*}} -> !llvm.struct<(i32, i32, i32, i32)>
    // PTX: ldmatrix.sync.aligned.m8n8.x4.shared.b16
    %2 = cute.make_atom : !ldsm4
    cute.copy_atom_call(%2, %src, %r) : !ldsm4, memref<8xf16, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, memref<8xf16>
    // CHECK: nvvm.ldmatrix {{.*}}layout = #nvvm.mma_layout<col>
    // PTX: ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16
    %3 = cute.make_atom : !ldsm1t
    %rt1 = memref.subview %rt[0] [2] [1] : memref<8xbf16> to memref<2xbf16, strided<[1]>>
    cute.copy_atom_call(%3, %srct, %rt1) : !ldsm1t, memref<8xbf16, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, memref<2xbf16, strided<[1]>>
    // PTX: ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16
    %4 = cute.make_atom : !ldsm2t
    %rt2 = memref.subview %rt[2] [4] [1] : memref<8xbf16> to memref<4xbf16, strided<[1], offset: 2>>
    cute.copy_atom_call(%4, %srct, %rt2) : !ldsm2t, memref<8xbf16, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, memref<4xbf16, strided<[1], offset: 2>>
    // PTX: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16
    %5 = cute.make_atom : !ldsm4t
    cute.copy_atom_call(%5, %srct, %rt) : !ldsm4t, memref<8xbf16, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, memref<8xbf16>
    memref.copy %r, %out : memref<8xf16> to memref<8xf16, 1>
    memref.copy %rt, %outt : memref<8xbf16> to memref<8xbf16, 1>
    gpu.return
  }

  // CHECK-LABEL: gpu.func @copies(
  // PTX-LABEL: .entry copies(
  // The generic source's conversion (below) comes first in the PTX.
  // PTX: cvta.to.global
  gpu.func @copies(%g: memref<8xf16, 1>, %gf: memref<4xf32>, %out: memref<8xf16, 1>,
                   %outf: memref<4xf32, 1>)
      workgroup(%s: memref<8xf16, 3>, %sf: memref<4xf32, 3>) kernel {
    // CHECK: nvvm.cp.async.shared.global {{.*}}, {{.*}}, 16, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
    // CHECK-NEXT: nvvm.cp.async.commit.group
    // CHECK-NEXT: nvvm.cp.async.wait.group 0
    // PTX: cp.async.ca.shared.global [{{.*}}], [{{.*}}], 16;
    // PTX: cp.async.commit_group;
    // PTX: cp.async.wait_group 0;
    %0 = cute.make_atom : !cp16
    cute.copy_atom_call(%0, %g, %s) : !cp16, memref<8xf16, 1>, memref<8xf16, 3>
    // A generic source is converted to a global address first.
    // CHECK: llvm.addrspacecast {{.*}} : !llvm.ptr to !llvm.ptr<1>
    %1 = cute.make_atom : !cp32
    cute.copy_atom_call(%1, %gf, %sf) : !cp32, memref<4xf32>, memref<4xf32, 3>
    // Universal copy: a load and a store per value.
    %2 = cute.make_atom : !universal
    %from = memref.subview %s[0] [2] [1] : memref<8xf16, 3> to memref<2xf16, strided<[1]>, 3>
    %to = memref.subview %out[6] [2] [1] : memref<8xf16, 1> to memref<2xf16, strided<[1], offset: 6>, 1>
    cute.copy_atom_call(%2, %from, %to) : !universal, memref<2xf16, strided<[1]>, 3>, memref<2xf16, strided<[1], offset: 6>, 1>
    memref.copy %sf, %outf : memref<4xf32, 3> to memref<4xf32, 1>
    gpu.return
  }

  // SM90 GMMA: A is k-block 2 of a 64x64 SW128 tile (start 32 elements =
  // 64 bytes, LBO 16 bytes, SBO 1024 bytes, type 1), B an INTERLEAVE 16x16
  // tile with its core matrices k first (LBO 128 bytes, SBO 256 bytes,
  // type 0). Each descriptor is (start address / 16) & 0x3FFF or'd with its
  // fields: 1 << 62 | 64 << 32 | 1 << 16 = 4611686293305360384 and
  // 16 << 32 | 8 << 16 = 68720001024.
  // CHECK-LABEL: gpu.func @gmma(
  // CHECK-DAG: arith.constant 4611686293305360384 : i64
  // CHECK-DAG: arith.constant 68720001024 : i64
  // CHECK-DAG: arith.constant 16383 : i64
  // CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
  // CHECK-NEXT: gpu.barrier
  // CHECK-NEXT: nvvm.wgmma.fence.aligned
  // CHECK-NEXT: nvvm.wgmma.mma_async {{.*}}, {{.*}}, {{.*}}, <m = 64, n = 16, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>]
  // CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
  // CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
  // PTX-LABEL: .entry gmma(
  // PTX: fence.proxy.async.shared::cta;
  // PTX-NEXT: bar.sync 0;
  // PTX-NEXT: wgmma.fence.sync.aligned;
  // K-major A and B: scale-d 1, imm-scale-a/b 1, imm-trans-a/b 0.
  // PTX: wgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {{.*}}, p, 1, {{ *}}1, 0, {{ *}}0;
  // PTX: wgmma.commit_group.sync.aligned;
  // PTX: wgmma.wait_group.sync.aligned 0;
  gpu.func @gmma(%gd: memref<8xf32, 1>)
      workgroup(%sa: memref<4096xf16, 3> {llvm.align = 1024 : i64},
                %sb: memref<256xf16, 3> {llvm.align = 1024 : i64}) kernel {
    %d = memref.alloca() : memref<8xf32>
    memref.copy %gd, %d : memref<8xf32, 1> to memref<8xf32>
    %la = cute.static : !sw128
    %lb = cute.static : !inter
    %a = cute.make_view %sa, %la : !tileA
    %b = cute.make_view %sb, %lb : !tileB
    %0 = cute.make_atom : !gmma
    cute.mma_atom_call(%0, %d, %a, %b, %d) : !gmma, memref<8xf32>, !tileA, !tileB, memref<8xf32>
    memref.copy %d, %gd : memref<8xf32> to memref<8xf32, 1>
    gpu.return
  }
}
