# AOT ID: ['0_inference']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels
import triton
import triton.language as tl
from torch._inductor.runtime.triton_heuristics import start_graph, end_graph
from torch._C import _cuda_getCurrentRawStream as get_raw_stream

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


# kernel path: /tmp/i37/hog_session1/default+clone=2/inductor_cache/oy/coyif2nnm3s7jui4esjahjoogojyfxcouefzjlpicj3vg755keic.py
# Topologically Sorted Source Nodes: [layer_norm], Original ATen: [aten.native_layer_norm]
# Source node to ATen node mapping:
#   layer_norm => add, add_1, mul, mul_1, rsqrt, sub, var_mean
# Graph fragment:
#   %arg2_1 : Tensor "f32[1, 256][256, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %getitem_1 : Tensor "f32[1, 1][1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf1 : Tensor "f32[1, 1][1, 1]cuda:0" = PlaceHolder[target=buf1]
#   %arg0_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg1_1]
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%arg2_1, [1]), kwargs = {correction: 0, keepdim: True})
#   %sub : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%arg2_1, %getitem_1), kwargs = {})
#   %add : Tensor "f32[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add,), kwargs = {})
#   %mul : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %arg0_1), kwargs = {})
#   %add_1 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %arg1_1), kwargs = {})
#   return %getitem_1,%buf1,%add_1
triton_per_fused_native_layer_norm_0 = async_compile.triton('triton_per_fused_native_layer_norm_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_layer_norm_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 5120}}
)
@triton.jit
def triton_per_fused_native_layer_norm_0(in_ptr0, in_ptr1, in_ptr2, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_0 = r0_index
    tmp0 = tl.load(in_ptr0 + (r0_0), None)
    tmp21 = tl.load(in_ptr1 + (r0_0), None)
    tmp23 = tl.load(in_ptr2 + (r0_0), None)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp5 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp6 = tl.full([1, 1], 256, tl.int32)
    tmp7 = tmp6.to(tl.float32)
    tmp8 = (tmp5 / tmp7)
    tmp9 = tmp1 - tmp8
    tmp10 = tmp9 * tmp9
    tmp11 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
    tmp13 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp14 = tmp0 - tmp8
    tmp15 = tl.full([1, 1], 256.0, tl.float32)
    tmp16 = (tmp13 / tmp15)
    tmp17 = tl.full([1, 1], 1e-05, tl.float32)
    tmp18 = tmp16 + tmp17
    tmp19 = libdevice.rsqrt(tmp18)
    tmp20 = tmp14 * tmp19
    tmp22 = tmp20 * tmp21
    tmp24 = tmp22 + tmp23
    tl.store(out_ptr2 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp24, None)
''', device_str='cuda')


# kernel path: /tmp/i37/hog_session1/default+clone=2/inductor_cache/nj/cnjly54dzdnqvfkd7rra7bygtrxtqbn4lrcjehounoljywjeeq3i.py
# Topologically Sorted Source Nodes: [, gelu], Original ATen: [aten.addmm, aten.gelu]
# Source node to ATen node mapping:
#    => add_tensor_31
#   gelu => add_2, erf, mul_2, mul_3, mul_4
# Graph fragment:
#   %arg4_1 : Tensor "f32[1024][1]cuda:0" = PlaceHolder[target=arg4_1]
#   %mm_default_31 : Tensor "f32[1, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_default_31]
#   %add_tensor_31 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg4_1, %mm_default_31), kwargs = {})
#   %mul_2 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_tensor_31, 0.5), kwargs = {})
#   %mul_3 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_tensor_31, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_3,), kwargs = {})
#   %add_2 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_4 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %add_2), kwargs = {})
#   return %mul_4
triton_poi_fused_addmm_gelu_1 = async_compile.triton('triton_poi_fused_addmm_gelu_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_gelu_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_gelu_1(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1024
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_out_ptr0 + (x0), xmask)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0.5, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp6 = tmp2 * tmp5
    tmp7 = libdevice.erf(tmp6)
    tmp8 = tl.full([1], 1.0, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp4 * tmp9
    tl.store(in_out_ptr0 + (x0), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/i37/hog_session1/default+clone=2/inductor_cache/no/cnobb5pmyxkn4xmnmnbvm6hpkb2oyiuipujhl5winxmwyrayktfj.py
# Topologically Sorted Source Nodes: [, input_1, layer_norm_1], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => add_tensor_30
#   input_1 => add_3
#   layer_norm_1 => add_4, add_5, mul_5, mul_6, rsqrt_1, sub_1, var_mean_1
# Graph fragment:
#   %arg2_1 : Tensor "f32[1, 256][256, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %arg6_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg6_1]
#   %mm_default_30 : Tensor "f32[1, 256][256, 1]cuda:0" = PlaceHolder[target=mm_default_30]
#   %getitem_3 : Tensor "f32[1, 1][1, 1]cuda:0" = PlaceHolder[target=getitem_3]
#   %buf8 : Tensor "f32[1, 1][1, 1]cuda:0" = PlaceHolder[target=buf8]
#   %arg7_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg7_1]
#   %arg8_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg8_1]
#   %add_tensor_30 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg6_1, %mm_default_30), kwargs = {})
#   %add_3 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg2_1, %add_tensor_30), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_3, [1]), kwargs = {correction: 0, keepdim: True})
#   %sub_1 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_3, %getitem_3), kwargs = {})
#   %add_4 : Tensor "f32[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_2, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_4,), kwargs = {})
#   %mul_5 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_6 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_5, %arg7_1), kwargs = {})
#   %add_5 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, %arg8_1), kwargs = {})
#   return %getitem_3,%buf8,%add_5
triton_per_fused_add_addmm_native_layer_norm_2 = async_compile.triton('triton_per_fused_add_addmm_native_layer_norm_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 7168}}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_2(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_0 = r0_index
    tmp0 = tl.load(in_ptr0 + (r0_0), None)
    tmp1 = tl.load(in_ptr1 + (r0_0), None)
    tmp2 = tl.load(in_ptr2 + (r0_0), None)
    tmp25 = tl.load(in_ptr3 + (r0_0), None)
    tmp27 = tl.load(in_ptr4 + (r0_0), None)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 + tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp9 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp10 = tl.full([1, 1], 256, tl.int32)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = (tmp9 / tmp11)
    tmp13 = tmp5 - tmp12
    tmp14 = tmp13 * tmp13
    tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp17 = tl.sum(tmp15, 1)[:, None].to(tl.float32)
    tmp18 = tmp4 - tmp12
    tmp19 = tl.full([1, 1], 256.0, tl.float32)
    tmp20 = (tmp17 / tmp19)
    tmp21 = tl.full([1, 1], 1e-05, tl.float32)
    tmp22 = tmp20 + tmp21
    tmp23 = libdevice.rsqrt(tmp22)
    tmp24 = tmp18 * tmp23
    tmp26 = tmp24 * tmp25
    tmp28 = tmp26 + tmp27
    tl.store(out_ptr2 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp28, None)
''', device_str='cuda')


# kernel path: /tmp/i37/hog_session1/default+clone=2/inductor_cache/la/cladayozf3fyjmfhil2hapx3awhwwl3cm7u45jzyypevhmwptxf3.py
# Topologically Sorted Source Nodes: [, input_1, input_2, layer_norm_2], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => add_tensor_28, add_tensor_30
#   input_1 => add_3
#   input_2 => add_7
#   layer_norm_2 => add_8, add_9, mul_10, mul_11, rsqrt_2, sub_2, var_mean_2
# Graph fragment:
#   %arg2_1 : Tensor "f32[1, 256][256, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %arg6_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg6_1]
#   %mm_default_30 : Tensor "f32[1, 256][256, 1]cuda:0" = PlaceHolder[target=mm_default_30]
#   %arg12_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg12_1]
#   %mm_default_28 : Tensor "f32[1, 256][256, 1]cuda:0" = PlaceHolder[target=mm_default_28]
#   %add_7 : Tensor "f32[1, 256][256, 1]cuda:0" = PlaceHolder[target=add_7]
#   %getitem_5 : Tensor "f32[1, 1][1, 1]cuda:0" = PlaceHolder[target=getitem_5]
#   %buf16 : Tensor "f32[1, 1][1, 1]cuda:0" = PlaceHolder[target=buf16]
#   %arg13_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg13_1]
#   %arg14_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg14_1]
#   %add_tensor_30 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg6_1, %mm_default_30), kwargs = {})
#   %add_3 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg2_1, %add_tensor_30), kwargs = {})
#   %add_tensor_28 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg12_1, %mm_default_28), kwargs = {})
#   %add_7 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_3, %add_tensor_28), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_7, [1]), kwargs = {correction: 0, keepdim: True})
#   %sub_2 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_7, %getitem_5), kwargs = {})
#   %add_8 : Tensor "f32[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_4, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_8,), kwargs = {})
#   %mul_10 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt_2), kwargs = {})
#   %mul_11 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_10, %arg13_1), kwargs = {})
#   %add_9 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_11, %arg14_1), kwargs = {})
#   return %add_7,%getitem_5,%buf16,%add_9
triton_per_fused_add_addmm_native_layer_norm_3 = async_compile.triton('triton_per_fused_add_addmm_native_layer_norm_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 11264}}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_3(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_0 = r0_index
    tmp0 = tl.load(in_ptr0 + (r0_0), None)
    tmp1 = tl.load(in_ptr1 + (r0_0), None)
    tmp2 = tl.load(in_out_ptr0 + (r0_0), None)
    tmp5 = tl.load(in_ptr2 + (r0_0), None)
    tmp6 = tl.load(in_ptr3 + (r0_0), None)
    tmp29 = tl.load(in_ptr4 + (r0_0), None)
    tmp31 = tl.load(in_ptr5 + (r0_0), None)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 + tmp3
    tmp7 = tmp5 + tmp6
    tmp8 = tmp4 + tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp13 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp14 = tl.full([1, 1], 256, tl.int32)
    tmp15 = tmp14.to(tl.float32)
    tmp16 = (tmp13 / tmp15)
    tmp17 = tmp9 - tmp16
    tmp18 = tmp17 * tmp17
    tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
    tmp21 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp22 = tmp8 - tmp16
    tmp23 = tl.full([1, 1], 256.0, tl.float32)
    tmp24 = (tmp21 / tmp23)
    tmp25 = tl.full([1, 1], 1e-05, tl.float32)
    tmp26 = tmp24 + tmp25
    tmp27 = libdevice.rsqrt(tmp26)
    tmp28 = tmp22 * tmp27
    tmp30 = tmp28 * tmp29
    tmp32 = tmp30 + tmp31
    tl.store(in_out_ptr0 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp8, None)
    tl.store(out_ptr2 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp32, None)
''', device_str='cuda')


# kernel path: /tmp/i37/hog_session1/default+clone=2/inductor_cache/ad/caddekbqkxs2vbabne5mimwhvcvkoj32poawp2eavrmdxltzg6yn.py
# Topologically Sorted Source Nodes: [, input_3, input_4, layer_norm_4], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => add_tensor_24, add_tensor_26
#   input_3 => add_11
#   input_4 => add_15
#   layer_norm_4 => add_16, add_17, mul_20, mul_21, rsqrt_4, sub_4, var_mean_4
# Graph fragment:
#   %add_7 : Tensor "f32[1, 256][256, 1]cuda:0" = PlaceHolder[target=add_7]
#   %arg18_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg18_1]
#   %mm_default_26 : Tensor "f32[1, 256][256, 1]cuda:0" = PlaceHolder[target=mm_default_26]
#   %arg24_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg24_1]
#   %mm_default_24 : Tensor "f32[1, 256][256, 1]cuda:0" = PlaceHolder[target=mm_default_24]
#   %add_15 : Tensor "f32[1, 256][256, 1]cuda:0" = PlaceHolder[target=add_15]
#   %getitem_9 : Tensor "f32[1, 1][1, 1]cuda:0" = PlaceHolder[target=getitem_9]
#   %buf31 : Tensor "f32[1, 1][1, 1]cuda:0" = PlaceHolder[target=buf31]
#   %arg25_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg25_1]
#   %arg26_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg26_1]
#   %add_tensor_26 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg18_1, %mm_default_26), kwargs = {})
#   %add_11 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_7, %add_tensor_26), kwargs = {})
#   %add_tensor_24 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg24_1, %mm_default_24), kwargs = {})
#   %add_15 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_11, %add_tensor_24), kwargs = {})
#   %var_mean_4 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_15, [1]), kwargs = {correction: 0, keepdim: True})
#   %sub_4 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_15, %getitem_9), kwargs = {})
#   %add_16 : Tensor "f32[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_8, 1e-05), kwargs = {})
#   %rsqrt_4 : Tensor "f32[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_16,), kwargs = {})
#   %mul_20 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_4, %rsqrt_4), kwargs = {})
#   %mul_21 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_20, %arg25_1), kwargs = {})
#   %add_17 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_21, %arg26_1), kwargs = {})
#   return %add_15,%getitem_9,%buf31,%add_17
triton_per_fused_add_addmm_native_layer_norm_4 = async_compile.triton('triton_per_fused_add_addmm_native_layer_norm_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 11264}}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_4(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_0 = r0_index
    tmp0 = tl.load(in_out_ptr0 + (r0_0), None)
    tmp1 = tl.load(in_ptr0 + (r0_0), None)
    tmp2 = tl.load(in_ptr1 + (r0_0), None)
    tmp5 = tl.load(in_ptr2 + (r0_0), None)
    tmp6 = tl.load(in_ptr3 + (r0_0), None)
    tmp29 = tl.load(in_ptr4 + (r0_0), None)
    tmp31 = tl.load(in_ptr5 + (r0_0), None)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 + tmp3
    tmp7 = tmp5 + tmp6
    tmp8 = tmp4 + tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp13 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp14 = tl.full([1, 1], 256, tl.int32)
    tmp15 = tmp14.to(tl.float32)
    tmp16 = (tmp13 / tmp15)
    tmp17 = tmp9 - tmp16
    tmp18 = tmp17 * tmp17
    tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
    tmp21 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp22 = tmp8 - tmp16
    tmp23 = tl.full([1, 1], 256.0, tl.float32)
    tmp24 = (tmp21 / tmp23)
    tmp25 = tl.full([1, 1], 1e-05, tl.float32)
    tmp26 = tmp24 + tmp25
    tmp27 = libdevice.rsqrt(tmp26)
    tmp28 = tmp22 * tmp27
    tmp30 = tmp28 * tmp29
    tmp32 = tmp30 + tmp31
    tl.store(in_out_ptr0 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp8, None)
    tl.store(out_ptr2 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp32, None)
''', device_str='cuda')


# kernel path: /tmp/i37/hog_session1/default+clone=2/inductor_cache/3b/c3btgit2uatcim7p3uaoaj6evdwxwhl7axeyj3s6rx6spshck2da.py
# Topologically Sorted Source Nodes: [, input_15, input_16], Original ATen: [aten.addmm, aten.add]
# Source node to ATen node mapping:
#    => add_tensor, add_tensor_2
#   input_15 => add_59
#   input_16 => add_63
# Graph fragment:
#   %add_55 : Tensor "f32[1, 256][256, 1]cuda:0" = PlaceHolder[target=add_55]
#   %arg90_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg90_1]
#   %mm_default_2 : Tensor "f32[1, 256][256, 1]cuda:0" = PlaceHolder[target=mm_default_2]
#   %arg96_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg96_1]
#   %mm_default : Tensor "f32[1, 256][256, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %add_tensor_2 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg90_1, %mm_default_2), kwargs = {})
#   %add_59 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_55, %add_tensor_2), kwargs = {})
#   %add_tensor : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg96_1, %mm_default), kwargs = {})
#   %add_63 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_59, %add_tensor), kwargs = {})
#   return %add_63
triton_poi_fused_add_addmm_5 = async_compile.triton('triton_poi_fused_add_addmm_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_addmm_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 7168}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_addmm_5(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK : tl.constexpr):
    xnumel = 256
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask)
    tmp2 = tl.load(in_ptr1 + (x0), xmask)
    tmp5 = tl.load(in_ptr2 + (x0), xmask)
    tmp6 = tl.load(in_ptr3 + (x0), xmask)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 + tmp3
    tmp7 = tmp5 + tmp6
    tmp8 = tmp4 + tmp7
    tl.store(in_out_ptr0 + (x0), tmp8, xmask)
''', device_str='cuda')


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1 = args
        args.clear()
        assert_size_stride(arg0_1, (256, ), (1, ))
        assert_size_stride(arg1_1, (256, ), (1, ))
        assert_size_stride(arg2_1, (1, 256), (256, 1))
        assert_size_stride(arg3_1, (1024, 256), (256, 1))
        assert_size_stride(arg4_1, (1024, ), (1, ))
        assert_size_stride(arg5_1, (256, 1024), (1024, 1))
        assert_size_stride(arg6_1, (256, ), (1, ))
        assert_size_stride(arg7_1, (256, ), (1, ))
        assert_size_stride(arg8_1, (256, ), (1, ))
        assert_size_stride(arg9_1, (1024, 256), (256, 1))
        assert_size_stride(arg10_1, (1024, ), (1, ))
        assert_size_stride(arg11_1, (256, 1024), (1024, 1))
        assert_size_stride(arg12_1, (256, ), (1, ))
        assert_size_stride(arg13_1, (256, ), (1, ))
        assert_size_stride(arg14_1, (256, ), (1, ))
        assert_size_stride(arg15_1, (1024, 256), (256, 1))
        assert_size_stride(arg16_1, (1024, ), (1, ))
        assert_size_stride(arg17_1, (256, 1024), (1024, 1))
        assert_size_stride(arg18_1, (256, ), (1, ))
        assert_size_stride(arg19_1, (256, ), (1, ))
        assert_size_stride(arg20_1, (256, ), (1, ))
        assert_size_stride(arg21_1, (1024, 256), (256, 1))
        assert_size_stride(arg22_1, (1024, ), (1, ))
        assert_size_stride(arg23_1, (256, 1024), (1024, 1))
        assert_size_stride(arg24_1, (256, ), (1, ))
        assert_size_stride(arg25_1, (256, ), (1, ))
        assert_size_stride(arg26_1, (256, ), (1, ))
        assert_size_stride(arg27_1, (1024, 256), (256, 1))
        assert_size_stride(arg28_1, (1024, ), (1, ))
        assert_size_stride(arg29_1, (256, 1024), (1024, 1))
        assert_size_stride(arg30_1, (256, ), (1, ))
        assert_size_stride(arg31_1, (256, ), (1, ))
        assert_size_stride(arg32_1, (256, ), (1, ))
        assert_size_stride(arg33_1, (1024, 256), (256, 1))
        assert_size_stride(arg34_1, (1024, ), (1, ))
        assert_size_stride(arg35_1, (256, 1024), (1024, 1))
        assert_size_stride(arg36_1, (256, ), (1, ))
        assert_size_stride(arg37_1, (256, ), (1, ))
        assert_size_stride(arg38_1, (256, ), (1, ))
        assert_size_stride(arg39_1, (1024, 256), (256, 1))
        assert_size_stride(arg40_1, (1024, ), (1, ))
        assert_size_stride(arg41_1, (256, 1024), (1024, 1))
        assert_size_stride(arg42_1, (256, ), (1, ))
        assert_size_stride(arg43_1, (256, ), (1, ))
        assert_size_stride(arg44_1, (256, ), (1, ))
        assert_size_stride(arg45_1, (1024, 256), (256, 1))
        assert_size_stride(arg46_1, (1024, ), (1, ))
        assert_size_stride(arg47_1, (256, 1024), (1024, 1))
        assert_size_stride(arg48_1, (256, ), (1, ))
        assert_size_stride(arg49_1, (256, ), (1, ))
        assert_size_stride(arg50_1, (256, ), (1, ))
        assert_size_stride(arg51_1, (1024, 256), (256, 1))
        assert_size_stride(arg52_1, (1024, ), (1, ))
        assert_size_stride(arg53_1, (256, 1024), (1024, 1))
        assert_size_stride(arg54_1, (256, ), (1, ))
        assert_size_stride(arg55_1, (256, ), (1, ))
        assert_size_stride(arg56_1, (256, ), (1, ))
        assert_size_stride(arg57_1, (1024, 256), (256, 1))
        assert_size_stride(arg58_1, (1024, ), (1, ))
        assert_size_stride(arg59_1, (256, 1024), (1024, 1))
        assert_size_stride(arg60_1, (256, ), (1, ))
        assert_size_stride(arg61_1, (256, ), (1, ))
        assert_size_stride(arg62_1, (256, ), (1, ))
        assert_size_stride(arg63_1, (1024, 256), (256, 1))
        assert_size_stride(arg64_1, (1024, ), (1, ))
        assert_size_stride(arg65_1, (256, 1024), (1024, 1))
        assert_size_stride(arg66_1, (256, ), (1, ))
        assert_size_stride(arg67_1, (256, ), (1, ))
        assert_size_stride(arg68_1, (256, ), (1, ))
        assert_size_stride(arg69_1, (1024, 256), (256, 1))
        assert_size_stride(arg70_1, (1024, ), (1, ))
        assert_size_stride(arg71_1, (256, 1024), (1024, 1))
        assert_size_stride(arg72_1, (256, ), (1, ))
        assert_size_stride(arg73_1, (256, ), (1, ))
        assert_size_stride(arg74_1, (256, ), (1, ))
        assert_size_stride(arg75_1, (1024, 256), (256, 1))
        assert_size_stride(arg76_1, (1024, ), (1, ))
        assert_size_stride(arg77_1, (256, 1024), (1024, 1))
        assert_size_stride(arg78_1, (256, ), (1, ))
        assert_size_stride(arg79_1, (256, ), (1, ))
        assert_size_stride(arg80_1, (256, ), (1, ))
        assert_size_stride(arg81_1, (1024, 256), (256, 1))
        assert_size_stride(arg82_1, (1024, ), (1, ))
        assert_size_stride(arg83_1, (256, 1024), (1024, 1))
        assert_size_stride(arg84_1, (256, ), (1, ))
        assert_size_stride(arg85_1, (256, ), (1, ))
        assert_size_stride(arg86_1, (256, ), (1, ))
        assert_size_stride(arg87_1, (1024, 256), (256, 1))
        assert_size_stride(arg88_1, (1024, ), (1, ))
        assert_size_stride(arg89_1, (256, 1024), (1024, 1))
        assert_size_stride(arg90_1, (256, ), (1, ))
        assert_size_stride(arg91_1, (256, ), (1, ))
        assert_size_stride(arg92_1, (256, ), (1, ))
        assert_size_stride(arg93_1, (1024, 256), (256, 1))
        assert_size_stride(arg94_1, (1024, ), (1, ))
        assert_size_stride(arg95_1, (256, 1024), (1024, 1))
        assert_size_stride(arg96_1, (256, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf3 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [layer_norm], Original ATen: [aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_0:1
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_0.run(arg2_1, arg0_1, arg1_1, buf3, 1, 256, stream=stream0)
            del arg0_1
            del arg1_1
            buf4 = empty_strided_cuda((1, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [layer_norm, linear, ], Original ATen: [aten.native_layer_norm, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:2
            extern_kernels.mm(buf3, reinterpret_tensor(arg3_1, (256, 1024), (1, 256), 0), out=buf4)
            del arg3_1
            buf5 = buf4; del buf4  # reuse
            # Topologically Sorted Source Nodes: [, gelu], Original ATen: [aten.addmm, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_addmm_gelu_1:3
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_1.run(buf5, arg4_1, 1024, stream=stream0)
            del arg4_1
            buf6 = buf3; del buf3  # reuse
            # Topologically Sorted Source Nodes: [, gelu, linear_1], Original ATen: [aten.addmm, aten.gelu, aten.t]
            # [Provenance debug handles] extern_kernels.mm:4
            extern_kernels.mm(buf5, reinterpret_tensor(arg5_1, (1024, 256), (1, 1024), 0), out=buf6)
            del arg5_1
            buf10 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, input_1, layer_norm_1], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_2:5
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_2.run(arg2_1, arg6_1, buf6, arg7_1, arg8_1, buf10, 1, 256, stream=stream0)
            del arg7_1
            del arg8_1
            buf11 = buf5; del buf5  # reuse
            # Topologically Sorted Source Nodes: [, input_1, layer_norm_1, linear_2], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm, aten.t]
            # [Provenance debug handles] extern_kernels.mm:6
            extern_kernels.mm(buf10, reinterpret_tensor(arg9_1, (256, 1024), (1, 256), 0), out=buf11)
            del arg9_1
            buf12 = buf11; del buf11  # reuse
            # Topologically Sorted Source Nodes: [, gelu_1], Original ATen: [aten.addmm, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_addmm_gelu_1:7
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_1.run(buf12, arg10_1, 1024, stream=stream0)
            del arg10_1
            buf13 = buf10; del buf10  # reuse
            # Topologically Sorted Source Nodes: [, gelu_1, linear_3], Original ATen: [aten.addmm, aten.gelu, aten.t]
            # [Provenance debug handles] extern_kernels.mm:8
            extern_kernels.mm(buf12, reinterpret_tensor(arg11_1, (1024, 256), (1, 1024), 0), out=buf13)
            del arg11_1
            buf14 = buf6; del buf6  # reuse
            buf18 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, input_1, input_2, layer_norm_2], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_3:9
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_3.run(buf14, arg2_1, arg6_1, arg12_1, buf13, arg13_1, arg14_1, buf18, 1, 256, stream=stream0)
            del arg12_1
            del arg13_1
            del arg14_1
            del arg2_1
            del arg6_1
            del buf13
            buf19 = buf12; del buf12  # reuse
            # Topologically Sorted Source Nodes: [layer_norm_2, linear_4, ], Original ATen: [aten.native_layer_norm, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:10
            extern_kernels.mm(buf18, reinterpret_tensor(arg15_1, (256, 1024), (1, 256), 0), out=buf19)
            del arg15_1
            buf20 = buf19; del buf19  # reuse
            # Topologically Sorted Source Nodes: [, gelu_2], Original ATen: [aten.addmm, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_addmm_gelu_1:11
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_1.run(buf20, arg16_1, 1024, stream=stream0)
            del arg16_1
            buf21 = buf18; del buf18  # reuse
            # Topologically Sorted Source Nodes: [, gelu_2, linear_5], Original ATen: [aten.addmm, aten.gelu, aten.t]
            # [Provenance debug handles] extern_kernels.mm:12
            extern_kernels.mm(buf20, reinterpret_tensor(arg17_1, (1024, 256), (1, 1024), 0), out=buf21)
            del arg17_1
            buf25 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, input_3, layer_norm_3], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_2:13
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_2.run(buf14, arg18_1, buf21, arg19_1, arg20_1, buf25, 1, 256, stream=stream0)
            del arg19_1
            del arg20_1
            buf26 = buf20; del buf20  # reuse
            # Topologically Sorted Source Nodes: [, input_3, layer_norm_3, linear_6], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm, aten.t]
            # [Provenance debug handles] extern_kernels.mm:14
            extern_kernels.mm(buf25, reinterpret_tensor(arg21_1, (256, 1024), (1, 256), 0), out=buf26)
            del arg21_1
            del buf25
            buf27 = buf26; del buf26  # reuse
            # Topologically Sorted Source Nodes: [, gelu_3], Original ATen: [aten.addmm, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_addmm_gelu_1:15
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_1.run(buf27, arg22_1, 1024, stream=stream0)
            del arg22_1
            buf28 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, gelu_3, linear_7], Original ATen: [aten.addmm, aten.gelu, aten.t]
            # [Provenance debug handles] extern_kernels.mm:16
            extern_kernels.mm(buf27, reinterpret_tensor(arg23_1, (1024, 256), (1, 1024), 0), out=buf28)
            del arg23_1
            buf29 = buf14; del buf14  # reuse
            buf33 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, input_3, input_4, layer_norm_4], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_4:17
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_4.run(buf29, arg18_1, buf21, arg24_1, buf28, arg25_1, arg26_1, buf33, 1, 256, stream=stream0)
            del arg18_1
            del arg24_1
            del arg25_1
            del arg26_1
            del buf21
            del buf28
            buf34 = buf27; del buf27  # reuse
            # Topologically Sorted Source Nodes: [layer_norm_4, linear_8, ], Original ATen: [aten.native_layer_norm, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:18
            extern_kernels.mm(buf33, reinterpret_tensor(arg27_1, (256, 1024), (1, 256), 0), out=buf34)
            del arg27_1
            buf35 = buf34; del buf34  # reuse
            # Topologically Sorted Source Nodes: [, gelu_4], Original ATen: [aten.addmm, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_addmm_gelu_1:19
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_1.run(buf35, arg28_1, 1024, stream=stream0)
            del arg28_1
            buf36 = buf33; del buf33  # reuse
            # Topologically Sorted Source Nodes: [, gelu_4, linear_9], Original ATen: [aten.addmm, aten.gelu, aten.t]
            # [Provenance debug handles] extern_kernels.mm:20
            extern_kernels.mm(buf35, reinterpret_tensor(arg29_1, (1024, 256), (1, 1024), 0), out=buf36)
            del arg29_1
            buf40 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, input_5, layer_norm_5], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_2:21
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_2.run(buf29, arg30_1, buf36, arg31_1, arg32_1, buf40, 1, 256, stream=stream0)
            del arg31_1
            del arg32_1
            buf41 = buf35; del buf35  # reuse
            # Topologically Sorted Source Nodes: [, input_5, layer_norm_5, linear_10], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm, aten.t]
            # [Provenance debug handles] extern_kernels.mm:22
            extern_kernels.mm(buf40, reinterpret_tensor(arg33_1, (256, 1024), (1, 256), 0), out=buf41)
            del arg33_1
            del buf40
            buf42 = buf41; del buf41  # reuse
            # Topologically Sorted Source Nodes: [, gelu_5], Original ATen: [aten.addmm, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_addmm_gelu_1:23
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_1.run(buf42, arg34_1, 1024, stream=stream0)
            del arg34_1
            buf43 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, gelu_5, linear_11], Original ATen: [aten.addmm, aten.gelu, aten.t]
            # [Provenance debug handles] extern_kernels.mm:24
            extern_kernels.mm(buf42, reinterpret_tensor(arg35_1, (1024, 256), (1, 1024), 0), out=buf43)
            del arg35_1
            buf44 = buf29; del buf29  # reuse
            buf48 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, input_5, input_6, layer_norm_6], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_4:25
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_4.run(buf44, arg30_1, buf36, arg36_1, buf43, arg37_1, arg38_1, buf48, 1, 256, stream=stream0)
            del arg30_1
            del arg36_1
            del arg37_1
            del arg38_1
            del buf36
            del buf43
            buf49 = buf42; del buf42  # reuse
            # Topologically Sorted Source Nodes: [layer_norm_6, linear_12, ], Original ATen: [aten.native_layer_norm, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:26
            extern_kernels.mm(buf48, reinterpret_tensor(arg39_1, (256, 1024), (1, 256), 0), out=buf49)
            del arg39_1
            buf50 = buf49; del buf49  # reuse
            # Topologically Sorted Source Nodes: [, gelu_6], Original ATen: [aten.addmm, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_addmm_gelu_1:27
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_1.run(buf50, arg40_1, 1024, stream=stream0)
            del arg40_1
            buf51 = buf48; del buf48  # reuse
            # Topologically Sorted Source Nodes: [, gelu_6, linear_13], Original ATen: [aten.addmm, aten.gelu, aten.t]
            # [Provenance debug handles] extern_kernels.mm:28
            extern_kernels.mm(buf50, reinterpret_tensor(arg41_1, (1024, 256), (1, 1024), 0), out=buf51)
            del arg41_1
            buf55 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, input_7, layer_norm_7], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_2:29
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_2.run(buf44, arg42_1, buf51, arg43_1, arg44_1, buf55, 1, 256, stream=stream0)
            del arg43_1
            del arg44_1
            buf56 = buf50; del buf50  # reuse
            # Topologically Sorted Source Nodes: [, input_7, layer_norm_7, linear_14], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm, aten.t]
            # [Provenance debug handles] extern_kernels.mm:30
            extern_kernels.mm(buf55, reinterpret_tensor(arg45_1, (256, 1024), (1, 256), 0), out=buf56)
            del arg45_1
            del buf55
            buf57 = buf56; del buf56  # reuse
            # Topologically Sorted Source Nodes: [, gelu_7], Original ATen: [aten.addmm, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_addmm_gelu_1:31
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_1.run(buf57, arg46_1, 1024, stream=stream0)
            del arg46_1
            buf58 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, gelu_7, linear_15], Original ATen: [aten.addmm, aten.gelu, aten.t]
            # [Provenance debug handles] extern_kernels.mm:32
            extern_kernels.mm(buf57, reinterpret_tensor(arg47_1, (1024, 256), (1, 1024), 0), out=buf58)
            del arg47_1
            buf59 = buf44; del buf44  # reuse
            buf63 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, input_7, input_8, layer_norm_8], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_4:33
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_4.run(buf59, arg42_1, buf51, arg48_1, buf58, arg49_1, arg50_1, buf63, 1, 256, stream=stream0)
            del arg42_1
            del arg48_1
            del arg49_1
            del arg50_1
            del buf51
            del buf58
            buf64 = buf57; del buf57  # reuse
            # Topologically Sorted Source Nodes: [layer_norm_8, linear_16, ], Original ATen: [aten.native_layer_norm, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:34
            extern_kernels.mm(buf63, reinterpret_tensor(arg51_1, (256, 1024), (1, 256), 0), out=buf64)
            del arg51_1
            buf65 = buf64; del buf64  # reuse
            # Topologically Sorted Source Nodes: [, gelu_8], Original ATen: [aten.addmm, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_addmm_gelu_1:35
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_1.run(buf65, arg52_1, 1024, stream=stream0)
            del arg52_1
            buf66 = buf63; del buf63  # reuse
            # Topologically Sorted Source Nodes: [, gelu_8, linear_17], Original ATen: [aten.addmm, aten.gelu, aten.t]
            # [Provenance debug handles] extern_kernels.mm:36
            extern_kernels.mm(buf65, reinterpret_tensor(arg53_1, (1024, 256), (1, 1024), 0), out=buf66)
            del arg53_1
            buf70 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, input_9, layer_norm_9], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_2:37
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_2.run(buf59, arg54_1, buf66, arg55_1, arg56_1, buf70, 1, 256, stream=stream0)
            del arg55_1
            del arg56_1
            buf71 = buf65; del buf65  # reuse
            # Topologically Sorted Source Nodes: [, input_9, layer_norm_9, linear_18], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm, aten.t]
            # [Provenance debug handles] extern_kernels.mm:38
            extern_kernels.mm(buf70, reinterpret_tensor(arg57_1, (256, 1024), (1, 256), 0), out=buf71)
            del arg57_1
            del buf70
            buf72 = buf71; del buf71  # reuse
            # Topologically Sorted Source Nodes: [, gelu_9], Original ATen: [aten.addmm, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_addmm_gelu_1:39
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_1.run(buf72, arg58_1, 1024, stream=stream0)
            del arg58_1
            buf73 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, gelu_9, linear_19], Original ATen: [aten.addmm, aten.gelu, aten.t]
            # [Provenance debug handles] extern_kernels.mm:40
            extern_kernels.mm(buf72, reinterpret_tensor(arg59_1, (1024, 256), (1, 1024), 0), out=buf73)
            del arg59_1
            buf74 = buf59; del buf59  # reuse
            buf78 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, input_9, input_10, layer_norm_10], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_4:41
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_4.run(buf74, arg54_1, buf66, arg60_1, buf73, arg61_1, arg62_1, buf78, 1, 256, stream=stream0)
            del arg54_1
            del arg60_1
            del arg61_1
            del arg62_1
            del buf66
            del buf73
            buf79 = buf72; del buf72  # reuse
            # Topologically Sorted Source Nodes: [layer_norm_10, linear_20, ], Original ATen: [aten.native_layer_norm, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:42
            extern_kernels.mm(buf78, reinterpret_tensor(arg63_1, (256, 1024), (1, 256), 0), out=buf79)
            del arg63_1
            buf80 = buf79; del buf79  # reuse
            # Topologically Sorted Source Nodes: [, gelu_10], Original ATen: [aten.addmm, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_addmm_gelu_1:43
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_1.run(buf80, arg64_1, 1024, stream=stream0)
            del arg64_1
            buf81 = buf78; del buf78  # reuse
            # Topologically Sorted Source Nodes: [, gelu_10, linear_21], Original ATen: [aten.addmm, aten.gelu, aten.t]
            # [Provenance debug handles] extern_kernels.mm:44
            extern_kernels.mm(buf80, reinterpret_tensor(arg65_1, (1024, 256), (1, 1024), 0), out=buf81)
            del arg65_1
            buf85 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, input_11, layer_norm_11], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_2:45
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_2.run(buf74, arg66_1, buf81, arg67_1, arg68_1, buf85, 1, 256, stream=stream0)
            del arg67_1
            del arg68_1
            buf86 = buf80; del buf80  # reuse
            # Topologically Sorted Source Nodes: [, input_11, layer_norm_11, linear_22], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm, aten.t]
            # [Provenance debug handles] extern_kernels.mm:46
            extern_kernels.mm(buf85, reinterpret_tensor(arg69_1, (256, 1024), (1, 256), 0), out=buf86)
            del arg69_1
            del buf85
            buf87 = buf86; del buf86  # reuse
            # Topologically Sorted Source Nodes: [, gelu_11], Original ATen: [aten.addmm, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_addmm_gelu_1:47
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_1.run(buf87, arg70_1, 1024, stream=stream0)
            del arg70_1
            buf88 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, gelu_11, linear_23], Original ATen: [aten.addmm, aten.gelu, aten.t]
            # [Provenance debug handles] extern_kernels.mm:48
            extern_kernels.mm(buf87, reinterpret_tensor(arg71_1, (1024, 256), (1, 1024), 0), out=buf88)
            del arg71_1
            buf89 = buf74; del buf74  # reuse
            buf93 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, input_11, input_12, layer_norm_12], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_4:49
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_4.run(buf89, arg66_1, buf81, arg72_1, buf88, arg73_1, arg74_1, buf93, 1, 256, stream=stream0)
            del arg66_1
            del arg72_1
            del arg73_1
            del arg74_1
            del buf81
            del buf88
            buf94 = buf87; del buf87  # reuse
            # Topologically Sorted Source Nodes: [layer_norm_12, linear_24, ], Original ATen: [aten.native_layer_norm, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:50
            extern_kernels.mm(buf93, reinterpret_tensor(arg75_1, (256, 1024), (1, 256), 0), out=buf94)
            del arg75_1
            buf95 = buf94; del buf94  # reuse
            # Topologically Sorted Source Nodes: [, gelu_12], Original ATen: [aten.addmm, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_addmm_gelu_1:51
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_1.run(buf95, arg76_1, 1024, stream=stream0)
            del arg76_1
            buf96 = buf93; del buf93  # reuse
            # Topologically Sorted Source Nodes: [, gelu_12, linear_25], Original ATen: [aten.addmm, aten.gelu, aten.t]
            # [Provenance debug handles] extern_kernels.mm:52
            extern_kernels.mm(buf95, reinterpret_tensor(arg77_1, (1024, 256), (1, 1024), 0), out=buf96)
            del arg77_1
            buf100 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, input_13, layer_norm_13], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_2:53
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_2.run(buf89, arg78_1, buf96, arg79_1, arg80_1, buf100, 1, 256, stream=stream0)
            del arg79_1
            del arg80_1
            buf101 = buf95; del buf95  # reuse
            # Topologically Sorted Source Nodes: [, input_13, layer_norm_13, linear_26], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm, aten.t]
            # [Provenance debug handles] extern_kernels.mm:54
            extern_kernels.mm(buf100, reinterpret_tensor(arg81_1, (256, 1024), (1, 256), 0), out=buf101)
            del arg81_1
            del buf100
            buf102 = buf101; del buf101  # reuse
            # Topologically Sorted Source Nodes: [, gelu_13], Original ATen: [aten.addmm, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_addmm_gelu_1:55
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_1.run(buf102, arg82_1, 1024, stream=stream0)
            del arg82_1
            buf103 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, gelu_13, linear_27], Original ATen: [aten.addmm, aten.gelu, aten.t]
            # [Provenance debug handles] extern_kernels.mm:56
            extern_kernels.mm(buf102, reinterpret_tensor(arg83_1, (1024, 256), (1, 1024), 0), out=buf103)
            del arg83_1
            buf104 = buf89; del buf89  # reuse
            buf108 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, input_13, input_14, layer_norm_14], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_4:57
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_4.run(buf104, arg78_1, buf96, arg84_1, buf103, arg85_1, arg86_1, buf108, 1, 256, stream=stream0)
            del arg78_1
            del arg84_1
            del arg85_1
            del arg86_1
            del buf103
            del buf96
            buf109 = buf102; del buf102  # reuse
            # Topologically Sorted Source Nodes: [layer_norm_14, linear_28, ], Original ATen: [aten.native_layer_norm, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:58
            extern_kernels.mm(buf108, reinterpret_tensor(arg87_1, (256, 1024), (1, 256), 0), out=buf109)
            del arg87_1
            buf110 = buf109; del buf109  # reuse
            # Topologically Sorted Source Nodes: [, gelu_14], Original ATen: [aten.addmm, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_addmm_gelu_1:59
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_1.run(buf110, arg88_1, 1024, stream=stream0)
            del arg88_1
            buf111 = buf108; del buf108  # reuse
            # Topologically Sorted Source Nodes: [, gelu_14, linear_29], Original ATen: [aten.addmm, aten.gelu, aten.t]
            # [Provenance debug handles] extern_kernels.mm:60
            extern_kernels.mm(buf110, reinterpret_tensor(arg89_1, (1024, 256), (1, 1024), 0), out=buf111)
            del arg89_1
            buf115 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, input_15, layer_norm_15], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_2:61
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_2.run(buf104, arg90_1, buf111, arg91_1, arg92_1, buf115, 1, 256, stream=stream0)
            del arg91_1
            del arg92_1
            buf116 = buf110; del buf110  # reuse
            # Topologically Sorted Source Nodes: [, input_15, layer_norm_15, linear_30], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm, aten.t]
            # [Provenance debug handles] extern_kernels.mm:62
            extern_kernels.mm(buf115, reinterpret_tensor(arg93_1, (256, 1024), (1, 256), 0), out=buf116)
            del arg93_1
            del buf115
            buf117 = buf116; del buf116  # reuse
            # Topologically Sorted Source Nodes: [, gelu_15], Original ATen: [aten.addmm, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_addmm_gelu_1:63
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_1.run(buf117, arg94_1, 1024, stream=stream0)
            del arg94_1
            buf118 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, gelu_15, linear_31], Original ATen: [aten.addmm, aten.gelu, aten.t]
            # [Provenance debug handles] extern_kernels.mm:64
            extern_kernels.mm(buf117, reinterpret_tensor(arg95_1, (1024, 256), (1, 1024), 0), out=buf118)
            del arg95_1
            del buf117
            buf119 = buf104; del buf104  # reuse
            # Topologically Sorted Source Nodes: [, input_15, input_16], Original ATen: [aten.addmm, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_addmm_5:65
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_5.run(buf119, arg90_1, buf111, arg96_1, buf118, 256, stream=stream0)
            del arg90_1
            del arg96_1
            del buf111
            del buf118
        return (buf119, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((1, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg18_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg19_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg20_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg21_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg22_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg23_1 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg24_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg25_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg26_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg27_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg28_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg29_1 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg30_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg31_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg32_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg33_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg34_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg35_1 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg36_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg37_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg38_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg39_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg40_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg41_1 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg42_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg43_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg44_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg45_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg46_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg47_1 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg48_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg49_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg50_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg51_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg52_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg53_1 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg54_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg55_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg56_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg57_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg58_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg59_1 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg60_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg61_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg62_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg63_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg64_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg65_1 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg66_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg67_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg68_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg69_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg70_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg71_1 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg72_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg73_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg74_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg75_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg76_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg77_1 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg78_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg79_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg80_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg81_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg82_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg83_1 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg84_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg85_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg86_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg87_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg88_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg89_1 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg90_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg91_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg92_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg93_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg94_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg95_1 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg96_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
