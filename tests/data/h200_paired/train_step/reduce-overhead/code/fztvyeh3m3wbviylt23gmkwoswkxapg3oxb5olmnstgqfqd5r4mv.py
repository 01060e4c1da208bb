# AOT ID: ['0_forward']
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
from torch._C import _cuda_getCurrentRawStream as get_raw_stream



# kernel path: /tmp/fidelity_work/train_step/session1/reduce-overhead/inductor_cache/n6/cn6xmsumhaywp2eirkjal3s4u6n6h5ymdpzkrjxwg7shwtvyg5p7.py
# Topologically Sorted Source Nodes: [output, layer_norm, query, multi_head_attention_forward], Original ATen: [aten.embedding, aten.native_layer_norm, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   layer_norm => add, add_1, mul, mul_1, rsqrt, sub, var_mean
#   multi_head_attention_forward => clone
#   output => embedding
#   query => permute
# Graph fragment:
#   %primals_2 : Tensor "i64[16, 256][256, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %primals_1 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %embedding : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=embedding]
#   %buf2 : Tensor "f32[16, 256, 1][256, 1, 4096]cuda:0" = PlaceHolder[target=buf2]
#   %getitem_1 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_3 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_3]
#   %primals_4 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_4]
#   %embedding : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_1, %primals_2), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%embedding, [2]), kwargs = {correction: 0, keepdim: True})
#   %add : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add,), kwargs = {})
#   %sub : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%embedding, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %primals_3), kwargs = {})
#   %add_1 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %primals_4), kwargs = {})
#   %permute : Tensor "f32[256, 16, 512][512, 131072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_1, [1, 0, 2]), kwargs = {})
#   %clone : Tensor "f32[256, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute,), kwargs = {memory_format: torch.contiguous_format})
#   return %embedding,%getitem_1,%buf2,%rsqrt,%clone
triton_per_fused_clone_embedding_native_layer_norm_transpose_0 = async_compile.triton('triton_per_fused_clone_embedding_native_layer_norm_transpose_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 4096, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_clone_embedding_native_layer_norm_transpose_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 98304, 'r0_': 33558528}}
)
@triton.jit
def triton_per_fused_clone_embedding_native_layer_norm_transpose_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 512
    R0_BLOCK: tl.constexpr = 512
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
    x0 = xindex
    r0_1 = r0_index
    x2 = (xindex % 256)
    x3 = xindex // 256
    tmp0 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp27 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp29 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 1024, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert((0 <= tmp4) & (tmp4 < 1024), "index out of bounds: 0 <= tmp4 < 1024")
    tmp6 = tl.load(in_ptr1 + (r0_1 + 512*tmp4), None)
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp11 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tmp12 = tl.full([1, 1], 512, tl.int32)
    tmp13 = tmp12.to(tl.float32)
    tmp14 = (tmp11 / tmp13)
    tmp15 = tmp7 - tmp14
    tmp16 = tmp15 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.sum(tmp17, 1)[:, None].to(tl.float32)
    tmp20 = tl.full([1, 1], 512.0, tl.float32)
    tmp21 = (tmp19 / tmp20)
    tmp22 = tl.full([1, 1], 1e-05, tl.float32)
    tmp23 = tmp21 + tmp22
    tmp24 = libdevice.rsqrt(tmp23)
    tmp25 = tmp6 - tmp14
    tmp26 = tmp25 * tmp24
    tmp28 = tmp26 * tmp27
    tmp30 = tmp28 + tmp29
    tl.store(out_ptr0 + (r0_1 + 512*x0), tmp6, None)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp24, None)
    tl.store(out_ptr2 + (r0_1 + 512*x3 + 8192*x2), tmp30, None)
    tl.store(out_ptr1 + (x0), tmp14, None)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/reduce-overhead/inductor_cache/xz/cxzuwsdtkufhl6sjqj5asxqpwlxd6r2n6k2eqhf3nk5uz7awmyf4.py
# Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone]
# Source node to ATen node mapping:
#   multi_head_attention_forward => add_2, clone_1, permute_2, squeeze, unsqueeze, view_1, view_2
# Graph fragment:
#   %mm : Tensor "f32[4096, 1536][1536, 1]cuda:0" = PlaceHolder[target=mm]
#   %primals_5 : Tensor "f32[1536][1]cuda:0" = PlaceHolder[target=primals_5]
#   %view_1 : Tensor "f32[256, 16, 1536][24576, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [256, 16, 1536]), kwargs = {})
#   %add_2 : Tensor "f32[256, 16, 1536][24576, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_1, %primals_5), kwargs = {})
#   %view_2 : Tensor "f32[256, 16, 3, 512][24576, 1536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_2, [256, 16, 3, 512]), kwargs = {})
#   %unsqueeze : Tensor "f32[1, 256, 16, 3, 512][6291456, 24576, 1536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%view_2, 0), kwargs = {})
#   %permute_2 : Tensor "f32[3, 256, 16, 1, 512][512, 24576, 1536, 6291456, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze, [3, 1, 2, 0, 4]), kwargs = {})
#   %squeeze : Tensor "f32[3, 256, 16, 512][512, 24576, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%permute_2, -2), kwargs = {})
#   %clone_1 : Tensor "f32[3, 256, 16, 512][2097152, 8192, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.clone.default](args = (%squeeze,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_1
triton_poi_fused__unsafe_view_add_clone_squeeze_transpose_unsqueeze_view_1 = async_compile.triton('triton_poi_fused__unsafe_view_add_clone_squeeze_transpose_unsqueeze_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8388608}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_clone_squeeze_transpose_unsqueeze_view_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 75503616}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_clone_squeeze_transpose_unsqueeze_view_1(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 6291456
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 512)
    x1 = ((xindex // 512) % 4096)
    x2 = xindex // 2097152
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 512*x2 + 1536*x1), None)
    tmp1 = tl.load(in_ptr1 + (x0 + 512*x2), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tl.store(out_ptr0 + (x3), tmp2, None)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/reduce-overhead/inductor_cache/zj/czj7yzhdrvoivj3gxhaac76pn53qxz32wcxyogecpnwn2swiimat.py
# Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select]
# Source node to ATen node mapping:
#   multi_head_attention_forward => add_2, clone_1, permute_2, permute_3, select, squeeze, unsqueeze, view_1, view_2, view_3, view_6
# Graph fragment:
#   %clone_1 : Tensor "f32[3, 256, 16, 512][2097152, 8192, 512, 1]cuda:0" = PlaceHolder[target=clone_1]
#   %view_1 : Tensor "f32[256, 16, 1536][24576, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [256, 16, 1536]), kwargs = {})
#   %add_2 : Tensor "f32[256, 16, 1536][24576, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_1, %primals_5), kwargs = {})
#   %view_2 : Tensor "f32[256, 16, 3, 512][24576, 1536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_2, [256, 16, 3, 512]), kwargs = {})
#   %unsqueeze : Tensor "f32[1, 256, 16, 3, 512][6291456, 24576, 1536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%view_2, 0), kwargs = {})
#   %permute_2 : Tensor "f32[3, 256, 16, 1, 512][512, 24576, 1536, 6291456, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze, [3, 1, 2, 0, 4]), kwargs = {})
#   %squeeze : Tensor "f32[3, 256, 16, 512][512, 24576, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%permute_2, -2), kwargs = {})
#   %clone_1 : Tensor "f32[3, 256, 16, 512][2097152, 8192, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.clone.default](args = (%squeeze,), kwargs = {memory_format: torch.contiguous_format})
#   %select : Tensor "f32[256, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%clone_1, 0, 0), kwargs = {})
#   %view_3 : Tensor "f32[256, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%select, [256, 128, 64]), kwargs = {})
#   %permute_3 : Tensor "f32[128, 256, 64][64, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_3, [1, 0, 2]), kwargs = {})
#   %view_6 : Tensor "f32[16, 8, 256, 64][512, 64, 8192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_3, [16, 8, 256, 64]), kwargs = {})
#   return %view_6
triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_2 = async_compile.triton('triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 25165824}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2097152
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x4), None)
    tl.store(out_ptr0 + (x4), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/reduce-overhead/inductor_cache/pm/cpmfo7aauqj4lc6mevwsq2vhehowrj2kfcogc3me3xjm7jexhd25.py
# Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select]
# Source node to ATen node mapping:
#   multi_head_attention_forward => add_2, clone_1, permute_2, permute_4, select_1, squeeze, unsqueeze, view_1, view_2, view_4, view_7
# Graph fragment:
#   %clone_1 : Tensor "f32[3, 256, 16, 512][2097152, 8192, 512, 1]cuda:0" = PlaceHolder[target=clone_1]
#   %view_1 : Tensor "f32[256, 16, 1536][24576, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [256, 16, 1536]), kwargs = {})
#   %add_2 : Tensor "f32[256, 16, 1536][24576, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_1, %primals_5), kwargs = {})
#   %view_2 : Tensor "f32[256, 16, 3, 512][24576, 1536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_2, [256, 16, 3, 512]), kwargs = {})
#   %unsqueeze : Tensor "f32[1, 256, 16, 3, 512][6291456, 24576, 1536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%view_2, 0), kwargs = {})
#   %permute_2 : Tensor "f32[3, 256, 16, 1, 512][512, 24576, 1536, 6291456, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze, [3, 1, 2, 0, 4]), kwargs = {})
#   %squeeze : Tensor "f32[3, 256, 16, 512][512, 24576, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%permute_2, -2), kwargs = {})
#   %clone_1 : Tensor "f32[3, 256, 16, 512][2097152, 8192, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.clone.default](args = (%squeeze,), kwargs = {memory_format: torch.contiguous_format})
#   %select_1 : Tensor "f32[256, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%clone_1, 0, 1), kwargs = {})
#   %view_4 : Tensor "f32[256, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%select_1, [256, 128, 64]), kwargs = {})
#   %permute_4 : Tensor "f32[128, 256, 64][64, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_4, [1, 0, 2]), kwargs = {})
#   %view_7 : Tensor "f32[16, 8, 256, 64][512, 64, 8192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_4, [16, 8, 256, 64]), kwargs = {})
#   return %view_7
triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_3 = async_compile.triton('triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 25165824}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_3(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2097152
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (2097152 + x4), None)
    tl.store(out_ptr0 + (x4), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/reduce-overhead/inductor_cache/5y/c5yu37egb43nnwcshk2rr5zdjf2p6avqhmd3s7fkau7u7qwywzdg.py
# Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select]
# Source node to ATen node mapping:
#   multi_head_attention_forward => add_2, clone_1, permute_2, permute_5, select_2, squeeze, unsqueeze, view_1, view_2, view_5, view_8
# Graph fragment:
#   %clone_1 : Tensor "f32[3, 256, 16, 512][2097152, 8192, 512, 1]cuda:0" = PlaceHolder[target=clone_1]
#   %view_1 : Tensor "f32[256, 16, 1536][24576, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [256, 16, 1536]), kwargs = {})
#   %add_2 : Tensor "f32[256, 16, 1536][24576, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_1, %primals_5), kwargs = {})
#   %view_2 : Tensor "f32[256, 16, 3, 512][24576, 1536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_2, [256, 16, 3, 512]), kwargs = {})
#   %unsqueeze : Tensor "f32[1, 256, 16, 3, 512][6291456, 24576, 1536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%view_2, 0), kwargs = {})
#   %permute_2 : Tensor "f32[3, 256, 16, 1, 512][512, 24576, 1536, 6291456, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze, [3, 1, 2, 0, 4]), kwargs = {})
#   %squeeze : Tensor "f32[3, 256, 16, 512][512, 24576, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%permute_2, -2), kwargs = {})
#   %clone_1 : Tensor "f32[3, 256, 16, 512][2097152, 8192, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.clone.default](args = (%squeeze,), kwargs = {memory_format: torch.contiguous_format})
#   %select_2 : Tensor "f32[256, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%clone_1, 0, 2), kwargs = {})
#   %view_5 : Tensor "f32[256, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%select_2, [256, 128, 64]), kwargs = {})
#   %permute_5 : Tensor "f32[128, 256, 64][64, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_5, [1, 0, 2]), kwargs = {})
#   %view_8 : Tensor "f32[16, 8, 256, 64][512, 64, 8192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_5, [16, 8, 256, 64]), kwargs = {})
#   return %view_8
triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_4 = async_compile.triton('triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 25165824}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_4(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2097152
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (4194304 + x4), None)
    tl.store(out_ptr0 + (x4), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/reduce-overhead/inductor_cache/e4/ce44mxqxjcbyevvkngzeeayxgg7gicrj5cszmyfdlpxmq3wzxnh7.py
# Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten.permute, aten.clone]
# Source node to ATen node mapping:
#   multi_head_attention_forward => clone_2, permute_6
# Graph fragment:
#   %getitem_2 : Tensor "f32[16, 8, 256, 64][131072, 64, 512, 1]cuda:0" = PlaceHolder[target=getitem_2]
#   %permute_6 : Tensor "f32[256, 16, 8, 64][512, 131072, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_2, [2, 0, 1, 3]), kwargs = {})
#   %clone_2 : Tensor "f32[256, 16, 8, 64][8192, 512, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_6,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_2
triton_poi_fused_clone_permute_5 = async_compile.triton('triton_poi_fused_clone_permute_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_permute_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 25165824}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_permute_5(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2097152
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 512)
    x1 = ((xindex // 512) % 16)
    x2 = xindex // 8192
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 512*x2 + 131072*x1), None)
    tl.store(out_ptr0 + (x3), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/reduce-overhead/inductor_cache/mq/cmq7gauy2eqjcrku7yqmrs6nnumowlyrdg7ga6ld2s47m5faom4k.py
# Topologically Sorted Source Nodes: [multi_head_attention_forward, x, x_1, layer_norm_1], Original ATen: [aten.view, aten.transpose, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   layer_norm_1 => add_4, add_5, mul_2, mul_3, rsqrt_1, sub_1, var_mean_1
#   multi_head_attention_forward => view_10
#   x => permute_8
#   x_1 => add_3
# Graph fragment:
#   %embedding : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=embedding]
#   %addmm : Tensor "f32[4096, 512][512, 1]cuda:0" = PlaceHolder[target=addmm]
#   %buf19 : Tensor "f32[16, 256, 1][256, 1, 4096]cuda:0" = PlaceHolder[target=buf19]
#   %getitem_7 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_7]
#   %rsqrt_1 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %primals_9 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_9]
#   %primals_10 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_10]
#   %view_10 : Tensor "f32[256, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [256, 16, 512]), kwargs = {})
#   %permute_8 : Tensor "f32[16, 256, 512][512, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_10, [1, 0, 2]), kwargs = {})
#   %add_3 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %permute_8), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_3, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_4 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_6, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_4,), kwargs = {})
#   %sub_1 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_3, %getitem_7), kwargs = {})
#   %mul_2 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_3 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %primals_9), kwargs = {})
#   %add_5 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_3, %primals_10), kwargs = {})
#   return %getitem_7,%buf19,%rsqrt_1,%add_5
triton_per_fused_add_native_layer_norm_transpose_view_6 = async_compile.triton('triton_per_fused_add_native_layer_norm_transpose_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 4096, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_transpose_view_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 3, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 65536, 'r0_': 33558528}}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_transpose_view_6(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 512
    R0_BLOCK: tl.constexpr = 512
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
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 256)
    x1 = xindex // 256
    tmp0 = tl.load(in_ptr0 + (r0_2 + 512*x3), None)
    tmp1 = tl.load(in_ptr1 + (r0_2 + 512*x1 + 8192*x0), None)
    tmp23 = tl.load(in_ptr2 + (r0_2), None, eviction_policy='evict_last')
    tmp25 = tl.load(in_ptr3 + (r0_2), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp7 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp8 = tl.full([1, 1], 512, tl.int32)
    tmp9 = tmp8.to(tl.float32)
    tmp10 = (tmp7 / tmp9)
    tmp11 = tmp3 - tmp10
    tmp12 = tmp11 * tmp11
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = tl.sum(tmp13, 1)[:, None].to(tl.float32)
    tmp16 = tl.full([1, 1], 512.0, tl.float32)
    tmp17 = (tmp15 / tmp16)
    tmp18 = tl.full([1, 1], 1e-05, tl.float32)
    tmp19 = tmp17 + tmp18
    tmp20 = libdevice.rsqrt(tmp19)
    tmp21 = tmp2 - tmp10
    tmp22 = tmp21 * tmp20
    tmp24 = tmp22 * tmp23
    tmp26 = tmp24 + tmp25
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x3), tmp20, None)
    tl.store(out_ptr1 + (r0_2 + 512*x3), tmp26, None)
    tl.store(out_ptr0 + (x3), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/reduce-overhead/inductor_cache/c6/cc6yerhjf65sj5kh6euw73dghzh4gawltgbos62ers47w6zj2nfq.py
# Topologically Sorted Source Nodes: [, linear, relu, le_3], Original ATen: [aten.addmm, aten.view, aten.relu, aten.threshold_backward]
# Source node to ATen node mapping:
#    => add_tensor_10
#   le_3 => le_3
#   linear => view_12
#   relu => relu
# Graph fragment:
#   %primals_12 : Tensor "f32[2048][1]cuda:0" = PlaceHolder[target=primals_12]
#   %mm_default_10 : Tensor "f32[4096, 2048][2048, 1]cuda:0" = PlaceHolder[target=mm_default_10]
#   %relu : Tensor "f32[16, 256, 2048][524288, 2048, 1]cuda:0" = PlaceHolder[target=relu]
#   %add_tensor_10 : Tensor "f32[4096, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_12, %mm_default_10), kwargs = {})
#   %view_12 : Tensor "f32[16, 256, 2048][524288, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_10, [16, 256, 2048]), kwargs = {})
#   %relu : Tensor "f32[16, 256, 2048][524288, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%view_12,), kwargs = {})
#   %le_3 : Tensor "b8[16, 256, 2048][524288, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   return %relu,%le_3
triton_poi_fused_addmm_relu_threshold_backward_view_7 = async_compile.triton('triton_poi_fused_addmm_relu_threshold_backward_view_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8388608}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*i1', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_relu_threshold_backward_view_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 117448704}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_relu_threshold_backward_view_7(in_out_ptr0, in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8388608
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 2048)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_out_ptr0 + (x2), None)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0, tl.int32)
    tmp4 = triton_helpers.maximum(tmp3, tmp2)
    tmp5 = tl.full([1], 0.0, tl.float32)
    tmp6 = tmp4 <= tmp5
    tl.store(in_out_ptr0 + (x2), tmp4, None)
    tl.store(out_ptr0 + (x2), tmp6, None)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/reduce-overhead/inductor_cache/dl/cdlq5zrqdtn7jsy24uflcacddxrnbvzxpykctbx7ucyicvepmnyv.py
# Topologically Sorted Source Nodes: [multi_head_attention_forward, x, x_1, , x_2, x_3, layer_norm_2, query_1, multi_head_attention_forward_1, div_7], Original ATen: [aten.view, aten.transpose, aten.add, aten.addmm, aten.native_layer_norm, aten.clone, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#    => add_tensor_9
#   div_7 => div_7
#   layer_norm_2 => add_7, add_8, mul_4, mul_5, rsqrt_2, sub_2, var_mean_2
#   multi_head_attention_forward => view_10
#   multi_head_attention_forward_1 => clone_6
#   query_1 => permute_11
#   x => permute_8
#   x_1 => add_3
#   x_2 => view_14
#   x_3 => add_6
# Graph fragment:
#   %embedding : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=embedding]
#   %addmm : Tensor "f32[4096, 512][512, 1]cuda:0" = PlaceHolder[target=addmm]
#   %primals_14 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_14]
#   %mm_default_9 : Tensor "f32[4096, 512][512, 1]cuda:0" = PlaceHolder[target=mm_default_9]
#   %getitem_9 : Tensor "f32[16, 256, 1][256, 1, 4096]cuda:0" = PlaceHolder[target=getitem_9]
#   %buf27 : Tensor "f32[16, 256, 1][256, 1, 4096]cuda:0" = PlaceHolder[target=buf27]
#   %mul_4 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=mul_4]
#   %primals_15 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_15]
#   %primals_16 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_16]
#   %view_10 : Tensor "f32[256, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [256, 16, 512]), kwargs = {})
#   %permute_8 : Tensor "f32[16, 256, 512][512, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_10, [1, 0, 2]), kwargs = {})
#   %add_3 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %permute_8), kwargs = {})
#   %add_tensor_9 : Tensor "f32[4096, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_14, %mm_default_9), kwargs = {})
#   %view_14 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_9, [16, 256, 512]), kwargs = {})
#   %add_6 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_3, %view_14), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_6, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_7 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_8, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_7,), kwargs = {})
#   %sub_2 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_6, %getitem_9), kwargs = {})
#   %mul_4 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt_2), kwargs = {})
#   %mul_5 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, %primals_15), kwargs = {})
#   %add_8 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_5, %primals_16), kwargs = {})
#   %permute_11 : Tensor "f32[256, 16, 512][512, 131072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_8, [1, 0, 2]), kwargs = {})
#   %clone_6 : Tensor "f32[256, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_11,), kwargs = {memory_format: torch.contiguous_format})
#   %div_7 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_2, 512), kwargs = {})
#   return %getitem_9,%buf27,%mul_4,%div_7,%clone_6
triton_per_fused_add_addmm_clone_native_layer_norm_native_layer_norm_backward_transpose_view_8 = async_compile.triton('triton_per_fused_add_addmm_clone_native_layer_norm_native_layer_norm_backward_transpose_view_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 4096, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_clone_native_layer_norm_native_layer_norm_backward_transpose_view_8', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 3, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 32768, 'r0_': 58726400}}
)
@triton.jit
def triton_per_fused_add_addmm_clone_native_layer_norm_native_layer_norm_backward_transpose_view_8(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, out_ptr3, out_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 512
    R0_BLOCK: tl.constexpr = 512
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
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 256)
    x1 = xindex // 256
    tmp0 = tl.load(in_ptr0 + (r0_2 + 512*x3), None)
    tmp1 = tl.load(in_ptr1 + (r0_2 + 512*x1 + 8192*x0), None)
    tmp3 = tl.load(in_ptr2 + (r0_2), None, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr3 + (r0_2 + 512*x3), None)
    tmp29 = tl.load(in_ptr4 + (r0_2), None, eviction_policy='evict_last')
    tmp31 = tl.load(in_ptr5 + (r0_2), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp5 = tmp3 + tmp4
    tmp6 = tmp2 + tmp5
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp11 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tmp12 = tl.full([1, 1], 512, tl.int32)
    tmp13 = tmp12.to(tl.float32)
    tmp14 = (tmp11 / tmp13)
    tmp15 = tmp7 - tmp14
    tmp16 = tmp15 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.sum(tmp17, 1)[:, None].to(tl.float32)
    tmp20 = tmp6 - tmp14
    tmp21 = tl.full([1, 1], 512.0, tl.float32)
    tmp22 = (tmp19 / tmp21)
    tmp23 = tl.full([1, 1], 1e-05, tl.float32)
    tmp24 = tmp22 + tmp23
    tmp25 = libdevice.rsqrt(tmp24)
    tmp26 = tmp20 * tmp25
    tmp27 = tl.full([1, 1], 0.001953125, tl.float32)
    tmp28 = tmp25 * tmp27
    tmp30 = tmp26 * tmp29
    tmp32 = tmp30 + tmp31
    tl.store(out_ptr2 + (r0_2 + 512*x3), tmp26, None)
    tl.store(out_ptr3 + (x3), tmp28, None)
    tl.store(out_ptr4 + (r0_2 + 512*x1 + 8192*x0), tmp32, None)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/reduce-overhead/inductor_cache/yg/cygninmnyjbvvjaienrtac3my5y4hfeq7x3a2beeppboecor7jkp.py
# Topologically Sorted Source Nodes: [multi_head_attention_forward, x, x_1, , x_2, x_3, multi_head_attention_forward_1, x_4, x_5, layer_norm_3, div_6], Original ATen: [aten.view, aten.transpose, aten.add, aten.addmm, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#    => add_tensor_8, add_tensor_9
#   div_6 => div_6
#   layer_norm_3 => add_11, add_12, mul_6, mul_7, rsqrt_3, sub_3, var_mean_3
#   multi_head_attention_forward => view_10
#   multi_head_attention_forward_1 => view_25
#   x => permute_8
#   x_1 => add_3
#   x_2 => view_14
#   x_3 => add_6
#   x_4 => permute_19
#   x_5 => add_10
# Graph fragment:
#   %embedding : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=embedding]
#   %addmm : Tensor "f32[4096, 512][512, 1]cuda:0" = PlaceHolder[target=addmm]
#   %primals_14 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_14]
#   %mm_default_9 : Tensor "f32[4096, 512][512, 1]cuda:0" = PlaceHolder[target=mm_default_9]
#   %primals_20 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_20]
#   %mm_default_8 : Tensor "f32[4096, 512][512, 1]cuda:0" = PlaceHolder[target=mm_default_8]
#   %add_10 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_10]
#   %getitem_15 : Tensor "f32[16, 256, 1][256, 1, 4096]cuda:0" = PlaceHolder[target=getitem_15]
#   %buf45 : Tensor "f32[16, 256, 1][256, 1, 4096]cuda:0" = PlaceHolder[target=buf45]
#   %mul_6 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=mul_6]
#   %primals_21 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_21]
#   %primals_22 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_22]
#   %view_10 : Tensor "f32[256, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [256, 16, 512]), kwargs = {})
#   %permute_8 : Tensor "f32[16, 256, 512][512, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_10, [1, 0, 2]), kwargs = {})
#   %add_3 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %permute_8), kwargs = {})
#   %add_tensor_9 : Tensor "f32[4096, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_14, %mm_default_9), kwargs = {})
#   %view_14 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_9, [16, 256, 512]), kwargs = {})
#   %add_6 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_3, %view_14), kwargs = {})
#   %add_tensor_8 : Tensor "f32[4096, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_20, %mm_default_8), kwargs = {})
#   %view_25 : Tensor "f32[256, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_8, [256, 16, 512]), kwargs = {})
#   %permute_19 : Tensor "f32[16, 256, 512][512, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_25, [1, 0, 2]), kwargs = {})
#   %add_10 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_6, %permute_19), kwargs = {})
#   %var_mean_3 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_10, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_11 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_14, 1e-05), kwargs = {})
#   %rsqrt_3 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_11,), kwargs = {})
#   %sub_3 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_10, %getitem_15), kwargs = {})
#   %mul_6 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt_3), kwargs = {})
#   %mul_7 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_6, %primals_21), kwargs = {})
#   %add_12 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_7, %primals_22), kwargs = {})
#   %div_6 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_3, 512), kwargs = {})
#   return %add_10,%getitem_15,%buf45,%mul_6,%add_12,%div_6
triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_transpose_view_9 = async_compile.triton('triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_transpose_view_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 4096, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_transpose_view_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 8, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 32768, 'r0_': 83894272}}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_transpose_view_9(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr2, out_ptr3, out_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 512
    R0_BLOCK: tl.constexpr = 512
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
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 256)
    x1 = xindex // 256
    tmp0 = tl.load(in_ptr0 + (r0_2 + 512*x3), None)
    tmp1 = tl.load(in_ptr1 + (r0_2 + 512*x1 + 8192*x0), None)
    tmp3 = tl.load(in_ptr2 + (r0_2), None, eviction_policy='evict_last')
    tmp4 = tl.load(in_out_ptr0 + (r0_2 + 512*x3), None)
    tmp7 = tl.load(in_ptr3 + (r0_2), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr4 + (r0_2 + 512*x1 + 8192*x0), None)
    tmp31 = tl.load(in_ptr5 + (r0_2), None, eviction_policy='evict_last')
    tmp33 = tl.load(in_ptr6 + (r0_2), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp5 = tmp3 + tmp4
    tmp6 = tmp2 + tmp5
    tmp9 = tmp7 + tmp8
    tmp10 = tmp6 + tmp9
    tmp11 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
    tmp13 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
    tmp15 = tl.sum(tmp13, 1)[:, None].to(tl.float32)
    tmp16 = tl.full([1, 1], 512, tl.int32)
    tmp17 = tmp16.to(tl.float32)
    tmp18 = (tmp15 / tmp17)
    tmp19 = tmp11 - tmp18
    tmp20 = tmp19 * tmp19
    tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
    tmp23 = tl.sum(tmp21, 1)[:, None].to(tl.float32)
    tmp24 = tmp10 - tmp18
    tmp25 = tl.full([1, 1], 512.0, tl.float32)
    tmp26 = (tmp23 / tmp25)
    tmp27 = tl.full([1, 1], 1e-05, tl.float32)
    tmp28 = tmp26 + tmp27
    tmp29 = libdevice.rsqrt(tmp28)
    tmp30 = tmp24 * tmp29
    tmp32 = tmp30 * tmp31
    tmp34 = tmp32 + tmp33
    tmp35 = tl.full([1, 1], 0.001953125, tl.float32)
    tmp36 = tmp29 * tmp35
    tl.store(in_out_ptr0 + (r0_2 + 512*x3), tmp10, None)
    tl.store(out_ptr2 + (r0_2 + 512*x3), tmp30, None)
    tl.store(out_ptr3 + (r0_2 + 512*x3), tmp34, None)
    tl.store(out_ptr4 + (x3), tmp36, None)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/reduce-overhead/inductor_cache/3z/c3zyvqqyhhadrz4u67mimpm6ciyhhzdthjfxe6yozmkant4fyq6c.py
# Topologically Sorted Source Nodes: [, x_6, x_7, layer_norm_4, query_2, multi_head_attention_forward_2, div_5], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.transpose, aten.clone, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#    => add_tensor_6
#   div_5 => div_5
#   layer_norm_4 => add_14, add_15, mul_8, mul_9, rsqrt_4, sub_4, var_mean_4
#   multi_head_attention_forward_2 => clone_12
#   query_2 => permute_22
#   x_6 => view_29
#   x_7 => add_13
# Graph fragment:
#   %add_10 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_10]
#   %primals_26 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_26]
#   %mm_default_6 : Tensor "f32[4096, 512][512, 1]cuda:0" = PlaceHolder[target=mm_default_6]
#   %getitem_17 : Tensor "f32[16, 256, 1][256, 1, 4096]cuda:0" = PlaceHolder[target=getitem_17]
#   %buf53 : Tensor "f32[16, 256, 1][256, 1, 4096]cuda:0" = PlaceHolder[target=buf53]
#   %mul_8 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=mul_8]
#   %primals_27 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_27]
#   %primals_28 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_28]
#   %add_tensor_6 : Tensor "f32[4096, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_26, %mm_default_6), kwargs = {})
#   %view_29 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_6, [16, 256, 512]), kwargs = {})
#   %add_13 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_10, %view_29), kwargs = {})
#   %var_mean_4 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_13, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_14 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_16, 1e-05), kwargs = {})
#   %rsqrt_4 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_14,), kwargs = {})
#   %sub_4 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_13, %getitem_17), kwargs = {})
#   %mul_8 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_4, %rsqrt_4), kwargs = {})
#   %mul_9 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_8, %primals_27), kwargs = {})
#   %add_15 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_9, %primals_28), kwargs = {})
#   %permute_22 : Tensor "f32[256, 16, 512][512, 131072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_15, [1, 0, 2]), kwargs = {})
#   %clone_12 : Tensor "f32[256, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_22,), kwargs = {memory_format: torch.contiguous_format})
#   %div_5 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_4, 512), kwargs = {})
#   return %getitem_17,%buf53,%mul_8,%div_5,%clone_12
triton_per_fused_add_addmm_clone_native_layer_norm_native_layer_norm_backward_transpose_view_10 = async_compile.triton('triton_per_fused_add_addmm_clone_native_layer_norm_native_layer_norm_backward_transpose_view_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 4096, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_clone_native_layer_norm_native_layer_norm_backward_transpose_view_10', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 3, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 32768, 'r0_': 50337792}}
)
@triton.jit
def triton_per_fused_add_addmm_clone_native_layer_norm_native_layer_norm_backward_transpose_view_10(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, out_ptr3, out_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 512
    R0_BLOCK: tl.constexpr = 512
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
    r0_1 = r0_index
    x0 = xindex
    x2 = (xindex % 256)
    x3 = xindex // 256
    tmp0 = tl.load(in_ptr0 + (r0_1 + 512*x0), None)
    tmp1 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tl.load(in_ptr2 + (r0_1 + 512*x0), None)
    tmp27 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp29 = tl.load(in_ptr4 + (r0_1), None, eviction_policy='evict_last')
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 + tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp9 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp10 = tl.full([1, 1], 512, tl.int32)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = (tmp9 / tmp11)
    tmp13 = tmp5 - tmp12
    tmp14 = tmp13 * tmp13
    tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp17 = tl.sum(tmp15, 1)[:, None].to(tl.float32)
    tmp18 = tmp4 - tmp12
    tmp19 = tl.full([1, 1], 512.0, tl.float32)
    tmp20 = (tmp17 / tmp19)
    tmp21 = tl.full([1, 1], 1e-05, tl.float32)
    tmp22 = tmp20 + tmp21
    tmp23 = libdevice.rsqrt(tmp22)
    tmp24 = tmp18 * tmp23
    tmp25 = tl.full([1, 1], 0.001953125, tl.float32)
    tmp26 = tmp23 * tmp25
    tmp28 = tmp24 * tmp27
    tmp30 = tmp28 + tmp29
    tl.store(out_ptr2 + (r0_1 + 512*x0), tmp24, None)
    tl.store(out_ptr3 + (x0), tmp26, None)
    tl.store(out_ptr4 + (r0_1 + 512*x3 + 8192*x2), tmp30, None)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/reduce-overhead/inductor_cache/ec/cecr7uw4y67v22rjze4xkt7icf2tiv2v54yaffkbe5rfr64dlwia.py
# Topologically Sorted Source Nodes: [, x_6, x_7, multi_head_attention_forward_2, x_8, x_9, layer_norm_5, div_4], Original ATen: [aten.addmm, aten.view, aten.add, aten.transpose, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#    => add_tensor_5, add_tensor_6
#   div_4 => div_4
#   layer_norm_5 => add_18, add_19, mul_10, mul_11, rsqrt_5, sub_5, var_mean_5
#   multi_head_attention_forward_2 => view_40
#   x_6 => view_29
#   x_7 => add_13
#   x_8 => permute_30
#   x_9 => add_17
# Graph fragment:
#   %add_10 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_10]
#   %primals_26 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_26]
#   %mm_default_6 : Tensor "f32[4096, 512][512, 1]cuda:0" = PlaceHolder[target=mm_default_6]
#   %primals_32 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_32]
#   %mm_default_5 : Tensor "f32[4096, 512][512, 1]cuda:0" = PlaceHolder[target=mm_default_5]
#   %add_17 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_17]
#   %getitem_23 : Tensor "f32[16, 256, 1][256, 1, 4096]cuda:0" = PlaceHolder[target=getitem_23]
#   %buf71 : Tensor "f32[16, 256, 1][256, 1, 4096]cuda:0" = PlaceHolder[target=buf71]
#   %mul_10 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=mul_10]
#   %primals_33 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_33]
#   %primals_34 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_34]
#   %add_tensor_6 : Tensor "f32[4096, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_26, %mm_default_6), kwargs = {})
#   %view_29 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_6, [16, 256, 512]), kwargs = {})
#   %add_13 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_10, %view_29), kwargs = {})
#   %add_tensor_5 : Tensor "f32[4096, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_32, %mm_default_5), kwargs = {})
#   %view_40 : Tensor "f32[256, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_5, [256, 16, 512]), kwargs = {})
#   %permute_30 : Tensor "f32[16, 256, 512][512, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_40, [1, 0, 2]), kwargs = {})
#   %add_17 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_13, %permute_30), kwargs = {})
#   %var_mean_5 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_17, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_18 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_22, 1e-05), kwargs = {})
#   %rsqrt_5 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_18,), kwargs = {})
#   %sub_5 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_17, %getitem_23), kwargs = {})
#   %mul_10 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_5, %rsqrt_5), kwargs = {})
#   %mul_11 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_10, %primals_33), kwargs = {})
#   %add_19 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_11, %primals_34), kwargs = {})
#   %div_4 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_5, 512), kwargs = {})
#   return %add_17,%getitem_23,%buf71,%mul_10,%add_19,%div_4
triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_transpose_view_11 = async_compile.triton('triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_transpose_view_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 4096, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_transpose_view_11', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 32768, 'r0_': 75505664}}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_transpose_view_11(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, out_ptr3, out_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 512
    R0_BLOCK: tl.constexpr = 512
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
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 256)
    x1 = xindex // 256
    tmp0 = tl.load(in_out_ptr0 + (r0_2 + 512*x3), None)
    tmp1 = tl.load(in_ptr0 + (r0_2), None, eviction_policy='evict_last')
    tmp2 = tl.load(in_ptr1 + (r0_2 + 512*x3), None)
    tmp5 = tl.load(in_ptr2 + (r0_2), None, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr3 + (r0_2 + 512*x1 + 8192*x0), None)
    tmp29 = tl.load(in_ptr4 + (r0_2), None, eviction_policy='evict_last')
    tmp31 = tl.load(in_ptr5 + (r0_2), None, eviction_policy='evict_last')
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 + tmp3
    tmp7 = tmp5 + tmp6
    tmp8 = tmp4 + tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp13 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp14 = tl.full([1, 1], 512, tl.int32)
    tmp15 = tmp14.to(tl.float32)
    tmp16 = (tmp13 / tmp15)
    tmp17 = tmp9 - tmp16
    tmp18 = tmp17 * tmp17
    tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
    tmp21 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp22 = tmp8 - tmp16
    tmp23 = tl.full([1, 1], 512.0, tl.float32)
    tmp24 = (tmp21 / tmp23)
    tmp25 = tl.full([1, 1], 1e-05, tl.float32)
    tmp26 = tmp24 + tmp25
    tmp27 = libdevice.rsqrt(tmp26)
    tmp28 = tmp22 * tmp27
    tmp30 = tmp28 * tmp29
    tmp32 = tmp30 + tmp31
    tmp33 = tl.full([1, 1], 0.001953125, tl.float32)
    tmp34 = tmp27 * tmp33
    tl.store(in_out_ptr0 + (r0_2 + 512*x3), tmp8, None)
    tl.store(out_ptr2 + (r0_2 + 512*x3), tmp28, None)
    tl.store(out_ptr3 + (r0_2 + 512*x3), tmp32, None)
    tl.store(out_ptr4 + (x3), tmp34, None)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/reduce-overhead/inductor_cache/2k/c2kgu3wgytd34ii326l6nav5z244q7xovgzdkyllh7egtbbn5x26.py
# Topologically Sorted Source Nodes: [, x_14, x_15], Original ATen: [aten.addmm, aten.view, aten.add]
# Source node to ATen node mapping:
#    => add_tensor
#   x_14 => view_59
#   x_15 => add_27
# Graph fragment:
#   %add_24 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_24]
#   %primals_50 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_50]
#   %mm_default : Tensor "f32[4096, 512][512, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %add_tensor : Tensor "f32[4096, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_50, %mm_default), kwargs = {})
#   %view_59 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [16, 256, 512]), kwargs = {})
#   %add_27 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_24, %view_59), kwargs = {})
#   return %add_27
triton_poi_fused_add_addmm_view_12 = async_compile.triton('triton_poi_fused_add_addmm_view_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_addmm_view_12', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 33556480}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_addmm_view_12(in_out_ptr0, in_ptr0, in_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2097152
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 512)
    tmp0 = tl.load(in_out_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp2 = tl.load(in_ptr1 + (x2), None)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 + tmp3
    tl.store(in_out_ptr0 + (x2), tmp4, None)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/reduce-overhead/inductor_cache/3g/c3gdrkq5wamtd336xp5zf6txbqmf3fuf6t4cvoha2oa2nbcgn5ad.py
# Topologically Sorted Source Nodes: [, loss], Original ATen: [prims.prepare_softmax_online, aten._log_softmax]
# Source node to ATen node mapping:
#    => prepare_softmax_online_default
#   loss => log
# Graph fragment:
#   %addmm_12 : Tensor "f32[4096, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm_12]
#   %getitem_33 : Tensor "f32[4096, 1][1, 4096]cuda:0" = PlaceHolder[target=getitem_33]
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%addmm_12, 1), kwargs = {})
#   %log : Tensor "f32[4096, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.log.default](args = (%getitem_33,), kwargs = {})
#   return %getitem_32,%getitem_33,%log
triton_per_fused__log_softmax_prepare_softmax_online_13 = async_compile.triton('triton_per_fused__log_softmax_prepare_softmax_online_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 4096, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__log_softmax_prepare_softmax_online_13', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 65536, 'r0_': 16777216}}
)
@triton.jit
def triton_per_fused__log_softmax_prepare_softmax_online_13(in_out_ptr0, in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 1024
    R0_BLOCK: tl.constexpr = 1024
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 1024*x0), None)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp5 = triton_helpers.max2(tmp3, 1)[:, None].to(tl.float32)
    tmp6 = tmp1 - tmp5
    tmp7 = libdevice.exp(tmp6)
    tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp10 = tl.sum(tmp8, 1)[:, None].to(tl.float32)
    tmp11 = tl_math.log(tmp10)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp11, None)
    tl.store(out_ptr0 + (x0), tmp5, None)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/reduce-overhead/inductor_cache/yf/cyf7f7fblbnaqfmq2e4ttvxrmag7hdzm5ynmc2f3nf3aubosi2kp.py
# Topologically Sorted Source Nodes: [reshape_1, , loss], Original ATen: [aten.view, aten.sub, aten._log_softmax, aten.nll_loss_forward]
# Source node to ATen node mapping:
#    => sub_tensor
#   loss => convert_element_type, div, full_default, full_default_1, gather, ne, neg, squeeze_4, sub_9, sum_2, sum_3, unsqueeze_4, where, where_1
#   reshape_1 => view_63
# Graph fragment:
#   %primals_53 : Tensor "i64[16, 256][256, 1]cuda:0" = PlaceHolder[target=primals_53]
#   %addmm_12 : Tensor "f32[4096, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm_12]
#   %getitem_32 : Tensor "f32[4096, 1][1, 1]cuda:0" = PlaceHolder[target=getitem_32]
#   %log : Tensor "f32[4096, 1][1, 1]cuda:0" = PlaceHolder[target=log]
#   %sum_2 : Tensor "i64[][]cuda:0" = PlaceHolder[target=sum_2]
#   %sum_3 : Tensor "f32[][]cuda:0" = PlaceHolder[target=sum_3]
#   %convert_element_type : Tensor "f32[][]cuda:0" = PlaceHolder[target=convert_element_type]
#   %view_63 : Tensor "i64[4096][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%primals_53, [-1]), kwargs = {})
#   %sub_tensor : Tensor "f32[4096, 1024][1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%addmm_12, %getitem_32), kwargs = {})
#   %sub_9 : Tensor "f32[4096, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_tensor, %log), kwargs = {})
#   %ne : Tensor "b8[4096][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.ne.Scalar](args = (%view_63, -100), kwargs = {})
#   %full_default : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "i64[4096][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne, %view_63, %full_default), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[4096, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%where, 1), kwargs = {})
#   %gather : Tensor "f32[4096, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%sub_9, 1, %unsqueeze_4), kwargs = {})
#   %squeeze_4 : Tensor "f32[4096][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%gather, 1), kwargs = {})
#   %neg : Tensor "f32[4096][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%squeeze_4,), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[4096][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne, %neg, %full_default_1), kwargs = {})
#   %sum_2 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%ne,), kwargs = {})
#   %convert_element_type : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_2, torch.float32), kwargs = {})
#   %sum_3 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%where_1,), kwargs = {})
#   %div : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%sum_3, %convert_element_type), kwargs = {})
#   return %sum_2,%sum_3,%convert_element_type,%div
triton_red_fused__log_softmax_nll_loss_forward_sub_view_14 = async_compile.triton('triton_red_fused__log_softmax_nll_loss_forward_sub_view_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 1, 'r0_': 4096},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__log_softmax_nll_loss_forward_sub_view_14', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 65536}}
)
@triton.jit
def triton_red_fused__log_softmax_nll_loss_forward_sub_view_14(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1
    r0_numel = 4096
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    _tmp5 = tl.full([XBLOCK, R0_BLOCK], 0, tl.int64)
    _tmp23 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp15 = tl.load(in_ptr2 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp17 = tl.load(in_ptr3 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.full([1, 1], -100, tl.int64)
        tmp2 = tmp0 != tmp1
        tmp3 = tmp2.to(tl.int64)
        tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
        tmp6 = _tmp5 + tmp4
        _tmp5 = tl.where(r0_mask, tmp6, _tmp5)
        tmp7 = tl.full([1, 1], 0, tl.int64)
        tmp8 = tl.where(tmp2, tmp0, tmp7)
        tmp9 = tl.full([1, 1], 1024, tl.int32)
        tmp10 = tmp8 + tmp9
        tmp11 = tmp8 < 0
        tmp12 = tl.where(tmp11, tmp10, tmp8)
        tl.device_assert(((0 <= tmp12) & (tmp12 < 1024)) | ~(r0_mask), "index out of bounds: 0 <= tmp12 < 1024")
        tmp14 = tl.load(in_ptr1 + (tmp12 + 1024*r0_0), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp16 = tmp14 - tmp15
        tmp18 = tmp16 - tmp17
        tmp19 = -tmp18
        tmp20 = tl.full([1, 1], 0.0, tl.float32)
        tmp21 = tl.where(tmp2, tmp19, tmp20)
        tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
        tmp24 = _tmp23 + tmp22
        _tmp23 = tl.where(r0_mask, tmp24, _tmp23)
    tmp5 = tl.sum(_tmp5, 1)[:, None]
    tmp23 = tl.sum(_tmp23, 1)[:, None]
    tmp25 = tmp5.to(tl.float32)
    tmp26 = (tmp23 / tmp25)
    tl.store(out_ptr1 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp25, None)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp26, None)
''', device_str='cuda')

def partition_0(args):
    primals_2, primals_1, primals_3, primals_4, primals_6, primals_5, primals_8, primals_7, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_18, primals_17, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_30, primals_29, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_42, primals_41, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_52, primals_51, primals_53 = args
    args.clear()
    assert_size_stride(primals_2, (16, 256), (256, 1))
    assert_size_stride(primals_1, (1024, 512), (512, 1))
    assert_size_stride(primals_3, (512, ), (1, ))
    assert_size_stride(primals_4, (512, ), (1, ))
    assert_size_stride(primals_6, (1536, 512), (512, 1))
    assert_size_stride(primals_5, (1536, ), (1, ))
    assert_size_stride(primals_8, (512, ), (1, ))
    assert_size_stride(primals_7, (512, 512), (512, 1))
    assert_size_stride(primals_9, (512, ), (1, ))
    assert_size_stride(primals_10, (512, ), (1, ))
    assert_size_stride(primals_11, (2048, 512), (512, 1))
    assert_size_stride(primals_12, (2048, ), (1, ))
    assert_size_stride(primals_13, (512, 2048), (2048, 1))
    assert_size_stride(primals_14, (512, ), (1, ))
    assert_size_stride(primals_15, (512, ), (1, ))
    assert_size_stride(primals_16, (512, ), (1, ))
    assert_size_stride(primals_18, (1536, 512), (512, 1))
    assert_size_stride(primals_17, (1536, ), (1, ))
    assert_size_stride(primals_19, (512, 512), (512, 1))
    assert_size_stride(primals_20, (512, ), (1, ))
    assert_size_stride(primals_21, (512, ), (1, ))
    assert_size_stride(primals_22, (512, ), (1, ))
    assert_size_stride(primals_23, (2048, 512), (512, 1))
    assert_size_stride(primals_24, (2048, ), (1, ))
    assert_size_stride(primals_25, (512, 2048), (2048, 1))
    assert_size_stride(primals_26, (512, ), (1, ))
    assert_size_stride(primals_27, (512, ), (1, ))
    assert_size_stride(primals_28, (512, ), (1, ))
    assert_size_stride(primals_30, (1536, 512), (512, 1))
    assert_size_stride(primals_29, (1536, ), (1, ))
    assert_size_stride(primals_31, (512, 512), (512, 1))
    assert_size_stride(primals_32, (512, ), (1, ))
    assert_size_stride(primals_33, (512, ), (1, ))
    assert_size_stride(primals_34, (512, ), (1, ))
    assert_size_stride(primals_35, (2048, 512), (512, 1))
    assert_size_stride(primals_36, (2048, ), (1, ))
    assert_size_stride(primals_37, (512, 2048), (2048, 1))
    assert_size_stride(primals_38, (512, ), (1, ))
    assert_size_stride(primals_39, (512, ), (1, ))
    assert_size_stride(primals_40, (512, ), (1, ))
    assert_size_stride(primals_42, (1536, 512), (512, 1))
    assert_size_stride(primals_41, (1536, ), (1, ))
    assert_size_stride(primals_43, (512, 512), (512, 1))
    assert_size_stride(primals_44, (512, ), (1, ))
    assert_size_stride(primals_45, (512, ), (1, ))
    assert_size_stride(primals_46, (512, ), (1, ))
    assert_size_stride(primals_47, (2048, 512), (512, 1))
    assert_size_stride(primals_48, (2048, ), (1, ))
    assert_size_stride(primals_49, (512, 2048), (2048, 1))
    assert_size_stride(primals_50, (512, ), (1, ))
    assert_size_stride(primals_52, (1024, ), (1, ))
    assert_size_stride(primals_51, (1024, 512), (512, 1))
    assert_size_stride(primals_53, (16, 256), (256, 1))
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        buf0 = empty_strided_cuda((16, 256, 512), (131072, 512, 1), torch.float32)
        buf1 = empty_strided_cuda((16, 256, 1), (256, 1, 1), torch.float32)
        buf2 = empty_strided_cuda((16, 256, 1), (256, 1, 4096), torch.float32)
        buf4 = reinterpret_tensor(buf2, (16, 256, 1), (256, 1, 1), 0); del buf2  # reuse
        buf5 = empty_strided_cuda((256, 16, 512), (8192, 512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [output, layer_norm, query, multi_head_attention_forward], Original ATen: [aten.embedding, aten.native_layer_norm, aten.transpose, aten.clone]
        # [Provenance debug handles] triton_per_fused_clone_embedding_native_layer_norm_transpose_0:1
        stream0 = get_raw_stream(0)
        triton_per_fused_clone_embedding_native_layer_norm_transpose_0.run(buf4, primals_2, primals_1, primals_3, primals_4, buf0, buf1, buf5, 4096, 512, stream=stream0)
        del primals_1
        del primals_4
        buf6 = empty_strided_cuda((4096, 1536), (1536, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm, query, multi_head_attention_forward], Original ATen: [aten.native_layer_norm, aten.transpose, aten.t, aten.clone, aten._unsafe_view, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:2
        extern_kernels.mm(reinterpret_tensor(buf5, (4096, 512), (512, 1), 0), reinterpret_tensor(primals_6, (512, 1536), (1, 512), 0), out=buf6)
        buf7 = empty_strided_cuda((3, 256, 16, 512), (2097152, 8192, 512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_clone_squeeze_transpose_unsqueeze_view_1:3
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_clone_squeeze_transpose_unsqueeze_view_1.run(buf6, primals_5, buf7, 6291456, stream=stream0)
        del buf6
        del primals_5
        buf8 = empty_strided_cuda((16, 8, 256, 64), (512, 64, 8192, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_2:4
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_2.run(buf7, buf8, 2097152, stream=stream0)
        buf9 = empty_strided_cuda((16, 8, 256, 64), (512, 64, 8192, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_3:5
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_3.run(buf7, buf9, 2097152, stream=stream0)
        buf10 = empty_strided_cuda((16, 8, 256, 64), (512, 64, 8192, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_4:6
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_4.run(buf7, buf10, 2097152, stream=stream0)
        del buf7
        # Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten._scaled_dot_product_efficient_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:7
        buf11 = torch.ops.aten._scaled_dot_product_efficient_attention.default(buf8, buf9, buf10, None, True)
        buf12 = buf11[0]
        assert_size_stride(buf12, (16, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf12, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        buf13 = buf11[1]
        assert_size_stride(buf13, (16, 8, 256), (2048, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf13, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        buf14 = buf11[2]
        assert_size_stride(buf14, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf14, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        buf15 = buf11[3]
        assert_size_stride(buf15, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf15, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        del buf11
        buf16 = empty_strided_cuda((256, 16, 8, 64), (8192, 512, 64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten.permute, aten.clone]
        # [Provenance debug handles] triton_poi_fused_clone_permute_5:8
        stream0 = get_raw_stream(0)
        triton_poi_fused_clone_permute_5.run(buf12, buf16, 2097152, stream=stream0)
        buf17 = empty_strided_cuda((4096, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten.permute, aten.clone, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:9
        extern_kernels.addmm(primals_8, reinterpret_tensor(buf16, (4096, 512), (512, 1), 0), reinterpret_tensor(primals_7, (512, 512), (1, 512), 0), alpha=1, beta=1, out=buf17)
        del primals_8
        buf18 = empty_strided_cuda((16, 256, 1), (256, 1, 1), torch.float32)
        buf19 = empty_strided_cuda((16, 256, 1), (256, 1, 4096), torch.float32)
        buf21 = reinterpret_tensor(buf19, (16, 256, 1), (256, 1, 1), 0); del buf19  # reuse
        buf22 = empty_strided_cuda((16, 256, 512), (131072, 512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward, x, x_1, layer_norm_1], Original ATen: [aten.view, aten.transpose, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_transpose_view_6:10
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_transpose_view_6.run(buf21, buf0, buf17, primals_9, primals_10, buf18, buf22, 4096, 512, stream=stream0)
        del primals_10
        buf23 = empty_strided_cuda((4096, 2048), (2048, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward, x, x_1, layer_norm_1, linear, ], Original ATen: [aten.view, aten.transpose, aten.add, aten.native_layer_norm, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.mm:11
        extern_kernels.mm(reinterpret_tensor(buf22, (4096, 512), (512, 1), 0), reinterpret_tensor(primals_11, (512, 2048), (1, 512), 0), out=buf23)
        buf24 = reinterpret_tensor(buf23, (16, 256, 2048), (524288, 2048, 1), 0); del buf23  # reuse
        buf121 = empty_strided_cuda((16, 256, 2048), (524288, 2048, 1), torch.bool)
        # Topologically Sorted Source Nodes: [, linear, relu, le_3], Original ATen: [aten.addmm, aten.view, aten.relu, aten.threshold_backward]
        # [Provenance debug handles] triton_poi_fused_addmm_relu_threshold_backward_view_7:12
        stream0 = get_raw_stream(0)
        triton_poi_fused_addmm_relu_threshold_backward_view_7.run(buf24, primals_12, buf121, 8388608, stream=stream0)
        del primals_12
        buf25 = empty_strided_cuda((4096, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [, linear, relu, x_2], Original ATen: [aten.addmm, aten.view, aten.relu, aten.t]
        # [Provenance debug handles] extern_kernels.mm:13
        extern_kernels.mm(reinterpret_tensor(buf24, (4096, 2048), (2048, 1), 0), reinterpret_tensor(primals_13, (2048, 512), (1, 2048), 0), out=buf25)
        buf29 = empty_strided_cuda((16, 256, 512), (131072, 512, 1), torch.float32)
        buf120 = empty_strided_cuda((16, 256, 1), (256, 1, 1), torch.float32)
        buf30 = empty_strided_cuda((256, 16, 512), (8192, 512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward, x, x_1, , x_2, x_3, layer_norm_2, query_1, multi_head_attention_forward_1, div_7], Original ATen: [aten.view, aten.transpose, aten.add, aten.addmm, aten.native_layer_norm, aten.clone, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_per_fused_add_addmm_clone_native_layer_norm_native_layer_norm_backward_transpose_view_8:14
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_clone_native_layer_norm_native_layer_norm_backward_transpose_view_8.run(buf0, buf17, primals_14, buf25, primals_15, primals_16, buf29, buf120, buf30, 4096, 512, stream=stream0)
        del primals_16
        buf31 = empty_strided_cuda((4096, 1536), (1536, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_2, query_1, multi_head_attention_forward_1], Original ATen: [aten.native_layer_norm, aten.transpose, aten.t, aten.clone, aten._unsafe_view, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:15
        extern_kernels.mm(reinterpret_tensor(buf30, (4096, 512), (512, 1), 0), reinterpret_tensor(primals_18, (512, 1536), (1, 512), 0), out=buf31)
        buf32 = empty_strided_cuda((3, 256, 16, 512), (2097152, 8192, 512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_1], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_clone_squeeze_transpose_unsqueeze_view_1:16
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_clone_squeeze_transpose_unsqueeze_view_1.run(buf31, primals_17, buf32, 6291456, stream=stream0)
        del buf31
        del primals_17
        buf33 = empty_strided_cuda((16, 8, 256, 64), (512, 64, 8192, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_1], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_2:17
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_2.run(buf32, buf33, 2097152, stream=stream0)
        buf34 = empty_strided_cuda((16, 8, 256, 64), (512, 64, 8192, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_1], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_3:18
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_3.run(buf32, buf34, 2097152, stream=stream0)
        buf35 = empty_strided_cuda((16, 8, 256, 64), (512, 64, 8192, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_1], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_4:19
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_4.run(buf32, buf35, 2097152, stream=stream0)
        del buf32
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_1], Original ATen: [aten._scaled_dot_product_efficient_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:20
        buf36 = torch.ops.aten._scaled_dot_product_efficient_attention.default(buf33, buf34, buf35, None, True)
        buf37 = buf36[0]
        assert_size_stride(buf37, (16, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf37, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        buf38 = buf36[1]
        assert_size_stride(buf38, (16, 8, 256), (2048, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf38, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        buf39 = buf36[2]
        assert_size_stride(buf39, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf39, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        buf40 = buf36[3]
        assert_size_stride(buf40, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf40, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        del buf36
        buf41 = empty_strided_cuda((256, 16, 8, 64), (8192, 512, 64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_1], Original ATen: [aten.permute, aten.clone]
        # [Provenance debug handles] triton_poi_fused_clone_permute_5:21
        stream0 = get_raw_stream(0)
        triton_poi_fused_clone_permute_5.run(buf37, buf41, 2097152, stream=stream0)
        buf42 = empty_strided_cuda((4096, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_1, ], Original ATen: [aten.permute, aten.clone, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.mm:22
        extern_kernels.mm(reinterpret_tensor(buf41, (4096, 512), (512, 1), 0), reinterpret_tensor(primals_19, (512, 512), (1, 512), 0), out=buf42)
        buf43 = reinterpret_tensor(buf25, (16, 256, 512), (131072, 512, 1), 0); del buf25  # reuse
        buf47 = empty_strided_cuda((16, 256, 512), (131072, 512, 1), torch.float32)
        buf48 = empty_strided_cuda((16, 256, 512), (131072, 512, 1), torch.float32)
        buf119 = empty_strided_cuda((16, 256, 1), (256, 1, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward, x, x_1, , x_2, x_3, multi_head_attention_forward_1, x_4, x_5, layer_norm_3, div_6], Original ATen: [aten.view, aten.transpose, aten.add, aten.addmm, aten.native_layer_norm, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_transpose_view_9:23
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_transpose_view_9.run(buf43, buf0, buf17, primals_14, primals_20, buf42, primals_21, primals_22, buf47, buf48, buf119, 4096, 512, stream=stream0)
        del primals_14
        del primals_20
        del primals_22
        buf49 = empty_strided_cuda((4096, 2048), (2048, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_3, linear_2, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.mm:24
        extern_kernels.mm(reinterpret_tensor(buf48, (4096, 512), (512, 1), 0), reinterpret_tensor(primals_23, (512, 2048), (1, 512), 0), out=buf49)
        buf50 = reinterpret_tensor(buf49, (16, 256, 2048), (524288, 2048, 1), 0); del buf49  # reuse
        buf118 = empty_strided_cuda((16, 256, 2048), (524288, 2048, 1), torch.bool)
        # Topologically Sorted Source Nodes: [, linear_2, relu_1, le_2], Original ATen: [aten.addmm, aten.view, aten.relu, aten.threshold_backward]
        # [Provenance debug handles] triton_poi_fused_addmm_relu_threshold_backward_view_7:25
        stream0 = get_raw_stream(0)
        triton_poi_fused_addmm_relu_threshold_backward_view_7.run(buf50, primals_24, buf118, 8388608, stream=stream0)
        del primals_24
        buf51 = buf42; del buf42  # reuse
        # Topologically Sorted Source Nodes: [, linear_2, relu_1, x_6], Original ATen: [aten.addmm, aten.view, aten.relu, aten.t]
        # [Provenance debug handles] extern_kernels.mm:26
        extern_kernels.mm(reinterpret_tensor(buf50, (4096, 2048), (2048, 1), 0), reinterpret_tensor(primals_25, (2048, 512), (1, 2048), 0), out=buf51)
        buf55 = empty_strided_cuda((16, 256, 512), (131072, 512, 1), torch.float32)
        buf117 = empty_strided_cuda((16, 256, 1), (256, 1, 1), torch.float32)
        buf56 = empty_strided_cuda((256, 16, 512), (8192, 512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [, x_6, x_7, layer_norm_4, query_2, multi_head_attention_forward_2, div_5], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.transpose, aten.clone, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_per_fused_add_addmm_clone_native_layer_norm_native_layer_norm_backward_transpose_view_10:27
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_clone_native_layer_norm_native_layer_norm_backward_transpose_view_10.run(buf43, primals_26, buf51, primals_27, primals_28, buf55, buf117, buf56, 4096, 512, stream=stream0)
        del primals_28
        buf57 = empty_strided_cuda((4096, 1536), (1536, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_4, query_2, multi_head_attention_forward_2], Original ATen: [aten.native_layer_norm, aten.transpose, aten.t, aten.clone, aten._unsafe_view, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:28
        extern_kernels.mm(reinterpret_tensor(buf56, (4096, 512), (512, 1), 0), reinterpret_tensor(primals_30, (512, 1536), (1, 512), 0), out=buf57)
        buf58 = empty_strided_cuda((3, 256, 16, 512), (2097152, 8192, 512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_2], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_clone_squeeze_transpose_unsqueeze_view_1:29
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_clone_squeeze_transpose_unsqueeze_view_1.run(buf57, primals_29, buf58, 6291456, stream=stream0)
        del buf57
        del primals_29
        buf59 = empty_strided_cuda((16, 8, 256, 64), (512, 64, 8192, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_2], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_2:30
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_2.run(buf58, buf59, 2097152, stream=stream0)
        buf60 = empty_strided_cuda((16, 8, 256, 64), (512, 64, 8192, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_2], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_3:31
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_3.run(buf58, buf60, 2097152, stream=stream0)
        buf61 = empty_strided_cuda((16, 8, 256, 64), (512, 64, 8192, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_2], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_4:32
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_4.run(buf58, buf61, 2097152, stream=stream0)
        del buf58
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_2], Original ATen: [aten._scaled_dot_product_efficient_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:33
        buf62 = torch.ops.aten._scaled_dot_product_efficient_attention.default(buf59, buf60, buf61, None, True)
        buf63 = buf62[0]
        assert_size_stride(buf63, (16, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf63, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        buf64 = buf62[1]
        assert_size_stride(buf64, (16, 8, 256), (2048, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf64, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        buf65 = buf62[2]
        assert_size_stride(buf65, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf65, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        buf66 = buf62[3]
        assert_size_stride(buf66, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf66, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        del buf62
        buf67 = empty_strided_cuda((256, 16, 8, 64), (8192, 512, 64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_2], Original ATen: [aten.permute, aten.clone]
        # [Provenance debug handles] triton_poi_fused_clone_permute_5:34
        stream0 = get_raw_stream(0)
        triton_poi_fused_clone_permute_5.run(buf63, buf67, 2097152, stream=stream0)
        buf68 = empty_strided_cuda((4096, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_2, ], Original ATen: [aten.permute, aten.clone, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.mm:35
        extern_kernels.mm(reinterpret_tensor(buf67, (4096, 512), (512, 1), 0), reinterpret_tensor(primals_31, (512, 512), (1, 512), 0), out=buf68)
        buf69 = buf43; del buf43  # reuse
        buf73 = empty_strided_cuda((16, 256, 512), (131072, 512, 1), torch.float32)
        buf74 = empty_strided_cuda((16, 256, 512), (131072, 512, 1), torch.float32)
        buf116 = empty_strided_cuda((16, 256, 1), (256, 1, 1), torch.float32)
        # Topologically Sorted Source Nodes: [, x_6, x_7, multi_head_attention_forward_2, x_8, x_9, layer_norm_5, div_4], Original ATen: [aten.addmm, aten.view, aten.add, aten.transpose, aten.native_layer_norm, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_transpose_view_11:36
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_transpose_view_11.run(buf69, primals_26, buf51, primals_32, buf68, primals_33, primals_34, buf73, buf74, buf116, 4096, 512, stream=stream0)
        del primals_26
        del primals_32
        del primals_34
        buf75 = empty_strided_cuda((4096, 2048), (2048, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_5, linear_4, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.mm:37
        extern_kernels.mm(reinterpret_tensor(buf74, (4096, 512), (512, 1), 0), reinterpret_tensor(primals_35, (512, 2048), (1, 512), 0), out=buf75)
        buf76 = reinterpret_tensor(buf75, (16, 256, 2048), (524288, 2048, 1), 0); del buf75  # reuse
        buf115 = empty_strided_cuda((16, 256, 2048), (524288, 2048, 1), torch.bool)
        # Topologically Sorted Source Nodes: [, linear_4, relu_2, le_1], Original ATen: [aten.addmm, aten.view, aten.relu, aten.threshold_backward]
        # [Provenance debug handles] triton_poi_fused_addmm_relu_threshold_backward_view_7:38
        stream0 = get_raw_stream(0)
        triton_poi_fused_addmm_relu_threshold_backward_view_7.run(buf76, primals_36, buf115, 8388608, stream=stream0)
        del primals_36
        buf77 = buf68; del buf68  # reuse
        # Topologically Sorted Source Nodes: [, linear_4, relu_2, x_10], Original ATen: [aten.addmm, aten.view, aten.relu, aten.t]
        # [Provenance debug handles] extern_kernels.mm:39
        extern_kernels.mm(reinterpret_tensor(buf76, (4096, 2048), (2048, 1), 0), reinterpret_tensor(primals_37, (2048, 512), (1, 2048), 0), out=buf77)
        buf81 = reinterpret_tensor(buf51, (16, 256, 512), (131072, 512, 1), 0); del buf51  # reuse
        buf114 = empty_strided_cuda((16, 256, 1), (256, 1, 1), torch.float32)
        buf82 = empty_strided_cuda((256, 16, 512), (8192, 512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [, x_10, x_11, layer_norm_6, query_3, multi_head_attention_forward_3, div_3], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.transpose, aten.clone, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_per_fused_add_addmm_clone_native_layer_norm_native_layer_norm_backward_transpose_view_10:40
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_clone_native_layer_norm_native_layer_norm_backward_transpose_view_10.run(buf69, primals_38, buf77, primals_39, primals_40, buf81, buf114, buf82, 4096, 512, stream=stream0)
        del primals_40
        buf83 = empty_strided_cuda((4096, 1536), (1536, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_6, query_3, multi_head_attention_forward_3], Original ATen: [aten.native_layer_norm, aten.transpose, aten.t, aten.clone, aten._unsafe_view, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:41
        extern_kernels.mm(reinterpret_tensor(buf82, (4096, 512), (512, 1), 0), reinterpret_tensor(primals_42, (512, 1536), (1, 512), 0), out=buf83)
        buf84 = empty_strided_cuda((3, 256, 16, 512), (2097152, 8192, 512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_3], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_clone_squeeze_transpose_unsqueeze_view_1:42
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_clone_squeeze_transpose_unsqueeze_view_1.run(buf83, primals_41, buf84, 6291456, stream=stream0)
        del buf83
        del primals_41
        buf85 = empty_strided_cuda((16, 8, 256, 64), (512, 64, 8192, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_3], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_2:43
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_2.run(buf84, buf85, 2097152, stream=stream0)
        buf86 = empty_strided_cuda((16, 8, 256, 64), (512, 64, 8192, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_3], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_3:44
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_3.run(buf84, buf86, 2097152, stream=stream0)
        buf87 = empty_strided_cuda((16, 8, 256, 64), (512, 64, 8192, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_3], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_4:45
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_clone_select_squeeze_transpose_unsqueeze_view_4.run(buf84, buf87, 2097152, stream=stream0)
        del buf84
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_3], Original ATen: [aten._scaled_dot_product_efficient_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:46
        buf88 = torch.ops.aten._scaled_dot_product_efficient_attention.default(buf85, buf86, buf87, None, True)
        buf89 = buf88[0]
        assert_size_stride(buf89, (16, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf89, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        buf90 = buf88[1]
        assert_size_stride(buf90, (16, 8, 256), (2048, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf90, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        buf91 = buf88[2]
        assert_size_stride(buf91, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf91, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        buf92 = buf88[3]
        assert_size_stride(buf92, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf92, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        del buf88
        buf93 = empty_strided_cuda((256, 16, 8, 64), (8192, 512, 64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_3], Original ATen: [aten.permute, aten.clone]
        # [Provenance debug handles] triton_poi_fused_clone_permute_5:47
        stream0 = get_raw_stream(0)
        triton_poi_fused_clone_permute_5.run(buf89, buf93, 2097152, stream=stream0)
        buf94 = empty_strided_cuda((4096, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_3, ], Original ATen: [aten.permute, aten.clone, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.mm:48
        extern_kernels.mm(reinterpret_tensor(buf93, (4096, 512), (512, 1), 0), reinterpret_tensor(primals_43, (512, 512), (1, 512), 0), out=buf94)
        buf95 = buf69; del buf69  # reuse
        buf99 = empty_strided_cuda((16, 256, 512), (131072, 512, 1), torch.float32)
        buf100 = empty_strided_cuda((16, 256, 512), (131072, 512, 1), torch.float32)
        buf113 = empty_strided_cuda((16, 256, 1), (256, 1, 1), torch.float32)
        # Topologically Sorted Source Nodes: [, x_10, x_11, multi_head_attention_forward_3, x_12, x_13, layer_norm_7, div_2], Original ATen: [aten.addmm, aten.view, aten.add, aten.transpose, aten.native_layer_norm, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_transpose_view_11:49
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_transpose_view_11.run(buf95, primals_38, buf77, primals_44, buf94, primals_45, primals_46, buf99, buf100, buf113, 4096, 512, stream=stream0)
        del buf77
        del buf94
        del primals_38
        del primals_44
        del primals_46
        buf101 = empty_strided_cuda((4096, 2048), (2048, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_7, linear_6, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.mm:50
        extern_kernels.mm(reinterpret_tensor(buf100, (4096, 512), (512, 1), 0), reinterpret_tensor(primals_47, (512, 2048), (1, 512), 0), out=buf101)
        buf102 = reinterpret_tensor(buf101, (16, 256, 2048), (524288, 2048, 1), 0); del buf101  # reuse
        buf112 = empty_strided_cuda((16, 256, 2048), (524288, 2048, 1), torch.bool)
        # Topologically Sorted Source Nodes: [, linear_6, relu_3, le], Original ATen: [aten.addmm, aten.view, aten.relu, aten.threshold_backward]
        # [Provenance debug handles] triton_poi_fused_addmm_relu_threshold_backward_view_7:51
        stream0 = get_raw_stream(0)
        triton_poi_fused_addmm_relu_threshold_backward_view_7.run(buf102, primals_48, buf112, 8388608, stream=stream0)
        del primals_48
        buf103 = empty_strided_cuda((4096, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [, linear_6, relu_3, x_14], Original ATen: [aten.addmm, aten.view, aten.relu, aten.t]
        # [Provenance debug handles] extern_kernels.mm:52
        extern_kernels.mm(reinterpret_tensor(buf102, (4096, 2048), (2048, 1), 0), reinterpret_tensor(primals_49, (2048, 512), (1, 2048), 0), out=buf103)
        buf104 = buf95; del buf95  # reuse
        # Topologically Sorted Source Nodes: [, x_14, x_15], Original ATen: [aten.addmm, aten.view, aten.add]
        # [Provenance debug handles] triton_poi_fused_add_addmm_view_12:53
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_addmm_view_12.run(buf104, primals_50, buf103, 2097152, stream=stream0)
        del buf103
        del primals_50
        buf105 = empty_strided_cuda((4096, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [, x_14, x_15, logits], Original ATen: [aten.addmm, aten.view, aten.add, aten.t]
        # [Provenance debug handles] extern_kernels.addmm:54
        extern_kernels.addmm(primals_52, reinterpret_tensor(buf104, (4096, 512), (512, 1), 0), reinterpret_tensor(primals_51, (512, 1024), (1, 512), 0), alpha=1, beta=1, out=buf105)
        del primals_52
        buf106 = empty_strided_cuda((4096, 1), (1, 1), torch.float32)
        buf107 = empty_strided_cuda((4096, 1), (1, 4096), torch.float32)
        buf108 = reinterpret_tensor(buf107, (4096, 1), (1, 1), 0); del buf107  # reuse
        # Topologically Sorted Source Nodes: [, loss], Original ATen: [prims.prepare_softmax_online, aten._log_softmax]
        # [Provenance debug handles] triton_per_fused__log_softmax_prepare_softmax_online_13:55
        stream0 = get_raw_stream(0)
        triton_per_fused__log_softmax_prepare_softmax_online_13.run(buf108, buf105, buf106, 4096, 1024, stream=stream0)
        buf111 = empty_strided_cuda((), (), torch.float32)
        buf110 = empty_strided_cuda((), (), torch.float32)
        buf122 = buf111; del buf111  # reuse
        # Topologically Sorted Source Nodes: [reshape_1, , loss], Original ATen: [aten.view, aten.sub, aten._log_softmax, aten.nll_loss_forward]
        # [Provenance debug handles] triton_red_fused__log_softmax_nll_loss_forward_sub_view_14:56
        stream0 = get_raw_stream(0)
        triton_red_fused__log_softmax_nll_loss_forward_sub_view_14.run(buf122, primals_53, buf105, buf106, buf108, buf110, 1, 4096, stream=stream0)
    return (buf0, buf1, buf4, buf5, buf8, buf9, buf10, buf12, buf13, buf14, buf15, buf16, buf17, buf18, buf21, buf22, buf24, buf121, buf29, buf120, buf30, buf33, buf34, buf35, buf37, buf38, buf39, buf40, buf41, buf47, buf48, buf119, buf50, buf118, buf55, buf117, buf56, buf59, buf60, buf61, buf63, buf64, buf65, buf66, buf67, buf73, buf74, buf116, buf76, buf115, buf81, buf114, buf82, buf85, buf86, buf87, buf89, buf90, buf91, buf92, buf93, buf99, buf100, buf113, buf102, buf112, buf104, buf105, buf106, buf108, buf110, buf122, primals_2, primals_3, primals_6, primals_7, primals_9, primals_11, primals_13, primals_15, primals_18, primals_19, primals_21, primals_23, primals_25, primals_27, primals_30, primals_31, primals_33, primals_35, primals_37, primals_39, primals_42, primals_43, primals_45, primals_47, primals_49, primals_51, primals_53, )


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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53 = args
        args.clear()
        partition0_args = [primals_2, primals_1, primals_3, primals_4, primals_6, primals_5, primals_8, primals_7, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_18, primals_17, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_30, primals_29, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_42, primals_41, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_52, primals_51, primals_53]
        del primals_1, primals_4, primals_5, primals_8, primals_10, primals_12, primals_14, primals_16, primals_17, primals_20, primals_22, primals_24, primals_26, primals_28, primals_29, primals_32, primals_34, primals_36, primals_38, primals_40, primals_41, primals_44, primals_46, primals_48, primals_50, primals_52
        (buf0, buf1, buf4, buf5, buf8, buf9, buf10, buf12, buf13, buf14, buf15, buf16, buf17, buf18, buf21, buf22, buf24, buf121, buf29, buf120, buf30, buf33, buf34, buf35, buf37, buf38, buf39, buf40, buf41, buf47, buf48, buf119, buf50, buf118, buf55, buf117, buf56, buf59, buf60, buf61, buf63, buf64, buf65, buf66, buf67, buf73, buf74, buf116, buf76, buf115, buf81, buf114, buf82, buf85, buf86, buf87, buf89, buf90, buf91, buf92, buf93, buf99, buf100, buf113, buf102, buf112, buf104, buf105, buf106, buf108, buf110, buf122, primals_2, primals_3, primals_6, primals_7, primals_9, primals_11, primals_13, primals_15, primals_18, primals_19, primals_21, primals_23, primals_25, primals_27, primals_30, primals_31, primals_33, primals_35, primals_37, primals_39, primals_42, primals_43, primals_45, primals_47, primals_49, primals_51, primals_53) = self.partitions[0](partition0_args)
        del partition0_args
        return (buf122, primals_2, primals_3, primals_6, primals_7, primals_9, primals_11, primals_13, primals_15, primals_18, primals_19, primals_21, primals_23, primals_25, primals_27, primals_30, primals_31, primals_33, primals_35, primals_37, primals_39, primals_42, primals_43, primals_45, primals_47, primals_49, primals_51, primals_53, buf0, buf1, buf4, reinterpret_tensor(buf5, (4096, 512), (512, 1), 0), buf8, buf9, buf10, buf12, buf13, buf14, buf15, reinterpret_tensor(buf16, (4096, 512), (512, 1), 0), buf17, buf18, buf21, reinterpret_tensor(buf22, (4096, 512), (512, 1), 0), reinterpret_tensor(buf24, (4096, 2048), (2048, 1), 0), buf29, reinterpret_tensor(buf30, (4096, 512), (512, 1), 0), buf33, buf34, buf35, buf37, buf38, buf39, buf40, reinterpret_tensor(buf41, (4096, 512), (512, 1), 0), buf47, reinterpret_tensor(buf48, (4096, 512), (512, 1), 0), reinterpret_tensor(buf50, (4096, 2048), (2048, 1), 0), buf55, reinterpret_tensor(buf56, (4096, 512), (512, 1), 0), buf59, buf60, buf61, buf63, buf64, buf65, buf66, reinterpret_tensor(buf67, (4096, 512), (512, 1), 0), buf73, reinterpret_tensor(buf74, (4096, 512), (512, 1), 0), reinterpret_tensor(buf76, (4096, 2048), (2048, 1), 0), buf81, reinterpret_tensor(buf82, (4096, 512), (512, 1), 0), buf85, buf86, buf87, buf89, buf90, buf91, buf92, reinterpret_tensor(buf93, (4096, 512), (512, 1), 0), buf99, reinterpret_tensor(buf100, (4096, 512), (512, 1), 0), reinterpret_tensor(buf102, (4096, 2048), (2048, 1), 0), reinterpret_tensor(buf104, (4096, 512), (512, 1), 0), buf105, buf106, buf108, buf110, buf112, buf113, buf114, buf115, buf116, buf117, buf118, buf119, buf120, buf121, )

runner = Runner(partitions=[partition_0,])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_2 = rand_strided((16, 256), (256, 1), device='cuda:0', dtype=torch.int64)
    primals_3 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((2048, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_17 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_20 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_22 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_23 = rand_strided((2048, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_24 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_25 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.float32)
    primals_26 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_27 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_28 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_29 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_30 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_31 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_32 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_33 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_34 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_35 = rand_strided((2048, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_36 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_37 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.float32)
    primals_38 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_39 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_40 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_41 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_42 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_43 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_44 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_45 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_46 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_47 = rand_strided((2048, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_48 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_49 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.float32)
    primals_50 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_51 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_52 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_53 = rand_strided((16, 256), (256, 1), device='cuda:0', dtype=torch.int64)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
