# AOT ID: ['0_backward']
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


# kernel path: /tmp/fidelity_work/train_step/session1/default/inductor_cache/6m/c6mkk5pd7v3csusytewo7g4dj7yokiik5dqbaegotvd36qoji7og.py
# Topologically Sorted Source Nodes: [div_1, reshape_1, unsqueeze_5, ne_3, loss, where_2, , where_3, mul_16, exp_1, sum_4, mul_17, view_65], Original ATen: [aten.nll_loss_backward, aten.view, aten.nll_loss_forward, aten.arange, aten.expand, aten.eq, aten.scalar_tensor, aten.where, aten._log_softmax, aten._log_softmax_backward_data]
# Source node to ATen node mapping:
#    => eq_tensor, expand_default, iota_default, scalar_tensor_default, scalar_tensor_default_1, view_default, where_self
#   div_1 => div_1
#   exp_1 => exp_1
#   loss => full_default, full_default_1, sub_8, sub_9
#   mul_16 => mul_16
#   mul_17 => mul_17
#   ne_3 => ne_3
#   reshape_1 => view_63
#   sum_4 => sum_4
#   unsqueeze_5 => unsqueeze_5
#   view_65 => sub_10
#   where_2 => where_2
#   where_3 => where_3
# Graph fragment:
#   %primals_53 : Tensor "i64[16, 256][256, 1]cuda:0" = PlaceHolder[target=primals_53]
#   %tangents_1 : Tensor "f32[][]cuda:0" = PlaceHolder[target=tangents_1]
#   %convert_element_type : Tensor "f32[][]cuda:0" = PlaceHolder[target=convert_element_type]
#   %addmm_12 : Tensor "f32[4096, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm_12]
#   %amax : Tensor "f32[4096, 1][1, 1]cuda:0" = PlaceHolder[target=amax]
#   %log : Tensor "f32[4096, 1][1, 1]cuda:0" = PlaceHolder[target=log]
#   %sum_4 : Tensor "f32[4096, 1][1, 4096]cuda:0" = PlaceHolder[target=sum_4]
#   %div_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%tangents_1, %convert_element_type), kwargs = {})
#   %view_63 : Tensor "i64[4096][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%primals_53, [-1]), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[4096, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%view_63, 1), kwargs = {})
#   %ne_3 : Tensor "b8[4096, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.ne.Scalar](args = (%unsqueeze_5, -100), kwargs = {})
#   %full_default : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_2 : Tensor "i64[4096, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne_3, %unsqueeze_5, %full_default), kwargs = {})
#   %iota_default : Tensor "i64[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (1024,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %view_default : Tensor "i64[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%iota_default, [1, 1024]), kwargs = {})
#   %expand_default : Tensor "i64[4096, 1024][1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where_2, [4096, 1024]), kwargs = {})
#   %eq_tensor : Tensor "b8[4096, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%expand_default, %view_default), kwargs = {})
#   %scalar_tensor_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (0,), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0})
#   %scalar_tensor_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (-1.0,), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0})
#   %where_self : Tensor "f32[4096, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%eq_tensor, %scalar_tensor_default_1, %scalar_tensor_default), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_3 : Tensor "f32[4096, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne_3, %div_1, %full_default_1), kwargs = {})
#   %mul_16 : Tensor "f32[4096, 1024][1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_self, %where_3), kwargs = {})
#   %sub_8 : Tensor "f32[4096, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%addmm_12, %amax), kwargs = {})
#   %sub_9 : Tensor "f32[4096, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_8, %log), kwargs = {})
#   %exp_1 : Tensor "f32[4096, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_9,), kwargs = {})
#   %sum_4 : Tensor "f32[4096, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_16, [1], True), kwargs = {})
#   %mul_17 : Tensor "f32[4096, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_1, %sum_4), kwargs = {})
#   %sub_10 : Tensor "f32[4096, 1024][1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_16, %mul_17), kwargs = {})
#   return %sum_4,%sub_10
triton_per_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0 = async_compile.triton('triton_per_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 65536, 'r0_': 50331648}}
)
@triton.jit
def triton_per_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    x0 = xindex
    r0_1 = r0_index
    tmp0 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr1 + (0))
    tmp11 = tl.broadcast_to(tmp10, [1, 1])
    tmp12 = tl.load(in_ptr2 + (0))
    tmp13 = tl.broadcast_to(tmp12, [1, 1])
    tmp20 = tl.load(in_out_ptr0 + (r0_1 + 1024*x0), None)
    tmp21 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp23 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], -100, tl.int64)
    tmp2 = tmp0 != tmp1
    tmp3 = tl.full([1, 1], 0, tl.int64)
    tmp4 = tl.where(tmp2, tmp0, tmp3)
    tmp5 = r0_1
    tmp6 = tmp4 == tmp5
    tmp7 = tl.full([1, 1], -1.0, tl.float32)
    tmp8 = tl.full([1, 1], 0.0, tl.float32)
    tmp9 = tl.where(tmp6, tmp7, tmp8)
    tmp14 = (tmp11 / tmp13)
    tmp15 = tl.where(tmp2, tmp14, tmp8)
    tmp16 = tmp9 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.sum(tmp17, 1)[:, None].to(tl.float32)
    tmp22 = tmp20 - tmp21
    tmp24 = tmp22 - tmp23
    tmp25 = libdevice.exp(tmp24)
    tmp26 = tmp25 * tmp19
    tmp27 = tmp16 - tmp26
    tl.store(in_out_ptr0 + (r0_1 + 1024*x0), tmp27, None)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/default/inductor_cache/sy/csyv74dlj45ma5ox4l6abhchn25n3ltjpy4phgc6hpkra66b2jnq.py
# Topologically Sorted Source Nodes: [sum_5], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_5 => sum_5
# Graph fragment:
#   %sub_10 : Tensor "f32[4096, 1024][1024, 1]cuda:0" = PlaceHolder[target=sub_10]
#   %sum_5 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%sub_10, [0], True), kwargs = {})
#   return %buf4
triton_red_fused_sum_1 = async_compile.triton('triton_red_fused_sum_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 32768, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 17039360, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_sum_1(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 32768
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 1024)
    x1 = xindex // 1024
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 1024*r0_2 + 131072*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, None)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/default/inductor_cache/ho/choghk7uxmh4eu5xhpccz56epd6thednwiljtxlppt4pk4embbhk.py
# Topologically Sorted Source Nodes: [sum_5], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_5 => sum_5
# Graph fragment:
#   %buf4 : Tensor "f32[1, 1024, 32][32768, 1, 1024]cuda:0" = PlaceHolder[target=buf4]
#   %sum_5 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%sub_10, [0], True), kwargs = {})
#   return %sum_5
triton_per_fused_sum_2 = async_compile.triton('triton_per_fused_sum_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 32},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_sum_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 139264, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_sum_2(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
    r0_numel = 32
    R0_BLOCK: tl.constexpr = 32
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
    tmp0 = tl.load(in_ptr0 + (x0 + 1024*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/default/inductor_cache/co/ccomghw5nbuyj3ljcqrrwaytgyoj3g25z46x35tzqh7ul3omhmcx.py
# Topologically Sorted Source Nodes: [view_67, view_68, sum_6], Original ATen: [aten.view, aten.sum]
# Source node to ATen node mapping:
#   sum_6 => sum_6
#   view_67 => view_67
#   view_68 => view_68
# Graph fragment:
#   %mm_4 : Tensor "f32[4096, 512][512, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %view_67 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [16, 256, 512]), kwargs = {})
#   %view_68 : Tensor "f32[4096, 512][512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%view_67, [4096, 512]), kwargs = {})
#   %sum_6 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_68, [0], True), kwargs = {})
#   return %buf8
triton_red_fused_sum_view_3 = async_compile.triton('triton_red_fused_sum_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16384, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8519680, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_sum_view_3(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 16384
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 512)
    x1 = xindex // 512
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_2 + 65536*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, None)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/default/inductor_cache/a2/ca2gfdb6272o342zyuh5qmwlu7xn2cfawrx2jr2h75aszskkfcym.py
# Topologically Sorted Source Nodes: [view_67, view_68, sum_6], Original ATen: [aten.view, aten.sum]
# Source node to ATen node mapping:
#   sum_6 => sum_6
#   view_67 => view_67
#   view_68 => view_68
# Graph fragment:
#   %buf8 : Tensor "f32[1, 512, 32][16384, 1, 512]cuda:0" = PlaceHolder[target=buf8]
#   %view_67 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [16, 256, 512]), kwargs = {})
#   %view_68 : Tensor "f32[4096, 512][512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%view_67, [4096, 512]), kwargs = {})
#   %sum_6 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_68, [0], True), kwargs = {})
#   return %sum_6
triton_per_fused_sum_view_4 = async_compile.triton('triton_per_fused_sum_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 32},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_sum_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 69632, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_sum_view_4(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 32
    R0_BLOCK: tl.constexpr = 32
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
    tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/default/inductor_cache/fd/cfdw2xqjktyqbpelvmcyq6qlvimh22g6gyle6ea5j3sg2rbvvrni.py
# Topologically Sorted Source Nodes: [loss, view_70, where_4], Original ATen: [aten.nll_loss_forward, aten.view, aten.threshold_backward]
# Source node to ATen node mapping:
#   loss => full_default_1
#   view_70 => view_70
#   where_4 => where_4
# Graph fragment:
#   %le : Tensor "b8[16, 256, 2048][524288, 2048, 1]cuda:0" = PlaceHolder[target=le]
#   %mm_6 : Tensor "f32[4096, 2048][2048, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_70 : Tensor "f32[16, 256, 2048][524288, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [16, 256, 2048]), kwargs = {})
#   %where_4 : Tensor "f32[16, 256, 2048][524288, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default_1, %view_70), kwargs = {})
#   return %where_4
triton_poi_fused_nll_loss_forward_threshold_backward_view_5 = async_compile.triton('triton_poi_fused_nll_loss_forward_threshold_backward_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8388608}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i1', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_nll_loss_forward_threshold_backward_view_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 109051904}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_nll_loss_forward_threshold_backward_view_5(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8388608
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.int1)
    tmp1 = tl.load(in_out_ptr0 + (x0), None)
    tmp2 = tl.full([1], 0.0, tl.float32)
    tmp3 = tl.where(tmp0, tmp2, tmp1)
    tl.store(in_out_ptr0 + (x0), tmp3, None)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/default/inductor_cache/xy/cxytvvd7anqjc2n2iesmmkmhxaueufz3utuu76gkwgzolivivpn3.py
# Topologically Sorted Source Nodes: [loss, view_70, where_4, view_71, sum_7], Original ATen: [aten.nll_loss_forward, aten.view, aten.threshold_backward, aten.sum]
# Source node to ATen node mapping:
#   loss => full_default_1
#   sum_7 => sum_7
#   view_70 => view_70
#   view_71 => view_71
#   where_4 => where_4
# Graph fragment:
#   %where_4 : Tensor "f32[16, 256, 2048][524288, 2048, 1]cuda:0" = PlaceHolder[target=where_4]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_70 : Tensor "f32[16, 256, 2048][524288, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [16, 256, 2048]), kwargs = {})
#   %where_4 : Tensor "f32[16, 256, 2048][524288, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default_1, %view_70), kwargs = {})
#   %view_71 : Tensor "f32[4096, 2048][2048, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%where_4, [4096, 2048]), kwargs = {})
#   %sum_7 : Tensor "f32[1, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_71, [0], True), kwargs = {})
#   return %buf13
triton_red_fused_nll_loss_forward_sum_threshold_backward_view_6 = async_compile.triton('triton_red_fused_nll_loss_forward_sum_threshold_backward_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 65536, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_nll_loss_forward_sum_threshold_backward_view_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 34078720, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_nll_loss_forward_sum_threshold_backward_view_6(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 65536
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 2048)
    x1 = xindex // 2048
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 2048*r0_2 + 262144*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, None)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/default/inductor_cache/rz/crzm4mwtsp3na2loufvjysvgvuncdt2wiyhilkdegl5ldnyeaevm.py
# Topologically Sorted Source Nodes: [loss, view_70, where_4, view_71, sum_7], Original ATen: [aten.nll_loss_forward, aten.view, aten.threshold_backward, aten.sum]
# Source node to ATen node mapping:
#   loss => full_default_1
#   sum_7 => sum_7
#   view_70 => view_70
#   view_71 => view_71
#   where_4 => where_4
# Graph fragment:
#   %buf13 : Tensor "f32[1, 2048, 32][65536, 1, 2048]cuda:0" = PlaceHolder[target=buf13]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_70 : Tensor "f32[16, 256, 2048][524288, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [16, 256, 2048]), kwargs = {})
#   %where_4 : Tensor "f32[16, 256, 2048][524288, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default_1, %view_70), kwargs = {})
#   %view_71 : Tensor "f32[4096, 2048][2048, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%where_4, [4096, 2048]), kwargs = {})
#   %sum_7 : Tensor "f32[1, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_71, [0], True), kwargs = {})
#   return %sum_7
triton_per_fused_nll_loss_forward_sum_threshold_backward_view_7 = async_compile.triton('triton_per_fused_nll_loss_forward_sum_threshold_backward_view_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 2048, 'r0_': 32},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_nll_loss_forward_sum_threshold_backward_view_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 278528, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_nll_loss_forward_sum_threshold_backward_view_7(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 2048
    r0_numel = 32
    R0_BLOCK: tl.constexpr = 32
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
    tmp0 = tl.load(in_ptr0 + (x0 + 2048*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/default/inductor_cache/hb/chbsmr7esn6d4h27lrfmg5cg5dzphteqhrkzrjivsxzd2hz5hf2k.py
# Topologically Sorted Source Nodes: [view_67, view_73, mul_19, mul_20, sum_8, mul_21, sum_9, mul_22, sub_12, sub_13, mul_23, add_28], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add]
# Source node to ATen node mapping:
#   add_28 => add_28
#   mul_19 => mul_19
#   mul_20 => mul_20
#   mul_21 => mul_21
#   mul_22 => mul_22
#   mul_23 => mul_23
#   sub_12 => sub_12
#   sub_13 => sub_13
#   sum_8 => sum_8
#   sum_9 => sum_9
#   view_67 => view_67
#   view_73 => view_73
# Graph fragment:
#   %mm_8 : Tensor "f32[4096, 512][512, 1]cuda:0" = PlaceHolder[target=mm_8]
#   %primals_45 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_45]
#   %mul_14 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=mul_14]
#   %mm_4 : Tensor "f32[4096, 512][512, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %div_2 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=div_2]
#   %sum_8 : Tensor "f32[16, 256, 1][256, 1, 4096]cuda:0" = PlaceHolder[target=sum_8]
#   %sum_9 : Tensor "f32[16, 256, 1][256, 1, 4096]cuda:0" = PlaceHolder[target=sum_9]
#   %view_67 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [16, 256, 512]), kwargs = {})
#   %view_73 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_8, [16, 256, 512]), kwargs = {})
#   %mul_19 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_73, %primals_45), kwargs = {})
#   %mul_20 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_19, 512), kwargs = {})
#   %sum_8 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_19, [2], True), kwargs = {})
#   %mul_21 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_19, %mul_14), kwargs = {})
#   %sum_9 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_21, [2], True), kwargs = {})
#   %mul_22 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_14, %sum_9), kwargs = {})
#   %sub_12 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_20, %sum_8), kwargs = {})
#   %sub_13 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_12, %mul_22), kwargs = {})
#   %mul_23 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_2, %sub_13), kwargs = {})
#   %add_28 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_67, %mul_23), kwargs = {})
#   return %sum_8,%sum_9,%add_28
triton_per_fused_add_native_layer_norm_backward_view_8 = async_compile.triton('triton_per_fused_add_native_layer_norm_backward_view_8', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_backward_view_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384, 'r0_': 41945088}}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_backward_view_8(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 512*x0), None)
    tmp1 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr2 + (r0_1 + 512*x0), None)
    tmp11 = tl.load(in_out_ptr0 + (r0_1 + 512*x0), None)
    tmp12 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp7 = tmp2 * tmp6
    tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp10 = tl.sum(tmp8, 1)[:, None].to(tl.float32)
    tmp13 = tl.full([1, 1], 512.0, tl.float32)
    tmp14 = tmp2 * tmp13
    tmp15 = tmp14 - tmp5
    tmp16 = tmp6 * tmp10
    tmp17 = tmp15 - tmp16
    tmp18 = tmp12 * tmp17
    tmp19 = tmp11 + tmp18
    tl.store(in_out_ptr0 + (r0_1 + 512*x0), tmp19, None)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/default/inductor_cache/46/c46luta6abx5mxfm2nwcyry4qkjgarrdrmlocfhpnp25w5pjfva4.py
# Topologically Sorted Source Nodes: [view_73, mul_24, sum_10, sum_11], Original ATen: [aten.view, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   mul_24 => mul_24
#   sum_10 => sum_10
#   sum_11 => sum_11
#   view_73 => view_73
# Graph fragment:
#   %mm_8 : Tensor "f32[4096, 512][512, 1]cuda:0" = PlaceHolder[target=mm_8]
#   %mul_14 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=mul_14]
#   %view_73 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_8, [16, 256, 512]), kwargs = {})
#   %mul_24 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_73, %mul_14), kwargs = {})
#   %sum_10 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_24, [0, 1]), kwargs = {})
#   %sum_11 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_73, [0, 1]), kwargs = {})
#   return %buf17,%buf19
triton_red_fused_native_layer_norm_backward_view_9 = async_compile.triton('triton_red_fused_native_layer_norm_backward_view_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16384, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_layer_norm_backward_view_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 17039360, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_native_layer_norm_backward_view_9(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 16384
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 512)
    x1 = xindex // 512
    _tmp4 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_2 + 65536*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 512*r0_2 + 65536*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp2 = tmp0 * tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp5 = _tmp4 + tmp3
        _tmp4 = tl.where(r0_mask, tmp5, _tmp4)
        tmp6 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask, tmp8, _tmp7)
    tmp4 = tl.sum(_tmp4, 1)[:, None]
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp4, None)
    tl.store(out_ptr1 + (x3), tmp7, None)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/default/inductor_cache/xv/cxvzlswpmuyj2nfongjtgt3w5fbf75uwat2w7vhu3nmeu7s23jbj.py
# Topologically Sorted Source Nodes: [permute_57, clone_24, view_74], Original ATen: [aten.transpose, aten.clone, aten._unsafe_view]
# Source node to ATen node mapping:
#   clone_24 => clone_24
#   permute_57 => permute_57
#   view_74 => view_74
# Graph fragment:
#   %add_28 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_28]
#   %permute_57 : Tensor "f32[256, 16, 512][512, 131072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_28, [1, 0, 2]), kwargs = {})
#   %clone_24 : Tensor "f32[256, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_57,), kwargs = {memory_format: torch.contiguous_format})
#   %view_74 : Tensor "f32[4096, 512][512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_24, [4096, 512]), kwargs = {})
#   return %view_74
triton_poi_fused__unsafe_view_clone_transpose_10 = async_compile.triton('triton_poi_fused__unsafe_view_clone_transpose_10', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_clone_transpose_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 25165824}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_clone_transpose_10(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2097152
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 512)
    x1 = xindex // 512
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 512*(x1 // 16) + 131072*((x1 % 16))), None)
    tl.store(out_ptr0 + (x2), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/default/inductor_cache/ru/cruqixc4oatj2bouagt67o4fijixa2zrmhx6yenspsthug4vasas.py
# Topologically Sorted Source Nodes: [clone_25, view_77, clone_26, view_78, clone_27, view_79, permute_63, clone_28, view_80, permute_64, clone_29, view_81, permute_65, clone_30, view_82, full_1, _generalized_scatter, _generalized_scatter_1, add_29, _generalized_scatter_2, add_30, unsqueeze_6, permute_66, squeeze_5, clone_31, view_83, sum_13], Original ATen: [aten.clone, aten._unsafe_view, aten.transpose, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze, aten.sum]
# Source node to ATen node mapping:
#   _generalized_scatter => select_scatter_default
#   _generalized_scatter_1 => select_scatter_default_1
#   _generalized_scatter_2 => select_scatter_default_2
#   add_29 => add_29
#   add_30 => add_30
#   clone_25 => clone_25
#   clone_26 => clone_26
#   clone_27 => clone_27
#   clone_28 => clone_28
#   clone_29 => clone_29
#   clone_30 => clone_30
#   clone_31 => clone_31
#   full_1 => full_default_6
#   permute_63 => permute_63
#   permute_64 => permute_64
#   permute_65 => permute_65
#   permute_66 => permute_66
#   squeeze_5 => squeeze_5
#   sum_13 => sum_13
#   unsqueeze_6 => unsqueeze_6
#   view_77 => view_77
#   view_78 => view_78
#   view_79 => view_79
#   view_80 => view_80
#   view_81 => view_81
#   view_82 => view_82
#   view_83 => view_83
# Graph fragment:
#   %getitem_34 : Tensor "f32[16, 8, 256, 64][131072, 64, 512, 1]cuda:0" = PlaceHolder[target=getitem_34]
#   %getitem_33 : Tensor "f32[16, 8, 256, 64][131072, 64, 512, 1]cuda:0" = PlaceHolder[target=getitem_33]
#   %getitem_32 : Tensor "f32[16, 8, 256, 64][131072, 64, 512, 1]cuda:0" = PlaceHolder[target=getitem_32]
#   %clone_25 : Tensor "f32[16, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_34,), kwargs = {memory_format: torch.contiguous_format})
#   %view_77 : Tensor "f32[128, 256, 64][16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_25, [128, 256, 64]), kwargs = {})
#   %clone_26 : Tensor "f32[16, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_33,), kwargs = {memory_format: torch.contiguous_format})
#   %view_78 : Tensor "f32[128, 256, 64][16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_26, [128, 256, 64]), kwargs = {})
#   %clone_27 : Tensor "f32[16, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_32,), kwargs = {memory_format: torch.contiguous_format})
#   %view_79 : Tensor "f32[128, 256, 64][16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_27, [128, 256, 64]), kwargs = {})
#   %permute_63 : Tensor "f32[256, 128, 64][64, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_77, [1, 0, 2]), kwargs = {})
#   %clone_28 : Tensor "f32[256, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_63,), kwargs = {memory_format: torch.contiguous_format})
#   %view_80 : Tensor "f32[256, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_28, [256, 16, 512]), kwargs = {})
#   %permute_64 : Tensor "f32[256, 128, 64][64, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_78, [1, 0, 2]), kwargs = {})
#   %clone_29 : Tensor "f32[256, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_64,), kwargs = {memory_format: torch.contiguous_format})
#   %view_81 : Tensor "f32[256, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_29, [256, 16, 512]), kwargs = {})
#   %permute_65 : Tensor "f32[256, 128, 64][64, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_79, [1, 0, 2]), kwargs = {})
#   %clone_30 : Tensor "f32[256, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_65,), kwargs = {memory_format: torch.contiguous_format})
#   %view_82 : Tensor "f32[256, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_30, [256, 16, 512]), kwargs = {})
#   %full_default_6 : Tensor "f32[3, 256, 16, 512][2097152, 8192, 512, 1]cuda:0"[num_users=12] = call_function[target=torch.ops.aten.full.default](args = ([3, 256, 16, 512], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_scatter_default : Tensor "f32[3, 256, 16, 512][2097152, 8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_6, %view_80, 0, 2), kwargs = {})
#   %select_scatter_default_1 : Tensor "f32[3, 256, 16, 512][2097152, 8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_6, %view_81, 0, 1), kwargs = {})
#   %add_29 : Tensor "f32[3, 256, 16, 512][2097152, 8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_scatter_default, %select_scatter_default_1), kwargs = {})
#   %select_scatter_default_2 : Tensor "f32[3, 256, 16, 512][2097152, 8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_6, %view_82, 0, 0), kwargs = {})
#   %add_30 : Tensor "f32[3, 256, 16, 512][2097152, 8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_29, %select_scatter_default_2), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[3, 256, 16, 1, 512][2097152, 8192, 512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_30, 3), kwargs = {})
#   %permute_66 : Tensor "f32[1, 256, 16, 3, 512][512, 8192, 512, 2097152, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_6, [3, 1, 2, 0, 4]), kwargs = {})
#   %squeeze_5 : Tensor "f32[256, 16, 3, 512][8192, 512, 2097152, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%permute_66, 0), kwargs = {})
#   %clone_31 : Tensor "f32[256, 16, 3, 512][24576, 1536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%squeeze_5,), kwargs = {memory_format: torch.contiguous_format})
#   %view_83 : Tensor "f32[256, 16, 1536][24576, 1536, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_31, [256, 16, 1536]), kwargs = {})
#   %sum_13 : Tensor "f32[1, 1, 1536][1536, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_83, [0, 1], True), kwargs = {})
#   return %buf31
triton_red_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_11 = async_compile.triton('triton_red_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 65536, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 25559040, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_11(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 49152
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 1536)
    x1 = xindex // 1536
    _tmp17 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp3 = tl.load(in_ptr0 + (512*(r0_2 // 16) + 512*((512*((r0_2 % 16)) + ((x0 % 512))) // 8192) + 4096*x1 + 131072*(((x0 % 512)) // 512) + 131072*((r0_2 % 16)) + ((x0 % 512))), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp8 = tl.load(in_ptr1 + (512*(r0_2 // 16) + 512*((512*((r0_2 % 16)) + ((x0 % 512))) // 8192) + 4096*x1 + 131072*(((x0 % 512)) // 512) + 131072*((r0_2 % 16)) + ((x0 % 512))), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp13 = tl.load(in_ptr2 + (512*(r0_2 // 16) + 512*((512*((r0_2 % 16)) + ((x0 % 512))) // 8192) + 4096*x1 + 131072*(((x0 % 512)) // 512) + 131072*((r0_2 % 16)) + ((x0 % 512))), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp0 = x0 // 512
        tmp1 = tl.full([1, 1], 2, tl.int32)
        tmp2 = tmp0 == tmp1
        tmp4 = tl.full([1, 1], 0.0, tl.float32)
        tmp5 = tl.where(tmp2, tmp3, tmp4)
        tmp6 = tl.full([1, 1], 1, tl.int32)
        tmp7 = tmp0 == tmp6
        tmp9 = tl.where(tmp7, tmp8, tmp4)
        tmp10 = tmp5 + tmp9
        tmp11 = tl.full([1, 1], 0, tl.int32)
        tmp12 = tmp0 == tmp11
        tmp14 = tl.where(tmp12, tmp13, tmp4)
        tmp15 = tmp10 + tmp14
        tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
        tmp18 = _tmp17 + tmp16
        _tmp17 = tl.where(r0_mask, tmp18, _tmp17)
    tmp17 = tl.sum(_tmp17, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp17, None)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/default/inductor_cache/ay/cay43ecvfapnf37gtzzxixfnb6eaegzw3mvu2xnlvfmqttxvmf2x.py
# Topologically Sorted Source Nodes: [clone_25, view_77, clone_26, view_78, clone_27, view_79, permute_63, clone_28, view_80, permute_64, clone_29, view_81, permute_65, clone_30, view_82, full_1, _generalized_scatter, _generalized_scatter_1, add_29, _generalized_scatter_2, add_30, unsqueeze_6, permute_66, squeeze_5, clone_31, view_83, sum_13], Original ATen: [aten.clone, aten._unsafe_view, aten.transpose, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze, aten.sum]
# Source node to ATen node mapping:
#   _generalized_scatter => select_scatter_default
#   _generalized_scatter_1 => select_scatter_default_1
#   _generalized_scatter_2 => select_scatter_default_2
#   add_29 => add_29
#   add_30 => add_30
#   clone_25 => clone_25
#   clone_26 => clone_26
#   clone_27 => clone_27
#   clone_28 => clone_28
#   clone_29 => clone_29
#   clone_30 => clone_30
#   clone_31 => clone_31
#   full_1 => full_default_6
#   permute_63 => permute_63
#   permute_64 => permute_64
#   permute_65 => permute_65
#   permute_66 => permute_66
#   squeeze_5 => squeeze_5
#   sum_13 => sum_13
#   unsqueeze_6 => unsqueeze_6
#   view_77 => view_77
#   view_78 => view_78
#   view_79 => view_79
#   view_80 => view_80
#   view_81 => view_81
#   view_82 => view_82
#   view_83 => view_83
# Graph fragment:
#   %buf31 : Tensor "f32[1, 1, 1536, 32][49152, 49152, 1, 1536]cuda:0" = PlaceHolder[target=buf31]
#   %clone_25 : Tensor "f32[16, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_34,), kwargs = {memory_format: torch.contiguous_format})
#   %view_77 : Tensor "f32[128, 256, 64][16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_25, [128, 256, 64]), kwargs = {})
#   %clone_26 : Tensor "f32[16, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_33,), kwargs = {memory_format: torch.contiguous_format})
#   %view_78 : Tensor "f32[128, 256, 64][16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_26, [128, 256, 64]), kwargs = {})
#   %clone_27 : Tensor "f32[16, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_32,), kwargs = {memory_format: torch.contiguous_format})
#   %view_79 : Tensor "f32[128, 256, 64][16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_27, [128, 256, 64]), kwargs = {})
#   %permute_63 : Tensor "f32[256, 128, 64][64, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_77, [1, 0, 2]), kwargs = {})
#   %clone_28 : Tensor "f32[256, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_63,), kwargs = {memory_format: torch.contiguous_format})
#   %view_80 : Tensor "f32[256, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_28, [256, 16, 512]), kwargs = {})
#   %permute_64 : Tensor "f32[256, 128, 64][64, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_78, [1, 0, 2]), kwargs = {})
#   %clone_29 : Tensor "f32[256, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_64,), kwargs = {memory_format: torch.contiguous_format})
#   %view_81 : Tensor "f32[256, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_29, [256, 16, 512]), kwargs = {})
#   %permute_65 : Tensor "f32[256, 128, 64][64, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_79, [1, 0, 2]), kwargs = {})
#   %clone_30 : Tensor "f32[256, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_65,), kwargs = {memory_format: torch.contiguous_format})
#   %view_82 : Tensor "f32[256, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_30, [256, 16, 512]), kwargs = {})
#   %full_default_6 : Tensor "f32[3, 256, 16, 512][2097152, 8192, 512, 1]cuda:0"[num_users=12] = call_function[target=torch.ops.aten.full.default](args = ([3, 256, 16, 512], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_scatter_default : Tensor "f32[3, 256, 16, 512][2097152, 8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_6, %view_80, 0, 2), kwargs = {})
#   %select_scatter_default_1 : Tensor "f32[3, 256, 16, 512][2097152, 8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_6, %view_81, 0, 1), kwargs = {})
#   %add_29 : Tensor "f32[3, 256, 16, 512][2097152, 8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_scatter_default, %select_scatter_default_1), kwargs = {})
#   %select_scatter_default_2 : Tensor "f32[3, 256, 16, 512][2097152, 8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_6, %view_82, 0, 0), kwargs = {})
#   %add_30 : Tensor "f32[3, 256, 16, 512][2097152, 8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_29, %select_scatter_default_2), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[3, 256, 16, 1, 512][2097152, 8192, 512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_30, 3), kwargs = {})
#   %permute_66 : Tensor "f32[1, 256, 16, 3, 512][512, 8192, 512, 2097152, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_6, [3, 1, 2, 0, 4]), kwargs = {})
#   %squeeze_5 : Tensor "f32[256, 16, 3, 512][8192, 512, 2097152, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%permute_66, 0), kwargs = {})
#   %clone_31 : Tensor "f32[256, 16, 3, 512][24576, 1536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%squeeze_5,), kwargs = {memory_format: torch.contiguous_format})
#   %view_83 : Tensor "f32[256, 16, 1536][24576, 1536, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_31, [256, 16, 1536]), kwargs = {})
#   %sum_13 : Tensor "f32[1, 1, 1536][1536, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_83, [0, 1], True), kwargs = {})
#   return %sum_13
triton_per_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_12 = async_compile.triton('triton_per_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 2048, 'r0_': 32},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 208896, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_12(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1536
    r0_numel = 32
    R0_BLOCK: tl.constexpr = 32
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
    tmp0 = tl.load(in_ptr0 + (x0 + 1536*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/default/inductor_cache/er/cermkyqsyqynbsvf24oewe3bl7nshbhd5h52ybj5g2nbqmlk3q4n.py
# Topologically Sorted Source Nodes: [clone_25, view_77, clone_26, view_78, clone_27, view_79, permute_63, clone_28, view_80, permute_64, clone_29, view_81, permute_65, clone_30, view_82, full_1, _generalized_scatter, _generalized_scatter_1, add_29, _generalized_scatter_2, add_30, unsqueeze_6, permute_66, squeeze_5, clone_31], Original ATen: [aten.clone, aten._unsafe_view, aten.transpose, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze]
# Source node to ATen node mapping:
#   _generalized_scatter => select_scatter_default
#   _generalized_scatter_1 => select_scatter_default_1
#   _generalized_scatter_2 => select_scatter_default_2
#   add_29 => add_29
#   add_30 => add_30
#   clone_25 => clone_25
#   clone_26 => clone_26
#   clone_27 => clone_27
#   clone_28 => clone_28
#   clone_29 => clone_29
#   clone_30 => clone_30
#   clone_31 => clone_31
#   full_1 => full_default_6
#   permute_63 => permute_63
#   permute_64 => permute_64
#   permute_65 => permute_65
#   permute_66 => permute_66
#   squeeze_5 => squeeze_5
#   unsqueeze_6 => unsqueeze_6
#   view_77 => view_77
#   view_78 => view_78
#   view_79 => view_79
#   view_80 => view_80
#   view_81 => view_81
#   view_82 => view_82
# Graph fragment:
#   %getitem_34 : Tensor "f32[16, 8, 256, 64][131072, 64, 512, 1]cuda:0" = PlaceHolder[target=getitem_34]
#   %getitem_33 : Tensor "f32[16, 8, 256, 64][131072, 64, 512, 1]cuda:0" = PlaceHolder[target=getitem_33]
#   %getitem_32 : Tensor "f32[16, 8, 256, 64][131072, 64, 512, 1]cuda:0" = PlaceHolder[target=getitem_32]
#   %clone_25 : Tensor "f32[16, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_34,), kwargs = {memory_format: torch.contiguous_format})
#   %view_77 : Tensor "f32[128, 256, 64][16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_25, [128, 256, 64]), kwargs = {})
#   %clone_26 : Tensor "f32[16, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_33,), kwargs = {memory_format: torch.contiguous_format})
#   %view_78 : Tensor "f32[128, 256, 64][16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_26, [128, 256, 64]), kwargs = {})
#   %clone_27 : Tensor "f32[16, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_32,), kwargs = {memory_format: torch.contiguous_format})
#   %view_79 : Tensor "f32[128, 256, 64][16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_27, [128, 256, 64]), kwargs = {})
#   %permute_63 : Tensor "f32[256, 128, 64][64, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_77, [1, 0, 2]), kwargs = {})
#   %clone_28 : Tensor "f32[256, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_63,), kwargs = {memory_format: torch.contiguous_format})
#   %view_80 : Tensor "f32[256, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_28, [256, 16, 512]), kwargs = {})
#   %permute_64 : Tensor "f32[256, 128, 64][64, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_78, [1, 0, 2]), kwargs = {})
#   %clone_29 : Tensor "f32[256, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_64,), kwargs = {memory_format: torch.contiguous_format})
#   %view_81 : Tensor "f32[256, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_29, [256, 16, 512]), kwargs = {})
#   %permute_65 : Tensor "f32[256, 128, 64][64, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_79, [1, 0, 2]), kwargs = {})
#   %clone_30 : Tensor "f32[256, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_65,), kwargs = {memory_format: torch.contiguous_format})
#   %view_82 : Tensor "f32[256, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_30, [256, 16, 512]), kwargs = {})
#   %full_default_6 : Tensor "f32[3, 256, 16, 512][2097152, 8192, 512, 1]cuda:0"[num_users=12] = call_function[target=torch.ops.aten.full.default](args = ([3, 256, 16, 512], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_scatter_default : Tensor "f32[3, 256, 16, 512][2097152, 8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_6, %view_80, 0, 2), kwargs = {})
#   %select_scatter_default_1 : Tensor "f32[3, 256, 16, 512][2097152, 8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_6, %view_81, 0, 1), kwargs = {})
#   %add_29 : Tensor "f32[3, 256, 16, 512][2097152, 8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_scatter_default, %select_scatter_default_1), kwargs = {})
#   %select_scatter_default_2 : Tensor "f32[3, 256, 16, 512][2097152, 8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_6, %view_82, 0, 0), kwargs = {})
#   %add_30 : Tensor "f32[3, 256, 16, 512][2097152, 8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_29, %select_scatter_default_2), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[3, 256, 16, 1, 512][2097152, 8192, 512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_30, 3), kwargs = {})
#   %permute_66 : Tensor "f32[1, 256, 16, 3, 512][512, 8192, 512, 2097152, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_6, [3, 1, 2, 0, 4]), kwargs = {})
#   %squeeze_5 : Tensor "f32[256, 16, 3, 512][8192, 512, 2097152, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%permute_66, 0), kwargs = {})
#   %clone_31 : Tensor "f32[256, 16, 3, 512][24576, 1536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%squeeze_5,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_31
triton_poi_fused__unsafe_view_add_clone_select_backward_squeeze_transpose_unsqueeze_13 = async_compile.triton('triton_poi_fused__unsafe_view_add_clone_select_backward_squeeze_transpose_unsqueeze_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8388608}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_clone_select_backward_squeeze_transpose_unsqueeze_13', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 75497472}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_clone_select_backward_squeeze_transpose_unsqueeze_13(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 6291456
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x1 = ((xindex // 512) % 3)
    x0 = (xindex % 512)
    x2 = ((xindex // 1536) % 256)
    x3 = xindex // 393216
    x4 = (xindex % 1536)
    tmp3 = tl.load(in_ptr0 + (x0 + 512*x2 + 512*((x0 + 512*x3) // 8192) + 131072*x3), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr1 + (x0 + 512*x2 + 512*((x0 + 512*x3) // 8192) + 131072*x3), None, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr2 + (x0 + 512*x2 + 512*((x0 + 512*x3) // 8192) + 131072*x3), None, eviction_policy='evict_last')
    tmp0 = x1
    tmp1 = tl.full([1], 2, tl.int32)
    tmp2 = tmp0 == tmp1
    tmp4 = tl.full([1], 0.0, tl.float32)
    tmp5 = tl.where(tmp2, tmp3, tmp4)
    tmp6 = tl.full([1], 1, tl.int32)
    tmp7 = tmp0 == tmp6
    tmp9 = tl.where(tmp7, tmp8, tmp4)
    tmp10 = tmp5 + tmp9
    tmp11 = tl.full([1], 0, tl.int32)
    tmp12 = tmp0 == tmp11
    tmp14 = tl.where(tmp12, tmp13, tmp4)
    tmp15 = tmp10 + tmp14
    tl.store(out_ptr0 + (x4 + 1536*x3 + 24576*x2), tmp15, None)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/default/inductor_cache/xu/cxurjvbntecsvblbvlx235mlj7dxrv6yceh5me3w2teitowwutfh.py
# Topologically Sorted Source Nodes: [view_86, permute_71, mul_26, sum_14], Original ATen: [aten.view, aten.transpose, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   mul_26 => mul_26
#   permute_71 => permute_71
#   sum_14 => sum_14
#   view_86 => view_86
# Graph fragment:
#   %mm_13 : Tensor "f32[4096, 512][512, 1]cuda:0" = PlaceHolder[target=mm_13]
#   %primals_39 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_39]
#   %view_86 : Tensor "f32[256, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_13, [256, 16, 512]), kwargs = {})
#   %permute_71 : Tensor "f32[16, 256, 512][512, 8192, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_86, [1, 0, 2]), kwargs = {})
#   %mul_26 : Tensor "f32[16, 256, 512][512, 8192, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_71, %primals_39), kwargs = {})
#   %sum_14 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_26, [2], True), kwargs = {})
#   return %sum_14
triton_per_fused_native_layer_norm_backward_transpose_view_14 = async_compile.triton('triton_per_fused_native_layer_norm_backward_transpose_view_14', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_layer_norm_backward_transpose_view_14', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 32768, 'r0_': 8390656}}
)
@triton.jit
def triton_per_fused_native_layer_norm_backward_transpose_view_14(in_ptr0, in_ptr1, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 512*x0), None)
    tmp1 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp5, None)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/default/inductor_cache/vy/cvynaflpvdr6pn5oq322xqt5zx7725av2ee6p6srnfaaviceovxx.py
# Topologically Sorted Source Nodes: [view_86, permute_71, mul_26, mul_27, mul_28, sum_15, mul_29, sub_15, sub_16, mul_30, add_31], Original ATen: [aten.view, aten.transpose, aten.native_layer_norm_backward, aten.add]
# Source node to ATen node mapping:
#   add_31 => add_31
#   mul_26 => mul_26
#   mul_27 => mul_27
#   mul_28 => mul_28
#   mul_29 => mul_29
#   mul_30 => mul_30
#   permute_71 => permute_71
#   sub_15 => sub_15
#   sub_16 => sub_16
#   sum_15 => sum_15
#   view_86 => view_86
# Graph fragment:
#   %mm_13 : Tensor "f32[4096, 512][512, 1]cuda:0" = PlaceHolder[target=mm_13]
#   %primals_39 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_39]
#   %mul_12 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=mul_12]
#   %add_28 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_28]
#   %div_3 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=div_3]
#   %sum_14 : Tensor "f32[16, 256, 1][1, 16, 4096]cuda:0" = PlaceHolder[target=sum_14]
#   %sum_15 : Tensor "f32[16, 256, 1][256, 1, 4096]cuda:0" = PlaceHolder[target=sum_15]
#   %view_86 : Tensor "f32[256, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_13, [256, 16, 512]), kwargs = {})
#   %permute_71 : Tensor "f32[16, 256, 512][512, 8192, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_86, [1, 0, 2]), kwargs = {})
#   %mul_26 : Tensor "f32[16, 256, 512][512, 8192, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_71, %primals_39), kwargs = {})
#   %mul_27 : Tensor "f32[16, 256, 512][512, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_26, 512), kwargs = {})
#   %mul_28 : Tensor "f32[16, 256, 512][512, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_26, %mul_12), kwargs = {})
#   %sum_15 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_28, [2], True), kwargs = {})
#   %mul_29 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_12, %sum_15), kwargs = {})
#   %sub_15 : Tensor "f32[16, 256, 512][512, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_27, %sum_14), kwargs = {})
#   %sub_16 : Tensor "f32[16, 256, 512][512, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_15, %mul_29), kwargs = {})
#   %mul_30 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_3, %sub_16), kwargs = {})
#   %add_31 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_28, %mul_30), kwargs = {})
#   return %sum_15,%add_31
triton_red_fused_add_native_layer_norm_backward_transpose_view_15 = async_compile.triton('triton_red_fused_add_native_layer_norm_backward_transpose_view_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 4096, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_native_layer_norm_backward_transpose_view_15', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384, 'r0_': 41945088}}
)
@triton.jit
def triton_red_fused_add_native_layer_norm_backward_transpose_view_15(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 512
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 256)
    x1 = xindex // 256
    x3 = xindex
    _tmp6 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_2 + 512*x1 + 8192*x0), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.load(in_ptr1 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp3 = tl.load(in_ptr2 + (r0_2 + 512*x3), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 * tmp1
        tmp4 = tmp2 * tmp3
        tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
        tmp7 = _tmp6 + tmp5
        _tmp6 = tl.where(r0_mask, tmp7, _tmp6)
    tmp6 = tl.sum(_tmp6, 1)[:, None]
    tmp9 = tl.load(in_ptr3 + (x3), None, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr4 + (x1 + 16*x0), None, eviction_policy='evict_last')
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp8 = tl.load(in_out_ptr0 + (r0_2 + 512*x3), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp10 = tl.load(in_ptr0 + (r0_2 + 512*x1 + 8192*x0), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp11 = tl.load(in_ptr1 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp17 = tl.load(in_ptr2 + (r0_2 + 512*x3), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp12 = tmp10 * tmp11
        tmp13 = tl.full([1, 1], 512.0, tl.float32)
        tmp14 = tmp12 * tmp13
        tmp16 = tmp14 - tmp15
        tmp18 = tmp17 * tmp6
        tmp19 = tmp16 - tmp18
        tmp20 = tmp9 * tmp19
        tmp21 = tmp8 + tmp20
        tl.store(in_out_ptr0 + (r0_2 + 512*x3), tmp21, r0_mask)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/default/inductor_cache/6c/c6cn6dgnftu2ey6tvsr6dhdujsojfsyq7fozwqhu6vza5cr2o63u.py
# Topologically Sorted Source Nodes: [view_86, permute_71, mul_31, sum_16, sum_17], Original ATen: [aten.view, aten.transpose, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   mul_31 => mul_31
#   permute_71 => permute_71
#   sum_16 => sum_16
#   sum_17 => sum_17
#   view_86 => view_86
# Graph fragment:
#   %mm_13 : Tensor "f32[4096, 512][512, 1]cuda:0" = PlaceHolder[target=mm_13]
#   %mul_12 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=mul_12]
#   %view_86 : Tensor "f32[256, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_13, [256, 16, 512]), kwargs = {})
#   %permute_71 : Tensor "f32[16, 256, 512][512, 8192, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_86, [1, 0, 2]), kwargs = {})
#   %mul_31 : Tensor "f32[16, 256, 512][512, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_71, %mul_12), kwargs = {})
#   %sum_16 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_31, [0, 1]), kwargs = {})
#   %sum_17 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%permute_71, [0, 1]), kwargs = {})
#   return %buf38,%buf40
triton_red_fused_native_layer_norm_backward_transpose_view_16 = async_compile.triton('triton_red_fused_native_layer_norm_backward_transpose_view_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16384, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_layer_norm_backward_transpose_view_16', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 17039360, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_native_layer_norm_backward_transpose_view_16(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 16384
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 512)
    x1 = xindex // 512
    _tmp4 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 512*((r0_2 + 128*x1) // 256) + 8192*(((r0_2 + 128*x1) % 256))), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 512*r0_2 + 65536*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp2 = tmp0 * tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp5 = _tmp4 + tmp3
        _tmp4 = tl.where(r0_mask, tmp5, _tmp4)
        tmp6 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask, tmp8, _tmp7)
    tmp4 = tl.sum(_tmp4, 1)[:, None]
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp4, None)
    tl.store(out_ptr1 + (x3), tmp7, None)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/default/inductor_cache/cd/ccdwji2kf2uxhcwm7b35hke2leuxljwfbnwt5zchmrvbvhnkgnb5.py
# Topologically Sorted Source Nodes: [view_130, mul_61, mul_62, sum_44, multi_head_attention_forward, x, x_1, layer_norm_1, mul_63, sum_45, mul_64, sub_30, sub_31, div_8, mul_65, add_40], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.transpose, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   add_40 => add_40
#   div_8 => div_8
#   layer_norm_1 => mul_2, sub_1
#   mul_61 => mul_61
#   mul_62 => mul_62
#   mul_63 => mul_63
#   mul_64 => mul_64
#   mul_65 => mul_65
#   multi_head_attention_forward => view_10
#   sub_30 => sub_30
#   sub_31 => sub_31
#   sum_44 => sum_44
#   sum_45 => sum_45
#   view_130 => view_130
#   x => permute_8
#   x_1 => add_3
# Graph fragment:
#   %mm_32 : Tensor "f32[4096, 512][512, 1]cuda:0" = PlaceHolder[target=mm_32]
#   %primals_9 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_9]
#   %embedding : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=embedding]
#   %addmm : Tensor "f32[4096, 512][512, 1]cuda:0" = PlaceHolder[target=addmm]
#   %getitem_7 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_7]
#   %rsqrt_1 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %add_39 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_39]
#   %sum_44 : Tensor "f32[16, 256, 1][256, 1, 4096]cuda:0" = PlaceHolder[target=sum_44]
#   %sum_45 : Tensor "f32[16, 256, 1][256, 1, 4096]cuda:0" = PlaceHolder[target=sum_45]
#   %view_130 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_32, [16, 256, 512]), kwargs = {})
#   %mul_61 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_130, %primals_9), kwargs = {})
#   %mul_62 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_61, 512), kwargs = {})
#   %sum_44 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_61, [2], True), kwargs = {})
#   %view_10 : Tensor "f32[256, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [256, 16, 512]), kwargs = {})
#   %permute_8 : Tensor "f32[16, 256, 512][512, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_10, [1, 0, 2]), kwargs = {})
#   %add_3 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %permute_8), kwargs = {})
#   %sub_1 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_3, %getitem_7), kwargs = {})
#   %mul_2 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_63 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_61, %mul_2), kwargs = {})
#   %sum_45 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_63, [2], True), kwargs = {})
#   %mul_64 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %sum_45), kwargs = {})
#   %sub_30 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_62, %sum_44), kwargs = {})
#   %sub_31 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_30, %mul_64), kwargs = {})
#   %div_8 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_1, 512), kwargs = {})
#   %mul_65 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_8, %sub_31), kwargs = {})
#   %add_40 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_39, %mul_65), kwargs = {})
#   return %sum_44,%sum_45,%add_40
triton_per_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_17 = async_compile.triton('triton_per_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_17', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_17', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 32768, 'r0_': 50333696}}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_17(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp6 = tl.load(in_ptr2 + (r0_1 + 512*x0), None)
    tmp7 = tl.load(in_ptr3 + (r0_1 + 512*x3 + 8192*x2), None)
    tmp9 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp17 = tl.load(in_out_ptr0 + (r0_1 + 512*x0), None)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp8 = tmp6 + tmp7
    tmp10 = tmp8 - tmp9
    tmp12 = tmp10 * tmp11
    tmp13 = tmp2 * tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp18 = tl.full([1, 1], 0.001953125, tl.float32)
    tmp19 = tmp11 * tmp18
    tmp20 = tl.full([1, 1], 512.0, tl.float32)
    tmp21 = tmp2 * tmp20
    tmp22 = tmp21 - tmp5
    tmp23 = tmp12 * tmp16
    tmp24 = tmp22 - tmp23
    tmp25 = tmp19 * tmp24
    tmp26 = tmp17 + tmp25
    tl.store(in_out_ptr0 + (r0_1 + 512*x0), tmp26, None)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/default/inductor_cache/pk/cpkqkz5k2zoyt7huwxdn6adlftuieypi5u43l76cpeq4jaqzdrzf.py
# Topologically Sorted Source Nodes: [view_130, multi_head_attention_forward, x, x_1, layer_norm_1, mul_66, sum_46, sum_47, view_143, permute_140, layer_norm, mul_73, sum_52, sum_53], Original ATen: [aten.view, aten.transpose, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   layer_norm => mul, sub
#   layer_norm_1 => mul_2, sub_1
#   mul_66 => mul_66
#   mul_73 => mul_73
#   multi_head_attention_forward => view_10
#   permute_140 => permute_140
#   sum_46 => sum_46
#   sum_47 => sum_47
#   sum_52 => sum_52
#   sum_53 => sum_53
#   view_130 => view_130
#   view_143 => view_143
#   x => permute_8
#   x_1 => add_3
# Graph fragment:
#   %mm_32 : Tensor "f32[4096, 512][512, 1]cuda:0" = PlaceHolder[target=mm_32]
#   %embedding : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=embedding]
#   %addmm : Tensor "f32[4096, 512][512, 1]cuda:0" = PlaceHolder[target=addmm]
#   %getitem_7 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_7]
#   %rsqrt_1 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %mm_37 : Tensor "f32[4096, 512][512, 1]cuda:0" = PlaceHolder[target=mm_37]
#   %getitem_1 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %view_130 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_32, [16, 256, 512]), kwargs = {})
#   %view_10 : Tensor "f32[256, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [256, 16, 512]), kwargs = {})
#   %permute_8 : Tensor "f32[16, 256, 512][512, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_10, [1, 0, 2]), kwargs = {})
#   %add_3 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %permute_8), kwargs = {})
#   %sub_1 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_3, %getitem_7), kwargs = {})
#   %mul_2 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_66 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_130, %mul_2), kwargs = {})
#   %sum_46 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_66, [0, 1]), kwargs = {})
#   %sum_47 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_130, [0, 1]), kwargs = {})
#   %view_143 : Tensor "f32[256, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_37, [256, 16, 512]), kwargs = {})
#   %permute_140 : Tensor "f32[16, 256, 512][512, 8192, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_143, [1, 0, 2]), kwargs = {})
#   %sub : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%embedding, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_73 : Tensor "f32[16, 256, 512][512, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_140, %mul), kwargs = {})
#   %sum_52 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_73, [0, 1]), kwargs = {})
#   %sum_53 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%permute_140, [0, 1]), kwargs = {})
#   return %buf128,%buf130,%buf149,%buf151
triton_red_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_18 = async_compile.triton('triton_red_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_18', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16384, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_18', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 34078720, 'r0_': 65536}}
)
@triton.jit
def triton_red_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_18(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr0, out_ptr1, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 16384
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 512)
    x1 = xindex // 512
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp13 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp22 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp25 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_2 + 65536*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 512*r0_2 + 65536*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp2 = tl.load(in_ptr2 + (x0 + 512*((r0_2 + 128*x1) // 256) + 8192*(((r0_2 + 128*x1) % 256))), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr3 + (r0_2 + 128*x1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp6 = tl.load(in_ptr4 + (r0_2 + 128*x1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp15 = tl.load(in_ptr5 + (x0 + 512*((r0_2 + 128*x1) // 256) + 8192*(((r0_2 + 128*x1) % 256))), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp16 = tl.load(in_ptr6 + (r0_2 + 128*x1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp18 = tl.load(in_ptr7 + (r0_2 + 128*x1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp3 = tmp1 + tmp2
        tmp5 = tmp3 - tmp4
        tmp7 = tmp5 * tmp6
        tmp8 = tmp0 * tmp7
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11 = _tmp10 + tmp9
        _tmp10 = tl.where(r0_mask, tmp11, _tmp10)
        tmp12 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp14 = _tmp13 + tmp12
        _tmp13 = tl.where(r0_mask, tmp14, _tmp13)
        tmp17 = tmp1 - tmp16
        tmp19 = tmp17 * tmp18
        tmp20 = tmp15 * tmp19
        tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
        tmp23 = _tmp22 + tmp21
        _tmp22 = tl.where(r0_mask, tmp23, _tmp22)
        tmp24 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
        tmp26 = _tmp25 + tmp24
        _tmp25 = tl.where(r0_mask, tmp26, _tmp25)
    tmp10 = tl.sum(_tmp10, 1)[:, None]
    tmp13 = tl.sum(_tmp13, 1)[:, None]
    tmp22 = tl.sum(_tmp22, 1)[:, None]
    tmp25 = tl.sum(_tmp25, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp10, None)
    tl.store(out_ptr1 + (x3), tmp13, None)
    tl.store(out_ptr2 + (x3), tmp22, None)
    tl.store(out_ptr3 + (x3), tmp25, None)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/default/inductor_cache/jy/cjy7ewmvtgxcr6u4fbhvypw7swjow433rbvdd2b633d4khuzkctb.py
# Topologically Sorted Source Nodes: [full_13], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   full_13 => full_default_22
# Graph fragment:
#   %full_default_22 : Tensor "f32[1024, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([1024, 512], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put
triton_poi_fused_embedding_dense_backward_19 = async_compile.triton('triton_poi_fused_embedding_dense_backward_19', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_19', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4194304}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_19(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 524288
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/default/inductor_cache/q4/cq4zjhnwjvmyei5q4rqkclcfq7yujdhvbqw7ij347ly23duu6dpu.py
# Topologically Sorted Source Nodes: [loss, view_143, permute_140, mul_68, mul_69, layer_norm, mul_70, sum_51, mul_71, sub_33, sub_34, div_9, mul_72, add_43, eq, unsqueeze_10, where_8, full_13, index_put], Original ATen: [aten.nll_loss_forward, aten.view, aten.transpose, aten.native_layer_norm_backward, aten.native_layer_norm, aten.add, aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   add_43 => add_43
#   div_9 => div_9
#   eq => eq
#   full_13 => full_default_22
#   index_put => index_put
#   layer_norm => mul, sub
#   loss => full_default_1
#   mul_68 => mul_68
#   mul_69 => mul_69
#   mul_70 => mul_70
#   mul_71 => mul_71
#   mul_72 => mul_72
#   permute_140 => permute_140
#   sub_33 => sub_33
#   sub_34 => sub_34
#   sum_51 => sum_51
#   unsqueeze_10 => unsqueeze_10
#   view_143 => view_143
#   where_8 => where_8
# Graph fragment:
#   %mm_37 : Tensor "f32[4096, 512][512, 1]cuda:0" = PlaceHolder[target=mm_37]
#   %primals_3 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_3]
#   %embedding : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=embedding]
#   %getitem_1 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_2 : Tensor "i64[16, 256][256, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %add_40 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_40]
#   %sum_50 : Tensor "f32[16, 256, 1][1, 16, 4096]cuda:0" = PlaceHolder[target=sum_50]
#   %sum_51 : Tensor "f32[16, 256, 1][256, 1, 4096]cuda:0" = PlaceHolder[target=sum_51]
#   %where_8 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=where_8]
#   %index_put : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=index_put]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_143 : Tensor "f32[256, 16, 512][8192, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_37, [256, 16, 512]), kwargs = {})
#   %permute_140 : Tensor "f32[16, 256, 512][512, 8192, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_143, [1, 0, 2]), kwargs = {})
#   %mul_68 : Tensor "f32[16, 256, 512][512, 8192, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_140, %primals_3), kwargs = {})
#   %mul_69 : Tensor "f32[16, 256, 512][512, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_68, 512), kwargs = {})
#   %sub : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%embedding, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_70 : Tensor "f32[16, 256, 512][512, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_68, %mul), kwargs = {})
#   %sum_51 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_70, [2], True), kwargs = {})
#   %mul_71 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %sum_51), kwargs = {})
#   %sub_33 : Tensor "f32[16, 256, 512][512, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_69, %sum_50), kwargs = {})
#   %sub_34 : Tensor "f32[16, 256, 512][512, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_33, %mul_71), kwargs = {})
#   %div_9 : Tensor "f32[16, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt, 512), kwargs = {})
#   %mul_72 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_9, %sub_34), kwargs = {})
#   %add_43 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_40, %mul_72), kwargs = {})
#   %eq : Tensor "b8[16, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%primals_2, -1), kwargs = {})
#   %unsqueeze_10 : Tensor "b8[16, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%eq, -1), kwargs = {})
#   %where_8 : Tensor "f32[16, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_10, %full_default_1, %add_43), kwargs = {})
#   %full_default_22 : Tensor "f32[1024, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([1024, 512], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put : Tensor "f32[1024, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_22, [%primals_2], %where_8, True), kwargs = {})
#   return %sum_51,%where_8,%buf155
triton_red_fused_add_embedding_dense_backward_native_layer_norm_native_layer_norm_backward_nll_loss_forward_transpose_view_20 = async_compile.triton('triton_red_fused_add_embedding_dense_backward_native_layer_norm_native_layer_norm_backward_nll_loss_forward_transpose_view_20', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 4096, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*i64', 'in_ptr6': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_embedding_dense_backward_native_layer_norm_native_layer_norm_backward_nll_loss_forward_transpose_view_20', 'mutated_arg_names': ['in_out_ptr0', 'out_ptr1'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 11, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 65536, 'r0_': 25167872}}
)
@triton.jit
def triton_red_fused_add_embedding_dense_backward_native_layer_norm_native_layer_norm_backward_nll_loss_forward_transpose_view_20(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 512
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 256)
    x1 = xindex // 256
    x3 = xindex
    tmp4 = tl.load(in_ptr3 + (x3), None, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr4 + (x3), None, eviction_policy='evict_last')
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_2 + 512*x1 + 8192*x0), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.load(in_ptr1 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp3 = tl.load(in_ptr2 + (r0_2 + 512*x3), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 * tmp1
        tmp5 = tmp3 - tmp4
        tmp7 = tmp5 * tmp6
        tmp8 = tmp2 * tmp7
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11 = _tmp10 + tmp9
        _tmp10 = tl.where(r0_mask, tmp11, _tmp10)
    tmp10 = tl.sum(_tmp10, 1)[:, None]
    tmp12 = tl.load(in_ptr5 + (x3), None, eviction_policy='evict_last')
    tmp23 = tl.load(in_ptr6 + (x1 + 16*x0), None, eviction_policy='evict_last')
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp15 = tl.load(in_out_ptr0 + (r0_2 + 512*x3), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp18 = tl.load(in_ptr0 + (r0_2 + 512*x1 + 8192*x0), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp19 = tl.load(in_ptr1 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp25 = tl.load(in_ptr2 + (r0_2 + 512*x3), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp13 = tl.full([1, 1], -1, tl.int64)
        tmp14 = tmp12 == tmp13
        tmp16 = tl.full([1, 1], 0.001953125, tl.float32)
        tmp17 = tmp6 * tmp16
        tmp20 = tmp18 * tmp19
        tmp21 = tl.full([1, 1], 512.0, tl.float32)
        tmp22 = tmp20 * tmp21
        tmp24 = tmp22 - tmp23
        tmp26 = tmp25 - tmp4
        tmp27 = tmp26 * tmp6
        tmp28 = tmp27 * tmp10
        tmp29 = tmp24 - tmp28
        tmp30 = tmp17 * tmp29
        tmp31 = tmp15 + tmp30
        tmp32 = tl.full([1, 1], 0.0, tl.float32)
        tmp33 = tl.where(tmp14, tmp32, tmp31)
        tmp34 = tl.full([1, 1], 1024, tl.int32)
        tmp35 = tmp12 + tmp34
        tmp36 = tmp12 < 0
        tmp37 = tl.where(tmp36, tmp35, tmp12)
        tl.device_assert((0 <= tmp37) & (tmp37 < 1024), "index out of bounds: 0 <= tmp37 < 1024")
        tl.atomic_add(out_ptr1 + (tl.broadcast_to(r0_2 + 512*tmp37, [XBLOCK, R0_BLOCK])), tmp33, r0_mask, sem='relaxed')
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
        primals_2, primals_3, primals_6, primals_7, primals_9, primals_11, primals_13, primals_15, primals_18, primals_19, primals_21, primals_23, primals_25, primals_27, primals_30, primals_31, primals_33, primals_35, primals_37, primals_39, primals_42, primals_43, primals_45, primals_47, primals_49, primals_51, primals_53, embedding, getitem_1, rsqrt, view, view_6, view_7, view_8, getitem_2, getitem_3, getitem_4, getitem_5, view_9, addmm, getitem_7, rsqrt_1, view_11, view_13, mul_4, view_15, view_21, view_22, view_23, getitem_10, getitem_11, getitem_12, getitem_13, view_24, mul_6, view_26, view_28, mul_8, view_30, view_36, view_37, view_38, getitem_18, getitem_19, getitem_20, getitem_21, view_39, mul_10, view_41, view_43, mul_12, view_45, view_51, view_52, view_53, getitem_26, getitem_27, getitem_28, getitem_29, view_54, mul_14, view_56, view_58, view_60, addmm_12, amax, log, convert_element_type, le, div_2, div_3, le_1, div_4, div_5, le_2, div_6, div_7, le_3, tangents_1 = args
        args.clear()
        assert_size_stride(primals_2, (16, 256), (256, 1))
        assert_size_stride(primals_3, (512, ), (1, ))
        assert_size_stride(primals_6, (1536, 512), (512, 1))
        assert_size_stride(primals_7, (512, 512), (512, 1))
        assert_size_stride(primals_9, (512, ), (1, ))
        assert_size_stride(primals_11, (2048, 512), (512, 1))
        assert_size_stride(primals_13, (512, 2048), (2048, 1))
        assert_size_stride(primals_15, (512, ), (1, ))
        assert_size_stride(primals_18, (1536, 512), (512, 1))
        assert_size_stride(primals_19, (512, 512), (512, 1))
        assert_size_stride(primals_21, (512, ), (1, ))
        assert_size_stride(primals_23, (2048, 512), (512, 1))
        assert_size_stride(primals_25, (512, 2048), (2048, 1))
        assert_size_stride(primals_27, (512, ), (1, ))
        assert_size_stride(primals_30, (1536, 512), (512, 1))
        assert_size_stride(primals_31, (512, 512), (512, 1))
        assert_size_stride(primals_33, (512, ), (1, ))
        assert_size_stride(primals_35, (2048, 512), (512, 1))
        assert_size_stride(primals_37, (512, 2048), (2048, 1))
        assert_size_stride(primals_39, (512, ), (1, ))
        assert_size_stride(primals_42, (1536, 512), (512, 1))
        assert_size_stride(primals_43, (512, 512), (512, 1))
        assert_size_stride(primals_45, (512, ), (1, ))
        assert_size_stride(primals_47, (2048, 512), (512, 1))
        assert_size_stride(primals_49, (512, 2048), (2048, 1))
        assert_size_stride(primals_51, (1024, 512), (512, 1))
        assert_size_stride(primals_53, (16, 256), (256, 1))
        assert_size_stride(embedding, (16, 256, 512), (131072, 512, 1))
        assert_size_stride(getitem_1, (16, 256, 1), (256, 1, 1))
        assert_size_stride(rsqrt, (16, 256, 1), (256, 1, 1))
        assert_size_stride(view, (4096, 512), (512, 1))
        assert_size_stride(view_6, (16, 8, 256, 64), (512, 64, 8192, 1))
        assert_size_stride(view_7, (16, 8, 256, 64), (512, 64, 8192, 1))
        assert_size_stride(view_8, (16, 8, 256, 64), (512, 64, 8192, 1))
        assert_size_stride(getitem_2, (16, 8, 256, 64), (131072, 64, 512, 1))
        assert_size_stride(getitem_3, (16, 8, 256), (2048, 256, 1))
        assert_size_stride(getitem_4, (), ())
        assert_size_stride(getitem_5, (), ())
        assert_size_stride(view_9, (4096, 512), (512, 1))
        assert_size_stride(addmm, (4096, 512), (512, 1))
        assert_size_stride(getitem_7, (16, 256, 1), (256, 1, 1))
        assert_size_stride(rsqrt_1, (16, 256, 1), (256, 1, 1))
        assert_size_stride(view_11, (4096, 512), (512, 1))
        assert_size_stride(view_13, (4096, 2048), (2048, 1))
        assert_size_stride(mul_4, (16, 256, 512), (131072, 512, 1))
        assert_size_stride(view_15, (4096, 512), (512, 1))
        assert_size_stride(view_21, (16, 8, 256, 64), (512, 64, 8192, 1))
        assert_size_stride(view_22, (16, 8, 256, 64), (512, 64, 8192, 1))
        assert_size_stride(view_23, (16, 8, 256, 64), (512, 64, 8192, 1))
        assert_size_stride(getitem_10, (16, 8, 256, 64), (131072, 64, 512, 1))
        assert_size_stride(getitem_11, (16, 8, 256), (2048, 256, 1))
        assert_size_stride(getitem_12, (), ())
        assert_size_stride(getitem_13, (), ())
        assert_size_stride(view_24, (4096, 512), (512, 1))
        assert_size_stride(mul_6, (16, 256, 512), (131072, 512, 1))
        assert_size_stride(view_26, (4096, 512), (512, 1))
        assert_size_stride(view_28, (4096, 2048), (2048, 1))
        assert_size_stride(mul_8, (16, 256, 512), (131072, 512, 1))
        assert_size_stride(view_30, (4096, 512), (512, 1))
        assert_size_stride(view_36, (16, 8, 256, 64), (512, 64, 8192, 1))
        assert_size_stride(view_37, (16, 8, 256, 64), (512, 64, 8192, 1))
        assert_size_stride(view_38, (16, 8, 256, 64), (512, 64, 8192, 1))
        assert_size_stride(getitem_18, (16, 8, 256, 64), (131072, 64, 512, 1))
        assert_size_stride(getitem_19, (16, 8, 256), (2048, 256, 1))
        assert_size_stride(getitem_20, (), ())
        assert_size_stride(getitem_21, (), ())
        assert_size_stride(view_39, (4096, 512), (512, 1))
        assert_size_stride(mul_10, (16, 256, 512), (131072, 512, 1))
        assert_size_stride(view_41, (4096, 512), (512, 1))
        assert_size_stride(view_43, (4096, 2048), (2048, 1))
        assert_size_stride(mul_12, (16, 256, 512), (131072, 512, 1))
        assert_size_stride(view_45, (4096, 512), (512, 1))
        assert_size_stride(view_51, (16, 8, 256, 64), (512, 64, 8192, 1))
        assert_size_stride(view_52, (16, 8, 256, 64), (512, 64, 8192, 1))
        assert_size_stride(view_53, (16, 8, 256, 64), (512, 64, 8192, 1))
        assert_size_stride(getitem_26, (16, 8, 256, 64), (131072, 64, 512, 1))
        assert_size_stride(getitem_27, (16, 8, 256), (2048, 256, 1))
        assert_size_stride(getitem_28, (), ())
        assert_size_stride(getitem_29, (), ())
        assert_size_stride(view_54, (4096, 512), (512, 1))
        assert_size_stride(mul_14, (16, 256, 512), (131072, 512, 1))
        assert_size_stride(view_56, (4096, 512), (512, 1))
        assert_size_stride(view_58, (4096, 2048), (2048, 1))
        assert_size_stride(view_60, (4096, 512), (512, 1))
        assert_size_stride(addmm_12, (4096, 1024), (1024, 1))
        assert_size_stride(amax, (4096, 1), (1, 1))
        assert_size_stride(log, (4096, 1), (1, 1))
        assert_size_stride(convert_element_type, (), ())
        assert_size_stride(le, (16, 256, 2048), (524288, 2048, 1))
        assert_size_stride(div_2, (16, 256, 1), (256, 1, 1))
        assert_size_stride(div_3, (16, 256, 1), (256, 1, 1))
        assert_size_stride(le_1, (16, 256, 2048), (524288, 2048, 1))
        assert_size_stride(div_4, (16, 256, 1), (256, 1, 1))
        assert_size_stride(div_5, (16, 256, 1), (256, 1, 1))
        assert_size_stride(le_2, (16, 256, 2048), (524288, 2048, 1))
        assert_size_stride(div_6, (16, 256, 1), (256, 1, 1))
        assert_size_stride(div_7, (16, 256, 1), (256, 1, 1))
        assert_size_stride(le_3, (16, 256, 2048), (524288, 2048, 1))
        assert_size_stride(tangents_1, (), ())
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf1 = addmm_12; del addmm_12  # reuse
            # Topologically Sorted Source Nodes: [div_1, reshape_1, unsqueeze_5, ne_3, loss, where_2, , where_3, mul_16, exp_1, sum_4, mul_17, view_65], Original ATen: [aten.nll_loss_backward, aten.view, aten.nll_loss_forward, aten.arange, aten.expand, aten.eq, aten.scalar_tensor, aten.where, aten._log_softmax, aten._log_softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0:1
            stream0 = get_raw_stream(0)
            triton_per_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0.run(buf1, primals_53, tangents_1, convert_element_type, amax, log, 4096, 1024, stream=stream0)
            del amax
            del convert_element_type
            del log
            del primals_53
            del tangents_1
            buf2 = empty_strided_cuda((4096, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [logits, permute_45, mm_4], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:2
            extern_kernels.mm(buf1, primals_51, out=buf2)
            del primals_51
            buf3 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_46, permute_48], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:3
            extern_kernels.mm(reinterpret_tensor(buf1, (1024, 4096), (1, 1024), 0), view_60, out=buf3)
            del view_60
            buf4 = empty_strided_cuda((1, 1024, 32), (32768, 1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [sum_5], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_1:4
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_1.run(buf1, buf4, 32768, 128, stream=stream0)
            del buf1
            buf5 = empty_strided_cuda((1, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_5], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_2:5
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_2.run(buf4, buf5, 1024, 32, stream=stream0)
            del buf4
            buf6 = empty_strided_cuda((4096, 2048), (2048, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_67, view_68, x_14, permute_49, mm_6], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:6
            extern_kernels.mm(buf2, primals_49, out=buf6)
            del primals_49
            buf7 = empty_strided_cuda((512, 2048), (2048, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_67, view_68, permute_50, permute_52], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:7
            extern_kernels.mm(reinterpret_tensor(buf2, (512, 4096), (1, 512), 0), view_58, out=buf7)
            del view_58
            buf8 = empty_strided_cuda((1, 512, 32), (16384, 1, 512), torch.float32)
            # Topologically Sorted Source Nodes: [view_67, view_68, sum_6], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_view_3:8
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_view_3.run(buf2, buf8, 16384, 128, stream=stream0)
            buf9 = empty_strided_cuda((1, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_67, view_68, sum_6], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_4:9
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_4.run(buf8, buf9, 512, 32, stream=stream0)
            del buf8
            buf10 = reinterpret_tensor(buf6, (16, 256, 2048), (524288, 2048, 1), 0); del buf6  # reuse
            # Topologically Sorted Source Nodes: [loss, view_70, where_4], Original ATen: [aten.nll_loss_forward, aten.view, aten.threshold_backward]
            # [Provenance debug handles] triton_poi_fused_nll_loss_forward_threshold_backward_view_5:10
            stream0 = get_raw_stream(0)
            triton_poi_fused_nll_loss_forward_threshold_backward_view_5.run(buf10, le, 8388608, stream=stream0)
            del le
            buf11 = empty_strided_cuda((4096, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [loss, view_70, where_4, view_71, linear_6, permute_53, mm_8], Original ATen: [aten.nll_loss_forward, aten.view, aten.threshold_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:11
            extern_kernels.mm(reinterpret_tensor(buf10, (4096, 2048), (2048, 1), 0), primals_47, out=buf11)
            del primals_47
            buf12 = empty_strided_cuda((2048, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [loss, view_70, where_4, view_71, permute_54, permute_56], Original ATen: [aten.nll_loss_forward, aten.view, aten.threshold_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:12
            extern_kernels.mm(reinterpret_tensor(buf10, (2048, 4096), (1, 2048), 0), view_56, out=buf12)
            del view_56
            buf13 = empty_strided_cuda((1, 2048, 32), (65536, 1, 2048), torch.float32)
            # Topologically Sorted Source Nodes: [loss, view_70, where_4, view_71, sum_7], Original ATen: [aten.nll_loss_forward, aten.view, aten.threshold_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_nll_loss_forward_sum_threshold_backward_view_6:13
            stream0 = get_raw_stream(0)
            triton_red_fused_nll_loss_forward_sum_threshold_backward_view_6.run(buf10, buf13, 65536, 128, stream=stream0)
            buf14 = empty_strided_cuda((1, 2048), (2048, 1), torch.float32)
            # Topologically Sorted Source Nodes: [loss, view_70, where_4, view_71, sum_7], Original ATen: [aten.nll_loss_forward, aten.view, aten.threshold_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_nll_loss_forward_sum_threshold_backward_view_7:14
            stream0 = get_raw_stream(0)
            triton_per_fused_nll_loss_forward_sum_threshold_backward_view_7.run(buf13, buf14, 2048, 32, stream=stream0)
            buf21 = reinterpret_tensor(buf2, (16, 256, 512), (131072, 512, 1), 0); del buf2  # reuse
            # Topologically Sorted Source Nodes: [view_67, view_73, mul_19, mul_20, sum_8, mul_21, sum_9, mul_22, sub_12, sub_13, mul_23, add_28], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_8:15
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_8.run(buf21, buf11, primals_45, mul_14, div_2, 4096, 512, stream=stream0)
            del div_2
            del primals_45
            buf17 = empty_strided_cuda((512, 32), (1, 512), torch.float32)
            buf19 = empty_strided_cuda((512, 32), (1, 512), torch.float32)
            # Topologically Sorted Source Nodes: [view_73, mul_24, sum_10, sum_11], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_9:16
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_9.run(buf11, mul_14, buf17, buf19, 16384, 128, stream=stream0)
            del mul_14
            buf18 = empty_strided_cuda((512, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_73, mul_24, sum_10], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_sum_view_4:17
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_4.run(buf17, buf18, 512, 32, stream=stream0)
            buf20 = empty_strided_cuda((512, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_73, sum_11], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_sum_view_4:18
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_4.run(buf19, buf20, 512, 32, stream=stream0)
            buf22 = buf11; del buf11  # reuse
            # Topologically Sorted Source Nodes: [permute_57, clone_24, view_74], Original ATen: [aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_transpose_10:19
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_10.run(buf21, buf22, 2097152, stream=stream0)
            buf23 = empty_strided_cuda((4096, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [multi_head_attention_forward_3, permute_58, mm_10], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:20
            extern_kernels.mm(buf22, primals_43, out=buf23)
            del primals_43
            buf24 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_59, permute_61], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:21
            extern_kernels.mm(reinterpret_tensor(buf22, (512, 4096), (1, 512), 0), view_54, out=buf24)
            del view_54
            buf25 = reinterpret_tensor(buf19, (1, 512, 32), (16384, 1, 512), 0); del buf19  # reuse
            # Topologically Sorted Source Nodes: [sum_12], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_view_3:22
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_view_3.run(buf22, buf25, 16384, 128, stream=stream0)
            del buf22
            buf26 = empty_strided_cuda((1, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_12], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_4:23
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_4.run(buf25, buf26, 512, 32, stream=stream0)
            # Topologically Sorted Source Nodes: [view_76, permute_62, _scaled_dot_product_efficient_attention_backward], Original ATen: [aten.view, aten.permute, aten._scaled_dot_product_efficient_attention_backward]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention_backward.default:24
            buf27 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf23, (16, 8, 256, 64), (512, 64, 8192, 1), 0), view_51, view_52, view_53, None, getitem_26, getitem_27, getitem_28, getitem_29, 0.0, [True, True, True, False])
            del buf23
            del getitem_26
            del getitem_27
            del getitem_28
            del getitem_29
            del view_51
            del view_52
            del view_53
            buf28 = buf27[0]
            assert_size_stride(buf28, (16, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf28, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf29 = buf27[1]
            assert_size_stride(buf29, (16, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf29, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf30 = buf27[2]
            assert_size_stride(buf30, (16, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf30, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            del buf27
            buf31 = empty_strided_cuda((1, 1, 1536, 32), (49152, 49152, 1, 1536), torch.float32)
            # Topologically Sorted Source Nodes: [clone_25, view_77, clone_26, view_78, clone_27, view_79, permute_63, clone_28, view_80, permute_64, clone_29, view_81, permute_65, clone_30, view_82, full_1, _generalized_scatter, _generalized_scatter_1, add_29, _generalized_scatter_2, add_30, unsqueeze_6, permute_66, squeeze_5, clone_31, view_83, sum_13], Original ATen: [aten.clone, aten._unsafe_view, aten.transpose, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_11:25
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_11.run(buf30, buf29, buf28, buf31, 49152, 128, stream=stream0)
            buf32 = empty_strided_cuda((1, 1, 1536), (1536, 1536, 1), torch.float32)
            # Topologically Sorted Source Nodes: [clone_25, view_77, clone_26, view_78, clone_27, view_79, permute_63, clone_28, view_80, permute_64, clone_29, view_81, permute_65, clone_30, view_82, full_1, _generalized_scatter, _generalized_scatter_1, add_29, _generalized_scatter_2, add_30, unsqueeze_6, permute_66, squeeze_5, clone_31, view_83, sum_13], Original ATen: [aten.clone, aten._unsafe_view, aten.transpose, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze, aten.sum]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_12:26
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_12.run(buf31, buf32, 1536, 32, stream=stream0)
            buf33 = empty_strided_cuda((256, 16, 3, 512), (24576, 1536, 512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [clone_25, view_77, clone_26, view_78, clone_27, view_79, permute_63, clone_28, view_80, permute_64, clone_29, view_81, permute_65, clone_30, view_82, full_1, _generalized_scatter, _generalized_scatter_1, add_29, _generalized_scatter_2, add_30, unsqueeze_6, permute_66, squeeze_5, clone_31], Original ATen: [aten.clone, aten._unsafe_view, aten.transpose, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_add_clone_select_backward_squeeze_transpose_unsqueeze_13:27
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_clone_select_backward_squeeze_transpose_unsqueeze_13.run(buf30, buf29, buf28, buf33, 6291456, stream=stream0)
            del buf28
            buf34 = empty_strided_cuda((1536, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [clone_25, view_77, clone_26, view_78, clone_27, view_79, permute_63, clone_28, view_80, permute_64, clone_29, view_81, permute_65, clone_30, view_82, full_1, _generalized_scatter, _generalized_scatter_1, add_29, _generalized_scatter_2, add_30, unsqueeze_6, permute_66, squeeze_5, clone_31, view_83, view_85, permute_67, permute_70], Original ATen: [aten.clone, aten._unsafe_view, aten.transpose, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:28
            extern_kernels.mm(reinterpret_tensor(buf33, (1536, 4096), (1, 1536), 0), view_45, out=buf34)
            del view_45
            buf35 = reinterpret_tensor(buf30, (4096, 512), (512, 1), 0); del buf30  # reuse
            # Topologically Sorted Source Nodes: [clone_25, view_77, clone_26, view_78, clone_27, view_79, permute_63, clone_28, view_80, permute_64, clone_29, view_81, permute_65, clone_30, view_82, full_1, _generalized_scatter, _generalized_scatter_1, add_29, _generalized_scatter_2, add_30, unsqueeze_6, permute_66, squeeze_5, clone_31, view_83, view_85, multi_head_attention_forward_3, permute_69, mm_13], Original ATen: [aten.clone, aten._unsafe_view, aten.transpose, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:29
            extern_kernels.mm(reinterpret_tensor(buf33, (4096, 1536), (1536, 1), 0), primals_42, out=buf35)
            del primals_42
            buf36 = empty_strided_cuda((16, 256, 1), (1, 16, 4096), torch.float32)
            # Topologically Sorted Source Nodes: [view_86, permute_71, mul_26, sum_14], Original ATen: [aten.view, aten.transpose, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_transpose_view_14:30
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_transpose_view_14.run(buf35, primals_39, buf36, 4096, 512, stream=stream0)
            buf42 = buf21; del buf21  # reuse
            # Topologically Sorted Source Nodes: [view_86, permute_71, mul_26, mul_27, mul_28, sum_15, mul_29, sub_15, sub_16, mul_30, add_31], Original ATen: [aten.view, aten.transpose, aten.native_layer_norm_backward, aten.add]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_transpose_view_15:31
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_transpose_view_15.run(buf42, buf35, primals_39, mul_12, div_3, buf36, 4096, 512, stream=stream0)
            del div_3
            del primals_39
            buf38 = reinterpret_tensor(buf25, (512, 32), (1, 512), 0); del buf25  # reuse
            buf40 = buf17; del buf17  # reuse
            # Topologically Sorted Source Nodes: [view_86, permute_71, mul_31, sum_16, sum_17], Original ATen: [aten.view, aten.transpose, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_transpose_view_16:32
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_transpose_view_16.run(buf35, mul_12, buf38, buf40, 16384, 128, stream=stream0)
            del mul_12
            buf39 = empty_strided_cuda((512, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_86, permute_71, mul_31, sum_16], Original ATen: [aten.view, aten.transpose, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_sum_view_4:33
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_4.run(buf38, buf39, 512, 32, stream=stream0)
            buf41 = empty_strided_cuda((512, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_86, permute_71, sum_17], Original ATen: [aten.view, aten.transpose, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_sum_view_4:34
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_4.run(buf40, buf41, 512, 32, stream=stream0)
            buf43 = reinterpret_tensor(buf10, (4096, 2048), (2048, 1), 0); del buf10  # reuse
            # Topologically Sorted Source Nodes: [view_87, x_10, permute_72, mm_14], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:35
            extern_kernels.mm(reinterpret_tensor(buf42, (4096, 512), (512, 1), 0), primals_37, out=buf43)
            del primals_37
            buf44 = empty_strided_cuda((512, 2048), (2048, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_87, permute_73, permute_75], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:36
            extern_kernels.mm(reinterpret_tensor(buf42, (512, 4096), (1, 512), 0), view_43, out=buf44)
            del view_43
            buf45 = reinterpret_tensor(buf40, (1, 512, 32), (16384, 1, 512), 0); del buf40  # reuse
            # Topologically Sorted Source Nodes: [view_87, sum_18], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_view_3:37
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_view_3.run(buf42, buf45, 16384, 128, stream=stream0)
            buf46 = empty_strided_cuda((1, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_87, sum_18], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_4:38
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_4.run(buf45, buf46, 512, 32, stream=stream0)
            buf47 = reinterpret_tensor(buf43, (16, 256, 2048), (524288, 2048, 1), 0); del buf43  # reuse
            # Topologically Sorted Source Nodes: [loss, view_89, where_5], Original ATen: [aten.nll_loss_forward, aten.view, aten.threshold_backward]
            # [Provenance debug handles] triton_poi_fused_nll_loss_forward_threshold_backward_view_5:39
            stream0 = get_raw_stream(0)
            triton_poi_fused_nll_loss_forward_threshold_backward_view_5.run(buf47, le_1, 8388608, stream=stream0)
            del le_1
            buf48 = buf35; del buf35  # reuse
            # Topologically Sorted Source Nodes: [loss, view_89, where_5, view_90, linear_4, permute_76, mm_16], Original ATen: [aten.nll_loss_forward, aten.view, aten.threshold_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:40
            extern_kernels.mm(reinterpret_tensor(buf47, (4096, 2048), (2048, 1), 0), primals_35, out=buf48)
            del primals_35
            buf49 = empty_strided_cuda((2048, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [loss, view_89, where_5, view_90, permute_77, permute_79], Original ATen: [aten.nll_loss_forward, aten.view, aten.threshold_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:41
            extern_kernels.mm(reinterpret_tensor(buf47, (2048, 4096), (1, 2048), 0), view_41, out=buf49)
            del view_41
            buf50 = buf13; del buf13  # reuse
            # Topologically Sorted Source Nodes: [loss, view_89, where_5, view_90, sum_19], Original ATen: [aten.nll_loss_forward, aten.view, aten.threshold_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_nll_loss_forward_sum_threshold_backward_view_6:42
            stream0 = get_raw_stream(0)
            triton_red_fused_nll_loss_forward_sum_threshold_backward_view_6.run(buf47, buf50, 65536, 128, stream=stream0)
            buf51 = empty_strided_cuda((1, 2048), (2048, 1), torch.float32)
            # Topologically Sorted Source Nodes: [loss, view_89, where_5, view_90, sum_19], Original ATen: [aten.nll_loss_forward, aten.view, aten.threshold_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_nll_loss_forward_sum_threshold_backward_view_7:43
            stream0 = get_raw_stream(0)
            triton_per_fused_nll_loss_forward_sum_threshold_backward_view_7.run(buf50, buf51, 2048, 32, stream=stream0)
            buf58 = buf42; del buf42  # reuse
            # Topologically Sorted Source Nodes: [view_92, mul_33, mul_34, sum_20, mul_35, sum_21, mul_36, sub_18, sub_19, mul_37, add_32], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_8:44
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_8.run(buf58, buf48, primals_33, mul_10, div_4, 4096, 512, stream=stream0)
            del div_4
            del primals_33
            buf54 = reinterpret_tensor(buf45, (512, 32), (1, 512), 0); del buf45  # reuse
            buf56 = buf38; del buf38  # reuse
            # Topologically Sorted Source Nodes: [view_92, mul_38, sum_22, sum_23], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_9:45
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_9.run(buf48, mul_10, buf54, buf56, 16384, 128, stream=stream0)
            del mul_10
            buf55 = empty_strided_cuda((512, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_92, mul_38, sum_22], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_sum_view_4:46
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_4.run(buf54, buf55, 512, 32, stream=stream0)
            buf57 = empty_strided_cuda((512, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_92, sum_23], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_sum_view_4:47
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_4.run(buf56, buf57, 512, 32, stream=stream0)
            buf59 = buf48; del buf48  # reuse
            # Topologically Sorted Source Nodes: [permute_80, clone_32, view_93], Original ATen: [aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_transpose_10:48
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_10.run(buf58, buf59, 2097152, stream=stream0)
            buf60 = reinterpret_tensor(buf29, (4096, 512), (512, 1), 0); del buf29  # reuse
            # Topologically Sorted Source Nodes: [multi_head_attention_forward_2, permute_81, mm_18], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:49
            extern_kernels.mm(buf59, primals_31, out=buf60)
            del primals_31
            buf61 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_82, permute_84], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:50
            extern_kernels.mm(reinterpret_tensor(buf59, (512, 4096), (1, 512), 0), view_39, out=buf61)
            del view_39
            buf62 = reinterpret_tensor(buf56, (1, 512, 32), (16384, 1, 512), 0); del buf56  # reuse
            # Topologically Sorted Source Nodes: [sum_24], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_view_3:51
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_view_3.run(buf59, buf62, 16384, 128, stream=stream0)
            del buf59
            buf63 = empty_strided_cuda((1, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_24], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_4:52
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_4.run(buf62, buf63, 512, 32, stream=stream0)
            # Topologically Sorted Source Nodes: [view_95, permute_85, _scaled_dot_product_efficient_attention_backward_1], Original ATen: [aten.view, aten.permute, aten._scaled_dot_product_efficient_attention_backward]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention_backward.default:53
            buf64 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf60, (16, 8, 256, 64), (512, 64, 8192, 1), 0), view_36, view_37, view_38, None, getitem_18, getitem_19, getitem_20, getitem_21, 0.0, [True, True, True, False])
            del buf60
            del getitem_18
            del getitem_19
            del getitem_20
            del getitem_21
            del view_36
            del view_37
            del view_38
            buf65 = buf64[0]
            assert_size_stride(buf65, (16, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf65, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf66 = buf64[1]
            assert_size_stride(buf66, (16, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf66, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf67 = buf64[2]
            assert_size_stride(buf67, (16, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf67, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            del buf64
            buf68 = buf31; del buf31  # reuse
            # Topologically Sorted Source Nodes: [full_1, clone_33, view_96, clone_34, view_97, clone_35, view_98, permute_86, clone_36, view_99, permute_87, clone_37, view_100, permute_88, clone_38, view_101, _generalized_scatter_3, _generalized_scatter_4, add_33, _generalized_scatter_5, add_34, unsqueeze_7, permute_89, squeeze_6, clone_39, view_102, sum_25], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_11:54
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_11.run(buf67, buf66, buf65, buf68, 49152, 128, stream=stream0)
            buf69 = empty_strided_cuda((1, 1, 1536), (1536, 1536, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_1, clone_33, view_96, clone_34, view_97, clone_35, view_98, permute_86, clone_36, view_99, permute_87, clone_37, view_100, permute_88, clone_38, view_101, _generalized_scatter_3, _generalized_scatter_4, add_33, _generalized_scatter_5, add_34, unsqueeze_7, permute_89, squeeze_6, clone_39, view_102, sum_25], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.sum]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_12:55
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_12.run(buf68, buf69, 1536, 32, stream=stream0)
            buf70 = buf33; del buf33  # reuse
            # Topologically Sorted Source Nodes: [full_1, clone_33, view_96, clone_34, view_97, clone_35, view_98, permute_86, clone_36, view_99, permute_87, clone_37, view_100, permute_88, clone_38, view_101, _generalized_scatter_3, _generalized_scatter_4, add_33, _generalized_scatter_5, add_34, unsqueeze_7, permute_89, squeeze_6, clone_39], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_add_clone_select_backward_squeeze_transpose_unsqueeze_13:56
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_clone_select_backward_squeeze_transpose_unsqueeze_13.run(buf67, buf66, buf65, buf70, 6291456, stream=stream0)
            del buf65
            buf71 = empty_strided_cuda((1536, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_1, clone_33, view_96, clone_34, view_97, clone_35, view_98, permute_86, clone_36, view_99, permute_87, clone_37, view_100, permute_88, clone_38, view_101, _generalized_scatter_3, _generalized_scatter_4, add_33, _generalized_scatter_5, add_34, unsqueeze_7, permute_89, squeeze_6, clone_39, view_102, view_104, permute_90, permute_93], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:57
            extern_kernels.mm(reinterpret_tensor(buf70, (1536, 4096), (1, 1536), 0), view_30, out=buf71)
            del view_30
            buf72 = reinterpret_tensor(buf67, (4096, 512), (512, 1), 0); del buf67  # reuse
            # Topologically Sorted Source Nodes: [full_1, clone_33, view_96, clone_34, view_97, clone_35, view_98, permute_86, clone_36, view_99, permute_87, clone_37, view_100, permute_88, clone_38, view_101, _generalized_scatter_3, _generalized_scatter_4, add_33, _generalized_scatter_5, add_34, unsqueeze_7, permute_89, squeeze_6, clone_39, view_102, view_104, multi_head_attention_forward_2, permute_92, mm_21], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:58
            extern_kernels.mm(reinterpret_tensor(buf70, (4096, 1536), (1536, 1), 0), primals_30, out=buf72)
            del primals_30
            buf73 = buf36; del buf36  # reuse
            # Topologically Sorted Source Nodes: [view_105, permute_94, mul_40, sum_26], Original ATen: [aten.view, aten.transpose, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_transpose_view_14:59
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_transpose_view_14.run(buf72, primals_27, buf73, 4096, 512, stream=stream0)
            buf79 = buf58; del buf58  # reuse
            # Topologically Sorted Source Nodes: [view_105, permute_94, mul_40, mul_41, mul_42, sum_27, mul_43, sub_21, sub_22, mul_44, add_35], Original ATen: [aten.view, aten.transpose, aten.native_layer_norm_backward, aten.add]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_transpose_view_15:60
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_transpose_view_15.run(buf79, buf72, primals_27, mul_8, div_5, buf73, 4096, 512, stream=stream0)
            del div_5
            del primals_27
            buf75 = reinterpret_tensor(buf62, (512, 32), (1, 512), 0); del buf62  # reuse
            buf77 = buf54; del buf54  # reuse
            # Topologically Sorted Source Nodes: [view_105, permute_94, mul_45, sum_28, sum_29], Original ATen: [aten.view, aten.transpose, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_transpose_view_16:61
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_transpose_view_16.run(buf72, mul_8, buf75, buf77, 16384, 128, stream=stream0)
            del mul_8
            buf76 = empty_strided_cuda((512, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_105, permute_94, mul_45, sum_28], Original ATen: [aten.view, aten.transpose, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_sum_view_4:62
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_4.run(buf75, buf76, 512, 32, stream=stream0)
            buf78 = empty_strided_cuda((512, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_105, permute_94, sum_29], Original ATen: [aten.view, aten.transpose, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_sum_view_4:63
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_4.run(buf77, buf78, 512, 32, stream=stream0)
            buf80 = reinterpret_tensor(buf47, (4096, 2048), (2048, 1), 0); del buf47  # reuse
            # Topologically Sorted Source Nodes: [view_106, x_6, permute_95, mm_22], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:64
            extern_kernels.mm(reinterpret_tensor(buf79, (4096, 512), (512, 1), 0), primals_25, out=buf80)
            del primals_25
            buf81 = empty_strided_cuda((512, 2048), (2048, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_106, permute_96, permute_98], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:65
            extern_kernels.mm(reinterpret_tensor(buf79, (512, 4096), (1, 512), 0), view_28, out=buf81)
            del view_28
            buf82 = reinterpret_tensor(buf77, (1, 512, 32), (16384, 1, 512), 0); del buf77  # reuse
            # Topologically Sorted Source Nodes: [view_106, sum_30], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_view_3:66
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_view_3.run(buf79, buf82, 16384, 128, stream=stream0)
            buf83 = empty_strided_cuda((1, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_106, sum_30], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_4:67
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_4.run(buf82, buf83, 512, 32, stream=stream0)
            buf84 = reinterpret_tensor(buf80, (16, 256, 2048), (524288, 2048, 1), 0); del buf80  # reuse
            # Topologically Sorted Source Nodes: [loss, view_108, where_6], Original ATen: [aten.nll_loss_forward, aten.view, aten.threshold_backward]
            # [Provenance debug handles] triton_poi_fused_nll_loss_forward_threshold_backward_view_5:68
            stream0 = get_raw_stream(0)
            triton_poi_fused_nll_loss_forward_threshold_backward_view_5.run(buf84, le_2, 8388608, stream=stream0)
            del le_2
            buf85 = buf72; del buf72  # reuse
            # Topologically Sorted Source Nodes: [loss, view_108, where_6, view_109, linear_2, permute_99, mm_24], Original ATen: [aten.nll_loss_forward, aten.view, aten.threshold_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:69
            extern_kernels.mm(reinterpret_tensor(buf84, (4096, 2048), (2048, 1), 0), primals_23, out=buf85)
            del primals_23
            buf86 = empty_strided_cuda((2048, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [loss, view_108, where_6, view_109, permute_100, permute_102], Original ATen: [aten.nll_loss_forward, aten.view, aten.threshold_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:70
            extern_kernels.mm(reinterpret_tensor(buf84, (2048, 4096), (1, 2048), 0), view_26, out=buf86)
            del view_26
            buf87 = buf50; del buf50  # reuse
            # Topologically Sorted Source Nodes: [loss, view_108, where_6, view_109, sum_31], Original ATen: [aten.nll_loss_forward, aten.view, aten.threshold_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_nll_loss_forward_sum_threshold_backward_view_6:71
            stream0 = get_raw_stream(0)
            triton_red_fused_nll_loss_forward_sum_threshold_backward_view_6.run(buf84, buf87, 65536, 128, stream=stream0)
            buf88 = empty_strided_cuda((1, 2048), (2048, 1), torch.float32)
            # Topologically Sorted Source Nodes: [loss, view_108, where_6, view_109, sum_31], Original ATen: [aten.nll_loss_forward, aten.view, aten.threshold_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_nll_loss_forward_sum_threshold_backward_view_7:72
            stream0 = get_raw_stream(0)
            triton_per_fused_nll_loss_forward_sum_threshold_backward_view_7.run(buf87, buf88, 2048, 32, stream=stream0)
            buf95 = buf79; del buf79  # reuse
            # Topologically Sorted Source Nodes: [view_111, mul_47, mul_48, sum_32, mul_49, sum_33, mul_50, sub_24, sub_25, mul_51, add_36], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_8:73
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_8.run(buf95, buf85, primals_21, mul_6, div_6, 4096, 512, stream=stream0)
            del div_6
            del primals_21
            buf91 = reinterpret_tensor(buf82, (512, 32), (1, 512), 0); del buf82  # reuse
            buf93 = buf75; del buf75  # reuse
            # Topologically Sorted Source Nodes: [view_111, mul_52, sum_34, sum_35], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_9:74
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_9.run(buf85, mul_6, buf91, buf93, 16384, 128, stream=stream0)
            del mul_6
            buf92 = empty_strided_cuda((512, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_111, mul_52, sum_34], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_sum_view_4:75
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_4.run(buf91, buf92, 512, 32, stream=stream0)
            buf94 = empty_strided_cuda((512, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_111, sum_35], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_sum_view_4:76
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_4.run(buf93, buf94, 512, 32, stream=stream0)
            buf96 = buf85; del buf85  # reuse
            # Topologically Sorted Source Nodes: [permute_103, clone_40, view_112], Original ATen: [aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_transpose_10:77
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_10.run(buf95, buf96, 2097152, stream=stream0)
            buf97 = reinterpret_tensor(buf66, (4096, 512), (512, 1), 0); del buf66  # reuse
            # Topologically Sorted Source Nodes: [multi_head_attention_forward_1, permute_104, mm_26], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:78
            extern_kernels.mm(buf96, primals_19, out=buf97)
            del primals_19
            buf98 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_105, permute_107], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:79
            extern_kernels.mm(reinterpret_tensor(buf96, (512, 4096), (1, 512), 0), view_24, out=buf98)
            del view_24
            buf99 = reinterpret_tensor(buf93, (1, 512, 32), (16384, 1, 512), 0); del buf93  # reuse
            # Topologically Sorted Source Nodes: [sum_36], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_view_3:80
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_view_3.run(buf96, buf99, 16384, 128, stream=stream0)
            del buf96
            buf100 = empty_strided_cuda((1, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_36], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_4:81
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_4.run(buf99, buf100, 512, 32, stream=stream0)
            # Topologically Sorted Source Nodes: [view_114, permute_108, _scaled_dot_product_efficient_attention_backward_2], Original ATen: [aten.view, aten.permute, aten._scaled_dot_product_efficient_attention_backward]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention_backward.default:82
            buf101 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf97, (16, 8, 256, 64), (512, 64, 8192, 1), 0), view_21, view_22, view_23, None, getitem_10, getitem_11, getitem_12, getitem_13, 0.0, [True, True, True, False])
            del buf97
            del getitem_10
            del getitem_11
            del getitem_12
            del getitem_13
            del view_21
            del view_22
            del view_23
            buf102 = buf101[0]
            assert_size_stride(buf102, (16, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf102, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf103 = buf101[1]
            assert_size_stride(buf103, (16, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf103, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf104 = buf101[2]
            assert_size_stride(buf104, (16, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf104, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            del buf101
            buf105 = buf68; del buf68  # reuse
            # Topologically Sorted Source Nodes: [full_1, clone_41, view_115, clone_42, view_116, clone_43, view_117, permute_109, clone_44, view_118, permute_110, clone_45, view_119, permute_111, clone_46, view_120, _generalized_scatter_6, _generalized_scatter_7, add_37, _generalized_scatter_8, add_38, unsqueeze_8, permute_112, squeeze_7, clone_47, view_121, sum_37], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_11:83
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_11.run(buf104, buf103, buf102, buf105, 49152, 128, stream=stream0)
            buf106 = empty_strided_cuda((1, 1, 1536), (1536, 1536, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_1, clone_41, view_115, clone_42, view_116, clone_43, view_117, permute_109, clone_44, view_118, permute_110, clone_45, view_119, permute_111, clone_46, view_120, _generalized_scatter_6, _generalized_scatter_7, add_37, _generalized_scatter_8, add_38, unsqueeze_8, permute_112, squeeze_7, clone_47, view_121, sum_37], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.sum]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_12:84
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_12.run(buf105, buf106, 1536, 32, stream=stream0)
            buf107 = buf70; del buf70  # reuse
            # Topologically Sorted Source Nodes: [full_1, clone_41, view_115, clone_42, view_116, clone_43, view_117, permute_109, clone_44, view_118, permute_110, clone_45, view_119, permute_111, clone_46, view_120, _generalized_scatter_6, _generalized_scatter_7, add_37, _generalized_scatter_8, add_38, unsqueeze_8, permute_112, squeeze_7, clone_47], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_add_clone_select_backward_squeeze_transpose_unsqueeze_13:85
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_clone_select_backward_squeeze_transpose_unsqueeze_13.run(buf104, buf103, buf102, buf107, 6291456, stream=stream0)
            buf108 = empty_strided_cuda((1536, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_1, clone_41, view_115, clone_42, view_116, clone_43, view_117, permute_109, clone_44, view_118, permute_110, clone_45, view_119, permute_111, clone_46, view_120, _generalized_scatter_6, _generalized_scatter_7, add_37, _generalized_scatter_8, add_38, unsqueeze_8, permute_112, squeeze_7, clone_47, view_121, view_123, permute_113, permute_116], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:86
            extern_kernels.mm(reinterpret_tensor(buf107, (1536, 4096), (1, 1536), 0), view_15, out=buf108)
            del view_15
            buf109 = reinterpret_tensor(buf104, (4096, 512), (512, 1), 0); del buf104  # reuse
            # Topologically Sorted Source Nodes: [full_1, clone_41, view_115, clone_42, view_116, clone_43, view_117, permute_109, clone_44, view_118, permute_110, clone_45, view_119, permute_111, clone_46, view_120, _generalized_scatter_6, _generalized_scatter_7, add_37, _generalized_scatter_8, add_38, unsqueeze_8, permute_112, squeeze_7, clone_47, view_121, view_123, multi_head_attention_forward_1, permute_115, mm_29], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:87
            extern_kernels.mm(reinterpret_tensor(buf107, (4096, 1536), (1536, 1), 0), primals_18, out=buf109)
            del primals_18
            buf110 = buf73; del buf73  # reuse
            # Topologically Sorted Source Nodes: [view_124, permute_117, mul_54, sum_38], Original ATen: [aten.view, aten.transpose, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_transpose_view_14:88
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_transpose_view_14.run(buf109, primals_15, buf110, 4096, 512, stream=stream0)
            buf116 = buf95; del buf95  # reuse
            # Topologically Sorted Source Nodes: [view_124, permute_117, mul_54, mul_55, mul_56, sum_39, mul_57, sub_27, sub_28, mul_58, add_39], Original ATen: [aten.view, aten.transpose, aten.native_layer_norm_backward, aten.add]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_transpose_view_15:89
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_transpose_view_15.run(buf116, buf109, primals_15, mul_4, div_7, buf110, 4096, 512, stream=stream0)
            del div_7
            del primals_15
            buf112 = reinterpret_tensor(buf99, (512, 32), (1, 512), 0); del buf99  # reuse
            buf114 = buf91; del buf91  # reuse
            # Topologically Sorted Source Nodes: [view_124, permute_117, mul_59, sum_40, sum_41], Original ATen: [aten.view, aten.transpose, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_transpose_view_16:90
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_transpose_view_16.run(buf109, mul_4, buf112, buf114, 16384, 128, stream=stream0)
            del mul_4
            buf113 = empty_strided_cuda((512, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_124, permute_117, mul_59, sum_40], Original ATen: [aten.view, aten.transpose, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_sum_view_4:91
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_4.run(buf112, buf113, 512, 32, stream=stream0)
            buf115 = empty_strided_cuda((512, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_124, permute_117, sum_41], Original ATen: [aten.view, aten.transpose, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_sum_view_4:92
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_4.run(buf114, buf115, 512, 32, stream=stream0)
            buf117 = reinterpret_tensor(buf84, (4096, 2048), (2048, 1), 0); del buf84  # reuse
            # Topologically Sorted Source Nodes: [view_125, x_2, permute_118, mm_30], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:93
            extern_kernels.mm(reinterpret_tensor(buf116, (4096, 512), (512, 1), 0), primals_13, out=buf117)
            del primals_13
            buf118 = empty_strided_cuda((512, 2048), (2048, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_125, permute_119, permute_121], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:94
            extern_kernels.mm(reinterpret_tensor(buf116, (512, 4096), (1, 512), 0), view_13, out=buf118)
            del view_13
            buf119 = reinterpret_tensor(buf114, (1, 512, 32), (16384, 1, 512), 0); del buf114  # reuse
            # Topologically Sorted Source Nodes: [view_125, sum_42], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_view_3:95
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_view_3.run(buf116, buf119, 16384, 128, stream=stream0)
            buf120 = empty_strided_cuda((1, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_125, sum_42], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_4:96
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_4.run(buf119, buf120, 512, 32, stream=stream0)
            buf121 = reinterpret_tensor(buf117, (16, 256, 2048), (524288, 2048, 1), 0); del buf117  # reuse
            # Topologically Sorted Source Nodes: [loss, view_127, where_7], Original ATen: [aten.nll_loss_forward, aten.view, aten.threshold_backward]
            # [Provenance debug handles] triton_poi_fused_nll_loss_forward_threshold_backward_view_5:97
            stream0 = get_raw_stream(0)
            triton_poi_fused_nll_loss_forward_threshold_backward_view_5.run(buf121, le_3, 8388608, stream=stream0)
            del le_3
            buf122 = buf109; del buf109  # reuse
            # Topologically Sorted Source Nodes: [loss, view_127, where_7, view_128, linear, permute_122, mm_32], Original ATen: [aten.nll_loss_forward, aten.view, aten.threshold_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:98
            extern_kernels.mm(reinterpret_tensor(buf121, (4096, 2048), (2048, 1), 0), primals_11, out=buf122)
            del primals_11
            buf123 = empty_strided_cuda((2048, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [loss, view_127, where_7, view_128, permute_123, permute_125], Original ATen: [aten.nll_loss_forward, aten.view, aten.threshold_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:99
            extern_kernels.mm(reinterpret_tensor(buf121, (2048, 4096), (1, 2048), 0), view_11, out=buf123)
            del view_11
            buf124 = buf87; del buf87  # reuse
            # Topologically Sorted Source Nodes: [loss, view_127, where_7, view_128, sum_43], Original ATen: [aten.nll_loss_forward, aten.view, aten.threshold_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_nll_loss_forward_sum_threshold_backward_view_6:100
            stream0 = get_raw_stream(0)
            triton_red_fused_nll_loss_forward_sum_threshold_backward_view_6.run(buf121, buf124, 65536, 128, stream=stream0)
            del buf121
            buf125 = empty_strided_cuda((1, 2048), (2048, 1), torch.float32)
            # Topologically Sorted Source Nodes: [loss, view_127, where_7, view_128, sum_43], Original ATen: [aten.nll_loss_forward, aten.view, aten.threshold_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_nll_loss_forward_sum_threshold_backward_view_7:101
            stream0 = get_raw_stream(0)
            triton_per_fused_nll_loss_forward_sum_threshold_backward_view_7.run(buf124, buf125, 2048, 32, stream=stream0)
            del buf124
            buf132 = buf116; del buf116  # reuse
            # Topologically Sorted Source Nodes: [view_130, mul_61, mul_62, sum_44, multi_head_attention_forward, x, x_1, layer_norm_1, mul_63, sum_45, mul_64, sub_30, sub_31, div_8, mul_65, add_40], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.transpose, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_17:102
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_17.run(buf132, buf122, primals_9, embedding, addmm, getitem_7, rsqrt_1, 4096, 512, stream=stream0)
            del primals_9
            buf133 = reinterpret_tensor(buf103, (4096, 512), (512, 1), 0); del buf103  # reuse
            # Topologically Sorted Source Nodes: [permute_126, clone_48, view_131], Original ATen: [aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_transpose_10:103
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_10.run(buf132, buf133, 2097152, stream=stream0)
            buf134 = reinterpret_tensor(buf102, (4096, 512), (512, 1), 0); del buf102  # reuse
            # Topologically Sorted Source Nodes: [multi_head_attention_forward, permute_127, mm_34], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:104
            extern_kernels.mm(buf133, primals_7, out=buf134)
            del primals_7
            # Topologically Sorted Source Nodes: [view_133, permute_131, _scaled_dot_product_efficient_attention_backward_3], Original ATen: [aten.view, aten.permute, aten._scaled_dot_product_efficient_attention_backward]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention_backward.default:105
            buf138 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf134, (16, 8, 256, 64), (512, 64, 8192, 1), 0), view_6, view_7, view_8, None, getitem_2, getitem_3, getitem_4, getitem_5, 0.0, [True, True, True, False])
            del getitem_2
            del getitem_3
            del getitem_4
            del getitem_5
            del view_6
            del view_7
            del view_8
            buf139 = buf138[0]
            assert_size_stride(buf139, (16, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf139, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf140 = buf138[1]
            assert_size_stride(buf140, (16, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf140, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf141 = buf138[2]
            assert_size_stride(buf141, (16, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf141, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            del buf138
            buf144 = buf107; del buf107  # reuse
            # Topologically Sorted Source Nodes: [full_1, clone_49, view_134, clone_50, view_135, clone_51, view_136, permute_132, clone_52, view_137, permute_133, clone_53, view_138, permute_134, clone_54, view_139, _generalized_scatter_9, _generalized_scatter_10, add_41, _generalized_scatter_11, add_42, unsqueeze_9, permute_135, squeeze_8, clone_55], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_add_clone_select_backward_squeeze_transpose_unsqueeze_13:106
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_clone_select_backward_squeeze_transpose_unsqueeze_13.run(buf141, buf140, buf139, buf144, 6291456, stream=stream0)
            buf146 = buf134; del buf134  # reuse
            # Topologically Sorted Source Nodes: [full_1, clone_49, view_134, clone_50, view_135, clone_51, view_136, permute_132, clone_52, view_137, permute_133, clone_53, view_138, permute_134, clone_54, view_139, _generalized_scatter_9, _generalized_scatter_10, add_41, _generalized_scatter_11, add_42, unsqueeze_9, permute_135, squeeze_8, clone_55, view_140, view_142, multi_head_attention_forward, permute_138, mm_37], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:107
            extern_kernels.mm(reinterpret_tensor(buf144, (4096, 1536), (1536, 1), 0), primals_6, out=buf146)
            del primals_6
            buf128 = reinterpret_tensor(buf119, (512, 32), (1, 512), 0); del buf119  # reuse
            buf130 = buf112; del buf112  # reuse
            buf149 = empty_strided_cuda((512, 32), (1, 512), torch.float32)
            buf151 = empty_strided_cuda((512, 32), (1, 512), torch.float32)
            # Topologically Sorted Source Nodes: [view_130, multi_head_attention_forward, x, x_1, layer_norm_1, mul_66, sum_46, sum_47, view_143, permute_140, layer_norm, mul_73, sum_52, sum_53], Original ATen: [aten.view, aten.transpose, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_18:108
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_18.run(buf122, embedding, addmm, getitem_7, rsqrt_1, buf146, getitem_1, rsqrt, buf128, buf130, buf149, buf151, 16384, 128, stream=stream0)
            del addmm
            del buf122
            del getitem_7
            del rsqrt_1
            buf129 = empty_strided_cuda((512, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_130, multi_head_attention_forward, x, x_1, layer_norm_1, mul_66, sum_46], Original ATen: [aten.view, aten.transpose, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_sum_view_4:109
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_4.run(buf128, buf129, 512, 32, stream=stream0)
            del buf128
            buf131 = empty_strided_cuda((512, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_130, sum_47], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_sum_view_4:110
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_4.run(buf130, buf131, 512, 32, stream=stream0)
            buf135 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_128, permute_130], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:111
            extern_kernels.mm(reinterpret_tensor(buf133, (512, 4096), (1, 512), 0), view_9, out=buf135)
            del view_9
            buf136 = reinterpret_tensor(buf130, (1, 512, 32), (16384, 1, 512), 0); del buf130  # reuse
            # Topologically Sorted Source Nodes: [sum_48], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_view_3:112
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_view_3.run(buf133, buf136, 16384, 128, stream=stream0)
            del buf133
            buf137 = empty_strided_cuda((1, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_48], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_4:113
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_4.run(buf136, buf137, 512, 32, stream=stream0)
            del buf136
            buf142 = buf105; del buf105  # reuse
            # Topologically Sorted Source Nodes: [full_1, clone_49, view_134, clone_50, view_135, clone_51, view_136, permute_132, clone_52, view_137, permute_133, clone_53, view_138, permute_134, clone_54, view_139, _generalized_scatter_9, _generalized_scatter_10, add_41, _generalized_scatter_11, add_42, unsqueeze_9, permute_135, squeeze_8, clone_55, view_140, sum_49], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_11:114
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_11.run(buf141, buf140, buf139, buf142, 49152, 128, stream=stream0)
            del buf139
            del buf140
            del buf141
            buf143 = empty_strided_cuda((1, 1, 1536), (1536, 1536, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_1, clone_49, view_134, clone_50, view_135, clone_51, view_136, permute_132, clone_52, view_137, permute_133, clone_53, view_138, permute_134, clone_54, view_139, _generalized_scatter_9, _generalized_scatter_10, add_41, _generalized_scatter_11, add_42, unsqueeze_9, permute_135, squeeze_8, clone_55, view_140, sum_49], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.sum]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_12:115
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_12.run(buf142, buf143, 1536, 32, stream=stream0)
            del buf142
            buf145 = empty_strided_cuda((1536, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_1, clone_49, view_134, clone_50, view_135, clone_51, view_136, permute_132, clone_52, view_137, permute_133, clone_53, view_138, permute_134, clone_54, view_139, _generalized_scatter_9, _generalized_scatter_10, add_41, _generalized_scatter_11, add_42, unsqueeze_9, permute_135, squeeze_8, clone_55, view_140, view_142, permute_136, permute_139], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:116
            extern_kernels.mm(reinterpret_tensor(buf144, (1536, 4096), (1, 1536), 0), view, out=buf145)
            del buf144
            del view
            buf147 = buf110; del buf110  # reuse
            # Topologically Sorted Source Nodes: [view_143, permute_140, mul_68, sum_50], Original ATen: [aten.view, aten.transpose, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_transpose_view_14:117
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_transpose_view_14.run(buf146, primals_3, buf147, 4096, 512, stream=stream0)
            buf154 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_13], Original ATen: [aten.embedding_dense_backward]
            # [Provenance debug handles] triton_poi_fused_embedding_dense_backward_19:118
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_19.run(buf154, 524288, stream=stream0)
            buf153 = buf132; del buf132  # reuse
            # Topologically Sorted Source Nodes: [loss, view_143, permute_140, mul_68, mul_69, layer_norm, mul_70, sum_51, mul_71, sub_33, sub_34, div_9, mul_72, add_43, eq, unsqueeze_10, where_8, full_13, index_put], Original ATen: [aten.nll_loss_forward, aten.view, aten.transpose, aten.native_layer_norm_backward, aten.native_layer_norm, aten.add, aten.embedding_dense_backward]
            # [Provenance debug handles] triton_red_fused_add_embedding_dense_backward_native_layer_norm_native_layer_norm_backward_nll_loss_forward_transpose_view_20:119
            stream0 = get_raw_stream(0)
            triton_red_fused_add_embedding_dense_backward_native_layer_norm_native_layer_norm_backward_nll_loss_forward_transpose_view_20.run(buf153, buf146, primals_3, embedding, getitem_1, rsqrt, primals_2, buf147, buf154, 4096, 512, stream=stream0)
            del buf146
            del buf147
            del buf153
            del embedding
            del getitem_1
            del primals_2
            del primals_3
            del rsqrt
            buf150 = empty_strided_cuda((512, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_143, permute_140, layer_norm, mul_73, sum_52], Original ATen: [aten.view, aten.transpose, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_sum_view_4:120
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_4.run(buf149, buf150, 512, 32, stream=stream0)
            del buf149
            buf152 = empty_strided_cuda((512, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_143, permute_140, sum_53], Original ATen: [aten.view, aten.transpose, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_sum_view_4:121
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_4.run(buf151, buf152, 512, 32, stream=stream0)
            del buf151
        return (buf154, None, buf150, buf152, reinterpret_tensor(buf143, (1536, ), (1, ), 0), buf145, buf135, reinterpret_tensor(buf137, (512, ), (1, ), 0), buf129, buf131, buf123, reinterpret_tensor(buf125, (2048, ), (1, ), 0), buf118, reinterpret_tensor(buf120, (512, ), (1, ), 0), buf113, buf115, reinterpret_tensor(buf106, (1536, ), (1, ), 0), buf108, buf98, reinterpret_tensor(buf100, (512, ), (1, ), 0), buf92, buf94, buf86, reinterpret_tensor(buf88, (2048, ), (1, ), 0), buf81, reinterpret_tensor(buf83, (512, ), (1, ), 0), buf76, buf78, reinterpret_tensor(buf69, (1536, ), (1, ), 0), buf71, buf61, reinterpret_tensor(buf63, (512, ), (1, ), 0), buf55, buf57, buf49, reinterpret_tensor(buf51, (2048, ), (1, ), 0), buf44, reinterpret_tensor(buf46, (512, ), (1, ), 0), buf39, buf41, reinterpret_tensor(buf32, (1536, ), (1, ), 0), buf34, buf24, reinterpret_tensor(buf26, (512, ), (1, ), 0), buf18, buf20, buf12, reinterpret_tensor(buf14, (2048, ), (1, ), 0), buf7, reinterpret_tensor(buf9, (512, ), (1, ), 0), buf3, reinterpret_tensor(buf5, (1024, ), (1, ), 0), None, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_2 = rand_strided((16, 256), (256, 1), device='cuda:0', dtype=torch.int64)
    primals_3 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((2048, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_23 = rand_strided((2048, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_25 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.float32)
    primals_27 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_30 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_31 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_33 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_35 = rand_strided((2048, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_37 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.float32)
    primals_39 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_42 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_43 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_45 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_47 = rand_strided((2048, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_49 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.float32)
    primals_51 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_53 = rand_strided((16, 256), (256, 1), device='cuda:0', dtype=torch.int64)
    embedding = rand_strided((16, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    getitem_1 = rand_strided((16, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt = rand_strided((16, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    view = rand_strided((4096, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    view_6 = rand_strided((16, 8, 256, 64), (512, 64, 8192, 1), device='cuda:0', dtype=torch.float32)
    view_7 = rand_strided((16, 8, 256, 64), (512, 64, 8192, 1), device='cuda:0', dtype=torch.float32)
    view_8 = rand_strided((16, 8, 256, 64), (512, 64, 8192, 1), device='cuda:0', dtype=torch.float32)
    getitem_2 = rand_strided((16, 8, 256, 64), (131072, 64, 512, 1), device='cuda:0', dtype=torch.float32)
    getitem_3 = rand_strided((16, 8, 256), (2048, 256, 1), device='cuda:0', dtype=torch.float32)
    getitem_4 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_5 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    view_9 = rand_strided((4096, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    addmm = rand_strided((4096, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    getitem_7 = rand_strided((16, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_1 = rand_strided((16, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    view_11 = rand_strided((4096, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    view_13 = rand_strided((4096, 2048), (2048, 1), device='cuda:0', dtype=torch.float32)
    mul_4 = rand_strided((16, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    view_15 = rand_strided((4096, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    view_21 = rand_strided((16, 8, 256, 64), (512, 64, 8192, 1), device='cuda:0', dtype=torch.float32)
    view_22 = rand_strided((16, 8, 256, 64), (512, 64, 8192, 1), device='cuda:0', dtype=torch.float32)
    view_23 = rand_strided((16, 8, 256, 64), (512, 64, 8192, 1), device='cuda:0', dtype=torch.float32)
    getitem_10 = rand_strided((16, 8, 256, 64), (131072, 64, 512, 1), device='cuda:0', dtype=torch.float32)
    getitem_11 = rand_strided((16, 8, 256), (2048, 256, 1), device='cuda:0', dtype=torch.float32)
    getitem_12 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_13 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    view_24 = rand_strided((4096, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    mul_6 = rand_strided((16, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    view_26 = rand_strided((4096, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    view_28 = rand_strided((4096, 2048), (2048, 1), device='cuda:0', dtype=torch.float32)
    mul_8 = rand_strided((16, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    view_30 = rand_strided((4096, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    view_36 = rand_strided((16, 8, 256, 64), (512, 64, 8192, 1), device='cuda:0', dtype=torch.float32)
    view_37 = rand_strided((16, 8, 256, 64), (512, 64, 8192, 1), device='cuda:0', dtype=torch.float32)
    view_38 = rand_strided((16, 8, 256, 64), (512, 64, 8192, 1), device='cuda:0', dtype=torch.float32)
    getitem_18 = rand_strided((16, 8, 256, 64), (131072, 64, 512, 1), device='cuda:0', dtype=torch.float32)
    getitem_19 = rand_strided((16, 8, 256), (2048, 256, 1), device='cuda:0', dtype=torch.float32)
    getitem_20 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_21 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    view_39 = rand_strided((4096, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    mul_10 = rand_strided((16, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    view_41 = rand_strided((4096, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    view_43 = rand_strided((4096, 2048), (2048, 1), device='cuda:0', dtype=torch.float32)
    mul_12 = rand_strided((16, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    view_45 = rand_strided((4096, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    view_51 = rand_strided((16, 8, 256, 64), (512, 64, 8192, 1), device='cuda:0', dtype=torch.float32)
    view_52 = rand_strided((16, 8, 256, 64), (512, 64, 8192, 1), device='cuda:0', dtype=torch.float32)
    view_53 = rand_strided((16, 8, 256, 64), (512, 64, 8192, 1), device='cuda:0', dtype=torch.float32)
    getitem_26 = rand_strided((16, 8, 256, 64), (131072, 64, 512, 1), device='cuda:0', dtype=torch.float32)
    getitem_27 = rand_strided((16, 8, 256), (2048, 256, 1), device='cuda:0', dtype=torch.float32)
    getitem_28 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_29 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    view_54 = rand_strided((4096, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    mul_14 = rand_strided((16, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    view_56 = rand_strided((4096, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    view_58 = rand_strided((4096, 2048), (2048, 1), device='cuda:0', dtype=torch.float32)
    view_60 = rand_strided((4096, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    addmm_12 = rand_strided((4096, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    amax = rand_strided((4096, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    log = rand_strided((4096, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    convert_element_type = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    le = rand_strided((16, 256, 2048), (524288, 2048, 1), device='cuda:0', dtype=torch.bool)
    div_2 = rand_strided((16, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    div_3 = rand_strided((16, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    le_1 = rand_strided((16, 256, 2048), (524288, 2048, 1), device='cuda:0', dtype=torch.bool)
    div_4 = rand_strided((16, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    div_5 = rand_strided((16, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    le_2 = rand_strided((16, 256, 2048), (524288, 2048, 1), device='cuda:0', dtype=torch.bool)
    div_6 = rand_strided((16, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    div_7 = rand_strided((16, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    le_3 = rand_strided((16, 256, 2048), (524288, 2048, 1), device='cuda:0', dtype=torch.bool)
    tangents_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    return [primals_2, primals_3, primals_6, primals_7, primals_9, primals_11, primals_13, primals_15, primals_18, primals_19, primals_21, primals_23, primals_25, primals_27, primals_30, primals_31, primals_33, primals_35, primals_37, primals_39, primals_42, primals_43, primals_45, primals_47, primals_49, primals_51, primals_53, embedding, getitem_1, rsqrt, view, view_6, view_7, view_8, getitem_2, getitem_3, getitem_4, getitem_5, view_9, addmm, getitem_7, rsqrt_1, view_11, view_13, mul_4, view_15, view_21, view_22, view_23, getitem_10, getitem_11, getitem_12, getitem_13, view_24, mul_6, view_26, view_28, mul_8, view_30, view_36, view_37, view_38, getitem_18, getitem_19, getitem_20, getitem_21, view_39, mul_10, view_41, view_43, mul_12, view_45, view_51, view_52, view_53, getitem_26, getitem_27, getitem_28, getitem_29, view_54, mul_14, view_56, view_58, view_60, addmm_12, amax, log, convert_element_type, le, div_2, div_3, le_1, div_4, div_5, le_2, div_6, div_7, le_3, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
