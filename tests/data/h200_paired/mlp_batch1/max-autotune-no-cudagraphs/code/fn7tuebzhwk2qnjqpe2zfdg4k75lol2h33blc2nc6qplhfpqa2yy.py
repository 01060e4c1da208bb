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


# kernel path: /tmp/fidelity_work/mlp_batch1/session1/max-autotune-no-cudagraphs/inductor_cache/ag/cag657bo64tgf5wyfo4udjspyepzbyu3ml7i5beefo3tvfqj36sl.py
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_layer_norm_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'r0_': 5120}}
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


# kernel path: /tmp/fidelity_work/mlp_batch1/session1/max-autotune-no-cudagraphs/inductor_cache/pa/cpa4bq4bm7p4mobu2ufpesn7jc4iij5jcpbqxbktgfuybgsn7pg2.py
# Topologically Sorted Source Nodes: [layer_norm, linear, ], Original ATen: [aten.native_layer_norm, aten.t, aten.addmm]
# Source node to ATen node mapping:
#    => mul_tensor_31, sum_dim_int_list_31, unsqueeze_default_62, unsqueeze_default_63
#   layer_norm => add, add_1, mul, mul_1, rsqrt, sub, var_mean
#   linear => permute
# Graph fragment:
#   %add_1 : Tensor "f32[1, 256][256, 1]cuda:0" = PlaceHolder[target=add_1]
#   %arg3_1 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%arg2_1, [1]), kwargs = {correction: 0, keepdim: True})
#   %sub : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%arg2_1, %getitem_1), kwargs = {})
#   %add : Tensor "f32[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add,), kwargs = {})
#   %mul : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %arg0_1), kwargs = {})
#   %add_1 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %arg1_1), kwargs = {})
#   %permute : Tensor "f32[256, 1024][1, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg3_1, [1, 0]), kwargs = {})
#   %unsqueeze_default_62 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_1, 2), kwargs = {})
#   %unsqueeze_default_63 : Tensor "f32[1, 256, 1024][256, 1, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 0), kwargs = {})
#   %mul_tensor_31 : Tensor "f32[1, 256, 1024][256, 1, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_default_62, %unsqueeze_default_63), kwargs = {})
#   %sum_dim_int_list_31 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_tensor_31, [1]), kwargs = {})
#   return %sum_dim_int_list_31
triton_per_fused_addmm_native_layer_norm_t_1 = async_compile.triton('triton_per_fused_addmm_native_layer_norm_t_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_addmm_native_layer_norm_t_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 8192, 'r0_': 1049600}}
)
@triton.jit
def triton_per_fused_addmm_native_layer_norm_t_1(in_ptr0, in_ptr1, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/mlp_batch1/session1/max-autotune-no-cudagraphs/inductor_cache/oi/coieaw4iiob3mhv3unhhpuvm6ewlo7to5bdrnmwlaic6xxrmj3hz.py
# Topologically Sorted Source Nodes: [, gelu, linear_1], Original ATen: [aten.addmm, aten.gelu, aten.t]
# Source node to ATen node mapping:
#    => add_tensor_31, mul_tensor_30, sum_dim_int_list_30, unsqueeze_default_60, unsqueeze_default_61
#   gelu => add_2, erf, mul_2, mul_3, mul_4
#   linear_1 => permute_1
# Graph fragment:
#   %arg4_1 : Tensor "f32[1024][1]cuda:0" = PlaceHolder[target=arg4_1]
#   %sum_dim_int_list_31 : Tensor "f32[1, 1024][1024, 1]cuda:0" = PlaceHolder[target=sum_dim_int_list_31]
#   %arg5_1 : Tensor "f32[256, 1024][1024, 1]cuda:0" = PlaceHolder[target=arg5_1]
#   %add_tensor_31 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg4_1, %sum_dim_int_list_31), kwargs = {})
#   %mul_2 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_tensor_31, 0.5), kwargs = {})
#   %mul_3 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_tensor_31, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_3,), kwargs = {})
#   %add_2 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_4 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %add_2), kwargs = {})
#   %permute_1 : Tensor "f32[1024, 256][1, 1024]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg5_1, [1, 0]), kwargs = {})
#   %unsqueeze_default_60 : Tensor "f32[1, 1024, 1][1024, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_4, 2), kwargs = {})
#   %unsqueeze_default_61 : Tensor "f32[1, 1024, 256][1024, 1, 1024]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute_1, 0), kwargs = {})
#   %mul_tensor_30 : Tensor "f32[1, 1024, 256][1024, 1, 1024]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_default_60, %unsqueeze_default_61), kwargs = {})
#   %sum_dim_int_list_30 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_tensor_30, [1]), kwargs = {})
#   return %sum_dim_int_list_30
triton_per_fused_addmm_gelu_t_2 = async_compile.triton('triton_per_fused_addmm_gelu_t_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_addmm_gelu_t_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 2048, 'r0_': 1056768}}
)
@triton.jit
def triton_per_fused_addmm_gelu_t_2(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 1024
    R0_BLOCK: tl.constexpr = 1024
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr2 + (r0_1 + 1024*x0), xmask, other=0.0)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1, 1], 0.5, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tl.full([1, 1], 0.7071067811865476, tl.float32)
    tmp6 = tmp2 * tmp5
    tmp7 = libdevice.erf(tmp6)
    tmp8 = tl.full([1, 1], 1.0, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp4 * tmp9
    tmp12 = tmp10 * tmp11
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(xmask, tmp13, 0)
    tmp16 = tl.sum(tmp15, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp16, xmask)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/mlp_batch1/session1/max-autotune-no-cudagraphs/inductor_cache/ok/cokrihr5nebqjwmmvbgzccbifwwenrzu7mftxilufea64bl6pncd.py
# Topologically Sorted Source Nodes: [, input_1, layer_norm_1], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => add_tensor_30
#   input_1 => add_3
#   layer_norm_1 => add_4, add_5, mul_5, mul_6, rsqrt_1, sub_1, var_mean_1
# Graph fragment:
#   %arg2_1 : Tensor "f32[1, 256][256, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %arg6_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg6_1]
#   %sum_dim_int_list_30 : Tensor "f32[1, 256][256, 1]cuda:0" = PlaceHolder[target=sum_dim_int_list_30]
#   %getitem_3 : Tensor "f32[1, 1][1, 1]cuda:0" = PlaceHolder[target=getitem_3]
#   %buf7 : Tensor "f32[1, 1][1, 1]cuda:0" = PlaceHolder[target=buf7]
#   %arg7_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg7_1]
#   %arg8_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg8_1]
#   %add_tensor_30 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg6_1, %sum_dim_int_list_30), kwargs = {})
#   %add_3 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg2_1, %add_tensor_30), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_3, [1]), kwargs = {correction: 0, keepdim: True})
#   %sub_1 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_3, %getitem_3), kwargs = {})
#   %add_4 : Tensor "f32[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_2, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_4,), kwargs = {})
#   %mul_5 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_6 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_5, %arg7_1), kwargs = {})
#   %add_5 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, %arg8_1), kwargs = {})
#   return %getitem_3,%buf7,%add_5
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'r0_': 7168}}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/fidelity_work/mlp_batch1/session1/max-autotune-no-cudagraphs/inductor_cache/ka/ckavjf5a3q2m7xlc5okxaf7qdunulrb26k5yavzluhwl43r5zlrh.py
# Topologically Sorted Source Nodes: [, input_1, gelu_1, linear_3, input_2], Original ATen: [aten.addmm, aten.add, aten.gelu, aten.t]
# Source node to ATen node mapping:
#    => add_tensor_28, add_tensor_29, add_tensor_30, mul_tensor_28, sum_dim_int_list_28, unsqueeze_default_56, unsqueeze_default_57
#   gelu_1 => add_6, erf_1, mul_7, mul_8, mul_9
#   input_1 => add_3
#   input_2 => add_7
#   linear_3 => permute_3
# Graph fragment:
#   %arg10_1 : Tensor "f32[1024][1]cuda:0" = PlaceHolder[target=arg10_1]
#   %sum_dim_int_list_29 : Tensor "f32[1, 1024][1024, 1]cuda:0" = PlaceHolder[target=sum_dim_int_list_29]
#   %arg11_1 : Tensor "f32[256, 1024][1024, 1]cuda:0" = PlaceHolder[target=arg11_1]
#   %arg2_1 : Tensor "f32[1, 256][256, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %arg6_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg6_1]
#   %sum_dim_int_list_30 : Tensor "f32[1, 256][256, 1]cuda:0" = PlaceHolder[target=sum_dim_int_list_30]
#   %arg12_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg12_1]
#   %sum_dim_int_list_28 : Tensor "f32[1, 256][256, 1]cuda:0" = PlaceHolder[target=sum_dim_int_list_28]
#   %add_tensor_30 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg6_1, %sum_dim_int_list_30), kwargs = {})
#   %add_3 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg2_1, %add_tensor_30), kwargs = {})
#   %add_tensor_29 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg10_1, %sum_dim_int_list_29), kwargs = {})
#   %mul_7 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_tensor_29, 0.5), kwargs = {})
#   %mul_8 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_tensor_29, 0.7071067811865476), kwargs = {})
#   %erf_1 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_8,), kwargs = {})
#   %add_6 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_1, 1), kwargs = {})
#   %mul_9 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_7, %add_6), kwargs = {})
#   %permute_3 : Tensor "f32[1024, 256][1, 1024]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg11_1, [1, 0]), kwargs = {})
#   %unsqueeze_default_56 : Tensor "f32[1, 1024, 1][1024, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_9, 2), kwargs = {})
#   %unsqueeze_default_57 : Tensor "f32[1, 1024, 256][1024, 1, 1024]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute_3, 0), kwargs = {})
#   %mul_tensor_28 : Tensor "f32[1, 1024, 256][1024, 1, 1024]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_default_56, %unsqueeze_default_57), kwargs = {})
#   %sum_dim_int_list_28 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_tensor_28, [1]), kwargs = {})
#   %add_tensor_28 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg12_1, %sum_dim_int_list_28), kwargs = {})
#   %add_7 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_3, %add_tensor_28), kwargs = {})
#   return %sum_dim_int_list_28,%add_7
triton_per_fused_add_addmm_gelu_t_4 = async_compile.triton('triton_per_fused_add_addmm_gelu_t_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_gelu_t_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 6144, 'r0_': 1056768}}
)
@triton.jit
def triton_per_fused_add_addmm_gelu_t_4(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 1024
    R0_BLOCK: tl.constexpr = 1024
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr2 + (r0_1 + 1024*x0), xmask, other=0.0)
    tmp17 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp19 = tl.load(in_out_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp22 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1, 1], 0.5, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tl.full([1, 1], 0.7071067811865476, tl.float32)
    tmp6 = tmp2 * tmp5
    tmp7 = libdevice.erf(tmp6)
    tmp8 = tl.full([1, 1], 1.0, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp4 * tmp9
    tmp12 = tmp10 * tmp11
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(xmask, tmp13, 0)
    tmp16 = tl.sum(tmp15, 1)[:, None].to(tl.float32)
    tmp20 = tmp18 + tmp19
    tmp21 = tmp17 + tmp20
    tmp23 = tmp22 + tmp16
    tmp24 = tmp21 + tmp23
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp24, xmask)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/mlp_batch1/session1/max-autotune-no-cudagraphs/inductor_cache/7v/c7vmztfex3l2ft3ux4dzhfvaswrpzv2bsalknxy5kteecuiaszai.py
# Topologically Sorted Source Nodes: [, input_3, gelu_3, linear_7, input_4], Original ATen: [aten.addmm, aten.add, aten.gelu, aten.t]
# Source node to ATen node mapping:
#    => add_tensor_24, add_tensor_25, add_tensor_26, mul_tensor_24, sum_dim_int_list_24, unsqueeze_default_48, unsqueeze_default_49
#   gelu_3 => add_14, erf_3, mul_17, mul_18, mul_19
#   input_3 => add_11
#   input_4 => add_15
#   linear_7 => permute_7
# Graph fragment:
#   %arg22_1 : Tensor "f32[1024][1]cuda:0" = PlaceHolder[target=arg22_1]
#   %sum_dim_int_list_25 : Tensor "f32[1, 1024][1024, 1]cuda:0" = PlaceHolder[target=sum_dim_int_list_25]
#   %arg23_1 : Tensor "f32[256, 1024][1024, 1]cuda:0" = PlaceHolder[target=arg23_1]
#   %add_7 : Tensor "f32[1, 256][256, 1]cuda:0" = PlaceHolder[target=add_7]
#   %arg18_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg18_1]
#   %sum_dim_int_list_26 : Tensor "f32[1, 256][256, 1]cuda:0" = PlaceHolder[target=sum_dim_int_list_26]
#   %arg24_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg24_1]
#   %sum_dim_int_list_24 : Tensor "f32[1, 256][256, 1]cuda:0" = PlaceHolder[target=sum_dim_int_list_24]
#   %add_tensor_26 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg18_1, %sum_dim_int_list_26), kwargs = {})
#   %add_11 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_7, %add_tensor_26), kwargs = {})
#   %add_tensor_25 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg22_1, %sum_dim_int_list_25), kwargs = {})
#   %mul_17 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_tensor_25, 0.5), kwargs = {})
#   %mul_18 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_tensor_25, 0.7071067811865476), kwargs = {})
#   %erf_3 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_18,), kwargs = {})
#   %add_14 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_3, 1), kwargs = {})
#   %mul_19 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_17, %add_14), kwargs = {})
#   %permute_7 : Tensor "f32[1024, 256][1, 1024]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg23_1, [1, 0]), kwargs = {})
#   %unsqueeze_default_48 : Tensor "f32[1, 1024, 1][1024, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_19, 2), kwargs = {})
#   %unsqueeze_default_49 : Tensor "f32[1, 1024, 256][1024, 1, 1024]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute_7, 0), kwargs = {})
#   %mul_tensor_24 : Tensor "f32[1, 1024, 256][1024, 1, 1024]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_default_48, %unsqueeze_default_49), kwargs = {})
#   %sum_dim_int_list_24 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_tensor_24, [1]), kwargs = {})
#   %add_tensor_24 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg24_1, %sum_dim_int_list_24), kwargs = {})
#   %add_15 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_11, %add_tensor_24), kwargs = {})
#   return %sum_dim_int_list_24,%add_15
triton_per_fused_add_addmm_gelu_t_5 = async_compile.triton('triton_per_fused_add_addmm_gelu_t_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_gelu_t_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 6144, 'r0_': 1056768}}
)
@triton.jit
def triton_per_fused_add_addmm_gelu_t_5(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 1024
    R0_BLOCK: tl.constexpr = 1024
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr2 + (r0_1 + 1024*x0), xmask, other=0.0)
    tmp17 = tl.load(in_out_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp22 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1, 1], 0.5, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tl.full([1, 1], 0.7071067811865476, tl.float32)
    tmp6 = tmp2 * tmp5
    tmp7 = libdevice.erf(tmp6)
    tmp8 = tl.full([1, 1], 1.0, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp4 * tmp9
    tmp12 = tmp10 * tmp11
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(xmask, tmp13, 0)
    tmp16 = tl.sum(tmp15, 1)[:, None].to(tl.float32)
    tmp20 = tmp18 + tmp19
    tmp21 = tmp17 + tmp20
    tmp23 = tmp22 + tmp16
    tmp24 = tmp21 + tmp23
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp24, xmask)
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
            # [Provenance debug handles] triton_per_fused_addmm_native_layer_norm_t_1:2
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_native_layer_norm_t_1.run(buf3, arg3_1, buf4, 1024, 256, stream=stream0)
            del arg3_1
            buf5 = buf3; del buf3  # reuse
            # Topologically Sorted Source Nodes: [, gelu, linear_1], Original ATen: [aten.addmm, aten.gelu, aten.t]
            # [Provenance debug handles] triton_per_fused_addmm_gelu_t_2:3
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_gelu_t_2.run(arg4_1, buf4, arg5_1, buf5, 256, 1024, stream=stream0)
            del arg4_1
            del arg5_1
            buf9 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, input_1, layer_norm_1], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_3:4
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_3.run(arg2_1, arg6_1, buf5, arg7_1, arg8_1, buf9, 1, 256, stream=stream0)
            del arg7_1
            del arg8_1
            buf10 = buf4; del buf4  # reuse
            # Topologically Sorted Source Nodes: [, input_1, layer_norm_1, linear_2], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm, aten.t]
            # [Provenance debug handles] triton_per_fused_addmm_native_layer_norm_t_1:5
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_native_layer_norm_t_1.run(buf9, arg9_1, buf10, 1024, 256, stream=stream0)
            del arg9_1
            buf12 = buf5; del buf5  # reuse
            # Topologically Sorted Source Nodes: [, input_1, gelu_1, linear_3, input_2], Original ATen: [aten.addmm, aten.add, aten.gelu, aten.t]
            # [Provenance debug handles] triton_per_fused_add_addmm_gelu_t_4:6
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_gelu_t_4.run(buf12, arg10_1, buf10, arg11_1, arg2_1, arg6_1, arg12_1, 256, 1024, stream=stream0)
            del arg10_1
            del arg11_1
            del arg12_1
            del arg2_1
            del arg6_1
            buf16 = buf9; del buf9  # reuse
            # Topologically Sorted Source Nodes: [layer_norm_2], Original ATen: [aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_0:7
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_0.run(buf12, arg13_1, arg14_1, buf16, 1, 256, stream=stream0)
            del arg13_1
            del arg14_1
            buf17 = buf10; del buf10  # reuse
            # Topologically Sorted Source Nodes: [layer_norm_2, linear_4, ], Original ATen: [aten.native_layer_norm, aten.t, aten.addmm]
            # [Provenance debug handles] triton_per_fused_addmm_native_layer_norm_t_1:8
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_native_layer_norm_t_1.run(buf16, arg15_1, buf17, 1024, 256, stream=stream0)
            del arg15_1
            buf18 = buf16; del buf16  # reuse
            # Topologically Sorted Source Nodes: [, gelu_2, linear_5], Original ATen: [aten.addmm, aten.gelu, aten.t]
            # [Provenance debug handles] triton_per_fused_addmm_gelu_t_2:9
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_gelu_t_2.run(arg16_1, buf17, arg17_1, buf18, 256, 1024, stream=stream0)
            del arg16_1
            del arg17_1
            buf22 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, input_3, layer_norm_3], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_3:10
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_3.run(buf12, arg18_1, buf18, arg19_1, arg20_1, buf22, 1, 256, stream=stream0)
            del arg19_1
            del arg20_1
            buf23 = buf17; del buf17  # reuse
            # Topologically Sorted Source Nodes: [, input_3, layer_norm_3, linear_6], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm, aten.t]
            # [Provenance debug handles] triton_per_fused_addmm_native_layer_norm_t_1:11
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_native_layer_norm_t_1.run(buf22, arg21_1, buf23, 1024, 256, stream=stream0)
            del arg21_1
            del buf22
            buf25 = buf12; del buf12  # reuse
            # Topologically Sorted Source Nodes: [, input_3, gelu_3, linear_7, input_4], Original ATen: [aten.addmm, aten.add, aten.gelu, aten.t]
            # [Provenance debug handles] triton_per_fused_add_addmm_gelu_t_5:12
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_gelu_t_5.run(buf25, arg22_1, buf23, arg23_1, arg18_1, buf18, arg24_1, 256, 1024, stream=stream0)
            del arg18_1
            del arg22_1
            del arg23_1
            del arg24_1
            buf29 = buf18; del buf18  # reuse
            # Topologically Sorted Source Nodes: [layer_norm_4], Original ATen: [aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_0:13
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_0.run(buf25, arg25_1, arg26_1, buf29, 1, 256, stream=stream0)
            del arg25_1
            del arg26_1
            buf30 = buf23; del buf23  # reuse
            # Topologically Sorted Source Nodes: [layer_norm_4, linear_8, ], Original ATen: [aten.native_layer_norm, aten.t, aten.addmm]
            # [Provenance debug handles] triton_per_fused_addmm_native_layer_norm_t_1:14
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_native_layer_norm_t_1.run(buf29, arg27_1, buf30, 1024, 256, stream=stream0)
            del arg27_1
            buf31 = buf29; del buf29  # reuse
            # Topologically Sorted Source Nodes: [, gelu_4, linear_9], Original ATen: [aten.addmm, aten.gelu, aten.t]
            # [Provenance debug handles] triton_per_fused_addmm_gelu_t_2:15
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_gelu_t_2.run(arg28_1, buf30, arg29_1, buf31, 256, 1024, stream=stream0)
            del arg28_1
            del arg29_1
            buf35 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, input_5, layer_norm_5], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_3:16
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_3.run(buf25, arg30_1, buf31, arg31_1, arg32_1, buf35, 1, 256, stream=stream0)
            del arg31_1
            del arg32_1
            buf36 = buf30; del buf30  # reuse
            # Topologically Sorted Source Nodes: [, input_5, layer_norm_5, linear_10], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm, aten.t]
            # [Provenance debug handles] triton_per_fused_addmm_native_layer_norm_t_1:17
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_native_layer_norm_t_1.run(buf35, arg33_1, buf36, 1024, 256, stream=stream0)
            del arg33_1
            del buf35
            buf38 = buf25; del buf25  # reuse
            # Topologically Sorted Source Nodes: [, input_5, gelu_5, linear_11, input_6], Original ATen: [aten.addmm, aten.add, aten.gelu, aten.t]
            # [Provenance debug handles] triton_per_fused_add_addmm_gelu_t_5:18
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_gelu_t_5.run(buf38, arg34_1, buf36, arg35_1, arg30_1, buf31, arg36_1, 256, 1024, stream=stream0)
            del arg30_1
            del arg34_1
            del arg35_1
            del arg36_1
            buf42 = buf31; del buf31  # reuse
            # Topologically Sorted Source Nodes: [layer_norm_6], Original ATen: [aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_0:19
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_0.run(buf38, arg37_1, arg38_1, buf42, 1, 256, stream=stream0)
            del arg37_1
            del arg38_1
            buf43 = buf36; del buf36  # reuse
            # Topologically Sorted Source Nodes: [layer_norm_6, linear_12, ], Original ATen: [aten.native_layer_norm, aten.t, aten.addmm]
            # [Provenance debug handles] triton_per_fused_addmm_native_layer_norm_t_1:20
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_native_layer_norm_t_1.run(buf42, arg39_1, buf43, 1024, 256, stream=stream0)
            del arg39_1
            buf44 = buf42; del buf42  # reuse
            # Topologically Sorted Source Nodes: [, gelu_6, linear_13], Original ATen: [aten.addmm, aten.gelu, aten.t]
            # [Provenance debug handles] triton_per_fused_addmm_gelu_t_2:21
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_gelu_t_2.run(arg40_1, buf43, arg41_1, buf44, 256, 1024, stream=stream0)
            del arg40_1
            del arg41_1
            buf48 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, input_7, layer_norm_7], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_3:22
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_3.run(buf38, arg42_1, buf44, arg43_1, arg44_1, buf48, 1, 256, stream=stream0)
            del arg43_1
            del arg44_1
            buf49 = buf43; del buf43  # reuse
            # Topologically Sorted Source Nodes: [, input_7, layer_norm_7, linear_14], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm, aten.t]
            # [Provenance debug handles] triton_per_fused_addmm_native_layer_norm_t_1:23
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_native_layer_norm_t_1.run(buf48, arg45_1, buf49, 1024, 256, stream=stream0)
            del arg45_1
            del buf48
            buf51 = buf38; del buf38  # reuse
            # Topologically Sorted Source Nodes: [, input_7, gelu_7, linear_15, input_8], Original ATen: [aten.addmm, aten.add, aten.gelu, aten.t]
            # [Provenance debug handles] triton_per_fused_add_addmm_gelu_t_5:24
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_gelu_t_5.run(buf51, arg46_1, buf49, arg47_1, arg42_1, buf44, arg48_1, 256, 1024, stream=stream0)
            del arg42_1
            del arg46_1
            del arg47_1
            del arg48_1
            buf55 = buf44; del buf44  # reuse
            # Topologically Sorted Source Nodes: [layer_norm_8], Original ATen: [aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_0:25
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_0.run(buf51, arg49_1, arg50_1, buf55, 1, 256, stream=stream0)
            del arg49_1
            del arg50_1
            buf56 = buf49; del buf49  # reuse
            # Topologically Sorted Source Nodes: [layer_norm_8, linear_16, ], Original ATen: [aten.native_layer_norm, aten.t, aten.addmm]
            # [Provenance debug handles] triton_per_fused_addmm_native_layer_norm_t_1:26
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_native_layer_norm_t_1.run(buf55, arg51_1, buf56, 1024, 256, stream=stream0)
            del arg51_1
            buf57 = buf55; del buf55  # reuse
            # Topologically Sorted Source Nodes: [, gelu_8, linear_17], Original ATen: [aten.addmm, aten.gelu, aten.t]
            # [Provenance debug handles] triton_per_fused_addmm_gelu_t_2:27
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_gelu_t_2.run(arg52_1, buf56, arg53_1, buf57, 256, 1024, stream=stream0)
            del arg52_1
            del arg53_1
            buf61 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, input_9, layer_norm_9], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_3:28
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_3.run(buf51, arg54_1, buf57, arg55_1, arg56_1, buf61, 1, 256, stream=stream0)
            del arg55_1
            del arg56_1
            buf62 = buf56; del buf56  # reuse
            # Topologically Sorted Source Nodes: [, input_9, layer_norm_9, linear_18], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm, aten.t]
            # [Provenance debug handles] triton_per_fused_addmm_native_layer_norm_t_1:29
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_native_layer_norm_t_1.run(buf61, arg57_1, buf62, 1024, 256, stream=stream0)
            del arg57_1
            del buf61
            buf64 = buf51; del buf51  # reuse
            # Topologically Sorted Source Nodes: [, input_9, gelu_9, linear_19, input_10], Original ATen: [aten.addmm, aten.add, aten.gelu, aten.t]
            # [Provenance debug handles] triton_per_fused_add_addmm_gelu_t_5:30
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_gelu_t_5.run(buf64, arg58_1, buf62, arg59_1, arg54_1, buf57, arg60_1, 256, 1024, stream=stream0)
            del arg54_1
            del arg58_1
            del arg59_1
            del arg60_1
            buf68 = buf57; del buf57  # reuse
            # Topologically Sorted Source Nodes: [layer_norm_10], Original ATen: [aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_0:31
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_0.run(buf64, arg61_1, arg62_1, buf68, 1, 256, stream=stream0)
            del arg61_1
            del arg62_1
            buf69 = buf62; del buf62  # reuse
            # Topologically Sorted Source Nodes: [layer_norm_10, linear_20, ], Original ATen: [aten.native_layer_norm, aten.t, aten.addmm]
            # [Provenance debug handles] triton_per_fused_addmm_native_layer_norm_t_1:32
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_native_layer_norm_t_1.run(buf68, arg63_1, buf69, 1024, 256, stream=stream0)
            del arg63_1
            buf70 = buf68; del buf68  # reuse
            # Topologically Sorted Source Nodes: [, gelu_10, linear_21], Original ATen: [aten.addmm, aten.gelu, aten.t]
            # [Provenance debug handles] triton_per_fused_addmm_gelu_t_2:33
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_gelu_t_2.run(arg64_1, buf69, arg65_1, buf70, 256, 1024, stream=stream0)
            del arg64_1
            del arg65_1
            buf74 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, input_11, layer_norm_11], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_3:34
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_3.run(buf64, arg66_1, buf70, arg67_1, arg68_1, buf74, 1, 256, stream=stream0)
            del arg67_1
            del arg68_1
            buf75 = buf69; del buf69  # reuse
            # Topologically Sorted Source Nodes: [, input_11, layer_norm_11, linear_22], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm, aten.t]
            # [Provenance debug handles] triton_per_fused_addmm_native_layer_norm_t_1:35
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_native_layer_norm_t_1.run(buf74, arg69_1, buf75, 1024, 256, stream=stream0)
            del arg69_1
            del buf74
            buf77 = buf64; del buf64  # reuse
            # Topologically Sorted Source Nodes: [, input_11, gelu_11, linear_23, input_12], Original ATen: [aten.addmm, aten.add, aten.gelu, aten.t]
            # [Provenance debug handles] triton_per_fused_add_addmm_gelu_t_5:36
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_gelu_t_5.run(buf77, arg70_1, buf75, arg71_1, arg66_1, buf70, arg72_1, 256, 1024, stream=stream0)
            del arg66_1
            del arg70_1
            del arg71_1
            del arg72_1
            buf81 = buf70; del buf70  # reuse
            # Topologically Sorted Source Nodes: [layer_norm_12], Original ATen: [aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_0:37
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_0.run(buf77, arg73_1, arg74_1, buf81, 1, 256, stream=stream0)
            del arg73_1
            del arg74_1
            buf82 = buf75; del buf75  # reuse
            # Topologically Sorted Source Nodes: [layer_norm_12, linear_24, ], Original ATen: [aten.native_layer_norm, aten.t, aten.addmm]
            # [Provenance debug handles] triton_per_fused_addmm_native_layer_norm_t_1:38
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_native_layer_norm_t_1.run(buf81, arg75_1, buf82, 1024, 256, stream=stream0)
            del arg75_1
            buf83 = buf81; del buf81  # reuse
            # Topologically Sorted Source Nodes: [, gelu_12, linear_25], Original ATen: [aten.addmm, aten.gelu, aten.t]
            # [Provenance debug handles] triton_per_fused_addmm_gelu_t_2:39
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_gelu_t_2.run(arg76_1, buf82, arg77_1, buf83, 256, 1024, stream=stream0)
            del arg76_1
            del arg77_1
            buf87 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, input_13, layer_norm_13], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_3:40
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_3.run(buf77, arg78_1, buf83, arg79_1, arg80_1, buf87, 1, 256, stream=stream0)
            del arg79_1
            del arg80_1
            buf88 = buf82; del buf82  # reuse
            # Topologically Sorted Source Nodes: [, input_13, layer_norm_13, linear_26], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm, aten.t]
            # [Provenance debug handles] triton_per_fused_addmm_native_layer_norm_t_1:41
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_native_layer_norm_t_1.run(buf87, arg81_1, buf88, 1024, 256, stream=stream0)
            del arg81_1
            del buf87
            buf90 = buf77; del buf77  # reuse
            # Topologically Sorted Source Nodes: [, input_13, gelu_13, linear_27, input_14], Original ATen: [aten.addmm, aten.add, aten.gelu, aten.t]
            # [Provenance debug handles] triton_per_fused_add_addmm_gelu_t_5:42
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_gelu_t_5.run(buf90, arg82_1, buf88, arg83_1, arg78_1, buf83, arg84_1, 256, 1024, stream=stream0)
            del arg78_1
            del arg82_1
            del arg83_1
            del arg84_1
            buf94 = buf83; del buf83  # reuse
            # Topologically Sorted Source Nodes: [layer_norm_14], Original ATen: [aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_0:43
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_0.run(buf90, arg85_1, arg86_1, buf94, 1, 256, stream=stream0)
            del arg85_1
            del arg86_1
            buf95 = buf88; del buf88  # reuse
            # Topologically Sorted Source Nodes: [layer_norm_14, linear_28, ], Original ATen: [aten.native_layer_norm, aten.t, aten.addmm]
            # [Provenance debug handles] triton_per_fused_addmm_native_layer_norm_t_1:44
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_native_layer_norm_t_1.run(buf94, arg87_1, buf95, 1024, 256, stream=stream0)
            del arg87_1
            buf96 = buf94; del buf94  # reuse
            # Topologically Sorted Source Nodes: [, gelu_14, linear_29], Original ATen: [aten.addmm, aten.gelu, aten.t]
            # [Provenance debug handles] triton_per_fused_addmm_gelu_t_2:45
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_gelu_t_2.run(arg88_1, buf95, arg89_1, buf96, 256, 1024, stream=stream0)
            del arg88_1
            del arg89_1
            buf100 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, input_15, layer_norm_15], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_3:46
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_3.run(buf90, arg90_1, buf96, arg91_1, arg92_1, buf100, 1, 256, stream=stream0)
            del arg91_1
            del arg92_1
            buf101 = buf95; del buf95  # reuse
            # Topologically Sorted Source Nodes: [, input_15, layer_norm_15, linear_30], Original ATen: [aten.addmm, aten.add, aten.native_layer_norm, aten.t]
            # [Provenance debug handles] triton_per_fused_addmm_native_layer_norm_t_1:47
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_native_layer_norm_t_1.run(buf100, arg93_1, buf101, 1024, 256, stream=stream0)
            del arg93_1
            del buf100
            buf103 = buf90; del buf90  # reuse
            # Topologically Sorted Source Nodes: [, input_15, gelu_15, linear_31, input_16], Original ATen: [aten.addmm, aten.add, aten.gelu, aten.t]
            # [Provenance debug handles] triton_per_fused_add_addmm_gelu_t_5:48
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_gelu_t_5.run(buf103, arg94_1, buf101, arg95_1, arg90_1, buf96, arg96_1, 256, 1024, stream=stream0)
            del arg90_1
            del arg94_1
            del arg95_1
            del arg96_1
            del buf101
            del buf96
        return (buf103, )

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
