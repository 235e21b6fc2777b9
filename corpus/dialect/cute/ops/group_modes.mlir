// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @middle(
// CHECK: %{{.*}} = cute.group_modes<1, 3> (%{{.*}}) : (!cute.layout<"(2,3,4,5):(1,2,6,24)">) -> !cute.layout<"(2,(3,4),5):(1,(2,6),24)">
// CHECK: return %{{.*}} : !cute.layout<"(2,(3,4),5):(1,(2,6),24)">
func.func @middle(%l: !cute.layout<"(2,3,4,5):(1,2,6,24)">) -> !cute.layout<"(2,(3,4),5):(1,(2,6),24)"> {
  %r = cute.group_modes<1, 3> (%l) : (!cute.layout<"(2,3,4,5):(1,2,6,24)">) -> !cute.layout<"(2,(3,4),5):(1,(2,6),24)">
  return %r : !cute.layout<"(2,(3,4),5):(1,(2,6),24)">
}

// CHECK-LABEL: func.func @all(
// CHECK: %{{.*}} = cute.group_modes<0, 4> (%{{.*}}) : (!cute.layout<"(2,3,4,5):(1,2,6,24)">) -> !cute.layout<"((2,3,4,5)):((1,2,6,24))">
// CHECK: return %{{.*}} : !cute.layout<"((2,3,4,5)):((1,2,6,24))">
func.func @all(%l: !cute.layout<"(2,3,4,5):(1,2,6,24)">) -> !cute.layout<"((2,3,4,5)):((1,2,6,24))"> {
  %r = cute.group_modes<0, 4> (%l) : (!cute.layout<"(2,3,4,5):(1,2,6,24)">) -> !cute.layout<"((2,3,4,5)):((1,2,6,24))">
  return %r : !cute.layout<"((2,3,4,5)):((1,2,6,24))">
}

// CHECK-LABEL: func.func @single(
// CHECK: %{{.*}} = cute.group_modes<0, 1> (%{{.*}}) : (!cute.layout<"(7,3):(3,1)">) -> !cute.layout<"((7),3):((3),1)">
// CHECK: return %{{.*}} : !cute.layout<"((7),3):((3),1)">
func.func @single(%l: !cute.layout<"(7,3):(3,1)">) -> !cute.layout<"((7),3):((3),1)"> {
  %r = cute.group_modes<0, 1> (%l) : (!cute.layout<"(7,3):(3,1)">) -> !cute.layout<"((7),3):((3),1)">
  return %r : !cute.layout<"((7),3):((3),1)">
}

// CHECK-LABEL: func.func @composed(
// CHECK: %{{.*}} = cute.group_modes<1, 3> (%{{.*}}) : (!cute.composed_layout<"S<2,4,3> o 0 o (4,8,2):(8,1,32)">) -> !cute.composed_layout<"S<2,4,3> o 0 o (4,(8,2)):(8,(1,32))">
// CHECK: return %{{.*}} : !cute.composed_layout<"S<2,4,3> o 0 o (4,(8,2)):(8,(1,32))">
func.func @composed(%cl: !cute.composed_layout<"S<2,4,3> o 0 o (4,8,2):(8,1,32)">) -> !cute.composed_layout<"S<2,4,3> o 0 o (4,(8,2)):(8,(1,32))"> {
  %r = cute.group_modes<1, 3> (%cl) : (!cute.composed_layout<"S<2,4,3> o 0 o (4,8,2):(8,1,32)">) -> !cute.composed_layout<"S<2,4,3> o 0 o (4,(8,2)):(8,(1,32))">
  return %r : !cute.composed_layout<"S<2,4,3> o 0 o (4,(8,2)):(8,(1,32))">
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: %{{.*}} = cute.group_modes<0, 2> (%{{.*}}) : (!cute.layout<"(?,4,?{i64}):(1,?,8)">) -> !cute.layout<"((?,4),?{i64}):((1,?),8)">
// CHECK: return %{{.*}} : !cute.layout<"((?,4),?{i64}):((1,?),8)">
func.func @dynamic(%l: !cute.layout<"(?,4,?{i64}):(1,?,8)">) -> !cute.layout<"((?,4),?{i64}):((1,?),8)"> {
  %r = cute.group_modes<0, 2> (%l) : (!cute.layout<"(?,4,?{i64}):(1,?,8)">) -> !cute.layout<"((?,4),?{i64}):((1,?),8)">
  return %r : !cute.layout<"((?,4),?{i64}):((1,?),8)">
}
