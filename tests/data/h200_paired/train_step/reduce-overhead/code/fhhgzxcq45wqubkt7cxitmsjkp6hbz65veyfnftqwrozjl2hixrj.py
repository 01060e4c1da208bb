# AOT ID: ['1_inference']
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



# kernel path: /tmp/fidelity_work/train_step/session1/reduce-overhead/inductor_cache/lf/clfp4wexx7q6hs23xw6pkyucbhmgv3q4ujbwzg3kq7jk2byxanbx.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
triton_for_fused_0 = async_compile.triton('triton_for_fused_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.foreach(
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'in_ptr10': '*fp32', 'in_ptr11': '*fp32', 'in_ptr12': '*fp32', 'in_ptr13': '*fp32', 'in_ptr14': '*fp32', 'in_ptr15': '*fp32', 'in_ptr16': '*fp32', 'in_ptr17': '*fp32', 'in_ptr18': '*fp32', 'in_ptr19': '*fp32', 'in_ptr20': '*fp32', 'in_ptr21': '*fp32', 'in_ptr22': '*fp32', 'in_ptr23': '*fp32', 'in_ptr24': '*fp32', 'in_ptr25': '*fp32', 'in_ptr26': '*fp32', 'in_ptr27': '*fp32', 'in_ptr28': '*fp32', 'in_ptr29': '*fp32', 'in_ptr30': '*fp32', 'in_ptr31': '*fp32', 'in_ptr32': '*fp32', 'in_ptr33': '*fp32', 'in_ptr34': '*fp32', 'in_ptr35': '*fp32', 'in_ptr36': '*fp32', 'in_ptr37': '*fp32', 'in_ptr38': '*fp32', 'in_ptr39': '*fp32', 'in_ptr40': '*fp32', 'in_ptr41': '*fp32', 'in_ptr42': '*fp32', 'in_ptr43': '*fp32', 'in_ptr44': '*fp32', 'in_ptr45': '*fp32', 'in_ptr46': '*fp32', 'in_ptr47': '*fp32', 'in_ptr48': '*fp32', 'in_ptr49': '*fp32', 'in_ptr50': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'out_ptr6': '*fp32', 'out_ptr7': '*fp32', 'out_ptr8': '*fp32', 'out_ptr9': '*fp32', 'out_ptr10': '*fp32', 'out_ptr11': '*fp32', 'out_ptr12': '*fp32', 'out_ptr13': '*fp32', 'out_ptr14': '*fp32', 'out_ptr15': '*fp32', 'out_ptr16': '*fp32', 'out_ptr17': '*fp32', 'out_ptr18': '*fp32', 'out_ptr19': '*fp32', 'out_ptr20': '*fp32', 'out_ptr21': '*fp32', 'out_ptr22': '*fp32', 'out_ptr23': '*fp32', 'out_ptr24': '*fp32', 'out_ptr25': '*fp32', 'out_ptr26': '*fp32', 'out_ptr27': '*fp32', 'out_ptr28': '*fp32', 'out_ptr29': '*fp32', 'out_ptr30': '*fp32', 'out_ptr31': '*fp32', 'out_ptr32': '*fp32', 'out_ptr33': '*fp32', 'out_ptr34': '*fp32', 'out_ptr35': '*fp32', 'out_ptr36': '*fp32', 'out_ptr37': '*fp32', 'out_ptr38': '*fp32', 'out_ptr39': '*fp32', 'out_ptr40': '*fp32', 'out_ptr41': '*fp32', 'out_ptr42': '*fp32', 'out_ptr43': '*fp32', 'out_ptr44': '*fp32', 'out_ptr45': '*fp32', 'out_ptr46': '*fp32', 'out_ptr47': '*fp32', 'out_ptr48': '*fp32', 'out_ptr49': '*fp32', 'out_ptr50': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'enable_fp_fusion': True, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]], (16,): [['tt.divisibility', 16]], (17,): [['tt.divisibility', 16]], (18,): [['tt.divisibility', 16]], (19,): [['tt.divisibility', 16]], (20,): [['tt.divisibility', 16]], (21,): [['tt.divisibility', 16]], (22,): [['tt.divisibility', 16]], (23,): [['tt.divisibility', 16]], (24,): [['tt.divisibility', 16]], (25,): [['tt.divisibility', 16]], (26,): [['tt.divisibility', 16]], (27,): [['tt.divisibility', 16]], (28,): [['tt.divisibility', 16]], (29,): [['tt.divisibility', 16]], (30,): [['tt.divisibility', 16]], (31,): [['tt.divisibility', 16]], (32,): [['tt.divisibility', 16]], (33,): [['tt.divisibility', 16]], (34,): [['tt.divisibility', 16]], (35,): [['tt.divisibility', 16]], (36,): [['tt.divisibility', 16]], (37,): [['tt.divisibility', 16]], (38,): [['tt.divisibility', 16]], (39,): [['tt.divisibility', 16]], (40,): [['tt.divisibility', 16]], (41,): [['tt.divisibility', 16]], (42,): [['tt.divisibility', 16]], (43,): [['tt.divisibility', 16]], (44,): [['tt.divisibility', 16]], (45,): [['tt.divisibility', 16]], (46,): [['tt.divisibility', 16]], (47,): [['tt.divisibility', 16]], (48,): [['tt.divisibility', 16]], (49,): [['tt.divisibility', 16]], (50,): [['tt.divisibility', 16]], (51,): [['tt.divisibility', 16]], (52,): [['tt.divisibility', 16]], (53,): [['tt.divisibility', 16]], (54,): [['tt.divisibility', 16]], (55,): [['tt.divisibility', 16]], (56,): [['tt.divisibility', 16]], (57,): [['tt.divisibility', 16]], (58,): [['tt.divisibility', 16]], (59,): [['tt.divisibility', 16]], (60,): [['tt.divisibility', 16]], (61,): [['tt.divisibility', 16]], (62,): [['tt.divisibility', 16]], (63,): [['tt.divisibility', 16]], (64,): [['tt.divisibility', 16]], (65,): [['tt.divisibility', 16]], (66,): [['tt.divisibility', 16]], (67,): [['tt.divisibility', 16]], (68,): [['tt.divisibility', 16]], (69,): [['tt.divisibility', 16]], (70,): [['tt.divisibility', 16]], (71,): [['tt.divisibility', 16]], (72,): [['tt.divisibility', 16]], (73,): [['tt.divisibility', 16]], (74,): [['tt.divisibility', 16]], (75,): [['tt.divisibility', 16]], (76,): [['tt.divisibility', 16]], (77,): [['tt.divisibility', 16]], (78,): [['tt.divisibility', 16]], (79,): [['tt.divisibility', 16]], (80,): [['tt.divisibility', 16]], (81,): [['tt.divisibility', 16]], (82,): [['tt.divisibility', 16]], (83,): [['tt.divisibility', 16]], (84,): [['tt.divisibility', 16]], (85,): [['tt.divisibility', 16]], (86,): [['tt.divisibility', 16]], (87,): [['tt.divisibility', 16]], (88,): [['tt.divisibility', 16]], (89,): [['tt.divisibility', 16]], (90,): [['tt.divisibility', 16]], (91,): [['tt.divisibility', 16]], (92,): [['tt.divisibility', 16]], (93,): [['tt.divisibility', 16]], (94,): [['tt.divisibility', 16]], (95,): [['tt.divisibility', 16]], (96,): [['tt.divisibility', 16]], (97,): [['tt.divisibility', 16]], (98,): [['tt.divisibility', 16]], (99,): [['tt.divisibility', 16]], (100,): [['tt.divisibility', 16]], (101,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'SequentialComboKernelGrid', 'combo_grid_meta': {'num_kernels': 51, 'min_blocks': 0, 'default_config': {'XBLOCK': 1024}, 'no_x_dim_0': False, 'xnumel_0': 1, 'no_x_dim_1': False, 'xnumel_1': 1, 'no_x_dim_2': False, 'xnumel_2': 1, 'no_x_dim_3': False, 'xnumel_3': 1, 'no_x_dim_4': False, 'xnumel_4': 1, 'no_x_dim_5': False, 'xnumel_5': 1, 'no_x_dim_6': False, 'xnumel_6': 1, 'no_x_dim_7': False, 'xnumel_7': 1, 'no_x_dim_8': False, 'xnumel_8': 1, 'no_x_dim_9': False, 'xnumel_9': 1, 'no_x_dim_10': False, 'xnumel_10': 1, 'no_x_dim_11': False, 'xnumel_11': 1, 'no_x_dim_12': False, 'xnumel_12': 1, 'no_x_dim_13': False, 'xnumel_13': 1, 'no_x_dim_14': False, 'xnumel_14': 1, 'no_x_dim_15': False, 'xnumel_15': 1, 'no_x_dim_16': False, 'xnumel_16': 1, 'no_x_dim_17': False, 'xnumel_17': 1, 'no_x_dim_18': False, 'xnumel_18': 1, 'no_x_dim_19': False, 'xnumel_19': 1, 'no_x_dim_20': False, 'xnumel_20': 1, 'no_x_dim_21': False, 'xnumel_21': 1, 'no_x_dim_22': False, 'xnumel_22': 1, 'no_x_dim_23': False, 'xnumel_23': 1, 'no_x_dim_24': False, 'xnumel_24': 1, 'no_x_dim_25': False, 'xnumel_25': 1, 'no_x_dim_26': False, 'xnumel_26': 1, 'no_x_dim_27': False, 'xnumel_27': 1, 'no_x_dim_28': False, 'xnumel_28': 1, 'no_x_dim_29': False, 'xnumel_29': 1, 'no_x_dim_30': False, 'xnumel_30': 1, 'no_x_dim_31': False, 'xnumel_31': 1, 'no_x_dim_32': False, 'xnumel_32': 1, 'no_x_dim_33': False, 'xnumel_33': 1, 'no_x_dim_34': False, 'xnumel_34': 1, 'no_x_dim_35': False, 'xnumel_35': 1, 'no_x_dim_36': False, 'xnumel_36': 1, 'no_x_dim_37': False, 'xnumel_37': 1, 'no_x_dim_38': False, 'xnumel_38': 1, 'no_x_dim_39': False, 'xnumel_39': 1, 'no_x_dim_40': False, 'xnumel_40': 1, 'no_x_dim_41': False, 'xnumel_41': 1, 'no_x_dim_42': False, 'xnumel_42': 1, 'no_x_dim_43': False, 'xnumel_43': 1, 'no_x_dim_44': False, 'xnumel_44': 1, 'no_x_dim_45': False, 'xnumel_45': 1, 'no_x_dim_46': False, 'xnumel_46': 1, 'no_x_dim_47': False, 'xnumel_47': 1, 'no_x_dim_48': False, 'xnumel_48': 1, 'no_x_dim_49': False, 'xnumel_49': 1, 'no_x_dim_50': False, 'xnumel_50': 1}, 'kernel_name': 'triton_for_fused_0', 'mutated_arg_names': ['in_ptr0', 'in_ptr1', 'in_ptr10', 'in_ptr11', 'in_ptr12', 'in_ptr13', 'in_ptr14', 'in_ptr15', 'in_ptr16', 'in_ptr17', 'in_ptr18', 'in_ptr19', 'in_ptr2', 'in_ptr20', 'in_ptr21', 'in_ptr22', 'in_ptr23', 'in_ptr24', 'in_ptr25', 'in_ptr26', 'in_ptr27', 'in_ptr28', 'in_ptr29', 'in_ptr3', 'in_ptr30', 'in_ptr31', 'in_ptr32', 'in_ptr33', 'in_ptr34', 'in_ptr35', 'in_ptr36', 'in_ptr37', 'in_ptr38', 'in_ptr39', 'in_ptr4', 'in_ptr40', 'in_ptr41', 'in_ptr42', 'in_ptr43', 'in_ptr44', 'in_ptr45', 'in_ptr46', 'in_ptr47', 'in_ptr48', 'in_ptr49', 'in_ptr5', 'in_ptr50', 'in_ptr6', 'in_ptr7', 'in_ptr8', 'in_ptr9', 'out_ptr0', 'out_ptr1', 'out_ptr10', 'out_ptr11', 'out_ptr12', 'out_ptr13', 'out_ptr14', 'out_ptr15', 'out_ptr16', 'out_ptr17', 'out_ptr18', 'out_ptr19', 'out_ptr2', 'out_ptr20', 'out_ptr21', 'out_ptr22', 'out_ptr23', 'out_ptr24', 'out_ptr25', 'out_ptr26', 'out_ptr27', 'out_ptr28', 'out_ptr29', 'out_ptr3', 'out_ptr30', 'out_ptr31', 'out_ptr32', 'out_ptr33', 'out_ptr34', 'out_ptr35', 'out_ptr36', 'out_ptr37', 'out_ptr38', 'out_ptr39', 'out_ptr4', 'out_ptr40', 'out_ptr41', 'out_ptr42', 'out_ptr43', 'out_ptr44', 'out_ptr45', 'out_ptr46', 'out_ptr47', 'out_ptr48', 'out_ptr49', 'out_ptr5', 'out_ptr50', 'out_ptr6', 'out_ptr7', 'out_ptr8', 'out_ptr9'], 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
)
@triton.jit
def triton_for_fused_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, in_ptr11, in_ptr12, in_ptr13, in_ptr14, in_ptr15, in_ptr16, in_ptr17, in_ptr18, in_ptr19, in_ptr20, in_ptr21, in_ptr22, in_ptr23, in_ptr24, in_ptr25, in_ptr26, in_ptr27, in_ptr28, in_ptr29, in_ptr30, in_ptr31, in_ptr32, in_ptr33, in_ptr34, in_ptr35, in_ptr36, in_ptr37, in_ptr38, in_ptr39, in_ptr40, in_ptr41, in_ptr42, in_ptr43, in_ptr44, in_ptr45, in_ptr46, in_ptr47, in_ptr48, in_ptr49, in_ptr50, out_ptr0, out_ptr1, out_ptr2, out_ptr3, out_ptr4, out_ptr5, out_ptr6, out_ptr7, out_ptr8, out_ptr9, out_ptr10, out_ptr11, out_ptr12, out_ptr13, out_ptr14, out_ptr15, out_ptr16, out_ptr17, out_ptr18, out_ptr19, out_ptr20, out_ptr21, out_ptr22, out_ptr23, out_ptr24, out_ptr25, out_ptr26, out_ptr27, out_ptr28, out_ptr29, out_ptr30, out_ptr31, out_ptr32, out_ptr33, out_ptr34, out_ptr35, out_ptr36, out_ptr37, out_ptr38, out_ptr39, out_ptr40, out_ptr41, out_ptr42, out_ptr43, out_ptr44, out_ptr45, out_ptr46, out_ptr47, out_ptr48, out_ptr49, out_ptr50):
    pid = tl.program_id(0)
    XBLOCK: tl.constexpr = 1024
    num_xblocks_0 = tl.cdiv(1, XBLOCK)
    num_xblocks_1 = num_xblocks_0 + tl.cdiv(1, XBLOCK)
    num_xblocks_2 = num_xblocks_1 + tl.cdiv(1, XBLOCK)
    num_xblocks_3 = num_xblocks_2 + tl.cdiv(1, XBLOCK)
    num_xblocks_4 = num_xblocks_3 + tl.cdiv(1, XBLOCK)
    num_xblocks_5 = num_xblocks_4 + tl.cdiv(1, XBLOCK)
    num_xblocks_6 = num_xblocks_5 + tl.cdiv(1, XBLOCK)
    num_xblocks_7 = num_xblocks_6 + tl.cdiv(1, XBLOCK)
    num_xblocks_8 = num_xblocks_7 + tl.cdiv(1, XBLOCK)
    num_xblocks_9 = num_xblocks_8 + tl.cdiv(1, XBLOCK)
    num_xblocks_10 = num_xblocks_9 + tl.cdiv(1, XBLOCK)
    num_xblocks_11 = num_xblocks_10 + tl.cdiv(1, XBLOCK)
    num_xblocks_12 = num_xblocks_11 + tl.cdiv(1, XBLOCK)
    num_xblocks_13 = num_xblocks_12 + tl.cdiv(1, XBLOCK)
    num_xblocks_14 = num_xblocks_13 + tl.cdiv(1, XBLOCK)
    num_xblocks_15 = num_xblocks_14 + tl.cdiv(1, XBLOCK)
    num_xblocks_16 = num_xblocks_15 + tl.cdiv(1, XBLOCK)
    num_xblocks_17 = num_xblocks_16 + tl.cdiv(1, XBLOCK)
    num_xblocks_18 = num_xblocks_17 + tl.cdiv(1, XBLOCK)
    num_xblocks_19 = num_xblocks_18 + tl.cdiv(1, XBLOCK)
    num_xblocks_20 = num_xblocks_19 + tl.cdiv(1, XBLOCK)
    num_xblocks_21 = num_xblocks_20 + tl.cdiv(1, XBLOCK)
    num_xblocks_22 = num_xblocks_21 + tl.cdiv(1, XBLOCK)
    num_xblocks_23 = num_xblocks_22 + tl.cdiv(1, XBLOCK)
    num_xblocks_24 = num_xblocks_23 + tl.cdiv(1, XBLOCK)
    num_xblocks_25 = num_xblocks_24 + tl.cdiv(1, XBLOCK)
    num_xblocks_26 = num_xblocks_25 + tl.cdiv(1, XBLOCK)
    num_xblocks_27 = num_xblocks_26 + tl.cdiv(1, XBLOCK)
    num_xblocks_28 = num_xblocks_27 + tl.cdiv(1, XBLOCK)
    num_xblocks_29 = num_xblocks_28 + tl.cdiv(1, XBLOCK)
    num_xblocks_30 = num_xblocks_29 + tl.cdiv(1, XBLOCK)
    num_xblocks_31 = num_xblocks_30 + tl.cdiv(1, XBLOCK)
    num_xblocks_32 = num_xblocks_31 + tl.cdiv(1, XBLOCK)
    num_xblocks_33 = num_xblocks_32 + tl.cdiv(1, XBLOCK)
    num_xblocks_34 = num_xblocks_33 + tl.cdiv(1, XBLOCK)
    num_xblocks_35 = num_xblocks_34 + tl.cdiv(1, XBLOCK)
    num_xblocks_36 = num_xblocks_35 + tl.cdiv(1, XBLOCK)
    num_xblocks_37 = num_xblocks_36 + tl.cdiv(1, XBLOCK)
    num_xblocks_38 = num_xblocks_37 + tl.cdiv(1, XBLOCK)
    num_xblocks_39 = num_xblocks_38 + tl.cdiv(1, XBLOCK)
    num_xblocks_40 = num_xblocks_39 + tl.cdiv(1, XBLOCK)
    num_xblocks_41 = num_xblocks_40 + tl.cdiv(1, XBLOCK)
    num_xblocks_42 = num_xblocks_41 + tl.cdiv(1, XBLOCK)
    num_xblocks_43 = num_xblocks_42 + tl.cdiv(1, XBLOCK)
    num_xblocks_44 = num_xblocks_43 + tl.cdiv(1, XBLOCK)
    num_xblocks_45 = num_xblocks_44 + tl.cdiv(1, XBLOCK)
    num_xblocks_46 = num_xblocks_45 + tl.cdiv(1, XBLOCK)
    num_xblocks_47 = num_xblocks_46 + tl.cdiv(1, XBLOCK)
    num_xblocks_48 = num_xblocks_47 + tl.cdiv(1, XBLOCK)
    num_xblocks_49 = num_xblocks_48 + tl.cdiv(1, XBLOCK)
    num_xblocks_50 = num_xblocks_49 + tl.cdiv(1, XBLOCK)
    if pid < num_xblocks_0:
        pid_offset = pid
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp0 = tl.load(in_ptr0 + (0))
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
        tmp2 = tl.where(xmask, tmp1, 0.0)
        tmp3 = tl.full([1], 1.0, tl.float32)
        tmp4 = tmp2 + tmp3
        tl.store(out_ptr0 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp4, xmask)
    elif pid < num_xblocks_1:
        pid_offset = pid - num_xblocks_0
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp5 = tl.load(in_ptr1 + (0))
        tmp6 = tl.broadcast_to(tmp5, [XBLOCK])
        tmp7 = tl.where(xmask, tmp6, 0.0)
        tmp8 = tl.full([1], 1.0, tl.float32)
        tmp9 = tmp7 + tmp8
        tl.store(out_ptr1 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp9, xmask)
    elif pid < num_xblocks_2:
        pid_offset = pid - num_xblocks_1
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp10 = tl.load(in_ptr2 + (0))
        tmp11 = tl.broadcast_to(tmp10, [XBLOCK])
        tmp12 = tl.where(xmask, tmp11, 0.0)
        tmp13 = tl.full([1], 1.0, tl.float32)
        tmp14 = tmp12 + tmp13
        tl.store(out_ptr2 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp14, xmask)
    elif pid < num_xblocks_3:
        pid_offset = pid - num_xblocks_2
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp15 = tl.load(in_ptr3 + (0))
        tmp16 = tl.broadcast_to(tmp15, [XBLOCK])
        tmp17 = tl.where(xmask, tmp16, 0.0)
        tmp18 = tl.full([1], 1.0, tl.float32)
        tmp19 = tmp17 + tmp18
        tl.store(out_ptr3 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp19, xmask)
    elif pid < num_xblocks_4:
        pid_offset = pid - num_xblocks_3
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp20 = tl.load(in_ptr4 + (0))
        tmp21 = tl.broadcast_to(tmp20, [XBLOCK])
        tmp22 = tl.where(xmask, tmp21, 0.0)
        tmp23 = tl.full([1], 1.0, tl.float32)
        tmp24 = tmp22 + tmp23
        tl.store(out_ptr4 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp24, xmask)
    elif pid < num_xblocks_5:
        pid_offset = pid - num_xblocks_4
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp25 = tl.load(in_ptr5 + (0))
        tmp26 = tl.broadcast_to(tmp25, [XBLOCK])
        tmp27 = tl.where(xmask, tmp26, 0.0)
        tmp28 = tl.full([1], 1.0, tl.float32)
        tmp29 = tmp27 + tmp28
        tl.store(out_ptr5 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp29, xmask)
    elif pid < num_xblocks_6:
        pid_offset = pid - num_xblocks_5
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp30 = tl.load(in_ptr6 + (0))
        tmp31 = tl.broadcast_to(tmp30, [XBLOCK])
        tmp32 = tl.where(xmask, tmp31, 0.0)
        tmp33 = tl.full([1], 1.0, tl.float32)
        tmp34 = tmp32 + tmp33
        tl.store(out_ptr6 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp34, xmask)
    elif pid < num_xblocks_7:
        pid_offset = pid - num_xblocks_6
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp35 = tl.load(in_ptr7 + (0))
        tmp36 = tl.broadcast_to(tmp35, [XBLOCK])
        tmp37 = tl.where(xmask, tmp36, 0.0)
        tmp38 = tl.full([1], 1.0, tl.float32)
        tmp39 = tmp37 + tmp38
        tl.store(out_ptr7 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp39, xmask)
    elif pid < num_xblocks_8:
        pid_offset = pid - num_xblocks_7
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp40 = tl.load(in_ptr8 + (0))
        tmp41 = tl.broadcast_to(tmp40, [XBLOCK])
        tmp42 = tl.where(xmask, tmp41, 0.0)
        tmp43 = tl.full([1], 1.0, tl.float32)
        tmp44 = tmp42 + tmp43
        tl.store(out_ptr8 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp44, xmask)
    elif pid < num_xblocks_9:
        pid_offset = pid - num_xblocks_8
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp45 = tl.load(in_ptr9 + (0))
        tmp46 = tl.broadcast_to(tmp45, [XBLOCK])
        tmp47 = tl.where(xmask, tmp46, 0.0)
        tmp48 = tl.full([1], 1.0, tl.float32)
        tmp49 = tmp47 + tmp48
        tl.store(out_ptr9 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp49, xmask)
    elif pid < num_xblocks_10:
        pid_offset = pid - num_xblocks_9
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp50 = tl.load(in_ptr10 + (0))
        tmp51 = tl.broadcast_to(tmp50, [XBLOCK])
        tmp52 = tl.where(xmask, tmp51, 0.0)
        tmp53 = tl.full([1], 1.0, tl.float32)
        tmp54 = tmp52 + tmp53
        tl.store(out_ptr10 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp54, xmask)
    elif pid < num_xblocks_11:
        pid_offset = pid - num_xblocks_10
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp55 = tl.load(in_ptr11 + (0))
        tmp56 = tl.broadcast_to(tmp55, [XBLOCK])
        tmp57 = tl.where(xmask, tmp56, 0.0)
        tmp58 = tl.full([1], 1.0, tl.float32)
        tmp59 = tmp57 + tmp58
        tl.store(out_ptr11 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp59, xmask)
    elif pid < num_xblocks_12:
        pid_offset = pid - num_xblocks_11
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp60 = tl.load(in_ptr12 + (0))
        tmp61 = tl.broadcast_to(tmp60, [XBLOCK])
        tmp62 = tl.where(xmask, tmp61, 0.0)
        tmp63 = tl.full([1], 1.0, tl.float32)
        tmp64 = tmp62 + tmp63
        tl.store(out_ptr12 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp64, xmask)
    elif pid < num_xblocks_13:
        pid_offset = pid - num_xblocks_12
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp65 = tl.load(in_ptr13 + (0))
        tmp66 = tl.broadcast_to(tmp65, [XBLOCK])
        tmp67 = tl.where(xmask, tmp66, 0.0)
        tmp68 = tl.full([1], 1.0, tl.float32)
        tmp69 = tmp67 + tmp68
        tl.store(out_ptr13 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp69, xmask)
    elif pid < num_xblocks_14:
        pid_offset = pid - num_xblocks_13
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp70 = tl.load(in_ptr14 + (0))
        tmp71 = tl.broadcast_to(tmp70, [XBLOCK])
        tmp72 = tl.where(xmask, tmp71, 0.0)
        tmp73 = tl.full([1], 1.0, tl.float32)
        tmp74 = tmp72 + tmp73
        tl.store(out_ptr14 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp74, xmask)
    elif pid < num_xblocks_15:
        pid_offset = pid - num_xblocks_14
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp75 = tl.load(in_ptr15 + (0))
        tmp76 = tl.broadcast_to(tmp75, [XBLOCK])
        tmp77 = tl.where(xmask, tmp76, 0.0)
        tmp78 = tl.full([1], 1.0, tl.float32)
        tmp79 = tmp77 + tmp78
        tl.store(out_ptr15 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp79, xmask)
    elif pid < num_xblocks_16:
        pid_offset = pid - num_xblocks_15
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp80 = tl.load(in_ptr16 + (0))
        tmp81 = tl.broadcast_to(tmp80, [XBLOCK])
        tmp82 = tl.where(xmask, tmp81, 0.0)
        tmp83 = tl.full([1], 1.0, tl.float32)
        tmp84 = tmp82 + tmp83
        tl.store(out_ptr16 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp84, xmask)
    elif pid < num_xblocks_17:
        pid_offset = pid - num_xblocks_16
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp85 = tl.load(in_ptr17 + (0))
        tmp86 = tl.broadcast_to(tmp85, [XBLOCK])
        tmp87 = tl.where(xmask, tmp86, 0.0)
        tmp88 = tl.full([1], 1.0, tl.float32)
        tmp89 = tmp87 + tmp88
        tl.store(out_ptr17 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp89, xmask)
    elif pid < num_xblocks_18:
        pid_offset = pid - num_xblocks_17
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp90 = tl.load(in_ptr18 + (0))
        tmp91 = tl.broadcast_to(tmp90, [XBLOCK])
        tmp92 = tl.where(xmask, tmp91, 0.0)
        tmp93 = tl.full([1], 1.0, tl.float32)
        tmp94 = tmp92 + tmp93
        tl.store(out_ptr18 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp94, xmask)
    elif pid < num_xblocks_19:
        pid_offset = pid - num_xblocks_18
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp95 = tl.load(in_ptr19 + (0))
        tmp96 = tl.broadcast_to(tmp95, [XBLOCK])
        tmp97 = tl.where(xmask, tmp96, 0.0)
        tmp98 = tl.full([1], 1.0, tl.float32)
        tmp99 = tmp97 + tmp98
        tl.store(out_ptr19 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp99, xmask)
    elif pid < num_xblocks_20:
        pid_offset = pid - num_xblocks_19
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp100 = tl.load(in_ptr20 + (0))
        tmp101 = tl.broadcast_to(tmp100, [XBLOCK])
        tmp102 = tl.where(xmask, tmp101, 0.0)
        tmp103 = tl.full([1], 1.0, tl.float32)
        tmp104 = tmp102 + tmp103
        tl.store(out_ptr20 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp104, xmask)
    elif pid < num_xblocks_21:
        pid_offset = pid - num_xblocks_20
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp105 = tl.load(in_ptr21 + (0))
        tmp106 = tl.broadcast_to(tmp105, [XBLOCK])
        tmp107 = tl.where(xmask, tmp106, 0.0)
        tmp108 = tl.full([1], 1.0, tl.float32)
        tmp109 = tmp107 + tmp108
        tl.store(out_ptr21 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp109, xmask)
    elif pid < num_xblocks_22:
        pid_offset = pid - num_xblocks_21
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp110 = tl.load(in_ptr22 + (0))
        tmp111 = tl.broadcast_to(tmp110, [XBLOCK])
        tmp112 = tl.where(xmask, tmp111, 0.0)
        tmp113 = tl.full([1], 1.0, tl.float32)
        tmp114 = tmp112 + tmp113
        tl.store(out_ptr22 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp114, xmask)
    elif pid < num_xblocks_23:
        pid_offset = pid - num_xblocks_22
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp115 = tl.load(in_ptr23 + (0))
        tmp116 = tl.broadcast_to(tmp115, [XBLOCK])
        tmp117 = tl.where(xmask, tmp116, 0.0)
        tmp118 = tl.full([1], 1.0, tl.float32)
        tmp119 = tmp117 + tmp118
        tl.store(out_ptr23 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp119, xmask)
    elif pid < num_xblocks_24:
        pid_offset = pid - num_xblocks_23
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp120 = tl.load(in_ptr24 + (0))
        tmp121 = tl.broadcast_to(tmp120, [XBLOCK])
        tmp122 = tl.where(xmask, tmp121, 0.0)
        tmp123 = tl.full([1], 1.0, tl.float32)
        tmp124 = tmp122 + tmp123
        tl.store(out_ptr24 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp124, xmask)
    elif pid < num_xblocks_25:
        pid_offset = pid - num_xblocks_24
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp125 = tl.load(in_ptr25 + (0))
        tmp126 = tl.broadcast_to(tmp125, [XBLOCK])
        tmp127 = tl.where(xmask, tmp126, 0.0)
        tmp128 = tl.full([1], 1.0, tl.float32)
        tmp129 = tmp127 + tmp128
        tl.store(out_ptr25 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp129, xmask)
    elif pid < num_xblocks_26:
        pid_offset = pid - num_xblocks_25
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp130 = tl.load(in_ptr26 + (0))
        tmp131 = tl.broadcast_to(tmp130, [XBLOCK])
        tmp132 = tl.where(xmask, tmp131, 0.0)
        tmp133 = tl.full([1], 1.0, tl.float32)
        tmp134 = tmp132 + tmp133
        tl.store(out_ptr26 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp134, xmask)
    elif pid < num_xblocks_27:
        pid_offset = pid - num_xblocks_26
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp135 = tl.load(in_ptr27 + (0))
        tmp136 = tl.broadcast_to(tmp135, [XBLOCK])
        tmp137 = tl.where(xmask, tmp136, 0.0)
        tmp138 = tl.full([1], 1.0, tl.float32)
        tmp139 = tmp137 + tmp138
        tl.store(out_ptr27 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp139, xmask)
    elif pid < num_xblocks_28:
        pid_offset = pid - num_xblocks_27
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp140 = tl.load(in_ptr28 + (0))
        tmp141 = tl.broadcast_to(tmp140, [XBLOCK])
        tmp142 = tl.where(xmask, tmp141, 0.0)
        tmp143 = tl.full([1], 1.0, tl.float32)
        tmp144 = tmp142 + tmp143
        tl.store(out_ptr28 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp144, xmask)
    elif pid < num_xblocks_29:
        pid_offset = pid - num_xblocks_28
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp145 = tl.load(in_ptr29 + (0))
        tmp146 = tl.broadcast_to(tmp145, [XBLOCK])
        tmp147 = tl.where(xmask, tmp146, 0.0)
        tmp148 = tl.full([1], 1.0, tl.float32)
        tmp149 = tmp147 + tmp148
        tl.store(out_ptr29 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp149, xmask)
    elif pid < num_xblocks_30:
        pid_offset = pid - num_xblocks_29
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp150 = tl.load(in_ptr30 + (0))
        tmp151 = tl.broadcast_to(tmp150, [XBLOCK])
        tmp152 = tl.where(xmask, tmp151, 0.0)
        tmp153 = tl.full([1], 1.0, tl.float32)
        tmp154 = tmp152 + tmp153
        tl.store(out_ptr30 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp154, xmask)
    elif pid < num_xblocks_31:
        pid_offset = pid - num_xblocks_30
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp155 = tl.load(in_ptr31 + (0))
        tmp156 = tl.broadcast_to(tmp155, [XBLOCK])
        tmp157 = tl.where(xmask, tmp156, 0.0)
        tmp158 = tl.full([1], 1.0, tl.float32)
        tmp159 = tmp157 + tmp158
        tl.store(out_ptr31 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp159, xmask)
    elif pid < num_xblocks_32:
        pid_offset = pid - num_xblocks_31
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp160 = tl.load(in_ptr32 + (0))
        tmp161 = tl.broadcast_to(tmp160, [XBLOCK])
        tmp162 = tl.where(xmask, tmp161, 0.0)
        tmp163 = tl.full([1], 1.0, tl.float32)
        tmp164 = tmp162 + tmp163
        tl.store(out_ptr32 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp164, xmask)
    elif pid < num_xblocks_33:
        pid_offset = pid - num_xblocks_32
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp165 = tl.load(in_ptr33 + (0))
        tmp166 = tl.broadcast_to(tmp165, [XBLOCK])
        tmp167 = tl.where(xmask, tmp166, 0.0)
        tmp168 = tl.full([1], 1.0, tl.float32)
        tmp169 = tmp167 + tmp168
        tl.store(out_ptr33 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp169, xmask)
    elif pid < num_xblocks_34:
        pid_offset = pid - num_xblocks_33
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp170 = tl.load(in_ptr34 + (0))
        tmp171 = tl.broadcast_to(tmp170, [XBLOCK])
        tmp172 = tl.where(xmask, tmp171, 0.0)
        tmp173 = tl.full([1], 1.0, tl.float32)
        tmp174 = tmp172 + tmp173
        tl.store(out_ptr34 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp174, xmask)
    elif pid < num_xblocks_35:
        pid_offset = pid - num_xblocks_34
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp175 = tl.load(in_ptr35 + (0))
        tmp176 = tl.broadcast_to(tmp175, [XBLOCK])
        tmp177 = tl.where(xmask, tmp176, 0.0)
        tmp178 = tl.full([1], 1.0, tl.float32)
        tmp179 = tmp177 + tmp178
        tl.store(out_ptr35 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp179, xmask)
    elif pid < num_xblocks_36:
        pid_offset = pid - num_xblocks_35
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp180 = tl.load(in_ptr36 + (0))
        tmp181 = tl.broadcast_to(tmp180, [XBLOCK])
        tmp182 = tl.where(xmask, tmp181, 0.0)
        tmp183 = tl.full([1], 1.0, tl.float32)
        tmp184 = tmp182 + tmp183
        tl.store(out_ptr36 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp184, xmask)
    elif pid < num_xblocks_37:
        pid_offset = pid - num_xblocks_36
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp185 = tl.load(in_ptr37 + (0))
        tmp186 = tl.broadcast_to(tmp185, [XBLOCK])
        tmp187 = tl.where(xmask, tmp186, 0.0)
        tmp188 = tl.full([1], 1.0, tl.float32)
        tmp189 = tmp187 + tmp188
        tl.store(out_ptr37 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp189, xmask)
    elif pid < num_xblocks_38:
        pid_offset = pid - num_xblocks_37
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp190 = tl.load(in_ptr38 + (0))
        tmp191 = tl.broadcast_to(tmp190, [XBLOCK])
        tmp192 = tl.where(xmask, tmp191, 0.0)
        tmp193 = tl.full([1], 1.0, tl.float32)
        tmp194 = tmp192 + tmp193
        tl.store(out_ptr38 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp194, xmask)
    elif pid < num_xblocks_39:
        pid_offset = pid - num_xblocks_38
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp195 = tl.load(in_ptr39 + (0))
        tmp196 = tl.broadcast_to(tmp195, [XBLOCK])
        tmp197 = tl.where(xmask, tmp196, 0.0)
        tmp198 = tl.full([1], 1.0, tl.float32)
        tmp199 = tmp197 + tmp198
        tl.store(out_ptr39 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp199, xmask)
    elif pid < num_xblocks_40:
        pid_offset = pid - num_xblocks_39
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp200 = tl.load(in_ptr40 + (0))
        tmp201 = tl.broadcast_to(tmp200, [XBLOCK])
        tmp202 = tl.where(xmask, tmp201, 0.0)
        tmp203 = tl.full([1], 1.0, tl.float32)
        tmp204 = tmp202 + tmp203
        tl.store(out_ptr40 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp204, xmask)
    elif pid < num_xblocks_41:
        pid_offset = pid - num_xblocks_40
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp205 = tl.load(in_ptr41 + (0))
        tmp206 = tl.broadcast_to(tmp205, [XBLOCK])
        tmp207 = tl.where(xmask, tmp206, 0.0)
        tmp208 = tl.full([1], 1.0, tl.float32)
        tmp209 = tmp207 + tmp208
        tl.store(out_ptr41 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp209, xmask)
    elif pid < num_xblocks_42:
        pid_offset = pid - num_xblocks_41
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp210 = tl.load(in_ptr42 + (0))
        tmp211 = tl.broadcast_to(tmp210, [XBLOCK])
        tmp212 = tl.where(xmask, tmp211, 0.0)
        tmp213 = tl.full([1], 1.0, tl.float32)
        tmp214 = tmp212 + tmp213
        tl.store(out_ptr42 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp214, xmask)
    elif pid < num_xblocks_43:
        pid_offset = pid - num_xblocks_42
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp215 = tl.load(in_ptr43 + (0))
        tmp216 = tl.broadcast_to(tmp215, [XBLOCK])
        tmp217 = tl.where(xmask, tmp216, 0.0)
        tmp218 = tl.full([1], 1.0, tl.float32)
        tmp219 = tmp217 + tmp218
        tl.store(out_ptr43 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp219, xmask)
    elif pid < num_xblocks_44:
        pid_offset = pid - num_xblocks_43
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp220 = tl.load(in_ptr44 + (0))
        tmp221 = tl.broadcast_to(tmp220, [XBLOCK])
        tmp222 = tl.where(xmask, tmp221, 0.0)
        tmp223 = tl.full([1], 1.0, tl.float32)
        tmp224 = tmp222 + tmp223
        tl.store(out_ptr44 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp224, xmask)
    elif pid < num_xblocks_45:
        pid_offset = pid - num_xblocks_44
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp225 = tl.load(in_ptr45 + (0))
        tmp226 = tl.broadcast_to(tmp225, [XBLOCK])
        tmp227 = tl.where(xmask, tmp226, 0.0)
        tmp228 = tl.full([1], 1.0, tl.float32)
        tmp229 = tmp227 + tmp228
        tl.store(out_ptr45 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp229, xmask)
    elif pid < num_xblocks_46:
        pid_offset = pid - num_xblocks_45
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp230 = tl.load(in_ptr46 + (0))
        tmp231 = tl.broadcast_to(tmp230, [XBLOCK])
        tmp232 = tl.where(xmask, tmp231, 0.0)
        tmp233 = tl.full([1], 1.0, tl.float32)
        tmp234 = tmp232 + tmp233
        tl.store(out_ptr46 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp234, xmask)
    elif pid < num_xblocks_47:
        pid_offset = pid - num_xblocks_46
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp235 = tl.load(in_ptr47 + (0))
        tmp236 = tl.broadcast_to(tmp235, [XBLOCK])
        tmp237 = tl.where(xmask, tmp236, 0.0)
        tmp238 = tl.full([1], 1.0, tl.float32)
        tmp239 = tmp237 + tmp238
        tl.store(out_ptr47 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp239, xmask)
    elif pid < num_xblocks_48:
        pid_offset = pid - num_xblocks_47
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp240 = tl.load(in_ptr48 + (0))
        tmp241 = tl.broadcast_to(tmp240, [XBLOCK])
        tmp242 = tl.where(xmask, tmp241, 0.0)
        tmp243 = tl.full([1], 1.0, tl.float32)
        tmp244 = tmp242 + tmp243
        tl.store(out_ptr48 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp244, xmask)
    elif pid < num_xblocks_49:
        pid_offset = pid - num_xblocks_48
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp245 = tl.load(in_ptr49 + (0))
        tmp246 = tl.broadcast_to(tmp245, [XBLOCK])
        tmp247 = tl.where(xmask, tmp246, 0.0)
        tmp248 = tl.full([1], 1.0, tl.float32)
        tmp249 = tmp247 + tmp248
        tl.store(out_ptr49 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp249, xmask)
    elif pid < num_xblocks_50:
        pid_offset = pid - num_xblocks_49
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp250 = tl.load(in_ptr50 + (0))
        tmp251 = tl.broadcast_to(tmp250, [XBLOCK])
        tmp252 = tl.where(xmask, tmp251, 0.0)
        tmp253 = tl.full([1], 1.0, tl.float32)
        tmp254 = tmp252 + tmp253
        tl.store(out_ptr50 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp254, xmask)
    else:
        pass
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/reduce-overhead/inductor_cache/s7/cs7qum37ajp7rmttio2bbvzcpchjwcn2t6hqqg2umk7uip27sb2d.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
triton_for_fused_1 = async_compile.triton('triton_for_fused_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.foreach(
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'in_ptr10': '*fp32', 'in_ptr11': '*fp32', 'in_ptr12': '*fp32', 'in_ptr13': '*fp32', 'in_ptr14': '*fp32', 'in_ptr15': '*fp32', 'in_ptr16': '*fp32', 'in_ptr17': '*fp32', 'in_ptr18': '*fp32', 'in_ptr19': '*fp32', 'in_ptr20': '*fp32', 'in_ptr21': '*fp32', 'in_ptr22': '*fp32', 'in_ptr23': '*fp32', 'in_ptr24': '*fp32', 'in_ptr25': '*fp32', 'in_ptr26': '*fp32', 'in_ptr27': '*fp32', 'in_ptr28': '*fp32', 'in_ptr29': '*fp32', 'in_ptr30': '*fp32', 'in_ptr31': '*fp32', 'in_ptr32': '*fp32', 'in_ptr33': '*fp32', 'in_ptr34': '*fp32', 'in_ptr35': '*fp32', 'in_ptr36': '*fp32', 'in_ptr37': '*fp32', 'in_ptr38': '*fp32', 'in_ptr39': '*fp32', 'in_ptr40': '*fp32', 'in_ptr41': '*fp32', 'in_ptr42': '*fp32', 'in_ptr43': '*fp32', 'in_ptr44': '*fp32', 'in_ptr45': '*fp32', 'in_ptr46': '*fp32', 'in_ptr47': '*fp32', 'in_ptr48': '*fp32', 'in_ptr49': '*fp32', 'in_ptr50': '*fp32', 'in_ptr51': '*fp32', 'in_ptr52': '*fp32', 'in_ptr53': '*fp32', 'in_ptr54': '*fp32', 'in_ptr55': '*fp32', 'in_ptr56': '*fp32', 'in_ptr57': '*fp32', 'in_ptr58': '*fp32', 'in_ptr59': '*fp32', 'in_ptr60': '*fp32', 'in_ptr61': '*fp32', 'in_ptr62': '*fp32', 'in_ptr63': '*fp32', 'in_ptr64': '*fp32', 'in_ptr65': '*fp32', 'in_ptr66': '*fp32', 'in_ptr67': '*fp32', 'in_ptr68': '*fp32', 'in_ptr69': '*fp32', 'in_ptr70': '*fp32', 'in_ptr71': '*fp32', 'in_ptr72': '*fp32', 'in_ptr73': '*fp32', 'in_ptr74': '*fp32', 'in_ptr75': '*fp32', 'in_ptr76': '*fp32', 'in_ptr77': '*fp32', 'in_ptr78': '*fp32', 'in_ptr79': '*fp32', 'in_ptr80': '*fp32', 'in_ptr81': '*fp32', 'in_ptr82': '*fp32', 'in_ptr83': '*fp32', 'in_ptr84': '*fp32', 'in_ptr85': '*fp32', 'in_ptr86': '*fp32', 'in_ptr87': '*fp32', 'in_ptr88': '*fp32', 'in_ptr89': '*fp32', 'in_ptr90': '*fp32', 'in_ptr91': '*fp32', 'in_ptr92': '*fp32', 'in_ptr93': '*fp32', 'in_ptr94': '*fp32', 'out_ptr0': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'out_ptr8': '*fp32', 'out_ptr9': '*fp32', 'out_ptr10': '*fp32', 'out_ptr13': '*fp32', 'out_ptr14': '*fp32', 'out_ptr15': '*fp32', 'out_ptr18': '*fp32', 'out_ptr19': '*fp32', 'out_ptr20': '*fp32', 'out_ptr23': '*fp32', 'out_ptr24': '*fp32', 'out_ptr25': '*fp32', 'out_ptr28': '*fp32', 'out_ptr29': '*fp32', 'out_ptr30': '*fp32', 'out_ptr33': '*fp32', 'out_ptr34': '*fp32', 'out_ptr35': '*fp32', 'out_ptr38': '*fp32', 'out_ptr39': '*fp32', 'out_ptr40': '*fp32', 'out_ptr43': '*fp32', 'out_ptr44': '*fp32', 'out_ptr45': '*fp32', 'out_ptr48': '*fp32', 'out_ptr49': '*fp32', 'out_ptr50': '*fp32', 'out_ptr53': '*fp32', 'out_ptr54': '*fp32', 'out_ptr55': '*fp32', 'out_ptr58': '*fp32', 'out_ptr59': '*fp32', 'out_ptr60': '*fp32', 'out_ptr63': '*fp32', 'out_ptr64': '*fp32', 'out_ptr65': '*fp32', 'out_ptr68': '*fp32', 'out_ptr69': '*fp32', 'out_ptr70': '*fp32', 'out_ptr73': '*fp32', 'out_ptr74': '*fp32', 'out_ptr75': '*fp32', 'out_ptr78': '*fp32', 'out_ptr79': '*fp32', 'out_ptr80': '*fp32', 'out_ptr83': '*fp32', 'out_ptr84': '*fp32', 'out_ptr85': '*fp32', 'out_ptr88': '*fp32', 'out_ptr89': '*fp32', 'out_ptr90': '*fp32', 'out_ptr93': '*fp32', 'out_ptr94': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'enable_fp_fusion': True, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]], (16,): [['tt.divisibility', 16]], (17,): [['tt.divisibility', 16]], (18,): [['tt.divisibility', 16]], (19,): [['tt.divisibility', 16]], (20,): [['tt.divisibility', 16]], (21,): [['tt.divisibility', 16]], (22,): [['tt.divisibility', 16]], (23,): [['tt.divisibility', 16]], (24,): [['tt.divisibility', 16]], (25,): [['tt.divisibility', 16]], (26,): [['tt.divisibility', 16]], (27,): [['tt.divisibility', 16]], (28,): [['tt.divisibility', 16]], (29,): [['tt.divisibility', 16]], (30,): [['tt.divisibility', 16]], (31,): [['tt.divisibility', 16]], (32,): [['tt.divisibility', 16]], (33,): [['tt.divisibility', 16]], (34,): [['tt.divisibility', 16]], (35,): [['tt.divisibility', 16]], (36,): [['tt.divisibility', 16]], (37,): [['tt.divisibility', 16]], (38,): [['tt.divisibility', 16]], (39,): [['tt.divisibility', 16]], (40,): [['tt.divisibility', 16]], (41,): [['tt.divisibility', 16]], (42,): [['tt.divisibility', 16]], (43,): [['tt.divisibility', 16]], (44,): [['tt.divisibility', 16]], (45,): [['tt.divisibility', 16]], (46,): [['tt.divisibility', 16]], (47,): [['tt.divisibility', 16]], (48,): [['tt.divisibility', 16]], (49,): [['tt.divisibility', 16]], (50,): [['tt.divisibility', 16]], (51,): [['tt.divisibility', 16]], (52,): [['tt.divisibility', 16]], (53,): [['tt.divisibility', 16]], (54,): [['tt.divisibility', 16]], (55,): [['tt.divisibility', 16]], (56,): [['tt.divisibility', 16]], (57,): [['tt.divisibility', 16]], (58,): [['tt.divisibility', 16]], (59,): [['tt.divisibility', 16]], (60,): [['tt.divisibility', 16]], (61,): [['tt.divisibility', 16]], (62,): [['tt.divisibility', 16]], (63,): [['tt.divisibility', 16]], (64,): [['tt.divisibility', 16]], (65,): [['tt.divisibility', 16]], (66,): [['tt.divisibility', 16]], (67,): [['tt.divisibility', 16]], (68,): [['tt.divisibility', 16]], (69,): [['tt.divisibility', 16]], (70,): [['tt.divisibility', 16]], (71,): [['tt.divisibility', 16]], (72,): [['tt.divisibility', 16]], (73,): [['tt.divisibility', 16]], (74,): [['tt.divisibility', 16]], (75,): [['tt.divisibility', 16]], (76,): [['tt.divisibility', 16]], (77,): [['tt.divisibility', 16]], (78,): [['tt.divisibility', 16]], (79,): [['tt.divisibility', 16]], (80,): [['tt.divisibility', 16]], (81,): [['tt.divisibility', 16]], (82,): [['tt.divisibility', 16]], (83,): [['tt.divisibility', 16]], (84,): [['tt.divisibility', 16]], (85,): [['tt.divisibility', 16]], (86,): [['tt.divisibility', 16]], (87,): [['tt.divisibility', 16]], (88,): [['tt.divisibility', 16]], (89,): [['tt.divisibility', 16]], (90,): [['tt.divisibility', 16]], (91,): [['tt.divisibility', 16]], (92,): [['tt.divisibility', 16]], (93,): [['tt.divisibility', 16]], (94,): [['tt.divisibility', 16]], (95,): [['tt.divisibility', 16]], (96,): [['tt.divisibility', 16]], (97,): [['tt.divisibility', 16]], (98,): [['tt.divisibility', 16]], (99,): [['tt.divisibility', 16]], (100,): [['tt.divisibility', 16]], (101,): [['tt.divisibility', 16]], (102,): [['tt.divisibility', 16]], (103,): [['tt.divisibility', 16]], (104,): [['tt.divisibility', 16]], (105,): [['tt.divisibility', 16]], (106,): [['tt.divisibility', 16]], (107,): [['tt.divisibility', 16]], (108,): [['tt.divisibility', 16]], (109,): [['tt.divisibility', 16]], (110,): [['tt.divisibility', 16]], (111,): [['tt.divisibility', 16]], (112,): [['tt.divisibility', 16]], (113,): [['tt.divisibility', 16]], (114,): [['tt.divisibility', 16]], (115,): [['tt.divisibility', 16]], (116,): [['tt.divisibility', 16]], (117,): [['tt.divisibility', 16]], (118,): [['tt.divisibility', 16]], (119,): [['tt.divisibility', 16]], (120,): [['tt.divisibility', 16]], (121,): [['tt.divisibility', 16]], (122,): [['tt.divisibility', 16]], (123,): [['tt.divisibility', 16]], (124,): [['tt.divisibility', 16]], (125,): [['tt.divisibility', 16]], (126,): [['tt.divisibility', 16]], (127,): [['tt.divisibility', 16]], (128,): [['tt.divisibility', 16]], (129,): [['tt.divisibility', 16]], (130,): [['tt.divisibility', 16]], (131,): [['tt.divisibility', 16]], (132,): [['tt.divisibility', 16]], (133,): [['tt.divisibility', 16]], (134,): [['tt.divisibility', 16]], (135,): [['tt.divisibility', 16]], (136,): [['tt.divisibility', 16]], (137,): [['tt.divisibility', 16]], (138,): [['tt.divisibility', 16]], (139,): [['tt.divisibility', 16]], (140,): [['tt.divisibility', 16]], (141,): [['tt.divisibility', 16]], (142,): [['tt.divisibility', 16]], (143,): [['tt.divisibility', 16]], (144,): [['tt.divisibility', 16]], (145,): [['tt.divisibility', 16]], (146,): [['tt.divisibility', 16]], (147,): [['tt.divisibility', 16]], (148,): [['tt.divisibility', 16]], (149,): [['tt.divisibility', 16]], (150,): [['tt.divisibility', 16]], (151,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'SequentialComboKernelGrid', 'combo_grid_meta': {'num_kernels': 19, 'min_blocks': 0, 'default_config': {'XBLOCK': 1024}, 'no_x_dim_0': False, 'xnumel_0': 524288, 'no_x_dim_1': False, 'xnumel_1': 786432, 'no_x_dim_2': False, 'xnumel_2': 1536, 'no_x_dim_3': False, 'xnumel_3': 262144, 'no_x_dim_4': False, 'xnumel_4': 512, 'no_x_dim_5': False, 'xnumel_5': 1048576, 'no_x_dim_6': False, 'xnumel_6': 2048, 'no_x_dim_7': False, 'xnumel_7': 1048576, 'no_x_dim_8': False, 'xnumel_8': 512, 'no_x_dim_9': False, 'xnumel_9': 512, 'no_x_dim_10': False, 'xnumel_10': 512, 'no_x_dim_11': False, 'xnumel_11': 512, 'no_x_dim_12': False, 'xnumel_12': 512, 'no_x_dim_13': False, 'xnumel_13': 786432, 'no_x_dim_14': False, 'xnumel_14': 1536, 'no_x_dim_15': False, 'xnumel_15': 262144, 'no_x_dim_16': False, 'xnumel_16': 512, 'no_x_dim_17': False, 'xnumel_17': 1048576, 'no_x_dim_18': False, 'xnumel_18': 2048}, 'kernel_name': 'triton_for_fused_1', 'mutated_arg_names': ['in_ptr0', 'in_ptr10', 'in_ptr12', 'in_ptr13', 'in_ptr15', 'in_ptr17', 'in_ptr18', 'in_ptr2', 'in_ptr20', 'in_ptr22', 'in_ptr23', 'in_ptr25', 'in_ptr27', 'in_ptr28', 'in_ptr3', 'in_ptr30', 'in_ptr32', 'in_ptr33', 'in_ptr35', 'in_ptr37', 'in_ptr38', 'in_ptr40', 'in_ptr42', 'in_ptr43', 'in_ptr45', 'in_ptr47', 'in_ptr48', 'in_ptr5', 'in_ptr50', 'in_ptr52', 'in_ptr53', 'in_ptr55', 'in_ptr57', 'in_ptr58', 'in_ptr60', 'in_ptr62', 'in_ptr63', 'in_ptr65', 'in_ptr67', 'in_ptr68', 'in_ptr7', 'in_ptr70', 'in_ptr72', 'in_ptr73', 'in_ptr75', 'in_ptr77', 'in_ptr78', 'in_ptr8', 'in_ptr80', 'in_ptr82', 'in_ptr83', 'in_ptr85', 'in_ptr87', 'in_ptr88', 'in_ptr90', 'in_ptr92', 'in_ptr93', 'out_ptr0', 'out_ptr10', 'out_ptr13', 'out_ptr14', 'out_ptr15', 'out_ptr18', 'out_ptr19', 'out_ptr20', 'out_ptr23', 'out_ptr24', 'out_ptr25', 'out_ptr28', 'out_ptr29', 'out_ptr3', 'out_ptr30', 'out_ptr33', 'out_ptr34', 'out_ptr35', 'out_ptr38', 'out_ptr39', 'out_ptr4', 'out_ptr40', 'out_ptr43', 'out_ptr44', 'out_ptr45', 'out_ptr48', 'out_ptr49', 'out_ptr5', 'out_ptr50', 'out_ptr53', 'out_ptr54', 'out_ptr55', 'out_ptr58', 'out_ptr59', 'out_ptr60', 'out_ptr63', 'out_ptr64', 'out_ptr65', 'out_ptr68', 'out_ptr69', 'out_ptr70', 'out_ptr73', 'out_ptr74', 'out_ptr75', 'out_ptr78', 'out_ptr79', 'out_ptr8', 'out_ptr80', 'out_ptr83', 'out_ptr84', 'out_ptr85', 'out_ptr88', 'out_ptr89', 'out_ptr9', 'out_ptr90', 'out_ptr93', 'out_ptr94'], 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
)
@triton.jit
def triton_for_fused_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, in_ptr11, in_ptr12, in_ptr13, in_ptr14, in_ptr15, in_ptr16, in_ptr17, in_ptr18, in_ptr19, in_ptr20, in_ptr21, in_ptr22, in_ptr23, in_ptr24, in_ptr25, in_ptr26, in_ptr27, in_ptr28, in_ptr29, in_ptr30, in_ptr31, in_ptr32, in_ptr33, in_ptr34, in_ptr35, in_ptr36, in_ptr37, in_ptr38, in_ptr39, in_ptr40, in_ptr41, in_ptr42, in_ptr43, in_ptr44, in_ptr45, in_ptr46, in_ptr47, in_ptr48, in_ptr49, in_ptr50, in_ptr51, in_ptr52, in_ptr53, in_ptr54, in_ptr55, in_ptr56, in_ptr57, in_ptr58, in_ptr59, in_ptr60, in_ptr61, in_ptr62, in_ptr63, in_ptr64, in_ptr65, in_ptr66, in_ptr67, in_ptr68, in_ptr69, in_ptr70, in_ptr71, in_ptr72, in_ptr73, in_ptr74, in_ptr75, in_ptr76, in_ptr77, in_ptr78, in_ptr79, in_ptr80, in_ptr81, in_ptr82, in_ptr83, in_ptr84, in_ptr85, in_ptr86, in_ptr87, in_ptr88, in_ptr89, in_ptr90, in_ptr91, in_ptr92, in_ptr93, in_ptr94, out_ptr0, out_ptr3, out_ptr4, out_ptr5, out_ptr8, out_ptr9, out_ptr10, out_ptr13, out_ptr14, out_ptr15, out_ptr18, out_ptr19, out_ptr20, out_ptr23, out_ptr24, out_ptr25, out_ptr28, out_ptr29, out_ptr30, out_ptr33, out_ptr34, out_ptr35, out_ptr38, out_ptr39, out_ptr40, out_ptr43, out_ptr44, out_ptr45, out_ptr48, out_ptr49, out_ptr50, out_ptr53, out_ptr54, out_ptr55, out_ptr58, out_ptr59, out_ptr60, out_ptr63, out_ptr64, out_ptr65, out_ptr68, out_ptr69, out_ptr70, out_ptr73, out_ptr74, out_ptr75, out_ptr78, out_ptr79, out_ptr80, out_ptr83, out_ptr84, out_ptr85, out_ptr88, out_ptr89, out_ptr90, out_ptr93, out_ptr94):
    pid = tl.program_id(0)
    XBLOCK: tl.constexpr = 1024
    num_xblocks_0 = tl.cdiv(524288, XBLOCK)
    num_xblocks_1 = num_xblocks_0 + tl.cdiv(786432, XBLOCK)
    num_xblocks_2 = num_xblocks_1 + tl.cdiv(1536, XBLOCK)
    num_xblocks_3 = num_xblocks_2 + tl.cdiv(262144, XBLOCK)
    num_xblocks_4 = num_xblocks_3 + tl.cdiv(512, XBLOCK)
    num_xblocks_5 = num_xblocks_4 + tl.cdiv(1048576, XBLOCK)
    num_xblocks_6 = num_xblocks_5 + tl.cdiv(2048, XBLOCK)
    num_xblocks_7 = num_xblocks_6 + tl.cdiv(1048576, XBLOCK)
    num_xblocks_8 = num_xblocks_7 + tl.cdiv(512, XBLOCK)
    num_xblocks_9 = num_xblocks_8 + tl.cdiv(512, XBLOCK)
    num_xblocks_10 = num_xblocks_9 + tl.cdiv(512, XBLOCK)
    num_xblocks_11 = num_xblocks_10 + tl.cdiv(512, XBLOCK)
    num_xblocks_12 = num_xblocks_11 + tl.cdiv(512, XBLOCK)
    num_xblocks_13 = num_xblocks_12 + tl.cdiv(786432, XBLOCK)
    num_xblocks_14 = num_xblocks_13 + tl.cdiv(1536, XBLOCK)
    num_xblocks_15 = num_xblocks_14 + tl.cdiv(262144, XBLOCK)
    num_xblocks_16 = num_xblocks_15 + tl.cdiv(512, XBLOCK)
    num_xblocks_17 = num_xblocks_16 + tl.cdiv(1048576, XBLOCK)
    num_xblocks_18 = num_xblocks_17 + tl.cdiv(2048, XBLOCK)
    if pid < num_xblocks_0:
        pid_offset = pid
        xnumel = 524288
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x0 = xindex
        tmp0 = tl.load(in_ptr0 + (x0), None)
        tmp1 = tl.load(in_ptr1 + (x0), None)
        tmp6 = tl.load(in_ptr2 + (x0), None)
        tmp13 = tl.load(in_ptr3 + (x0), None)
        tmp17 = tl.load(in_ptr4 + (0))
        tmp18 = tl.broadcast_to(tmp17, [XBLOCK])
        tmp2 = tmp1 - tmp0
        tmp3 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp4 = tmp2 * tmp3
        tmp5 = tmp0 + tmp4
        tmp7 = tl.full([1], 0.999, tl.float32)
        tmp8 = tmp6 * tmp7
        tmp9 = tmp1 * tmp1
        tmp10 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp11 = tmp9 * tmp10
        tmp12 = tmp8 + tmp11
        tmp14 = tl.full([1], 0.999999, tl.float32)
        tmp15 = tmp13 * tmp14
        tmp16 = tl.sqrt_rn(tmp12)
        tmp19 = libdevice.pow(tmp7, tmp18)
        tmp20 = tl.full([1], 1.0, tl.float32)
        tmp21 = tmp19 - tmp20
        tmp22 = -tmp21
        tmp23 = tl.sqrt_rn(tmp22)
        tmp24 = (tmp16 / tmp23)
        tmp25 = tl.full([1], 1e-08, tl.float32)
        tmp26 = tmp24 + tmp25
        tmp27 = tl.full([1], 0.9, tl.float32)
        tmp28 = libdevice.pow(tmp27, tmp18)
        tmp29 = tmp28 - tmp20
        tmp30 = tl.full([1], 10000.0, tl.float32)
        tmp31 = tmp29 * tmp30
        tmp32 = tl.full([1], 1, tl.int32)
        tmp33 = (tmp32 / tmp31)
        tmp34 = (tmp26 / tmp33)
        tmp35 = (tmp5 / tmp34)
        tmp36 = tmp15 + tmp35
        tl.store(out_ptr0 + (x0), tmp5, None)
        tl.store(out_ptr3 + (x0), tmp36, None)
        tl.store(out_ptr4 + (x0), tmp12, None)
    elif pid < num_xblocks_1:
        pid_offset = pid - num_xblocks_0
        xnumel = 786432
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x1 = xindex
        tmp37 = tl.load(in_ptr5 + (x1), None)
        tmp38 = tl.load(in_ptr6 + (x1), None)
        tmp43 = tl.load(in_ptr7 + (x1), None)
        tmp50 = tl.load(in_ptr8 + (x1), None)
        tmp54 = tl.load(in_ptr9 + (0))
        tmp55 = tl.broadcast_to(tmp54, [XBLOCK])
        tmp39 = tmp38 - tmp37
        tmp40 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp41 = tmp39 * tmp40
        tmp42 = tmp37 + tmp41
        tmp44 = tl.full([1], 0.999, tl.float32)
        tmp45 = tmp43 * tmp44
        tmp46 = tmp38 * tmp38
        tmp47 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp48 = tmp46 * tmp47
        tmp49 = tmp45 + tmp48
        tmp51 = tl.full([1], 0.999999, tl.float32)
        tmp52 = tmp50 * tmp51
        tmp53 = tl.sqrt_rn(tmp49)
        tmp56 = libdevice.pow(tmp44, tmp55)
        tmp57 = tl.full([1], 1.0, tl.float32)
        tmp58 = tmp56 - tmp57
        tmp59 = -tmp58
        tmp60 = tl.sqrt_rn(tmp59)
        tmp61 = (tmp53 / tmp60)
        tmp62 = tl.full([1], 1e-08, tl.float32)
        tmp63 = tmp61 + tmp62
        tmp64 = tl.full([1], 0.9, tl.float32)
        tmp65 = libdevice.pow(tmp64, tmp55)
        tmp66 = tmp65 - tmp57
        tmp67 = tl.full([1], 10000.0, tl.float32)
        tmp68 = tmp66 * tmp67
        tmp69 = tl.full([1], 1, tl.int32)
        tmp70 = (tmp69 / tmp68)
        tmp71 = (tmp63 / tmp70)
        tmp72 = (tmp42 / tmp71)
        tmp73 = tmp52 + tmp72
        tl.store(out_ptr5 + (x1), tmp42, None)
        tl.store(out_ptr8 + (x1), tmp73, None)
        tl.store(out_ptr9 + (x1), tmp49, None)
    elif pid < num_xblocks_2:
        pid_offset = pid - num_xblocks_1
        xnumel = 1536
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x2 = xindex
        tmp74 = tl.load(in_ptr10 + (x2), xmask)
        tmp75 = tl.load(in_ptr11 + (x2), xmask)
        tmp80 = tl.load(in_ptr12 + (x2), xmask)
        tmp87 = tl.load(in_ptr13 + (x2), xmask)
        tmp91 = tl.load(in_ptr14 + (0))
        tmp92 = tl.broadcast_to(tmp91, [XBLOCK])
        tmp93 = tl.where(xmask, tmp92, 0.0)
        tmp76 = tmp75 - tmp74
        tmp77 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp78 = tmp76 * tmp77
        tmp79 = tmp74 + tmp78
        tmp81 = tl.full([1], 0.999, tl.float32)
        tmp82 = tmp80 * tmp81
        tmp83 = tmp75 * tmp75
        tmp84 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp85 = tmp83 * tmp84
        tmp86 = tmp82 + tmp85
        tmp88 = tl.full([1], 0.999999, tl.float32)
        tmp89 = tmp87 * tmp88
        tmp90 = tl.sqrt_rn(tmp86)
        tmp94 = libdevice.pow(tmp81, tmp93)
        tmp95 = tl.full([1], 1.0, tl.float32)
        tmp96 = tmp94 - tmp95
        tmp97 = -tmp96
        tmp98 = tl.sqrt_rn(tmp97)
        tmp99 = (tmp90 / tmp98)
        tmp100 = tl.full([1], 1e-08, tl.float32)
        tmp101 = tmp99 + tmp100
        tmp102 = tl.full([1], 0.9, tl.float32)
        tmp103 = libdevice.pow(tmp102, tmp93)
        tmp104 = tmp103 - tmp95
        tmp105 = tl.full([1], 10000.0, tl.float32)
        tmp106 = tmp104 * tmp105
        tmp107 = tl.full([1], 1, tl.int32)
        tmp108 = (tmp107 / tmp106)
        tmp109 = (tmp101 / tmp108)
        tmp110 = (tmp79 / tmp109)
        tmp111 = tmp89 + tmp110
        tl.store(out_ptr10 + (x2), tmp79, xmask)
        tl.store(out_ptr13 + (x2), tmp111, xmask)
        tl.store(out_ptr14 + (x2), tmp86, xmask)
    elif pid < num_xblocks_3:
        pid_offset = pid - num_xblocks_2
        xnumel = 262144
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x3 = xindex
        tmp112 = tl.load(in_ptr15 + (x3), None)
        tmp113 = tl.load(in_ptr16 + (x3), None)
        tmp118 = tl.load(in_ptr17 + (x3), None)
        tmp125 = tl.load(in_ptr18 + (x3), None)
        tmp129 = tl.load(in_ptr19 + (0))
        tmp130 = tl.broadcast_to(tmp129, [XBLOCK])
        tmp114 = tmp113 - tmp112
        tmp115 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp116 = tmp114 * tmp115
        tmp117 = tmp112 + tmp116
        tmp119 = tl.full([1], 0.999, tl.float32)
        tmp120 = tmp118 * tmp119
        tmp121 = tmp113 * tmp113
        tmp122 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp123 = tmp121 * tmp122
        tmp124 = tmp120 + tmp123
        tmp126 = tl.full([1], 0.999999, tl.float32)
        tmp127 = tmp125 * tmp126
        tmp128 = tl.sqrt_rn(tmp124)
        tmp131 = libdevice.pow(tmp119, tmp130)
        tmp132 = tl.full([1], 1.0, tl.float32)
        tmp133 = tmp131 - tmp132
        tmp134 = -tmp133
        tmp135 = tl.sqrt_rn(tmp134)
        tmp136 = (tmp128 / tmp135)
        tmp137 = tl.full([1], 1e-08, tl.float32)
        tmp138 = tmp136 + tmp137
        tmp139 = tl.full([1], 0.9, tl.float32)
        tmp140 = libdevice.pow(tmp139, tmp130)
        tmp141 = tmp140 - tmp132
        tmp142 = tl.full([1], 10000.0, tl.float32)
        tmp143 = tmp141 * tmp142
        tmp144 = tl.full([1], 1, tl.int32)
        tmp145 = (tmp144 / tmp143)
        tmp146 = (tmp138 / tmp145)
        tmp147 = (tmp117 / tmp146)
        tmp148 = tmp127 + tmp147
        tl.store(out_ptr15 + (x3), tmp117, None)
        tl.store(out_ptr18 + (x3), tmp148, None)
        tl.store(out_ptr19 + (x3), tmp124, None)
    elif pid < num_xblocks_4:
        pid_offset = pid - num_xblocks_3
        xnumel = 512
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x4 = xindex
        tmp149 = tl.load(in_ptr20 + (x4), xmask)
        tmp150 = tl.load(in_ptr21 + (x4), xmask)
        tmp155 = tl.load(in_ptr22 + (x4), xmask)
        tmp162 = tl.load(in_ptr23 + (x4), xmask)
        tmp166 = tl.load(in_ptr24 + (0))
        tmp167 = tl.broadcast_to(tmp166, [XBLOCK])
        tmp168 = tl.where(xmask, tmp167, 0.0)
        tmp151 = tmp150 - tmp149
        tmp152 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp153 = tmp151 * tmp152
        tmp154 = tmp149 + tmp153
        tmp156 = tl.full([1], 0.999, tl.float32)
        tmp157 = tmp155 * tmp156
        tmp158 = tmp150 * tmp150
        tmp159 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp160 = tmp158 * tmp159
        tmp161 = tmp157 + tmp160
        tmp163 = tl.full([1], 0.999999, tl.float32)
        tmp164 = tmp162 * tmp163
        tmp165 = tl.sqrt_rn(tmp161)
        tmp169 = libdevice.pow(tmp156, tmp168)
        tmp170 = tl.full([1], 1.0, tl.float32)
        tmp171 = tmp169 - tmp170
        tmp172 = -tmp171
        tmp173 = tl.sqrt_rn(tmp172)
        tmp174 = (tmp165 / tmp173)
        tmp175 = tl.full([1], 1e-08, tl.float32)
        tmp176 = tmp174 + tmp175
        tmp177 = tl.full([1], 0.9, tl.float32)
        tmp178 = libdevice.pow(tmp177, tmp168)
        tmp179 = tmp178 - tmp170
        tmp180 = tl.full([1], 10000.0, tl.float32)
        tmp181 = tmp179 * tmp180
        tmp182 = tl.full([1], 1, tl.int32)
        tmp183 = (tmp182 / tmp181)
        tmp184 = (tmp176 / tmp183)
        tmp185 = (tmp154 / tmp184)
        tmp186 = tmp164 + tmp185
        tl.store(out_ptr20 + (x4), tmp154, xmask)
        tl.store(out_ptr23 + (x4), tmp186, xmask)
        tl.store(out_ptr24 + (x4), tmp161, xmask)
    elif pid < num_xblocks_5:
        pid_offset = pid - num_xblocks_4
        xnumel = 1048576
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x5 = xindex
        tmp187 = tl.load(in_ptr25 + (x5), None)
        tmp188 = tl.load(in_ptr26 + (x5), None)
        tmp193 = tl.load(in_ptr27 + (x5), None)
        tmp200 = tl.load(in_ptr28 + (x5), None)
        tmp204 = tl.load(in_ptr29 + (0))
        tmp205 = tl.broadcast_to(tmp204, [XBLOCK])
        tmp189 = tmp188 - tmp187
        tmp190 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp191 = tmp189 * tmp190
        tmp192 = tmp187 + tmp191
        tmp194 = tl.full([1], 0.999, tl.float32)
        tmp195 = tmp193 * tmp194
        tmp196 = tmp188 * tmp188
        tmp197 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp198 = tmp196 * tmp197
        tmp199 = tmp195 + tmp198
        tmp201 = tl.full([1], 0.999999, tl.float32)
        tmp202 = tmp200 * tmp201
        tmp203 = tl.sqrt_rn(tmp199)
        tmp206 = libdevice.pow(tmp194, tmp205)
        tmp207 = tl.full([1], 1.0, tl.float32)
        tmp208 = tmp206 - tmp207
        tmp209 = -tmp208
        tmp210 = tl.sqrt_rn(tmp209)
        tmp211 = (tmp203 / tmp210)
        tmp212 = tl.full([1], 1e-08, tl.float32)
        tmp213 = tmp211 + tmp212
        tmp214 = tl.full([1], 0.9, tl.float32)
        tmp215 = libdevice.pow(tmp214, tmp205)
        tmp216 = tmp215 - tmp207
        tmp217 = tl.full([1], 10000.0, tl.float32)
        tmp218 = tmp216 * tmp217
        tmp219 = tl.full([1], 1, tl.int32)
        tmp220 = (tmp219 / tmp218)
        tmp221 = (tmp213 / tmp220)
        tmp222 = (tmp192 / tmp221)
        tmp223 = tmp202 + tmp222
        tl.store(out_ptr25 + (x5), tmp192, None)
        tl.store(out_ptr28 + (x5), tmp223, None)
        tl.store(out_ptr29 + (x5), tmp199, None)
    elif pid < num_xblocks_6:
        pid_offset = pid - num_xblocks_5
        xnumel = 2048
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x6 = xindex
        tmp224 = tl.load(in_ptr30 + (x6), xmask)
        tmp225 = tl.load(in_ptr31 + (x6), xmask)
        tmp230 = tl.load(in_ptr32 + (x6), xmask)
        tmp237 = tl.load(in_ptr33 + (x6), xmask)
        tmp241 = tl.load(in_ptr34 + (0))
        tmp242 = tl.broadcast_to(tmp241, [XBLOCK])
        tmp243 = tl.where(xmask, tmp242, 0.0)
        tmp226 = tmp225 - tmp224
        tmp227 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp228 = tmp226 * tmp227
        tmp229 = tmp224 + tmp228
        tmp231 = tl.full([1], 0.999, tl.float32)
        tmp232 = tmp230 * tmp231
        tmp233 = tmp225 * tmp225
        tmp234 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp235 = tmp233 * tmp234
        tmp236 = tmp232 + tmp235
        tmp238 = tl.full([1], 0.999999, tl.float32)
        tmp239 = tmp237 * tmp238
        tmp240 = tl.sqrt_rn(tmp236)
        tmp244 = libdevice.pow(tmp231, tmp243)
        tmp245 = tl.full([1], 1.0, tl.float32)
        tmp246 = tmp244 - tmp245
        tmp247 = -tmp246
        tmp248 = tl.sqrt_rn(tmp247)
        tmp249 = (tmp240 / tmp248)
        tmp250 = tl.full([1], 1e-08, tl.float32)
        tmp251 = tmp249 + tmp250
        tmp252 = tl.full([1], 0.9, tl.float32)
        tmp253 = libdevice.pow(tmp252, tmp243)
        tmp254 = tmp253 - tmp245
        tmp255 = tl.full([1], 10000.0, tl.float32)
        tmp256 = tmp254 * tmp255
        tmp257 = tl.full([1], 1, tl.int32)
        tmp258 = (tmp257 / tmp256)
        tmp259 = (tmp251 / tmp258)
        tmp260 = (tmp229 / tmp259)
        tmp261 = tmp239 + tmp260
        tl.store(out_ptr30 + (x6), tmp229, xmask)
        tl.store(out_ptr33 + (x6), tmp261, xmask)
        tl.store(out_ptr34 + (x6), tmp236, xmask)
    elif pid < num_xblocks_7:
        pid_offset = pid - num_xblocks_6
        xnumel = 1048576
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x7 = xindex
        tmp262 = tl.load(in_ptr35 + (x7), None)
        tmp263 = tl.load(in_ptr36 + (x7), None)
        tmp268 = tl.load(in_ptr37 + (x7), None)
        tmp275 = tl.load(in_ptr38 + (x7), None)
        tmp279 = tl.load(in_ptr39 + (0))
        tmp280 = tl.broadcast_to(tmp279, [XBLOCK])
        tmp264 = tmp263 - tmp262
        tmp265 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp266 = tmp264 * tmp265
        tmp267 = tmp262 + tmp266
        tmp269 = tl.full([1], 0.999, tl.float32)
        tmp270 = tmp268 * tmp269
        tmp271 = tmp263 * tmp263
        tmp272 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp273 = tmp271 * tmp272
        tmp274 = tmp270 + tmp273
        tmp276 = tl.full([1], 0.999999, tl.float32)
        tmp277 = tmp275 * tmp276
        tmp278 = tl.sqrt_rn(tmp274)
        tmp281 = libdevice.pow(tmp269, tmp280)
        tmp282 = tl.full([1], 1.0, tl.float32)
        tmp283 = tmp281 - tmp282
        tmp284 = -tmp283
        tmp285 = tl.sqrt_rn(tmp284)
        tmp286 = (tmp278 / tmp285)
        tmp287 = tl.full([1], 1e-08, tl.float32)
        tmp288 = tmp286 + tmp287
        tmp289 = tl.full([1], 0.9, tl.float32)
        tmp290 = libdevice.pow(tmp289, tmp280)
        tmp291 = tmp290 - tmp282
        tmp292 = tl.full([1], 10000.0, tl.float32)
        tmp293 = tmp291 * tmp292
        tmp294 = tl.full([1], 1, tl.int32)
        tmp295 = (tmp294 / tmp293)
        tmp296 = (tmp288 / tmp295)
        tmp297 = (tmp267 / tmp296)
        tmp298 = tmp277 + tmp297
        tl.store(out_ptr35 + (x7), tmp267, None)
        tl.store(out_ptr38 + (x7), tmp298, None)
        tl.store(out_ptr39 + (x7), tmp274, None)
    elif pid < num_xblocks_8:
        pid_offset = pid - num_xblocks_7
        xnumel = 512
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x8 = xindex
        tmp299 = tl.load(in_ptr40 + (x8), xmask)
        tmp300 = tl.load(in_ptr41 + (x8), xmask)
        tmp305 = tl.load(in_ptr42 + (x8), xmask)
        tmp312 = tl.load(in_ptr43 + (x8), xmask)
        tmp316 = tl.load(in_ptr44 + (0))
        tmp317 = tl.broadcast_to(tmp316, [XBLOCK])
        tmp318 = tl.where(xmask, tmp317, 0.0)
        tmp301 = tmp300 - tmp299
        tmp302 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp303 = tmp301 * tmp302
        tmp304 = tmp299 + tmp303
        tmp306 = tl.full([1], 0.999, tl.float32)
        tmp307 = tmp305 * tmp306
        tmp308 = tmp300 * tmp300
        tmp309 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp310 = tmp308 * tmp309
        tmp311 = tmp307 + tmp310
        tmp313 = tl.full([1], 0.999999, tl.float32)
        tmp314 = tmp312 * tmp313
        tmp315 = tl.sqrt_rn(tmp311)
        tmp319 = libdevice.pow(tmp306, tmp318)
        tmp320 = tl.full([1], 1.0, tl.float32)
        tmp321 = tmp319 - tmp320
        tmp322 = -tmp321
        tmp323 = tl.sqrt_rn(tmp322)
        tmp324 = (tmp315 / tmp323)
        tmp325 = tl.full([1], 1e-08, tl.float32)
        tmp326 = tmp324 + tmp325
        tmp327 = tl.full([1], 0.9, tl.float32)
        tmp328 = libdevice.pow(tmp327, tmp318)
        tmp329 = tmp328 - tmp320
        tmp330 = tl.full([1], 10000.0, tl.float32)
        tmp331 = tmp329 * tmp330
        tmp332 = tl.full([1], 1, tl.int32)
        tmp333 = (tmp332 / tmp331)
        tmp334 = (tmp326 / tmp333)
        tmp335 = (tmp304 / tmp334)
        tmp336 = tmp314 + tmp335
        tl.store(out_ptr40 + (x8), tmp304, xmask)
        tl.store(out_ptr43 + (x8), tmp336, xmask)
        tl.store(out_ptr44 + (x8), tmp311, xmask)
    elif pid < num_xblocks_9:
        pid_offset = pid - num_xblocks_8
        xnumel = 512
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x9 = xindex
        tmp337 = tl.load(in_ptr45 + (x9), xmask)
        tmp338 = tl.load(in_ptr46 + (x9), xmask)
        tmp343 = tl.load(in_ptr47 + (x9), xmask)
        tmp350 = tl.load(in_ptr48 + (x9), xmask)
        tmp354 = tl.load(in_ptr49 + (0))
        tmp355 = tl.broadcast_to(tmp354, [XBLOCK])
        tmp356 = tl.where(xmask, tmp355, 0.0)
        tmp339 = tmp338 - tmp337
        tmp340 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp341 = tmp339 * tmp340
        tmp342 = tmp337 + tmp341
        tmp344 = tl.full([1], 0.999, tl.float32)
        tmp345 = tmp343 * tmp344
        tmp346 = tmp338 * tmp338
        tmp347 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp348 = tmp346 * tmp347
        tmp349 = tmp345 + tmp348
        tmp351 = tl.full([1], 0.999999, tl.float32)
        tmp352 = tmp350 * tmp351
        tmp353 = tl.sqrt_rn(tmp349)
        tmp357 = libdevice.pow(tmp344, tmp356)
        tmp358 = tl.full([1], 1.0, tl.float32)
        tmp359 = tmp357 - tmp358
        tmp360 = -tmp359
        tmp361 = tl.sqrt_rn(tmp360)
        tmp362 = (tmp353 / tmp361)
        tmp363 = tl.full([1], 1e-08, tl.float32)
        tmp364 = tmp362 + tmp363
        tmp365 = tl.full([1], 0.9, tl.float32)
        tmp366 = libdevice.pow(tmp365, tmp356)
        tmp367 = tmp366 - tmp358
        tmp368 = tl.full([1], 10000.0, tl.float32)
        tmp369 = tmp367 * tmp368
        tmp370 = tl.full([1], 1, tl.int32)
        tmp371 = (tmp370 / tmp369)
        tmp372 = (tmp364 / tmp371)
        tmp373 = (tmp342 / tmp372)
        tmp374 = tmp352 + tmp373
        tl.store(out_ptr45 + (x9), tmp342, xmask)
        tl.store(out_ptr48 + (x9), tmp374, xmask)
        tl.store(out_ptr49 + (x9), tmp349, xmask)
    elif pid < num_xblocks_10:
        pid_offset = pid - num_xblocks_9
        xnumel = 512
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x10 = xindex
        tmp375 = tl.load(in_ptr50 + (x10), xmask)
        tmp376 = tl.load(in_ptr51 + (x10), xmask)
        tmp381 = tl.load(in_ptr52 + (x10), xmask)
        tmp388 = tl.load(in_ptr53 + (x10), xmask)
        tmp392 = tl.load(in_ptr54 + (0))
        tmp393 = tl.broadcast_to(tmp392, [XBLOCK])
        tmp394 = tl.where(xmask, tmp393, 0.0)
        tmp377 = tmp376 - tmp375
        tmp378 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp379 = tmp377 * tmp378
        tmp380 = tmp375 + tmp379
        tmp382 = tl.full([1], 0.999, tl.float32)
        tmp383 = tmp381 * tmp382
        tmp384 = tmp376 * tmp376
        tmp385 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp386 = tmp384 * tmp385
        tmp387 = tmp383 + tmp386
        tmp389 = tl.full([1], 0.999999, tl.float32)
        tmp390 = tmp388 * tmp389
        tmp391 = tl.sqrt_rn(tmp387)
        tmp395 = libdevice.pow(tmp382, tmp394)
        tmp396 = tl.full([1], 1.0, tl.float32)
        tmp397 = tmp395 - tmp396
        tmp398 = -tmp397
        tmp399 = tl.sqrt_rn(tmp398)
        tmp400 = (tmp391 / tmp399)
        tmp401 = tl.full([1], 1e-08, tl.float32)
        tmp402 = tmp400 + tmp401
        tmp403 = tl.full([1], 0.9, tl.float32)
        tmp404 = libdevice.pow(tmp403, tmp394)
        tmp405 = tmp404 - tmp396
        tmp406 = tl.full([1], 10000.0, tl.float32)
        tmp407 = tmp405 * tmp406
        tmp408 = tl.full([1], 1, tl.int32)
        tmp409 = (tmp408 / tmp407)
        tmp410 = (tmp402 / tmp409)
        tmp411 = (tmp380 / tmp410)
        tmp412 = tmp390 + tmp411
        tl.store(out_ptr50 + (x10), tmp380, xmask)
        tl.store(out_ptr53 + (x10), tmp412, xmask)
        tl.store(out_ptr54 + (x10), tmp387, xmask)
    elif pid < num_xblocks_11:
        pid_offset = pid - num_xblocks_10
        xnumel = 512
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x11 = xindex
        tmp413 = tl.load(in_ptr55 + (x11), xmask)
        tmp414 = tl.load(in_ptr56 + (x11), xmask)
        tmp419 = tl.load(in_ptr57 + (x11), xmask)
        tmp426 = tl.load(in_ptr58 + (x11), xmask)
        tmp430 = tl.load(in_ptr59 + (0))
        tmp431 = tl.broadcast_to(tmp430, [XBLOCK])
        tmp432 = tl.where(xmask, tmp431, 0.0)
        tmp415 = tmp414 - tmp413
        tmp416 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp417 = tmp415 * tmp416
        tmp418 = tmp413 + tmp417
        tmp420 = tl.full([1], 0.999, tl.float32)
        tmp421 = tmp419 * tmp420
        tmp422 = tmp414 * tmp414
        tmp423 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp424 = tmp422 * tmp423
        tmp425 = tmp421 + tmp424
        tmp427 = tl.full([1], 0.999999, tl.float32)
        tmp428 = tmp426 * tmp427
        tmp429 = tl.sqrt_rn(tmp425)
        tmp433 = libdevice.pow(tmp420, tmp432)
        tmp434 = tl.full([1], 1.0, tl.float32)
        tmp435 = tmp433 - tmp434
        tmp436 = -tmp435
        tmp437 = tl.sqrt_rn(tmp436)
        tmp438 = (tmp429 / tmp437)
        tmp439 = tl.full([1], 1e-08, tl.float32)
        tmp440 = tmp438 + tmp439
        tmp441 = tl.full([1], 0.9, tl.float32)
        tmp442 = libdevice.pow(tmp441, tmp432)
        tmp443 = tmp442 - tmp434
        tmp444 = tl.full([1], 10000.0, tl.float32)
        tmp445 = tmp443 * tmp444
        tmp446 = tl.full([1], 1, tl.int32)
        tmp447 = (tmp446 / tmp445)
        tmp448 = (tmp440 / tmp447)
        tmp449 = (tmp418 / tmp448)
        tmp450 = tmp428 + tmp449
        tl.store(out_ptr55 + (x11), tmp418, xmask)
        tl.store(out_ptr58 + (x11), tmp450, xmask)
        tl.store(out_ptr59 + (x11), tmp425, xmask)
    elif pid < num_xblocks_12:
        pid_offset = pid - num_xblocks_11
        xnumel = 512
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x12 = xindex
        tmp451 = tl.load(in_ptr60 + (x12), xmask)
        tmp452 = tl.load(in_ptr61 + (x12), xmask)
        tmp457 = tl.load(in_ptr62 + (x12), xmask)
        tmp464 = tl.load(in_ptr63 + (x12), xmask)
        tmp468 = tl.load(in_ptr64 + (0))
        tmp469 = tl.broadcast_to(tmp468, [XBLOCK])
        tmp470 = tl.where(xmask, tmp469, 0.0)
        tmp453 = tmp452 - tmp451
        tmp454 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp455 = tmp453 * tmp454
        tmp456 = tmp451 + tmp455
        tmp458 = tl.full([1], 0.999, tl.float32)
        tmp459 = tmp457 * tmp458
        tmp460 = tmp452 * tmp452
        tmp461 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp462 = tmp460 * tmp461
        tmp463 = tmp459 + tmp462
        tmp465 = tl.full([1], 0.999999, tl.float32)
        tmp466 = tmp464 * tmp465
        tmp467 = tl.sqrt_rn(tmp463)
        tmp471 = libdevice.pow(tmp458, tmp470)
        tmp472 = tl.full([1], 1.0, tl.float32)
        tmp473 = tmp471 - tmp472
        tmp474 = -tmp473
        tmp475 = tl.sqrt_rn(tmp474)
        tmp476 = (tmp467 / tmp475)
        tmp477 = tl.full([1], 1e-08, tl.float32)
        tmp478 = tmp476 + tmp477
        tmp479 = tl.full([1], 0.9, tl.float32)
        tmp480 = libdevice.pow(tmp479, tmp470)
        tmp481 = tmp480 - tmp472
        tmp482 = tl.full([1], 10000.0, tl.float32)
        tmp483 = tmp481 * tmp482
        tmp484 = tl.full([1], 1, tl.int32)
        tmp485 = (tmp484 / tmp483)
        tmp486 = (tmp478 / tmp485)
        tmp487 = (tmp456 / tmp486)
        tmp488 = tmp466 + tmp487
        tl.store(out_ptr60 + (x12), tmp456, xmask)
        tl.store(out_ptr63 + (x12), tmp488, xmask)
        tl.store(out_ptr64 + (x12), tmp463, xmask)
    elif pid < num_xblocks_13:
        pid_offset = pid - num_xblocks_12
        xnumel = 786432
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x13 = xindex
        tmp489 = tl.load(in_ptr65 + (x13), None)
        tmp490 = tl.load(in_ptr66 + (x13), None)
        tmp495 = tl.load(in_ptr67 + (x13), None)
        tmp502 = tl.load(in_ptr68 + (x13), None)
        tmp506 = tl.load(in_ptr69 + (0))
        tmp507 = tl.broadcast_to(tmp506, [XBLOCK])
        tmp491 = tmp490 - tmp489
        tmp492 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp493 = tmp491 * tmp492
        tmp494 = tmp489 + tmp493
        tmp496 = tl.full([1], 0.999, tl.float32)
        tmp497 = tmp495 * tmp496
        tmp498 = tmp490 * tmp490
        tmp499 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp500 = tmp498 * tmp499
        tmp501 = tmp497 + tmp500
        tmp503 = tl.full([1], 0.999999, tl.float32)
        tmp504 = tmp502 * tmp503
        tmp505 = tl.sqrt_rn(tmp501)
        tmp508 = libdevice.pow(tmp496, tmp507)
        tmp509 = tl.full([1], 1.0, tl.float32)
        tmp510 = tmp508 - tmp509
        tmp511 = -tmp510
        tmp512 = tl.sqrt_rn(tmp511)
        tmp513 = (tmp505 / tmp512)
        tmp514 = tl.full([1], 1e-08, tl.float32)
        tmp515 = tmp513 + tmp514
        tmp516 = tl.full([1], 0.9, tl.float32)
        tmp517 = libdevice.pow(tmp516, tmp507)
        tmp518 = tmp517 - tmp509
        tmp519 = tl.full([1], 10000.0, tl.float32)
        tmp520 = tmp518 * tmp519
        tmp521 = tl.full([1], 1, tl.int32)
        tmp522 = (tmp521 / tmp520)
        tmp523 = (tmp515 / tmp522)
        tmp524 = (tmp494 / tmp523)
        tmp525 = tmp504 + tmp524
        tl.store(out_ptr65 + (x13), tmp494, None)
        tl.store(out_ptr68 + (x13), tmp525, None)
        tl.store(out_ptr69 + (x13), tmp501, None)
    elif pid < num_xblocks_14:
        pid_offset = pid - num_xblocks_13
        xnumel = 1536
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x14 = xindex
        tmp526 = tl.load(in_ptr70 + (x14), xmask)
        tmp527 = tl.load(in_ptr71 + (x14), xmask)
        tmp532 = tl.load(in_ptr72 + (x14), xmask)
        tmp539 = tl.load(in_ptr73 + (x14), xmask)
        tmp543 = tl.load(in_ptr74 + (0))
        tmp544 = tl.broadcast_to(tmp543, [XBLOCK])
        tmp545 = tl.where(xmask, tmp544, 0.0)
        tmp528 = tmp527 - tmp526
        tmp529 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp530 = tmp528 * tmp529
        tmp531 = tmp526 + tmp530
        tmp533 = tl.full([1], 0.999, tl.float32)
        tmp534 = tmp532 * tmp533
        tmp535 = tmp527 * tmp527
        tmp536 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp537 = tmp535 * tmp536
        tmp538 = tmp534 + tmp537
        tmp540 = tl.full([1], 0.999999, tl.float32)
        tmp541 = tmp539 * tmp540
        tmp542 = tl.sqrt_rn(tmp538)
        tmp546 = libdevice.pow(tmp533, tmp545)
        tmp547 = tl.full([1], 1.0, tl.float32)
        tmp548 = tmp546 - tmp547
        tmp549 = -tmp548
        tmp550 = tl.sqrt_rn(tmp549)
        tmp551 = (tmp542 / tmp550)
        tmp552 = tl.full([1], 1e-08, tl.float32)
        tmp553 = tmp551 + tmp552
        tmp554 = tl.full([1], 0.9, tl.float32)
        tmp555 = libdevice.pow(tmp554, tmp545)
        tmp556 = tmp555 - tmp547
        tmp557 = tl.full([1], 10000.0, tl.float32)
        tmp558 = tmp556 * tmp557
        tmp559 = tl.full([1], 1, tl.int32)
        tmp560 = (tmp559 / tmp558)
        tmp561 = (tmp553 / tmp560)
        tmp562 = (tmp531 / tmp561)
        tmp563 = tmp541 + tmp562
        tl.store(out_ptr70 + (x14), tmp531, xmask)
        tl.store(out_ptr73 + (x14), tmp563, xmask)
        tl.store(out_ptr74 + (x14), tmp538, xmask)
    elif pid < num_xblocks_15:
        pid_offset = pid - num_xblocks_14
        xnumel = 262144
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x15 = xindex
        tmp564 = tl.load(in_ptr75 + (x15), None)
        tmp565 = tl.load(in_ptr76 + (x15), None)
        tmp570 = tl.load(in_ptr77 + (x15), None)
        tmp577 = tl.load(in_ptr78 + (x15), None)
        tmp581 = tl.load(in_ptr79 + (0))
        tmp582 = tl.broadcast_to(tmp581, [XBLOCK])
        tmp566 = tmp565 - tmp564
        tmp567 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp568 = tmp566 * tmp567
        tmp569 = tmp564 + tmp568
        tmp571 = tl.full([1], 0.999, tl.float32)
        tmp572 = tmp570 * tmp571
        tmp573 = tmp565 * tmp565
        tmp574 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp575 = tmp573 * tmp574
        tmp576 = tmp572 + tmp575
        tmp578 = tl.full([1], 0.999999, tl.float32)
        tmp579 = tmp577 * tmp578
        tmp580 = tl.sqrt_rn(tmp576)
        tmp583 = libdevice.pow(tmp571, tmp582)
        tmp584 = tl.full([1], 1.0, tl.float32)
        tmp585 = tmp583 - tmp584
        tmp586 = -tmp585
        tmp587 = tl.sqrt_rn(tmp586)
        tmp588 = (tmp580 / tmp587)
        tmp589 = tl.full([1], 1e-08, tl.float32)
        tmp590 = tmp588 + tmp589
        tmp591 = tl.full([1], 0.9, tl.float32)
        tmp592 = libdevice.pow(tmp591, tmp582)
        tmp593 = tmp592 - tmp584
        tmp594 = tl.full([1], 10000.0, tl.float32)
        tmp595 = tmp593 * tmp594
        tmp596 = tl.full([1], 1, tl.int32)
        tmp597 = (tmp596 / tmp595)
        tmp598 = (tmp590 / tmp597)
        tmp599 = (tmp569 / tmp598)
        tmp600 = tmp579 + tmp599
        tl.store(out_ptr75 + (x15), tmp569, None)
        tl.store(out_ptr78 + (x15), tmp600, None)
        tl.store(out_ptr79 + (x15), tmp576, None)
    elif pid < num_xblocks_16:
        pid_offset = pid - num_xblocks_15
        xnumel = 512
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x16 = xindex
        tmp601 = tl.load(in_ptr80 + (x16), xmask)
        tmp602 = tl.load(in_ptr81 + (x16), xmask)
        tmp607 = tl.load(in_ptr82 + (x16), xmask)
        tmp614 = tl.load(in_ptr83 + (x16), xmask)
        tmp618 = tl.load(in_ptr84 + (0))
        tmp619 = tl.broadcast_to(tmp618, [XBLOCK])
        tmp620 = tl.where(xmask, tmp619, 0.0)
        tmp603 = tmp602 - tmp601
        tmp604 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp605 = tmp603 * tmp604
        tmp606 = tmp601 + tmp605
        tmp608 = tl.full([1], 0.999, tl.float32)
        tmp609 = tmp607 * tmp608
        tmp610 = tmp602 * tmp602
        tmp611 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp612 = tmp610 * tmp611
        tmp613 = tmp609 + tmp612
        tmp615 = tl.full([1], 0.999999, tl.float32)
        tmp616 = tmp614 * tmp615
        tmp617 = tl.sqrt_rn(tmp613)
        tmp621 = libdevice.pow(tmp608, tmp620)
        tmp622 = tl.full([1], 1.0, tl.float32)
        tmp623 = tmp621 - tmp622
        tmp624 = -tmp623
        tmp625 = tl.sqrt_rn(tmp624)
        tmp626 = (tmp617 / tmp625)
        tmp627 = tl.full([1], 1e-08, tl.float32)
        tmp628 = tmp626 + tmp627
        tmp629 = tl.full([1], 0.9, tl.float32)
        tmp630 = libdevice.pow(tmp629, tmp620)
        tmp631 = tmp630 - tmp622
        tmp632 = tl.full([1], 10000.0, tl.float32)
        tmp633 = tmp631 * tmp632
        tmp634 = tl.full([1], 1, tl.int32)
        tmp635 = (tmp634 / tmp633)
        tmp636 = (tmp628 / tmp635)
        tmp637 = (tmp606 / tmp636)
        tmp638 = tmp616 + tmp637
        tl.store(out_ptr80 + (x16), tmp606, xmask)
        tl.store(out_ptr83 + (x16), tmp638, xmask)
        tl.store(out_ptr84 + (x16), tmp613, xmask)
    elif pid < num_xblocks_17:
        pid_offset = pid - num_xblocks_16
        xnumel = 1048576
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x17 = xindex
        tmp639 = tl.load(in_ptr85 + (x17), None)
        tmp640 = tl.load(in_ptr86 + (x17), None)
        tmp645 = tl.load(in_ptr87 + (x17), None)
        tmp652 = tl.load(in_ptr88 + (x17), None)
        tmp656 = tl.load(in_ptr89 + (0))
        tmp657 = tl.broadcast_to(tmp656, [XBLOCK])
        tmp641 = tmp640 - tmp639
        tmp642 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp643 = tmp641 * tmp642
        tmp644 = tmp639 + tmp643
        tmp646 = tl.full([1], 0.999, tl.float32)
        tmp647 = tmp645 * tmp646
        tmp648 = tmp640 * tmp640
        tmp649 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp650 = tmp648 * tmp649
        tmp651 = tmp647 + tmp650
        tmp653 = tl.full([1], 0.999999, tl.float32)
        tmp654 = tmp652 * tmp653
        tmp655 = tl.sqrt_rn(tmp651)
        tmp658 = libdevice.pow(tmp646, tmp657)
        tmp659 = tl.full([1], 1.0, tl.float32)
        tmp660 = tmp658 - tmp659
        tmp661 = -tmp660
        tmp662 = tl.sqrt_rn(tmp661)
        tmp663 = (tmp655 / tmp662)
        tmp664 = tl.full([1], 1e-08, tl.float32)
        tmp665 = tmp663 + tmp664
        tmp666 = tl.full([1], 0.9, tl.float32)
        tmp667 = libdevice.pow(tmp666, tmp657)
        tmp668 = tmp667 - tmp659
        tmp669 = tl.full([1], 10000.0, tl.float32)
        tmp670 = tmp668 * tmp669
        tmp671 = tl.full([1], 1, tl.int32)
        tmp672 = (tmp671 / tmp670)
        tmp673 = (tmp665 / tmp672)
        tmp674 = (tmp644 / tmp673)
        tmp675 = tmp654 + tmp674
        tl.store(out_ptr85 + (x17), tmp644, None)
        tl.store(out_ptr88 + (x17), tmp675, None)
        tl.store(out_ptr89 + (x17), tmp651, None)
    elif pid < num_xblocks_18:
        pid_offset = pid - num_xblocks_17
        xnumel = 2048
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x18 = xindex
        tmp676 = tl.load(in_ptr90 + (x18), xmask)
        tmp677 = tl.load(in_ptr91 + (x18), xmask)
        tmp682 = tl.load(in_ptr92 + (x18), xmask)
        tmp689 = tl.load(in_ptr93 + (x18), xmask)
        tmp693 = tl.load(in_ptr94 + (0))
        tmp694 = tl.broadcast_to(tmp693, [XBLOCK])
        tmp695 = tl.where(xmask, tmp694, 0.0)
        tmp678 = tmp677 - tmp676
        tmp679 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp680 = tmp678 * tmp679
        tmp681 = tmp676 + tmp680
        tmp683 = tl.full([1], 0.999, tl.float32)
        tmp684 = tmp682 * tmp683
        tmp685 = tmp677 * tmp677
        tmp686 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp687 = tmp685 * tmp686
        tmp688 = tmp684 + tmp687
        tmp690 = tl.full([1], 0.999999, tl.float32)
        tmp691 = tmp689 * tmp690
        tmp692 = tl.sqrt_rn(tmp688)
        tmp696 = libdevice.pow(tmp683, tmp695)
        tmp697 = tl.full([1], 1.0, tl.float32)
        tmp698 = tmp696 - tmp697
        tmp699 = -tmp698
        tmp700 = tl.sqrt_rn(tmp699)
        tmp701 = (tmp692 / tmp700)
        tmp702 = tl.full([1], 1e-08, tl.float32)
        tmp703 = tmp701 + tmp702
        tmp704 = tl.full([1], 0.9, tl.float32)
        tmp705 = libdevice.pow(tmp704, tmp695)
        tmp706 = tmp705 - tmp697
        tmp707 = tl.full([1], 10000.0, tl.float32)
        tmp708 = tmp706 * tmp707
        tmp709 = tl.full([1], 1, tl.int32)
        tmp710 = (tmp709 / tmp708)
        tmp711 = (tmp703 / tmp710)
        tmp712 = (tmp681 / tmp711)
        tmp713 = tmp691 + tmp712
        tl.store(out_ptr90 + (x18), tmp681, xmask)
        tl.store(out_ptr93 + (x18), tmp713, xmask)
        tl.store(out_ptr94 + (x18), tmp688, xmask)
    else:
        pass
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/reduce-overhead/inductor_cache/f4/cf47j473r4n2nux4ahiti7upgoe3xjfstmztpkohtyeqhzthwgql.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
triton_for_fused_2 = async_compile.triton('triton_for_fused_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.foreach(
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'in_ptr10': '*fp32', 'in_ptr11': '*fp32', 'in_ptr12': '*fp32', 'in_ptr13': '*fp32', 'in_ptr14': '*fp32', 'in_ptr15': '*fp32', 'in_ptr16': '*fp32', 'in_ptr17': '*fp32', 'in_ptr18': '*fp32', 'in_ptr19': '*fp32', 'in_ptr20': '*fp32', 'in_ptr21': '*fp32', 'in_ptr22': '*fp32', 'in_ptr23': '*fp32', 'in_ptr24': '*fp32', 'in_ptr25': '*fp32', 'in_ptr26': '*fp32', 'in_ptr27': '*fp32', 'in_ptr28': '*fp32', 'in_ptr29': '*fp32', 'in_ptr30': '*fp32', 'in_ptr31': '*fp32', 'in_ptr32': '*fp32', 'in_ptr33': '*fp32', 'in_ptr34': '*fp32', 'in_ptr35': '*fp32', 'in_ptr36': '*fp32', 'in_ptr37': '*fp32', 'in_ptr38': '*fp32', 'in_ptr39': '*fp32', 'in_ptr40': '*fp32', 'in_ptr41': '*fp32', 'in_ptr42': '*fp32', 'in_ptr43': '*fp32', 'in_ptr44': '*fp32', 'in_ptr45': '*fp32', 'in_ptr46': '*fp32', 'in_ptr47': '*fp32', 'in_ptr48': '*fp32', 'in_ptr49': '*fp32', 'in_ptr50': '*fp32', 'in_ptr51': '*fp32', 'in_ptr52': '*fp32', 'in_ptr53': '*fp32', 'in_ptr54': '*fp32', 'in_ptr55': '*fp32', 'in_ptr56': '*fp32', 'in_ptr57': '*fp32', 'in_ptr58': '*fp32', 'in_ptr59': '*fp32', 'in_ptr60': '*fp32', 'in_ptr61': '*fp32', 'in_ptr62': '*fp32', 'in_ptr63': '*fp32', 'in_ptr64': '*fp32', 'in_ptr65': '*fp32', 'in_ptr66': '*fp32', 'in_ptr67': '*fp32', 'in_ptr68': '*fp32', 'in_ptr69': '*fp32', 'in_ptr70': '*fp32', 'in_ptr71': '*fp32', 'in_ptr72': '*fp32', 'in_ptr73': '*fp32', 'in_ptr74': '*fp32', 'in_ptr75': '*fp32', 'in_ptr76': '*fp32', 'in_ptr77': '*fp32', 'in_ptr78': '*fp32', 'in_ptr79': '*fp32', 'in_ptr80': '*fp32', 'in_ptr81': '*fp32', 'in_ptr82': '*fp32', 'in_ptr83': '*fp32', 'in_ptr84': '*fp32', 'in_ptr85': '*fp32', 'in_ptr86': '*fp32', 'in_ptr87': '*fp32', 'in_ptr88': '*fp32', 'in_ptr89': '*fp32', 'in_ptr90': '*fp32', 'in_ptr91': '*fp32', 'in_ptr92': '*fp32', 'in_ptr93': '*fp32', 'in_ptr94': '*fp32', 'out_ptr0': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'out_ptr8': '*fp32', 'out_ptr9': '*fp32', 'out_ptr10': '*fp32', 'out_ptr13': '*fp32', 'out_ptr14': '*fp32', 'out_ptr15': '*fp32', 'out_ptr18': '*fp32', 'out_ptr19': '*fp32', 'out_ptr20': '*fp32', 'out_ptr23': '*fp32', 'out_ptr24': '*fp32', 'out_ptr25': '*fp32', 'out_ptr28': '*fp32', 'out_ptr29': '*fp32', 'out_ptr30': '*fp32', 'out_ptr33': '*fp32', 'out_ptr34': '*fp32', 'out_ptr35': '*fp32', 'out_ptr38': '*fp32', 'out_ptr39': '*fp32', 'out_ptr40': '*fp32', 'out_ptr43': '*fp32', 'out_ptr44': '*fp32', 'out_ptr45': '*fp32', 'out_ptr48': '*fp32', 'out_ptr49': '*fp32', 'out_ptr50': '*fp32', 'out_ptr53': '*fp32', 'out_ptr54': '*fp32', 'out_ptr55': '*fp32', 'out_ptr58': '*fp32', 'out_ptr59': '*fp32', 'out_ptr60': '*fp32', 'out_ptr63': '*fp32', 'out_ptr64': '*fp32', 'out_ptr65': '*fp32', 'out_ptr68': '*fp32', 'out_ptr69': '*fp32', 'out_ptr70': '*fp32', 'out_ptr73': '*fp32', 'out_ptr74': '*fp32', 'out_ptr75': '*fp32', 'out_ptr78': '*fp32', 'out_ptr79': '*fp32', 'out_ptr80': '*fp32', 'out_ptr83': '*fp32', 'out_ptr84': '*fp32', 'out_ptr85': '*fp32', 'out_ptr88': '*fp32', 'out_ptr89': '*fp32', 'out_ptr90': '*fp32', 'out_ptr93': '*fp32', 'out_ptr94': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'enable_fp_fusion': True, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]], (16,): [['tt.divisibility', 16]], (17,): [['tt.divisibility', 16]], (18,): [['tt.divisibility', 16]], (19,): [['tt.divisibility', 16]], (20,): [['tt.divisibility', 16]], (21,): [['tt.divisibility', 16]], (22,): [['tt.divisibility', 16]], (23,): [['tt.divisibility', 16]], (24,): [['tt.divisibility', 16]], (25,): [['tt.divisibility', 16]], (26,): [['tt.divisibility', 16]], (27,): [['tt.divisibility', 16]], (28,): [['tt.divisibility', 16]], (29,): [['tt.divisibility', 16]], (30,): [['tt.divisibility', 16]], (31,): [['tt.divisibility', 16]], (32,): [['tt.divisibility', 16]], (33,): [['tt.divisibility', 16]], (34,): [['tt.divisibility', 16]], (35,): [['tt.divisibility', 16]], (36,): [['tt.divisibility', 16]], (37,): [['tt.divisibility', 16]], (38,): [['tt.divisibility', 16]], (39,): [['tt.divisibility', 16]], (40,): [['tt.divisibility', 16]], (41,): [['tt.divisibility', 16]], (42,): [['tt.divisibility', 16]], (43,): [['tt.divisibility', 16]], (44,): [['tt.divisibility', 16]], (45,): [['tt.divisibility', 16]], (46,): [['tt.divisibility', 16]], (47,): [['tt.divisibility', 16]], (48,): [['tt.divisibility', 16]], (49,): [['tt.divisibility', 16]], (50,): [['tt.divisibility', 16]], (51,): [['tt.divisibility', 16]], (52,): [['tt.divisibility', 16]], (53,): [['tt.divisibility', 16]], (54,): [['tt.divisibility', 16]], (55,): [['tt.divisibility', 16]], (56,): [['tt.divisibility', 16]], (57,): [['tt.divisibility', 16]], (58,): [['tt.divisibility', 16]], (59,): [['tt.divisibility', 16]], (60,): [['tt.divisibility', 16]], (61,): [['tt.divisibility', 16]], (62,): [['tt.divisibility', 16]], (63,): [['tt.divisibility', 16]], (64,): [['tt.divisibility', 16]], (65,): [['tt.divisibility', 16]], (66,): [['tt.divisibility', 16]], (67,): [['tt.divisibility', 16]], (68,): [['tt.divisibility', 16]], (69,): [['tt.divisibility', 16]], (70,): [['tt.divisibility', 16]], (71,): [['tt.divisibility', 16]], (72,): [['tt.divisibility', 16]], (73,): [['tt.divisibility', 16]], (74,): [['tt.divisibility', 16]], (75,): [['tt.divisibility', 16]], (76,): [['tt.divisibility', 16]], (77,): [['tt.divisibility', 16]], (78,): [['tt.divisibility', 16]], (79,): [['tt.divisibility', 16]], (80,): [['tt.divisibility', 16]], (81,): [['tt.divisibility', 16]], (82,): [['tt.divisibility', 16]], (83,): [['tt.divisibility', 16]], (84,): [['tt.divisibility', 16]], (85,): [['tt.divisibility', 16]], (86,): [['tt.divisibility', 16]], (87,): [['tt.divisibility', 16]], (88,): [['tt.divisibility', 16]], (89,): [['tt.divisibility', 16]], (90,): [['tt.divisibility', 16]], (91,): [['tt.divisibility', 16]], (92,): [['tt.divisibility', 16]], (93,): [['tt.divisibility', 16]], (94,): [['tt.divisibility', 16]], (95,): [['tt.divisibility', 16]], (96,): [['tt.divisibility', 16]], (97,): [['tt.divisibility', 16]], (98,): [['tt.divisibility', 16]], (99,): [['tt.divisibility', 16]], (100,): [['tt.divisibility', 16]], (101,): [['tt.divisibility', 16]], (102,): [['tt.divisibility', 16]], (103,): [['tt.divisibility', 16]], (104,): [['tt.divisibility', 16]], (105,): [['tt.divisibility', 16]], (106,): [['tt.divisibility', 16]], (107,): [['tt.divisibility', 16]], (108,): [['tt.divisibility', 16]], (109,): [['tt.divisibility', 16]], (110,): [['tt.divisibility', 16]], (111,): [['tt.divisibility', 16]], (112,): [['tt.divisibility', 16]], (113,): [['tt.divisibility', 16]], (114,): [['tt.divisibility', 16]], (115,): [['tt.divisibility', 16]], (116,): [['tt.divisibility', 16]], (117,): [['tt.divisibility', 16]], (118,): [['tt.divisibility', 16]], (119,): [['tt.divisibility', 16]], (120,): [['tt.divisibility', 16]], (121,): [['tt.divisibility', 16]], (122,): [['tt.divisibility', 16]], (123,): [['tt.divisibility', 16]], (124,): [['tt.divisibility', 16]], (125,): [['tt.divisibility', 16]], (126,): [['tt.divisibility', 16]], (127,): [['tt.divisibility', 16]], (128,): [['tt.divisibility', 16]], (129,): [['tt.divisibility', 16]], (130,): [['tt.divisibility', 16]], (131,): [['tt.divisibility', 16]], (132,): [['tt.divisibility', 16]], (133,): [['tt.divisibility', 16]], (134,): [['tt.divisibility', 16]], (135,): [['tt.divisibility', 16]], (136,): [['tt.divisibility', 16]], (137,): [['tt.divisibility', 16]], (138,): [['tt.divisibility', 16]], (139,): [['tt.divisibility', 16]], (140,): [['tt.divisibility', 16]], (141,): [['tt.divisibility', 16]], (142,): [['tt.divisibility', 16]], (143,): [['tt.divisibility', 16]], (144,): [['tt.divisibility', 16]], (145,): [['tt.divisibility', 16]], (146,): [['tt.divisibility', 16]], (147,): [['tt.divisibility', 16]], (148,): [['tt.divisibility', 16]], (149,): [['tt.divisibility', 16]], (150,): [['tt.divisibility', 16]], (151,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'SequentialComboKernelGrid', 'combo_grid_meta': {'num_kernels': 19, 'min_blocks': 0, 'default_config': {'XBLOCK': 1024}, 'no_x_dim_0': False, 'xnumel_0': 1048576, 'no_x_dim_1': False, 'xnumel_1': 512, 'no_x_dim_2': False, 'xnumel_2': 512, 'no_x_dim_3': False, 'xnumel_3': 512, 'no_x_dim_4': False, 'xnumel_4': 512, 'no_x_dim_5': False, 'xnumel_5': 512, 'no_x_dim_6': False, 'xnumel_6': 786432, 'no_x_dim_7': False, 'xnumel_7': 1536, 'no_x_dim_8': False, 'xnumel_8': 262144, 'no_x_dim_9': False, 'xnumel_9': 512, 'no_x_dim_10': False, 'xnumel_10': 1048576, 'no_x_dim_11': False, 'xnumel_11': 2048, 'no_x_dim_12': False, 'xnumel_12': 1048576, 'no_x_dim_13': False, 'xnumel_13': 512, 'no_x_dim_14': False, 'xnumel_14': 512, 'no_x_dim_15': False, 'xnumel_15': 512, 'no_x_dim_16': False, 'xnumel_16': 512, 'no_x_dim_17': False, 'xnumel_17': 512, 'no_x_dim_18': False, 'xnumel_18': 786432}, 'kernel_name': 'triton_for_fused_2', 'mutated_arg_names': ['in_ptr0', 'in_ptr10', 'in_ptr12', 'in_ptr13', 'in_ptr15', 'in_ptr17', 'in_ptr18', 'in_ptr2', 'in_ptr20', 'in_ptr22', 'in_ptr23', 'in_ptr25', 'in_ptr27', 'in_ptr28', 'in_ptr3', 'in_ptr30', 'in_ptr32', 'in_ptr33', 'in_ptr35', 'in_ptr37', 'in_ptr38', 'in_ptr40', 'in_ptr42', 'in_ptr43', 'in_ptr45', 'in_ptr47', 'in_ptr48', 'in_ptr5', 'in_ptr50', 'in_ptr52', 'in_ptr53', 'in_ptr55', 'in_ptr57', 'in_ptr58', 'in_ptr60', 'in_ptr62', 'in_ptr63', 'in_ptr65', 'in_ptr67', 'in_ptr68', 'in_ptr7', 'in_ptr70', 'in_ptr72', 'in_ptr73', 'in_ptr75', 'in_ptr77', 'in_ptr78', 'in_ptr8', 'in_ptr80', 'in_ptr82', 'in_ptr83', 'in_ptr85', 'in_ptr87', 'in_ptr88', 'in_ptr90', 'in_ptr92', 'in_ptr93', 'out_ptr0', 'out_ptr10', 'out_ptr13', 'out_ptr14', 'out_ptr15', 'out_ptr18', 'out_ptr19', 'out_ptr20', 'out_ptr23', 'out_ptr24', 'out_ptr25', 'out_ptr28', 'out_ptr29', 'out_ptr3', 'out_ptr30', 'out_ptr33', 'out_ptr34', 'out_ptr35', 'out_ptr38', 'out_ptr39', 'out_ptr4', 'out_ptr40', 'out_ptr43', 'out_ptr44', 'out_ptr45', 'out_ptr48', 'out_ptr49', 'out_ptr5', 'out_ptr50', 'out_ptr53', 'out_ptr54', 'out_ptr55', 'out_ptr58', 'out_ptr59', 'out_ptr60', 'out_ptr63', 'out_ptr64', 'out_ptr65', 'out_ptr68', 'out_ptr69', 'out_ptr70', 'out_ptr73', 'out_ptr74', 'out_ptr75', 'out_ptr78', 'out_ptr79', 'out_ptr8', 'out_ptr80', 'out_ptr83', 'out_ptr84', 'out_ptr85', 'out_ptr88', 'out_ptr89', 'out_ptr9', 'out_ptr90', 'out_ptr93', 'out_ptr94'], 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
)
@triton.jit
def triton_for_fused_2(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, in_ptr11, in_ptr12, in_ptr13, in_ptr14, in_ptr15, in_ptr16, in_ptr17, in_ptr18, in_ptr19, in_ptr20, in_ptr21, in_ptr22, in_ptr23, in_ptr24, in_ptr25, in_ptr26, in_ptr27, in_ptr28, in_ptr29, in_ptr30, in_ptr31, in_ptr32, in_ptr33, in_ptr34, in_ptr35, in_ptr36, in_ptr37, in_ptr38, in_ptr39, in_ptr40, in_ptr41, in_ptr42, in_ptr43, in_ptr44, in_ptr45, in_ptr46, in_ptr47, in_ptr48, in_ptr49, in_ptr50, in_ptr51, in_ptr52, in_ptr53, in_ptr54, in_ptr55, in_ptr56, in_ptr57, in_ptr58, in_ptr59, in_ptr60, in_ptr61, in_ptr62, in_ptr63, in_ptr64, in_ptr65, in_ptr66, in_ptr67, in_ptr68, in_ptr69, in_ptr70, in_ptr71, in_ptr72, in_ptr73, in_ptr74, in_ptr75, in_ptr76, in_ptr77, in_ptr78, in_ptr79, in_ptr80, in_ptr81, in_ptr82, in_ptr83, in_ptr84, in_ptr85, in_ptr86, in_ptr87, in_ptr88, in_ptr89, in_ptr90, in_ptr91, in_ptr92, in_ptr93, in_ptr94, out_ptr0, out_ptr3, out_ptr4, out_ptr5, out_ptr8, out_ptr9, out_ptr10, out_ptr13, out_ptr14, out_ptr15, out_ptr18, out_ptr19, out_ptr20, out_ptr23, out_ptr24, out_ptr25, out_ptr28, out_ptr29, out_ptr30, out_ptr33, out_ptr34, out_ptr35, out_ptr38, out_ptr39, out_ptr40, out_ptr43, out_ptr44, out_ptr45, out_ptr48, out_ptr49, out_ptr50, out_ptr53, out_ptr54, out_ptr55, out_ptr58, out_ptr59, out_ptr60, out_ptr63, out_ptr64, out_ptr65, out_ptr68, out_ptr69, out_ptr70, out_ptr73, out_ptr74, out_ptr75, out_ptr78, out_ptr79, out_ptr80, out_ptr83, out_ptr84, out_ptr85, out_ptr88, out_ptr89, out_ptr90, out_ptr93, out_ptr94):
    pid = tl.program_id(0)
    XBLOCK: tl.constexpr = 1024
    num_xblocks_0 = tl.cdiv(1048576, XBLOCK)
    num_xblocks_1 = num_xblocks_0 + tl.cdiv(512, XBLOCK)
    num_xblocks_2 = num_xblocks_1 + tl.cdiv(512, XBLOCK)
    num_xblocks_3 = num_xblocks_2 + tl.cdiv(512, XBLOCK)
    num_xblocks_4 = num_xblocks_3 + tl.cdiv(512, XBLOCK)
    num_xblocks_5 = num_xblocks_4 + tl.cdiv(512, XBLOCK)
    num_xblocks_6 = num_xblocks_5 + tl.cdiv(786432, XBLOCK)
    num_xblocks_7 = num_xblocks_6 + tl.cdiv(1536, XBLOCK)
    num_xblocks_8 = num_xblocks_7 + tl.cdiv(262144, XBLOCK)
    num_xblocks_9 = num_xblocks_8 + tl.cdiv(512, XBLOCK)
    num_xblocks_10 = num_xblocks_9 + tl.cdiv(1048576, XBLOCK)
    num_xblocks_11 = num_xblocks_10 + tl.cdiv(2048, XBLOCK)
    num_xblocks_12 = num_xblocks_11 + tl.cdiv(1048576, XBLOCK)
    num_xblocks_13 = num_xblocks_12 + tl.cdiv(512, XBLOCK)
    num_xblocks_14 = num_xblocks_13 + tl.cdiv(512, XBLOCK)
    num_xblocks_15 = num_xblocks_14 + tl.cdiv(512, XBLOCK)
    num_xblocks_16 = num_xblocks_15 + tl.cdiv(512, XBLOCK)
    num_xblocks_17 = num_xblocks_16 + tl.cdiv(512, XBLOCK)
    num_xblocks_18 = num_xblocks_17 + tl.cdiv(786432, XBLOCK)
    if pid < num_xblocks_0:
        pid_offset = pid
        xnumel = 1048576
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x0 = xindex
        tmp0 = tl.load(in_ptr0 + (x0), None)
        tmp1 = tl.load(in_ptr1 + (x0), None)
        tmp6 = tl.load(in_ptr2 + (x0), None)
        tmp13 = tl.load(in_ptr3 + (x0), None)
        tmp17 = tl.load(in_ptr4 + (0))
        tmp18 = tl.broadcast_to(tmp17, [XBLOCK])
        tmp2 = tmp1 - tmp0
        tmp3 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp4 = tmp2 * tmp3
        tmp5 = tmp0 + tmp4
        tmp7 = tl.full([1], 0.999, tl.float32)
        tmp8 = tmp6 * tmp7
        tmp9 = tmp1 * tmp1
        tmp10 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp11 = tmp9 * tmp10
        tmp12 = tmp8 + tmp11
        tmp14 = tl.full([1], 0.999999, tl.float32)
        tmp15 = tmp13 * tmp14
        tmp16 = tl.sqrt_rn(tmp12)
        tmp19 = libdevice.pow(tmp7, tmp18)
        tmp20 = tl.full([1], 1.0, tl.float32)
        tmp21 = tmp19 - tmp20
        tmp22 = -tmp21
        tmp23 = tl.sqrt_rn(tmp22)
        tmp24 = (tmp16 / tmp23)
        tmp25 = tl.full([1], 1e-08, tl.float32)
        tmp26 = tmp24 + tmp25
        tmp27 = tl.full([1], 0.9, tl.float32)
        tmp28 = libdevice.pow(tmp27, tmp18)
        tmp29 = tmp28 - tmp20
        tmp30 = tl.full([1], 10000.0, tl.float32)
        tmp31 = tmp29 * tmp30
        tmp32 = tl.full([1], 1, tl.int32)
        tmp33 = (tmp32 / tmp31)
        tmp34 = (tmp26 / tmp33)
        tmp35 = (tmp5 / tmp34)
        tmp36 = tmp15 + tmp35
        tl.store(out_ptr0 + (x0), tmp5, None)
        tl.store(out_ptr3 + (x0), tmp36, None)
        tl.store(out_ptr4 + (x0), tmp12, None)
    elif pid < num_xblocks_1:
        pid_offset = pid - num_xblocks_0
        xnumel = 512
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x1 = xindex
        tmp37 = tl.load(in_ptr5 + (x1), xmask)
        tmp38 = tl.load(in_ptr6 + (x1), xmask)
        tmp43 = tl.load(in_ptr7 + (x1), xmask)
        tmp50 = tl.load(in_ptr8 + (x1), xmask)
        tmp54 = tl.load(in_ptr9 + (0))
        tmp55 = tl.broadcast_to(tmp54, [XBLOCK])
        tmp56 = tl.where(xmask, tmp55, 0.0)
        tmp39 = tmp38 - tmp37
        tmp40 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp41 = tmp39 * tmp40
        tmp42 = tmp37 + tmp41
        tmp44 = tl.full([1], 0.999, tl.float32)
        tmp45 = tmp43 * tmp44
        tmp46 = tmp38 * tmp38
        tmp47 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp48 = tmp46 * tmp47
        tmp49 = tmp45 + tmp48
        tmp51 = tl.full([1], 0.999999, tl.float32)
        tmp52 = tmp50 * tmp51
        tmp53 = tl.sqrt_rn(tmp49)
        tmp57 = libdevice.pow(tmp44, tmp56)
        tmp58 = tl.full([1], 1.0, tl.float32)
        tmp59 = tmp57 - tmp58
        tmp60 = -tmp59
        tmp61 = tl.sqrt_rn(tmp60)
        tmp62 = (tmp53 / tmp61)
        tmp63 = tl.full([1], 1e-08, tl.float32)
        tmp64 = tmp62 + tmp63
        tmp65 = tl.full([1], 0.9, tl.float32)
        tmp66 = libdevice.pow(tmp65, tmp56)
        tmp67 = tmp66 - tmp58
        tmp68 = tl.full([1], 10000.0, tl.float32)
        tmp69 = tmp67 * tmp68
        tmp70 = tl.full([1], 1, tl.int32)
        tmp71 = (tmp70 / tmp69)
        tmp72 = (tmp64 / tmp71)
        tmp73 = (tmp42 / tmp72)
        tmp74 = tmp52 + tmp73
        tl.store(out_ptr5 + (x1), tmp42, xmask)
        tl.store(out_ptr8 + (x1), tmp74, xmask)
        tl.store(out_ptr9 + (x1), tmp49, xmask)
    elif pid < num_xblocks_2:
        pid_offset = pid - num_xblocks_1
        xnumel = 512
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x2 = xindex
        tmp75 = tl.load(in_ptr10 + (x2), xmask)
        tmp76 = tl.load(in_ptr11 + (x2), xmask)
        tmp81 = tl.load(in_ptr12 + (x2), xmask)
        tmp88 = tl.load(in_ptr13 + (x2), xmask)
        tmp92 = tl.load(in_ptr14 + (0))
        tmp93 = tl.broadcast_to(tmp92, [XBLOCK])
        tmp94 = tl.where(xmask, tmp93, 0.0)
        tmp77 = tmp76 - tmp75
        tmp78 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp79 = tmp77 * tmp78
        tmp80 = tmp75 + tmp79
        tmp82 = tl.full([1], 0.999, tl.float32)
        tmp83 = tmp81 * tmp82
        tmp84 = tmp76 * tmp76
        tmp85 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp86 = tmp84 * tmp85
        tmp87 = tmp83 + tmp86
        tmp89 = tl.full([1], 0.999999, tl.float32)
        tmp90 = tmp88 * tmp89
        tmp91 = tl.sqrt_rn(tmp87)
        tmp95 = libdevice.pow(tmp82, tmp94)
        tmp96 = tl.full([1], 1.0, tl.float32)
        tmp97 = tmp95 - tmp96
        tmp98 = -tmp97
        tmp99 = tl.sqrt_rn(tmp98)
        tmp100 = (tmp91 / tmp99)
        tmp101 = tl.full([1], 1e-08, tl.float32)
        tmp102 = tmp100 + tmp101
        tmp103 = tl.full([1], 0.9, tl.float32)
        tmp104 = libdevice.pow(tmp103, tmp94)
        tmp105 = tmp104 - tmp96
        tmp106 = tl.full([1], 10000.0, tl.float32)
        tmp107 = tmp105 * tmp106
        tmp108 = tl.full([1], 1, tl.int32)
        tmp109 = (tmp108 / tmp107)
        tmp110 = (tmp102 / tmp109)
        tmp111 = (tmp80 / tmp110)
        tmp112 = tmp90 + tmp111
        tl.store(out_ptr10 + (x2), tmp80, xmask)
        tl.store(out_ptr13 + (x2), tmp112, xmask)
        tl.store(out_ptr14 + (x2), tmp87, xmask)
    elif pid < num_xblocks_3:
        pid_offset = pid - num_xblocks_2
        xnumel = 512
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x3 = xindex
        tmp113 = tl.load(in_ptr15 + (x3), xmask)
        tmp114 = tl.load(in_ptr16 + (x3), xmask)
        tmp119 = tl.load(in_ptr17 + (x3), xmask)
        tmp126 = tl.load(in_ptr18 + (x3), xmask)
        tmp130 = tl.load(in_ptr19 + (0))
        tmp131 = tl.broadcast_to(tmp130, [XBLOCK])
        tmp132 = tl.where(xmask, tmp131, 0.0)
        tmp115 = tmp114 - tmp113
        tmp116 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp117 = tmp115 * tmp116
        tmp118 = tmp113 + tmp117
        tmp120 = tl.full([1], 0.999, tl.float32)
        tmp121 = tmp119 * tmp120
        tmp122 = tmp114 * tmp114
        tmp123 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp124 = tmp122 * tmp123
        tmp125 = tmp121 + tmp124
        tmp127 = tl.full([1], 0.999999, tl.float32)
        tmp128 = tmp126 * tmp127
        tmp129 = tl.sqrt_rn(tmp125)
        tmp133 = libdevice.pow(tmp120, tmp132)
        tmp134 = tl.full([1], 1.0, tl.float32)
        tmp135 = tmp133 - tmp134
        tmp136 = -tmp135
        tmp137 = tl.sqrt_rn(tmp136)
        tmp138 = (tmp129 / tmp137)
        tmp139 = tl.full([1], 1e-08, tl.float32)
        tmp140 = tmp138 + tmp139
        tmp141 = tl.full([1], 0.9, tl.float32)
        tmp142 = libdevice.pow(tmp141, tmp132)
        tmp143 = tmp142 - tmp134
        tmp144 = tl.full([1], 10000.0, tl.float32)
        tmp145 = tmp143 * tmp144
        tmp146 = tl.full([1], 1, tl.int32)
        tmp147 = (tmp146 / tmp145)
        tmp148 = (tmp140 / tmp147)
        tmp149 = (tmp118 / tmp148)
        tmp150 = tmp128 + tmp149
        tl.store(out_ptr15 + (x3), tmp118, xmask)
        tl.store(out_ptr18 + (x3), tmp150, xmask)
        tl.store(out_ptr19 + (x3), tmp125, xmask)
    elif pid < num_xblocks_4:
        pid_offset = pid - num_xblocks_3
        xnumel = 512
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x4 = xindex
        tmp151 = tl.load(in_ptr20 + (x4), xmask)
        tmp152 = tl.load(in_ptr21 + (x4), xmask)
        tmp157 = tl.load(in_ptr22 + (x4), xmask)
        tmp164 = tl.load(in_ptr23 + (x4), xmask)
        tmp168 = tl.load(in_ptr24 + (0))
        tmp169 = tl.broadcast_to(tmp168, [XBLOCK])
        tmp170 = tl.where(xmask, tmp169, 0.0)
        tmp153 = tmp152 - tmp151
        tmp154 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp155 = tmp153 * tmp154
        tmp156 = tmp151 + tmp155
        tmp158 = tl.full([1], 0.999, tl.float32)
        tmp159 = tmp157 * tmp158
        tmp160 = tmp152 * tmp152
        tmp161 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp162 = tmp160 * tmp161
        tmp163 = tmp159 + tmp162
        tmp165 = tl.full([1], 0.999999, tl.float32)
        tmp166 = tmp164 * tmp165
        tmp167 = tl.sqrt_rn(tmp163)
        tmp171 = libdevice.pow(tmp158, tmp170)
        tmp172 = tl.full([1], 1.0, tl.float32)
        tmp173 = tmp171 - tmp172
        tmp174 = -tmp173
        tmp175 = tl.sqrt_rn(tmp174)
        tmp176 = (tmp167 / tmp175)
        tmp177 = tl.full([1], 1e-08, tl.float32)
        tmp178 = tmp176 + tmp177
        tmp179 = tl.full([1], 0.9, tl.float32)
        tmp180 = libdevice.pow(tmp179, tmp170)
        tmp181 = tmp180 - tmp172
        tmp182 = tl.full([1], 10000.0, tl.float32)
        tmp183 = tmp181 * tmp182
        tmp184 = tl.full([1], 1, tl.int32)
        tmp185 = (tmp184 / tmp183)
        tmp186 = (tmp178 / tmp185)
        tmp187 = (tmp156 / tmp186)
        tmp188 = tmp166 + tmp187
        tl.store(out_ptr20 + (x4), tmp156, xmask)
        tl.store(out_ptr23 + (x4), tmp188, xmask)
        tl.store(out_ptr24 + (x4), tmp163, xmask)
    elif pid < num_xblocks_5:
        pid_offset = pid - num_xblocks_4
        xnumel = 512
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x5 = xindex
        tmp189 = tl.load(in_ptr25 + (x5), xmask)
        tmp190 = tl.load(in_ptr26 + (x5), xmask)
        tmp195 = tl.load(in_ptr27 + (x5), xmask)
        tmp202 = tl.load(in_ptr28 + (x5), xmask)
        tmp206 = tl.load(in_ptr29 + (0))
        tmp207 = tl.broadcast_to(tmp206, [XBLOCK])
        tmp208 = tl.where(xmask, tmp207, 0.0)
        tmp191 = tmp190 - tmp189
        tmp192 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp193 = tmp191 * tmp192
        tmp194 = tmp189 + tmp193
        tmp196 = tl.full([1], 0.999, tl.float32)
        tmp197 = tmp195 * tmp196
        tmp198 = tmp190 * tmp190
        tmp199 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp200 = tmp198 * tmp199
        tmp201 = tmp197 + tmp200
        tmp203 = tl.full([1], 0.999999, tl.float32)
        tmp204 = tmp202 * tmp203
        tmp205 = tl.sqrt_rn(tmp201)
        tmp209 = libdevice.pow(tmp196, tmp208)
        tmp210 = tl.full([1], 1.0, tl.float32)
        tmp211 = tmp209 - tmp210
        tmp212 = -tmp211
        tmp213 = tl.sqrt_rn(tmp212)
        tmp214 = (tmp205 / tmp213)
        tmp215 = tl.full([1], 1e-08, tl.float32)
        tmp216 = tmp214 + tmp215
        tmp217 = tl.full([1], 0.9, tl.float32)
        tmp218 = libdevice.pow(tmp217, tmp208)
        tmp219 = tmp218 - tmp210
        tmp220 = tl.full([1], 10000.0, tl.float32)
        tmp221 = tmp219 * tmp220
        tmp222 = tl.full([1], 1, tl.int32)
        tmp223 = (tmp222 / tmp221)
        tmp224 = (tmp216 / tmp223)
        tmp225 = (tmp194 / tmp224)
        tmp226 = tmp204 + tmp225
        tl.store(out_ptr25 + (x5), tmp194, xmask)
        tl.store(out_ptr28 + (x5), tmp226, xmask)
        tl.store(out_ptr29 + (x5), tmp201, xmask)
    elif pid < num_xblocks_6:
        pid_offset = pid - num_xblocks_5
        xnumel = 786432
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x6 = xindex
        tmp227 = tl.load(in_ptr30 + (x6), None)
        tmp228 = tl.load(in_ptr31 + (x6), None)
        tmp233 = tl.load(in_ptr32 + (x6), None)
        tmp240 = tl.load(in_ptr33 + (x6), None)
        tmp244 = tl.load(in_ptr34 + (0))
        tmp245 = tl.broadcast_to(tmp244, [XBLOCK])
        tmp229 = tmp228 - tmp227
        tmp230 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp231 = tmp229 * tmp230
        tmp232 = tmp227 + tmp231
        tmp234 = tl.full([1], 0.999, tl.float32)
        tmp235 = tmp233 * tmp234
        tmp236 = tmp228 * tmp228
        tmp237 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp238 = tmp236 * tmp237
        tmp239 = tmp235 + tmp238
        tmp241 = tl.full([1], 0.999999, tl.float32)
        tmp242 = tmp240 * tmp241
        tmp243 = tl.sqrt_rn(tmp239)
        tmp246 = libdevice.pow(tmp234, tmp245)
        tmp247 = tl.full([1], 1.0, tl.float32)
        tmp248 = tmp246 - tmp247
        tmp249 = -tmp248
        tmp250 = tl.sqrt_rn(tmp249)
        tmp251 = (tmp243 / tmp250)
        tmp252 = tl.full([1], 1e-08, tl.float32)
        tmp253 = tmp251 + tmp252
        tmp254 = tl.full([1], 0.9, tl.float32)
        tmp255 = libdevice.pow(tmp254, tmp245)
        tmp256 = tmp255 - tmp247
        tmp257 = tl.full([1], 10000.0, tl.float32)
        tmp258 = tmp256 * tmp257
        tmp259 = tl.full([1], 1, tl.int32)
        tmp260 = (tmp259 / tmp258)
        tmp261 = (tmp253 / tmp260)
        tmp262 = (tmp232 / tmp261)
        tmp263 = tmp242 + tmp262
        tl.store(out_ptr30 + (x6), tmp232, None)
        tl.store(out_ptr33 + (x6), tmp263, None)
        tl.store(out_ptr34 + (x6), tmp239, None)
    elif pid < num_xblocks_7:
        pid_offset = pid - num_xblocks_6
        xnumel = 1536
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x7 = xindex
        tmp264 = tl.load(in_ptr35 + (x7), xmask)
        tmp265 = tl.load(in_ptr36 + (x7), xmask)
        tmp270 = tl.load(in_ptr37 + (x7), xmask)
        tmp277 = tl.load(in_ptr38 + (x7), xmask)
        tmp281 = tl.load(in_ptr39 + (0))
        tmp282 = tl.broadcast_to(tmp281, [XBLOCK])
        tmp283 = tl.where(xmask, tmp282, 0.0)
        tmp266 = tmp265 - tmp264
        tmp267 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp268 = tmp266 * tmp267
        tmp269 = tmp264 + tmp268
        tmp271 = tl.full([1], 0.999, tl.float32)
        tmp272 = tmp270 * tmp271
        tmp273 = tmp265 * tmp265
        tmp274 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp275 = tmp273 * tmp274
        tmp276 = tmp272 + tmp275
        tmp278 = tl.full([1], 0.999999, tl.float32)
        tmp279 = tmp277 * tmp278
        tmp280 = tl.sqrt_rn(tmp276)
        tmp284 = libdevice.pow(tmp271, tmp283)
        tmp285 = tl.full([1], 1.0, tl.float32)
        tmp286 = tmp284 - tmp285
        tmp287 = -tmp286
        tmp288 = tl.sqrt_rn(tmp287)
        tmp289 = (tmp280 / tmp288)
        tmp290 = tl.full([1], 1e-08, tl.float32)
        tmp291 = tmp289 + tmp290
        tmp292 = tl.full([1], 0.9, tl.float32)
        tmp293 = libdevice.pow(tmp292, tmp283)
        tmp294 = tmp293 - tmp285
        tmp295 = tl.full([1], 10000.0, tl.float32)
        tmp296 = tmp294 * tmp295
        tmp297 = tl.full([1], 1, tl.int32)
        tmp298 = (tmp297 / tmp296)
        tmp299 = (tmp291 / tmp298)
        tmp300 = (tmp269 / tmp299)
        tmp301 = tmp279 + tmp300
        tl.store(out_ptr35 + (x7), tmp269, xmask)
        tl.store(out_ptr38 + (x7), tmp301, xmask)
        tl.store(out_ptr39 + (x7), tmp276, xmask)
    elif pid < num_xblocks_8:
        pid_offset = pid - num_xblocks_7
        xnumel = 262144
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x8 = xindex
        tmp302 = tl.load(in_ptr40 + (x8), None)
        tmp303 = tl.load(in_ptr41 + (x8), None)
        tmp308 = tl.load(in_ptr42 + (x8), None)
        tmp315 = tl.load(in_ptr43 + (x8), None)
        tmp319 = tl.load(in_ptr44 + (0))
        tmp320 = tl.broadcast_to(tmp319, [XBLOCK])
        tmp304 = tmp303 - tmp302
        tmp305 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp306 = tmp304 * tmp305
        tmp307 = tmp302 + tmp306
        tmp309 = tl.full([1], 0.999, tl.float32)
        tmp310 = tmp308 * tmp309
        tmp311 = tmp303 * tmp303
        tmp312 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp313 = tmp311 * tmp312
        tmp314 = tmp310 + tmp313
        tmp316 = tl.full([1], 0.999999, tl.float32)
        tmp317 = tmp315 * tmp316
        tmp318 = tl.sqrt_rn(tmp314)
        tmp321 = libdevice.pow(tmp309, tmp320)
        tmp322 = tl.full([1], 1.0, tl.float32)
        tmp323 = tmp321 - tmp322
        tmp324 = -tmp323
        tmp325 = tl.sqrt_rn(tmp324)
        tmp326 = (tmp318 / tmp325)
        tmp327 = tl.full([1], 1e-08, tl.float32)
        tmp328 = tmp326 + tmp327
        tmp329 = tl.full([1], 0.9, tl.float32)
        tmp330 = libdevice.pow(tmp329, tmp320)
        tmp331 = tmp330 - tmp322
        tmp332 = tl.full([1], 10000.0, tl.float32)
        tmp333 = tmp331 * tmp332
        tmp334 = tl.full([1], 1, tl.int32)
        tmp335 = (tmp334 / tmp333)
        tmp336 = (tmp328 / tmp335)
        tmp337 = (tmp307 / tmp336)
        tmp338 = tmp317 + tmp337
        tl.store(out_ptr40 + (x8), tmp307, None)
        tl.store(out_ptr43 + (x8), tmp338, None)
        tl.store(out_ptr44 + (x8), tmp314, None)
    elif pid < num_xblocks_9:
        pid_offset = pid - num_xblocks_8
        xnumel = 512
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x9 = xindex
        tmp339 = tl.load(in_ptr45 + (x9), xmask)
        tmp340 = tl.load(in_ptr46 + (x9), xmask)
        tmp345 = tl.load(in_ptr47 + (x9), xmask)
        tmp352 = tl.load(in_ptr48 + (x9), xmask)
        tmp356 = tl.load(in_ptr49 + (0))
        tmp357 = tl.broadcast_to(tmp356, [XBLOCK])
        tmp358 = tl.where(xmask, tmp357, 0.0)
        tmp341 = tmp340 - tmp339
        tmp342 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp343 = tmp341 * tmp342
        tmp344 = tmp339 + tmp343
        tmp346 = tl.full([1], 0.999, tl.float32)
        tmp347 = tmp345 * tmp346
        tmp348 = tmp340 * tmp340
        tmp349 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp350 = tmp348 * tmp349
        tmp351 = tmp347 + tmp350
        tmp353 = tl.full([1], 0.999999, tl.float32)
        tmp354 = tmp352 * tmp353
        tmp355 = tl.sqrt_rn(tmp351)
        tmp359 = libdevice.pow(tmp346, tmp358)
        tmp360 = tl.full([1], 1.0, tl.float32)
        tmp361 = tmp359 - tmp360
        tmp362 = -tmp361
        tmp363 = tl.sqrt_rn(tmp362)
        tmp364 = (tmp355 / tmp363)
        tmp365 = tl.full([1], 1e-08, tl.float32)
        tmp366 = tmp364 + tmp365
        tmp367 = tl.full([1], 0.9, tl.float32)
        tmp368 = libdevice.pow(tmp367, tmp358)
        tmp369 = tmp368 - tmp360
        tmp370 = tl.full([1], 10000.0, tl.float32)
        tmp371 = tmp369 * tmp370
        tmp372 = tl.full([1], 1, tl.int32)
        tmp373 = (tmp372 / tmp371)
        tmp374 = (tmp366 / tmp373)
        tmp375 = (tmp344 / tmp374)
        tmp376 = tmp354 + tmp375
        tl.store(out_ptr45 + (x9), tmp344, xmask)
        tl.store(out_ptr48 + (x9), tmp376, xmask)
        tl.store(out_ptr49 + (x9), tmp351, xmask)
    elif pid < num_xblocks_10:
        pid_offset = pid - num_xblocks_9
        xnumel = 1048576
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x10 = xindex
        tmp377 = tl.load(in_ptr50 + (x10), None)
        tmp378 = tl.load(in_ptr51 + (x10), None)
        tmp383 = tl.load(in_ptr52 + (x10), None)
        tmp390 = tl.load(in_ptr53 + (x10), None)
        tmp394 = tl.load(in_ptr54 + (0))
        tmp395 = tl.broadcast_to(tmp394, [XBLOCK])
        tmp379 = tmp378 - tmp377
        tmp380 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp381 = tmp379 * tmp380
        tmp382 = tmp377 + tmp381
        tmp384 = tl.full([1], 0.999, tl.float32)
        tmp385 = tmp383 * tmp384
        tmp386 = tmp378 * tmp378
        tmp387 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp388 = tmp386 * tmp387
        tmp389 = tmp385 + tmp388
        tmp391 = tl.full([1], 0.999999, tl.float32)
        tmp392 = tmp390 * tmp391
        tmp393 = tl.sqrt_rn(tmp389)
        tmp396 = libdevice.pow(tmp384, tmp395)
        tmp397 = tl.full([1], 1.0, tl.float32)
        tmp398 = tmp396 - tmp397
        tmp399 = -tmp398
        tmp400 = tl.sqrt_rn(tmp399)
        tmp401 = (tmp393 / tmp400)
        tmp402 = tl.full([1], 1e-08, tl.float32)
        tmp403 = tmp401 + tmp402
        tmp404 = tl.full([1], 0.9, tl.float32)
        tmp405 = libdevice.pow(tmp404, tmp395)
        tmp406 = tmp405 - tmp397
        tmp407 = tl.full([1], 10000.0, tl.float32)
        tmp408 = tmp406 * tmp407
        tmp409 = tl.full([1], 1, tl.int32)
        tmp410 = (tmp409 / tmp408)
        tmp411 = (tmp403 / tmp410)
        tmp412 = (tmp382 / tmp411)
        tmp413 = tmp392 + tmp412
        tl.store(out_ptr50 + (x10), tmp382, None)
        tl.store(out_ptr53 + (x10), tmp413, None)
        tl.store(out_ptr54 + (x10), tmp389, None)
    elif pid < num_xblocks_11:
        pid_offset = pid - num_xblocks_10
        xnumel = 2048
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x11 = xindex
        tmp414 = tl.load(in_ptr55 + (x11), xmask)
        tmp415 = tl.load(in_ptr56 + (x11), xmask)
        tmp420 = tl.load(in_ptr57 + (x11), xmask)
        tmp427 = tl.load(in_ptr58 + (x11), xmask)
        tmp431 = tl.load(in_ptr59 + (0))
        tmp432 = tl.broadcast_to(tmp431, [XBLOCK])
        tmp433 = tl.where(xmask, tmp432, 0.0)
        tmp416 = tmp415 - tmp414
        tmp417 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp418 = tmp416 * tmp417
        tmp419 = tmp414 + tmp418
        tmp421 = tl.full([1], 0.999, tl.float32)
        tmp422 = tmp420 * tmp421
        tmp423 = tmp415 * tmp415
        tmp424 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp425 = tmp423 * tmp424
        tmp426 = tmp422 + tmp425
        tmp428 = tl.full([1], 0.999999, tl.float32)
        tmp429 = tmp427 * tmp428
        tmp430 = tl.sqrt_rn(tmp426)
        tmp434 = libdevice.pow(tmp421, tmp433)
        tmp435 = tl.full([1], 1.0, tl.float32)
        tmp436 = tmp434 - tmp435
        tmp437 = -tmp436
        tmp438 = tl.sqrt_rn(tmp437)
        tmp439 = (tmp430 / tmp438)
        tmp440 = tl.full([1], 1e-08, tl.float32)
        tmp441 = tmp439 + tmp440
        tmp442 = tl.full([1], 0.9, tl.float32)
        tmp443 = libdevice.pow(tmp442, tmp433)
        tmp444 = tmp443 - tmp435
        tmp445 = tl.full([1], 10000.0, tl.float32)
        tmp446 = tmp444 * tmp445
        tmp447 = tl.full([1], 1, tl.int32)
        tmp448 = (tmp447 / tmp446)
        tmp449 = (tmp441 / tmp448)
        tmp450 = (tmp419 / tmp449)
        tmp451 = tmp429 + tmp450
        tl.store(out_ptr55 + (x11), tmp419, xmask)
        tl.store(out_ptr58 + (x11), tmp451, xmask)
        tl.store(out_ptr59 + (x11), tmp426, xmask)
    elif pid < num_xblocks_12:
        pid_offset = pid - num_xblocks_11
        xnumel = 1048576
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x12 = xindex
        tmp452 = tl.load(in_ptr60 + (x12), None)
        tmp453 = tl.load(in_ptr61 + (x12), None)
        tmp458 = tl.load(in_ptr62 + (x12), None)
        tmp465 = tl.load(in_ptr63 + (x12), None)
        tmp469 = tl.load(in_ptr64 + (0))
        tmp470 = tl.broadcast_to(tmp469, [XBLOCK])
        tmp454 = tmp453 - tmp452
        tmp455 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp456 = tmp454 * tmp455
        tmp457 = tmp452 + tmp456
        tmp459 = tl.full([1], 0.999, tl.float32)
        tmp460 = tmp458 * tmp459
        tmp461 = tmp453 * tmp453
        tmp462 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp463 = tmp461 * tmp462
        tmp464 = tmp460 + tmp463
        tmp466 = tl.full([1], 0.999999, tl.float32)
        tmp467 = tmp465 * tmp466
        tmp468 = tl.sqrt_rn(tmp464)
        tmp471 = libdevice.pow(tmp459, tmp470)
        tmp472 = tl.full([1], 1.0, tl.float32)
        tmp473 = tmp471 - tmp472
        tmp474 = -tmp473
        tmp475 = tl.sqrt_rn(tmp474)
        tmp476 = (tmp468 / tmp475)
        tmp477 = tl.full([1], 1e-08, tl.float32)
        tmp478 = tmp476 + tmp477
        tmp479 = tl.full([1], 0.9, tl.float32)
        tmp480 = libdevice.pow(tmp479, tmp470)
        tmp481 = tmp480 - tmp472
        tmp482 = tl.full([1], 10000.0, tl.float32)
        tmp483 = tmp481 * tmp482
        tmp484 = tl.full([1], 1, tl.int32)
        tmp485 = (tmp484 / tmp483)
        tmp486 = (tmp478 / tmp485)
        tmp487 = (tmp457 / tmp486)
        tmp488 = tmp467 + tmp487
        tl.store(out_ptr60 + (x12), tmp457, None)
        tl.store(out_ptr63 + (x12), tmp488, None)
        tl.store(out_ptr64 + (x12), tmp464, None)
    elif pid < num_xblocks_13:
        pid_offset = pid - num_xblocks_12
        xnumel = 512
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x13 = xindex
        tmp489 = tl.load(in_ptr65 + (x13), xmask)
        tmp490 = tl.load(in_ptr66 + (x13), xmask)
        tmp495 = tl.load(in_ptr67 + (x13), xmask)
        tmp502 = tl.load(in_ptr68 + (x13), xmask)
        tmp506 = tl.load(in_ptr69 + (0))
        tmp507 = tl.broadcast_to(tmp506, [XBLOCK])
        tmp508 = tl.where(xmask, tmp507, 0.0)
        tmp491 = tmp490 - tmp489
        tmp492 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp493 = tmp491 * tmp492
        tmp494 = tmp489 + tmp493
        tmp496 = tl.full([1], 0.999, tl.float32)
        tmp497 = tmp495 * tmp496
        tmp498 = tmp490 * tmp490
        tmp499 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp500 = tmp498 * tmp499
        tmp501 = tmp497 + tmp500
        tmp503 = tl.full([1], 0.999999, tl.float32)
        tmp504 = tmp502 * tmp503
        tmp505 = tl.sqrt_rn(tmp501)
        tmp509 = libdevice.pow(tmp496, tmp508)
        tmp510 = tl.full([1], 1.0, tl.float32)
        tmp511 = tmp509 - tmp510
        tmp512 = -tmp511
        tmp513 = tl.sqrt_rn(tmp512)
        tmp514 = (tmp505 / tmp513)
        tmp515 = tl.full([1], 1e-08, tl.float32)
        tmp516 = tmp514 + tmp515
        tmp517 = tl.full([1], 0.9, tl.float32)
        tmp518 = libdevice.pow(tmp517, tmp508)
        tmp519 = tmp518 - tmp510
        tmp520 = tl.full([1], 10000.0, tl.float32)
        tmp521 = tmp519 * tmp520
        tmp522 = tl.full([1], 1, tl.int32)
        tmp523 = (tmp522 / tmp521)
        tmp524 = (tmp516 / tmp523)
        tmp525 = (tmp494 / tmp524)
        tmp526 = tmp504 + tmp525
        tl.store(out_ptr65 + (x13), tmp494, xmask)
        tl.store(out_ptr68 + (x13), tmp526, xmask)
        tl.store(out_ptr69 + (x13), tmp501, xmask)
    elif pid < num_xblocks_14:
        pid_offset = pid - num_xblocks_13
        xnumel = 512
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x14 = xindex
        tmp527 = tl.load(in_ptr70 + (x14), xmask)
        tmp528 = tl.load(in_ptr71 + (x14), xmask)
        tmp533 = tl.load(in_ptr72 + (x14), xmask)
        tmp540 = tl.load(in_ptr73 + (x14), xmask)
        tmp544 = tl.load(in_ptr74 + (0))
        tmp545 = tl.broadcast_to(tmp544, [XBLOCK])
        tmp546 = tl.where(xmask, tmp545, 0.0)
        tmp529 = tmp528 - tmp527
        tmp530 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp531 = tmp529 * tmp530
        tmp532 = tmp527 + tmp531
        tmp534 = tl.full([1], 0.999, tl.float32)
        tmp535 = tmp533 * tmp534
        tmp536 = tmp528 * tmp528
        tmp537 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp538 = tmp536 * tmp537
        tmp539 = tmp535 + tmp538
        tmp541 = tl.full([1], 0.999999, tl.float32)
        tmp542 = tmp540 * tmp541
        tmp543 = tl.sqrt_rn(tmp539)
        tmp547 = libdevice.pow(tmp534, tmp546)
        tmp548 = tl.full([1], 1.0, tl.float32)
        tmp549 = tmp547 - tmp548
        tmp550 = -tmp549
        tmp551 = tl.sqrt_rn(tmp550)
        tmp552 = (tmp543 / tmp551)
        tmp553 = tl.full([1], 1e-08, tl.float32)
        tmp554 = tmp552 + tmp553
        tmp555 = tl.full([1], 0.9, tl.float32)
        tmp556 = libdevice.pow(tmp555, tmp546)
        tmp557 = tmp556 - tmp548
        tmp558 = tl.full([1], 10000.0, tl.float32)
        tmp559 = tmp557 * tmp558
        tmp560 = tl.full([1], 1, tl.int32)
        tmp561 = (tmp560 / tmp559)
        tmp562 = (tmp554 / tmp561)
        tmp563 = (tmp532 / tmp562)
        tmp564 = tmp542 + tmp563
        tl.store(out_ptr70 + (x14), tmp532, xmask)
        tl.store(out_ptr73 + (x14), tmp564, xmask)
        tl.store(out_ptr74 + (x14), tmp539, xmask)
    elif pid < num_xblocks_15:
        pid_offset = pid - num_xblocks_14
        xnumel = 512
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x15 = xindex
        tmp565 = tl.load(in_ptr75 + (x15), xmask)
        tmp566 = tl.load(in_ptr76 + (x15), xmask)
        tmp571 = tl.load(in_ptr77 + (x15), xmask)
        tmp578 = tl.load(in_ptr78 + (x15), xmask)
        tmp582 = tl.load(in_ptr79 + (0))
        tmp583 = tl.broadcast_to(tmp582, [XBLOCK])
        tmp584 = tl.where(xmask, tmp583, 0.0)
        tmp567 = tmp566 - tmp565
        tmp568 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp569 = tmp567 * tmp568
        tmp570 = tmp565 + tmp569
        tmp572 = tl.full([1], 0.999, tl.float32)
        tmp573 = tmp571 * tmp572
        tmp574 = tmp566 * tmp566
        tmp575 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp576 = tmp574 * tmp575
        tmp577 = tmp573 + tmp576
        tmp579 = tl.full([1], 0.999999, tl.float32)
        tmp580 = tmp578 * tmp579
        tmp581 = tl.sqrt_rn(tmp577)
        tmp585 = libdevice.pow(tmp572, tmp584)
        tmp586 = tl.full([1], 1.0, tl.float32)
        tmp587 = tmp585 - tmp586
        tmp588 = -tmp587
        tmp589 = tl.sqrt_rn(tmp588)
        tmp590 = (tmp581 / tmp589)
        tmp591 = tl.full([1], 1e-08, tl.float32)
        tmp592 = tmp590 + tmp591
        tmp593 = tl.full([1], 0.9, tl.float32)
        tmp594 = libdevice.pow(tmp593, tmp584)
        tmp595 = tmp594 - tmp586
        tmp596 = tl.full([1], 10000.0, tl.float32)
        tmp597 = tmp595 * tmp596
        tmp598 = tl.full([1], 1, tl.int32)
        tmp599 = (tmp598 / tmp597)
        tmp600 = (tmp592 / tmp599)
        tmp601 = (tmp570 / tmp600)
        tmp602 = tmp580 + tmp601
        tl.store(out_ptr75 + (x15), tmp570, xmask)
        tl.store(out_ptr78 + (x15), tmp602, xmask)
        tl.store(out_ptr79 + (x15), tmp577, xmask)
    elif pid < num_xblocks_16:
        pid_offset = pid - num_xblocks_15
        xnumel = 512
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x16 = xindex
        tmp603 = tl.load(in_ptr80 + (x16), xmask)
        tmp604 = tl.load(in_ptr81 + (x16), xmask)
        tmp609 = tl.load(in_ptr82 + (x16), xmask)
        tmp616 = tl.load(in_ptr83 + (x16), xmask)
        tmp620 = tl.load(in_ptr84 + (0))
        tmp621 = tl.broadcast_to(tmp620, [XBLOCK])
        tmp622 = tl.where(xmask, tmp621, 0.0)
        tmp605 = tmp604 - tmp603
        tmp606 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp607 = tmp605 * tmp606
        tmp608 = tmp603 + tmp607
        tmp610 = tl.full([1], 0.999, tl.float32)
        tmp611 = tmp609 * tmp610
        tmp612 = tmp604 * tmp604
        tmp613 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp614 = tmp612 * tmp613
        tmp615 = tmp611 + tmp614
        tmp617 = tl.full([1], 0.999999, tl.float32)
        tmp618 = tmp616 * tmp617
        tmp619 = tl.sqrt_rn(tmp615)
        tmp623 = libdevice.pow(tmp610, tmp622)
        tmp624 = tl.full([1], 1.0, tl.float32)
        tmp625 = tmp623 - tmp624
        tmp626 = -tmp625
        tmp627 = tl.sqrt_rn(tmp626)
        tmp628 = (tmp619 / tmp627)
        tmp629 = tl.full([1], 1e-08, tl.float32)
        tmp630 = tmp628 + tmp629
        tmp631 = tl.full([1], 0.9, tl.float32)
        tmp632 = libdevice.pow(tmp631, tmp622)
        tmp633 = tmp632 - tmp624
        tmp634 = tl.full([1], 10000.0, tl.float32)
        tmp635 = tmp633 * tmp634
        tmp636 = tl.full([1], 1, tl.int32)
        tmp637 = (tmp636 / tmp635)
        tmp638 = (tmp630 / tmp637)
        tmp639 = (tmp608 / tmp638)
        tmp640 = tmp618 + tmp639
        tl.store(out_ptr80 + (x16), tmp608, xmask)
        tl.store(out_ptr83 + (x16), tmp640, xmask)
        tl.store(out_ptr84 + (x16), tmp615, xmask)
    elif pid < num_xblocks_17:
        pid_offset = pid - num_xblocks_16
        xnumel = 512
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x17 = xindex
        tmp641 = tl.load(in_ptr85 + (x17), xmask)
        tmp642 = tl.load(in_ptr86 + (x17), xmask)
        tmp647 = tl.load(in_ptr87 + (x17), xmask)
        tmp654 = tl.load(in_ptr88 + (x17), xmask)
        tmp658 = tl.load(in_ptr89 + (0))
        tmp659 = tl.broadcast_to(tmp658, [XBLOCK])
        tmp660 = tl.where(xmask, tmp659, 0.0)
        tmp643 = tmp642 - tmp641
        tmp644 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp645 = tmp643 * tmp644
        tmp646 = tmp641 + tmp645
        tmp648 = tl.full([1], 0.999, tl.float32)
        tmp649 = tmp647 * tmp648
        tmp650 = tmp642 * tmp642
        tmp651 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp652 = tmp650 * tmp651
        tmp653 = tmp649 + tmp652
        tmp655 = tl.full([1], 0.999999, tl.float32)
        tmp656 = tmp654 * tmp655
        tmp657 = tl.sqrt_rn(tmp653)
        tmp661 = libdevice.pow(tmp648, tmp660)
        tmp662 = tl.full([1], 1.0, tl.float32)
        tmp663 = tmp661 - tmp662
        tmp664 = -tmp663
        tmp665 = tl.sqrt_rn(tmp664)
        tmp666 = (tmp657 / tmp665)
        tmp667 = tl.full([1], 1e-08, tl.float32)
        tmp668 = tmp666 + tmp667
        tmp669 = tl.full([1], 0.9, tl.float32)
        tmp670 = libdevice.pow(tmp669, tmp660)
        tmp671 = tmp670 - tmp662
        tmp672 = tl.full([1], 10000.0, tl.float32)
        tmp673 = tmp671 * tmp672
        tmp674 = tl.full([1], 1, tl.int32)
        tmp675 = (tmp674 / tmp673)
        tmp676 = (tmp668 / tmp675)
        tmp677 = (tmp646 / tmp676)
        tmp678 = tmp656 + tmp677
        tl.store(out_ptr85 + (x17), tmp646, xmask)
        tl.store(out_ptr88 + (x17), tmp678, xmask)
        tl.store(out_ptr89 + (x17), tmp653, xmask)
    elif pid < num_xblocks_18:
        pid_offset = pid - num_xblocks_17
        xnumel = 786432
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x18 = xindex
        tmp679 = tl.load(in_ptr90 + (x18), None)
        tmp680 = tl.load(in_ptr91 + (x18), None)
        tmp685 = tl.load(in_ptr92 + (x18), None)
        tmp692 = tl.load(in_ptr93 + (x18), None)
        tmp696 = tl.load(in_ptr94 + (0))
        tmp697 = tl.broadcast_to(tmp696, [XBLOCK])
        tmp681 = tmp680 - tmp679
        tmp682 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp683 = tmp681 * tmp682
        tmp684 = tmp679 + tmp683
        tmp686 = tl.full([1], 0.999, tl.float32)
        tmp687 = tmp685 * tmp686
        tmp688 = tmp680 * tmp680
        tmp689 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp690 = tmp688 * tmp689
        tmp691 = tmp687 + tmp690
        tmp693 = tl.full([1], 0.999999, tl.float32)
        tmp694 = tmp692 * tmp693
        tmp695 = tl.sqrt_rn(tmp691)
        tmp698 = libdevice.pow(tmp686, tmp697)
        tmp699 = tl.full([1], 1.0, tl.float32)
        tmp700 = tmp698 - tmp699
        tmp701 = -tmp700
        tmp702 = tl.sqrt_rn(tmp701)
        tmp703 = (tmp695 / tmp702)
        tmp704 = tl.full([1], 1e-08, tl.float32)
        tmp705 = tmp703 + tmp704
        tmp706 = tl.full([1], 0.9, tl.float32)
        tmp707 = libdevice.pow(tmp706, tmp697)
        tmp708 = tmp707 - tmp699
        tmp709 = tl.full([1], 10000.0, tl.float32)
        tmp710 = tmp708 * tmp709
        tmp711 = tl.full([1], 1, tl.int32)
        tmp712 = (tmp711 / tmp710)
        tmp713 = (tmp705 / tmp712)
        tmp714 = (tmp684 / tmp713)
        tmp715 = tmp694 + tmp714
        tl.store(out_ptr90 + (x18), tmp684, None)
        tl.store(out_ptr93 + (x18), tmp715, None)
        tl.store(out_ptr94 + (x18), tmp691, None)
    else:
        pass
''', device_str='cuda')


# kernel path: /tmp/fidelity_work/train_step/session1/reduce-overhead/inductor_cache/e2/ce27fqsywjso4wppbxqjshjuyqdlrpfbvrm65gzmmpaihxc2uqc4.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
triton_for_fused_3 = async_compile.triton('triton_for_fused_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.foreach(
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'in_ptr10': '*fp32', 'in_ptr11': '*fp32', 'in_ptr12': '*fp32', 'in_ptr13': '*fp32', 'in_ptr14': '*fp32', 'in_ptr15': '*fp32', 'in_ptr16': '*fp32', 'in_ptr17': '*fp32', 'in_ptr18': '*fp32', 'in_ptr19': '*fp32', 'in_ptr20': '*fp32', 'in_ptr21': '*fp32', 'in_ptr22': '*fp32', 'in_ptr23': '*fp32', 'in_ptr24': '*fp32', 'in_ptr25': '*fp32', 'in_ptr26': '*fp32', 'in_ptr27': '*fp32', 'in_ptr28': '*fp32', 'in_ptr29': '*fp32', 'in_ptr30': '*fp32', 'in_ptr31': '*fp32', 'in_ptr32': '*fp32', 'in_ptr33': '*fp32', 'in_ptr34': '*fp32', 'in_ptr35': '*fp32', 'in_ptr36': '*fp32', 'in_ptr37': '*fp32', 'in_ptr38': '*fp32', 'in_ptr39': '*fp32', 'in_ptr40': '*fp32', 'in_ptr41': '*fp32', 'in_ptr42': '*fp32', 'in_ptr43': '*fp32', 'in_ptr44': '*fp32', 'in_ptr45': '*fp32', 'in_ptr46': '*fp32', 'in_ptr47': '*fp32', 'in_ptr48': '*fp32', 'in_ptr49': '*fp32', 'in_ptr50': '*fp32', 'in_ptr51': '*fp32', 'in_ptr52': '*fp32', 'in_ptr53': '*fp32', 'in_ptr54': '*fp32', 'in_ptr55': '*fp32', 'in_ptr56': '*fp32', 'in_ptr57': '*fp32', 'in_ptr58': '*fp32', 'in_ptr59': '*fp32', 'in_ptr60': '*fp32', 'in_ptr61': '*fp32', 'in_ptr62': '*fp32', 'in_ptr63': '*fp32', 'in_ptr64': '*fp32', 'out_ptr0': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'out_ptr8': '*fp32', 'out_ptr9': '*fp32', 'out_ptr10': '*fp32', 'out_ptr13': '*fp32', 'out_ptr14': '*fp32', 'out_ptr15': '*fp32', 'out_ptr18': '*fp32', 'out_ptr19': '*fp32', 'out_ptr20': '*fp32', 'out_ptr23': '*fp32', 'out_ptr24': '*fp32', 'out_ptr25': '*fp32', 'out_ptr28': '*fp32', 'out_ptr29': '*fp32', 'out_ptr30': '*fp32', 'out_ptr33': '*fp32', 'out_ptr34': '*fp32', 'out_ptr35': '*fp32', 'out_ptr38': '*fp32', 'out_ptr39': '*fp32', 'out_ptr40': '*fp32', 'out_ptr43': '*fp32', 'out_ptr44': '*fp32', 'out_ptr45': '*fp32', 'out_ptr48': '*fp32', 'out_ptr49': '*fp32', 'out_ptr50': '*fp32', 'out_ptr53': '*fp32', 'out_ptr54': '*fp32', 'out_ptr55': '*fp32', 'out_ptr58': '*fp32', 'out_ptr59': '*fp32', 'out_ptr60': '*fp32', 'out_ptr63': '*fp32', 'out_ptr64': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'enable_fp_fusion': True, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]], (16,): [['tt.divisibility', 16]], (17,): [['tt.divisibility', 16]], (18,): [['tt.divisibility', 16]], (19,): [['tt.divisibility', 16]], (20,): [['tt.divisibility', 16]], (21,): [['tt.divisibility', 16]], (22,): [['tt.divisibility', 16]], (23,): [['tt.divisibility', 16]], (24,): [['tt.divisibility', 16]], (25,): [['tt.divisibility', 16]], (26,): [['tt.divisibility', 16]], (27,): [['tt.divisibility', 16]], (28,): [['tt.divisibility', 16]], (29,): [['tt.divisibility', 16]], (30,): [['tt.divisibility', 16]], (31,): [['tt.divisibility', 16]], (32,): [['tt.divisibility', 16]], (33,): [['tt.divisibility', 16]], (34,): [['tt.divisibility', 16]], (35,): [['tt.divisibility', 16]], (36,): [['tt.divisibility', 16]], (37,): [['tt.divisibility', 16]], (38,): [['tt.divisibility', 16]], (39,): [['tt.divisibility', 16]], (40,): [['tt.divisibility', 16]], (41,): [['tt.divisibility', 16]], (42,): [['tt.divisibility', 16]], (43,): [['tt.divisibility', 16]], (44,): [['tt.divisibility', 16]], (45,): [['tt.divisibility', 16]], (46,): [['tt.divisibility', 16]], (47,): [['tt.divisibility', 16]], (48,): [['tt.divisibility', 16]], (49,): [['tt.divisibility', 16]], (50,): [['tt.divisibility', 16]], (51,): [['tt.divisibility', 16]], (52,): [['tt.divisibility', 16]], (53,): [['tt.divisibility', 16]], (54,): [['tt.divisibility', 16]], (55,): [['tt.divisibility', 16]], (56,): [['tt.divisibility', 16]], (57,): [['tt.divisibility', 16]], (58,): [['tt.divisibility', 16]], (59,): [['tt.divisibility', 16]], (60,): [['tt.divisibility', 16]], (61,): [['tt.divisibility', 16]], (62,): [['tt.divisibility', 16]], (63,): [['tt.divisibility', 16]], (64,): [['tt.divisibility', 16]], (65,): [['tt.divisibility', 16]], (66,): [['tt.divisibility', 16]], (67,): [['tt.divisibility', 16]], (68,): [['tt.divisibility', 16]], (69,): [['tt.divisibility', 16]], (70,): [['tt.divisibility', 16]], (71,): [['tt.divisibility', 16]], (72,): [['tt.divisibility', 16]], (73,): [['tt.divisibility', 16]], (74,): [['tt.divisibility', 16]], (75,): [['tt.divisibility', 16]], (76,): [['tt.divisibility', 16]], (77,): [['tt.divisibility', 16]], (78,): [['tt.divisibility', 16]], (79,): [['tt.divisibility', 16]], (80,): [['tt.divisibility', 16]], (81,): [['tt.divisibility', 16]], (82,): [['tt.divisibility', 16]], (83,): [['tt.divisibility', 16]], (84,): [['tt.divisibility', 16]], (85,): [['tt.divisibility', 16]], (86,): [['tt.divisibility', 16]], (87,): [['tt.divisibility', 16]], (88,): [['tt.divisibility', 16]], (89,): [['tt.divisibility', 16]], (90,): [['tt.divisibility', 16]], (91,): [['tt.divisibility', 16]], (92,): [['tt.divisibility', 16]], (93,): [['tt.divisibility', 16]], (94,): [['tt.divisibility', 16]], (95,): [['tt.divisibility', 16]], (96,): [['tt.divisibility', 16]], (97,): [['tt.divisibility', 16]], (98,): [['tt.divisibility', 16]], (99,): [['tt.divisibility', 16]], (100,): [['tt.divisibility', 16]], (101,): [['tt.divisibility', 16]], (102,): [['tt.divisibility', 16]], (103,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'SequentialComboKernelGrid', 'combo_grid_meta': {'num_kernels': 13, 'min_blocks': 0, 'default_config': {'XBLOCK': 1024}, 'no_x_dim_0': False, 'xnumel_0': 1536, 'no_x_dim_1': False, 'xnumel_1': 262144, 'no_x_dim_2': False, 'xnumel_2': 512, 'no_x_dim_3': False, 'xnumel_3': 1048576, 'no_x_dim_4': False, 'xnumel_4': 2048, 'no_x_dim_5': False, 'xnumel_5': 1048576, 'no_x_dim_6': False, 'xnumel_6': 512, 'no_x_dim_7': False, 'xnumel_7': 512, 'no_x_dim_8': False, 'xnumel_8': 512, 'no_x_dim_9': False, 'xnumel_9': 512, 'no_x_dim_10': False, 'xnumel_10': 512, 'no_x_dim_11': False, 'xnumel_11': 524288, 'no_x_dim_12': False, 'xnumel_12': 1024}, 'kernel_name': 'triton_for_fused_3', 'mutated_arg_names': ['in_ptr0', 'in_ptr10', 'in_ptr12', 'in_ptr13', 'in_ptr15', 'in_ptr17', 'in_ptr18', 'in_ptr2', 'in_ptr20', 'in_ptr22', 'in_ptr23', 'in_ptr25', 'in_ptr27', 'in_ptr28', 'in_ptr3', 'in_ptr30', 'in_ptr32', 'in_ptr33', 'in_ptr35', 'in_ptr37', 'in_ptr38', 'in_ptr40', 'in_ptr42', 'in_ptr43', 'in_ptr45', 'in_ptr47', 'in_ptr48', 'in_ptr5', 'in_ptr50', 'in_ptr52', 'in_ptr53', 'in_ptr55', 'in_ptr57', 'in_ptr58', 'in_ptr60', 'in_ptr62', 'in_ptr63', 'in_ptr7', 'in_ptr8', 'out_ptr0', 'out_ptr10', 'out_ptr13', 'out_ptr14', 'out_ptr15', 'out_ptr18', 'out_ptr19', 'out_ptr20', 'out_ptr23', 'out_ptr24', 'out_ptr25', 'out_ptr28', 'out_ptr29', 'out_ptr3', 'out_ptr30', 'out_ptr33', 'out_ptr34', 'out_ptr35', 'out_ptr38', 'out_ptr39', 'out_ptr4', 'out_ptr40', 'out_ptr43', 'out_ptr44', 'out_ptr45', 'out_ptr48', 'out_ptr49', 'out_ptr5', 'out_ptr50', 'out_ptr53', 'out_ptr54', 'out_ptr55', 'out_ptr58', 'out_ptr59', 'out_ptr60', 'out_ptr63', 'out_ptr64', 'out_ptr8', 'out_ptr9'], 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
)
@triton.jit
def triton_for_fused_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, in_ptr11, in_ptr12, in_ptr13, in_ptr14, in_ptr15, in_ptr16, in_ptr17, in_ptr18, in_ptr19, in_ptr20, in_ptr21, in_ptr22, in_ptr23, in_ptr24, in_ptr25, in_ptr26, in_ptr27, in_ptr28, in_ptr29, in_ptr30, in_ptr31, in_ptr32, in_ptr33, in_ptr34, in_ptr35, in_ptr36, in_ptr37, in_ptr38, in_ptr39, in_ptr40, in_ptr41, in_ptr42, in_ptr43, in_ptr44, in_ptr45, in_ptr46, in_ptr47, in_ptr48, in_ptr49, in_ptr50, in_ptr51, in_ptr52, in_ptr53, in_ptr54, in_ptr55, in_ptr56, in_ptr57, in_ptr58, in_ptr59, in_ptr60, in_ptr61, in_ptr62, in_ptr63, in_ptr64, out_ptr0, out_ptr3, out_ptr4, out_ptr5, out_ptr8, out_ptr9, out_ptr10, out_ptr13, out_ptr14, out_ptr15, out_ptr18, out_ptr19, out_ptr20, out_ptr23, out_ptr24, out_ptr25, out_ptr28, out_ptr29, out_ptr30, out_ptr33, out_ptr34, out_ptr35, out_ptr38, out_ptr39, out_ptr40, out_ptr43, out_ptr44, out_ptr45, out_ptr48, out_ptr49, out_ptr50, out_ptr53, out_ptr54, out_ptr55, out_ptr58, out_ptr59, out_ptr60, out_ptr63, out_ptr64):
    pid = tl.program_id(0)
    XBLOCK: tl.constexpr = 1024
    num_xblocks_0 = tl.cdiv(1536, XBLOCK)
    num_xblocks_1 = num_xblocks_0 + tl.cdiv(262144, XBLOCK)
    num_xblocks_2 = num_xblocks_1 + tl.cdiv(512, XBLOCK)
    num_xblocks_3 = num_xblocks_2 + tl.cdiv(1048576, XBLOCK)
    num_xblocks_4 = num_xblocks_3 + tl.cdiv(2048, XBLOCK)
    num_xblocks_5 = num_xblocks_4 + tl.cdiv(1048576, XBLOCK)
    num_xblocks_6 = num_xblocks_5 + tl.cdiv(512, XBLOCK)
    num_xblocks_7 = num_xblocks_6 + tl.cdiv(512, XBLOCK)
    num_xblocks_8 = num_xblocks_7 + tl.cdiv(512, XBLOCK)
    num_xblocks_9 = num_xblocks_8 + tl.cdiv(512, XBLOCK)
    num_xblocks_10 = num_xblocks_9 + tl.cdiv(512, XBLOCK)
    num_xblocks_11 = num_xblocks_10 + tl.cdiv(524288, XBLOCK)
    num_xblocks_12 = num_xblocks_11 + tl.cdiv(1024, XBLOCK)
    if pid < num_xblocks_0:
        pid_offset = pid
        xnumel = 1536
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x0 = xindex
        tmp0 = tl.load(in_ptr0 + (x0), xmask)
        tmp1 = tl.load(in_ptr1 + (x0), xmask)
        tmp6 = tl.load(in_ptr2 + (x0), xmask)
        tmp13 = tl.load(in_ptr3 + (x0), xmask)
        tmp17 = tl.load(in_ptr4 + (0))
        tmp18 = tl.broadcast_to(tmp17, [XBLOCK])
        tmp19 = tl.where(xmask, tmp18, 0.0)
        tmp2 = tmp1 - tmp0
        tmp3 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp4 = tmp2 * tmp3
        tmp5 = tmp0 + tmp4
        tmp7 = tl.full([1], 0.999, tl.float32)
        tmp8 = tmp6 * tmp7
        tmp9 = tmp1 * tmp1
        tmp10 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp11 = tmp9 * tmp10
        tmp12 = tmp8 + tmp11
        tmp14 = tl.full([1], 0.999999, tl.float32)
        tmp15 = tmp13 * tmp14
        tmp16 = tl.sqrt_rn(tmp12)
        tmp20 = libdevice.pow(tmp7, tmp19)
        tmp21 = tl.full([1], 1.0, tl.float32)
        tmp22 = tmp20 - tmp21
        tmp23 = -tmp22
        tmp24 = tl.sqrt_rn(tmp23)
        tmp25 = (tmp16 / tmp24)
        tmp26 = tl.full([1], 1e-08, tl.float32)
        tmp27 = tmp25 + tmp26
        tmp28 = tl.full([1], 0.9, tl.float32)
        tmp29 = libdevice.pow(tmp28, tmp19)
        tmp30 = tmp29 - tmp21
        tmp31 = tl.full([1], 10000.0, tl.float32)
        tmp32 = tmp30 * tmp31
        tmp33 = tl.full([1], 1, tl.int32)
        tmp34 = (tmp33 / tmp32)
        tmp35 = (tmp27 / tmp34)
        tmp36 = (tmp5 / tmp35)
        tmp37 = tmp15 + tmp36
        tl.store(out_ptr0 + (x0), tmp5, xmask)
        tl.store(out_ptr3 + (x0), tmp37, xmask)
        tl.store(out_ptr4 + (x0), tmp12, xmask)
    elif pid < num_xblocks_1:
        pid_offset = pid - num_xblocks_0
        xnumel = 262144
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x1 = xindex
        tmp38 = tl.load(in_ptr5 + (x1), None)
        tmp39 = tl.load(in_ptr6 + (x1), None)
        tmp44 = tl.load(in_ptr7 + (x1), None)
        tmp51 = tl.load(in_ptr8 + (x1), None)
        tmp55 = tl.load(in_ptr9 + (0))
        tmp56 = tl.broadcast_to(tmp55, [XBLOCK])
        tmp40 = tmp39 - tmp38
        tmp41 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp42 = tmp40 * tmp41
        tmp43 = tmp38 + tmp42
        tmp45 = tl.full([1], 0.999, tl.float32)
        tmp46 = tmp44 * tmp45
        tmp47 = tmp39 * tmp39
        tmp48 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp49 = tmp47 * tmp48
        tmp50 = tmp46 + tmp49
        tmp52 = tl.full([1], 0.999999, tl.float32)
        tmp53 = tmp51 * tmp52
        tmp54 = tl.sqrt_rn(tmp50)
        tmp57 = libdevice.pow(tmp45, tmp56)
        tmp58 = tl.full([1], 1.0, tl.float32)
        tmp59 = tmp57 - tmp58
        tmp60 = -tmp59
        tmp61 = tl.sqrt_rn(tmp60)
        tmp62 = (tmp54 / tmp61)
        tmp63 = tl.full([1], 1e-08, tl.float32)
        tmp64 = tmp62 + tmp63
        tmp65 = tl.full([1], 0.9, tl.float32)
        tmp66 = libdevice.pow(tmp65, tmp56)
        tmp67 = tmp66 - tmp58
        tmp68 = tl.full([1], 10000.0, tl.float32)
        tmp69 = tmp67 * tmp68
        tmp70 = tl.full([1], 1, tl.int32)
        tmp71 = (tmp70 / tmp69)
        tmp72 = (tmp64 / tmp71)
        tmp73 = (tmp43 / tmp72)
        tmp74 = tmp53 + tmp73
        tl.store(out_ptr5 + (x1), tmp43, None)
        tl.store(out_ptr8 + (x1), tmp74, None)
        tl.store(out_ptr9 + (x1), tmp50, None)
    elif pid < num_xblocks_2:
        pid_offset = pid - num_xblocks_1
        xnumel = 512
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x2 = xindex
        tmp75 = tl.load(in_ptr10 + (x2), xmask)
        tmp76 = tl.load(in_ptr11 + (x2), xmask)
        tmp81 = tl.load(in_ptr12 + (x2), xmask)
        tmp88 = tl.load(in_ptr13 + (x2), xmask)
        tmp92 = tl.load(in_ptr14 + (0))
        tmp93 = tl.broadcast_to(tmp92, [XBLOCK])
        tmp94 = tl.where(xmask, tmp93, 0.0)
        tmp77 = tmp76 - tmp75
        tmp78 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp79 = tmp77 * tmp78
        tmp80 = tmp75 + tmp79
        tmp82 = tl.full([1], 0.999, tl.float32)
        tmp83 = tmp81 * tmp82
        tmp84 = tmp76 * tmp76
        tmp85 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp86 = tmp84 * tmp85
        tmp87 = tmp83 + tmp86
        tmp89 = tl.full([1], 0.999999, tl.float32)
        tmp90 = tmp88 * tmp89
        tmp91 = tl.sqrt_rn(tmp87)
        tmp95 = libdevice.pow(tmp82, tmp94)
        tmp96 = tl.full([1], 1.0, tl.float32)
        tmp97 = tmp95 - tmp96
        tmp98 = -tmp97
        tmp99 = tl.sqrt_rn(tmp98)
        tmp100 = (tmp91 / tmp99)
        tmp101 = tl.full([1], 1e-08, tl.float32)
        tmp102 = tmp100 + tmp101
        tmp103 = tl.full([1], 0.9, tl.float32)
        tmp104 = libdevice.pow(tmp103, tmp94)
        tmp105 = tmp104 - tmp96
        tmp106 = tl.full([1], 10000.0, tl.float32)
        tmp107 = tmp105 * tmp106
        tmp108 = tl.full([1], 1, tl.int32)
        tmp109 = (tmp108 / tmp107)
        tmp110 = (tmp102 / tmp109)
        tmp111 = (tmp80 / tmp110)
        tmp112 = tmp90 + tmp111
        tl.store(out_ptr10 + (x2), tmp80, xmask)
        tl.store(out_ptr13 + (x2), tmp112, xmask)
        tl.store(out_ptr14 + (x2), tmp87, xmask)
    elif pid < num_xblocks_3:
        pid_offset = pid - num_xblocks_2
        xnumel = 1048576
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x3 = xindex
        tmp113 = tl.load(in_ptr15 + (x3), None)
        tmp114 = tl.load(in_ptr16 + (x3), None)
        tmp119 = tl.load(in_ptr17 + (x3), None)
        tmp126 = tl.load(in_ptr18 + (x3), None)
        tmp130 = tl.load(in_ptr19 + (0))
        tmp131 = tl.broadcast_to(tmp130, [XBLOCK])
        tmp115 = tmp114 - tmp113
        tmp116 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp117 = tmp115 * tmp116
        tmp118 = tmp113 + tmp117
        tmp120 = tl.full([1], 0.999, tl.float32)
        tmp121 = tmp119 * tmp120
        tmp122 = tmp114 * tmp114
        tmp123 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp124 = tmp122 * tmp123
        tmp125 = tmp121 + tmp124
        tmp127 = tl.full([1], 0.999999, tl.float32)
        tmp128 = tmp126 * tmp127
        tmp129 = tl.sqrt_rn(tmp125)
        tmp132 = libdevice.pow(tmp120, tmp131)
        tmp133 = tl.full([1], 1.0, tl.float32)
        tmp134 = tmp132 - tmp133
        tmp135 = -tmp134
        tmp136 = tl.sqrt_rn(tmp135)
        tmp137 = (tmp129 / tmp136)
        tmp138 = tl.full([1], 1e-08, tl.float32)
        tmp139 = tmp137 + tmp138
        tmp140 = tl.full([1], 0.9, tl.float32)
        tmp141 = libdevice.pow(tmp140, tmp131)
        tmp142 = tmp141 - tmp133
        tmp143 = tl.full([1], 10000.0, tl.float32)
        tmp144 = tmp142 * tmp143
        tmp145 = tl.full([1], 1, tl.int32)
        tmp146 = (tmp145 / tmp144)
        tmp147 = (tmp139 / tmp146)
        tmp148 = (tmp118 / tmp147)
        tmp149 = tmp128 + tmp148
        tl.store(out_ptr15 + (x3), tmp118, None)
        tl.store(out_ptr18 + (x3), tmp149, None)
        tl.store(out_ptr19 + (x3), tmp125, None)
    elif pid < num_xblocks_4:
        pid_offset = pid - num_xblocks_3
        xnumel = 2048
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x4 = xindex
        tmp150 = tl.load(in_ptr20 + (x4), xmask)
        tmp151 = tl.load(in_ptr21 + (x4), xmask)
        tmp156 = tl.load(in_ptr22 + (x4), xmask)
        tmp163 = tl.load(in_ptr23 + (x4), xmask)
        tmp167 = tl.load(in_ptr24 + (0))
        tmp168 = tl.broadcast_to(tmp167, [XBLOCK])
        tmp169 = tl.where(xmask, tmp168, 0.0)
        tmp152 = tmp151 - tmp150
        tmp153 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp154 = tmp152 * tmp153
        tmp155 = tmp150 + tmp154
        tmp157 = tl.full([1], 0.999, tl.float32)
        tmp158 = tmp156 * tmp157
        tmp159 = tmp151 * tmp151
        tmp160 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp161 = tmp159 * tmp160
        tmp162 = tmp158 + tmp161
        tmp164 = tl.full([1], 0.999999, tl.float32)
        tmp165 = tmp163 * tmp164
        tmp166 = tl.sqrt_rn(tmp162)
        tmp170 = libdevice.pow(tmp157, tmp169)
        tmp171 = tl.full([1], 1.0, tl.float32)
        tmp172 = tmp170 - tmp171
        tmp173 = -tmp172
        tmp174 = tl.sqrt_rn(tmp173)
        tmp175 = (tmp166 / tmp174)
        tmp176 = tl.full([1], 1e-08, tl.float32)
        tmp177 = tmp175 + tmp176
        tmp178 = tl.full([1], 0.9, tl.float32)
        tmp179 = libdevice.pow(tmp178, tmp169)
        tmp180 = tmp179 - tmp171
        tmp181 = tl.full([1], 10000.0, tl.float32)
        tmp182 = tmp180 * tmp181
        tmp183 = tl.full([1], 1, tl.int32)
        tmp184 = (tmp183 / tmp182)
        tmp185 = (tmp177 / tmp184)
        tmp186 = (tmp155 / tmp185)
        tmp187 = tmp165 + tmp186
        tl.store(out_ptr20 + (x4), tmp155, xmask)
        tl.store(out_ptr23 + (x4), tmp187, xmask)
        tl.store(out_ptr24 + (x4), tmp162, xmask)
    elif pid < num_xblocks_5:
        pid_offset = pid - num_xblocks_4
        xnumel = 1048576
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x5 = xindex
        tmp188 = tl.load(in_ptr25 + (x5), None)
        tmp189 = tl.load(in_ptr26 + (x5), None)
        tmp194 = tl.load(in_ptr27 + (x5), None)
        tmp201 = tl.load(in_ptr28 + (x5), None)
        tmp205 = tl.load(in_ptr29 + (0))
        tmp206 = tl.broadcast_to(tmp205, [XBLOCK])
        tmp190 = tmp189 - tmp188
        tmp191 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp192 = tmp190 * tmp191
        tmp193 = tmp188 + tmp192
        tmp195 = tl.full([1], 0.999, tl.float32)
        tmp196 = tmp194 * tmp195
        tmp197 = tmp189 * tmp189
        tmp198 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp199 = tmp197 * tmp198
        tmp200 = tmp196 + tmp199
        tmp202 = tl.full([1], 0.999999, tl.float32)
        tmp203 = tmp201 * tmp202
        tmp204 = tl.sqrt_rn(tmp200)
        tmp207 = libdevice.pow(tmp195, tmp206)
        tmp208 = tl.full([1], 1.0, tl.float32)
        tmp209 = tmp207 - tmp208
        tmp210 = -tmp209
        tmp211 = tl.sqrt_rn(tmp210)
        tmp212 = (tmp204 / tmp211)
        tmp213 = tl.full([1], 1e-08, tl.float32)
        tmp214 = tmp212 + tmp213
        tmp215 = tl.full([1], 0.9, tl.float32)
        tmp216 = libdevice.pow(tmp215, tmp206)
        tmp217 = tmp216 - tmp208
        tmp218 = tl.full([1], 10000.0, tl.float32)
        tmp219 = tmp217 * tmp218
        tmp220 = tl.full([1], 1, tl.int32)
        tmp221 = (tmp220 / tmp219)
        tmp222 = (tmp214 / tmp221)
        tmp223 = (tmp193 / tmp222)
        tmp224 = tmp203 + tmp223
        tl.store(out_ptr25 + (x5), tmp193, None)
        tl.store(out_ptr28 + (x5), tmp224, None)
        tl.store(out_ptr29 + (x5), tmp200, None)
    elif pid < num_xblocks_6:
        pid_offset = pid - num_xblocks_5
        xnumel = 512
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x6 = xindex
        tmp225 = tl.load(in_ptr30 + (x6), xmask)
        tmp226 = tl.load(in_ptr31 + (x6), xmask)
        tmp231 = tl.load(in_ptr32 + (x6), xmask)
        tmp238 = tl.load(in_ptr33 + (x6), xmask)
        tmp242 = tl.load(in_ptr34 + (0))
        tmp243 = tl.broadcast_to(tmp242, [XBLOCK])
        tmp244 = tl.where(xmask, tmp243, 0.0)
        tmp227 = tmp226 - tmp225
        tmp228 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp229 = tmp227 * tmp228
        tmp230 = tmp225 + tmp229
        tmp232 = tl.full([1], 0.999, tl.float32)
        tmp233 = tmp231 * tmp232
        tmp234 = tmp226 * tmp226
        tmp235 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp236 = tmp234 * tmp235
        tmp237 = tmp233 + tmp236
        tmp239 = tl.full([1], 0.999999, tl.float32)
        tmp240 = tmp238 * tmp239
        tmp241 = tl.sqrt_rn(tmp237)
        tmp245 = libdevice.pow(tmp232, tmp244)
        tmp246 = tl.full([1], 1.0, tl.float32)
        tmp247 = tmp245 - tmp246
        tmp248 = -tmp247
        tmp249 = tl.sqrt_rn(tmp248)
        tmp250 = (tmp241 / tmp249)
        tmp251 = tl.full([1], 1e-08, tl.float32)
        tmp252 = tmp250 + tmp251
        tmp253 = tl.full([1], 0.9, tl.float32)
        tmp254 = libdevice.pow(tmp253, tmp244)
        tmp255 = tmp254 - tmp246
        tmp256 = tl.full([1], 10000.0, tl.float32)
        tmp257 = tmp255 * tmp256
        tmp258 = tl.full([1], 1, tl.int32)
        tmp259 = (tmp258 / tmp257)
        tmp260 = (tmp252 / tmp259)
        tmp261 = (tmp230 / tmp260)
        tmp262 = tmp240 + tmp261
        tl.store(out_ptr30 + (x6), tmp230, xmask)
        tl.store(out_ptr33 + (x6), tmp262, xmask)
        tl.store(out_ptr34 + (x6), tmp237, xmask)
    elif pid < num_xblocks_7:
        pid_offset = pid - num_xblocks_6
        xnumel = 512
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x7 = xindex
        tmp263 = tl.load(in_ptr35 + (x7), xmask)
        tmp264 = tl.load(in_ptr36 + (x7), xmask)
        tmp269 = tl.load(in_ptr37 + (x7), xmask)
        tmp276 = tl.load(in_ptr38 + (x7), xmask)
        tmp280 = tl.load(in_ptr39 + (0))
        tmp281 = tl.broadcast_to(tmp280, [XBLOCK])
        tmp282 = tl.where(xmask, tmp281, 0.0)
        tmp265 = tmp264 - tmp263
        tmp266 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp267 = tmp265 * tmp266
        tmp268 = tmp263 + tmp267
        tmp270 = tl.full([1], 0.999, tl.float32)
        tmp271 = tmp269 * tmp270
        tmp272 = tmp264 * tmp264
        tmp273 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp274 = tmp272 * tmp273
        tmp275 = tmp271 + tmp274
        tmp277 = tl.full([1], 0.999999, tl.float32)
        tmp278 = tmp276 * tmp277
        tmp279 = tl.sqrt_rn(tmp275)
        tmp283 = libdevice.pow(tmp270, tmp282)
        tmp284 = tl.full([1], 1.0, tl.float32)
        tmp285 = tmp283 - tmp284
        tmp286 = -tmp285
        tmp287 = tl.sqrt_rn(tmp286)
        tmp288 = (tmp279 / tmp287)
        tmp289 = tl.full([1], 1e-08, tl.float32)
        tmp290 = tmp288 + tmp289
        tmp291 = tl.full([1], 0.9, tl.float32)
        tmp292 = libdevice.pow(tmp291, tmp282)
        tmp293 = tmp292 - tmp284
        tmp294 = tl.full([1], 10000.0, tl.float32)
        tmp295 = tmp293 * tmp294
        tmp296 = tl.full([1], 1, tl.int32)
        tmp297 = (tmp296 / tmp295)
        tmp298 = (tmp290 / tmp297)
        tmp299 = (tmp268 / tmp298)
        tmp300 = tmp278 + tmp299
        tl.store(out_ptr35 + (x7), tmp268, xmask)
        tl.store(out_ptr38 + (x7), tmp300, xmask)
        tl.store(out_ptr39 + (x7), tmp275, xmask)
    elif pid < num_xblocks_8:
        pid_offset = pid - num_xblocks_7
        xnumel = 512
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x8 = xindex
        tmp301 = tl.load(in_ptr40 + (x8), xmask)
        tmp302 = tl.load(in_ptr41 + (x8), xmask)
        tmp307 = tl.load(in_ptr42 + (x8), xmask)
        tmp314 = tl.load(in_ptr43 + (x8), xmask)
        tmp318 = tl.load(in_ptr44 + (0))
        tmp319 = tl.broadcast_to(tmp318, [XBLOCK])
        tmp320 = tl.where(xmask, tmp319, 0.0)
        tmp303 = tmp302 - tmp301
        tmp304 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp305 = tmp303 * tmp304
        tmp306 = tmp301 + tmp305
        tmp308 = tl.full([1], 0.999, tl.float32)
        tmp309 = tmp307 * tmp308
        tmp310 = tmp302 * tmp302
        tmp311 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp312 = tmp310 * tmp311
        tmp313 = tmp309 + tmp312
        tmp315 = tl.full([1], 0.999999, tl.float32)
        tmp316 = tmp314 * tmp315
        tmp317 = tl.sqrt_rn(tmp313)
        tmp321 = libdevice.pow(tmp308, tmp320)
        tmp322 = tl.full([1], 1.0, tl.float32)
        tmp323 = tmp321 - tmp322
        tmp324 = -tmp323
        tmp325 = tl.sqrt_rn(tmp324)
        tmp326 = (tmp317 / tmp325)
        tmp327 = tl.full([1], 1e-08, tl.float32)
        tmp328 = tmp326 + tmp327
        tmp329 = tl.full([1], 0.9, tl.float32)
        tmp330 = libdevice.pow(tmp329, tmp320)
        tmp331 = tmp330 - tmp322
        tmp332 = tl.full([1], 10000.0, tl.float32)
        tmp333 = tmp331 * tmp332
        tmp334 = tl.full([1], 1, tl.int32)
        tmp335 = (tmp334 / tmp333)
        tmp336 = (tmp328 / tmp335)
        tmp337 = (tmp306 / tmp336)
        tmp338 = tmp316 + tmp337
        tl.store(out_ptr40 + (x8), tmp306, xmask)
        tl.store(out_ptr43 + (x8), tmp338, xmask)
        tl.store(out_ptr44 + (x8), tmp313, xmask)
    elif pid < num_xblocks_9:
        pid_offset = pid - num_xblocks_8
        xnumel = 512
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x9 = xindex
        tmp339 = tl.load(in_ptr45 + (x9), xmask)
        tmp340 = tl.load(in_ptr46 + (x9), xmask)
        tmp345 = tl.load(in_ptr47 + (x9), xmask)
        tmp352 = tl.load(in_ptr48 + (x9), xmask)
        tmp356 = tl.load(in_ptr49 + (0))
        tmp357 = tl.broadcast_to(tmp356, [XBLOCK])
        tmp358 = tl.where(xmask, tmp357, 0.0)
        tmp341 = tmp340 - tmp339
        tmp342 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp343 = tmp341 * tmp342
        tmp344 = tmp339 + tmp343
        tmp346 = tl.full([1], 0.999, tl.float32)
        tmp347 = tmp345 * tmp346
        tmp348 = tmp340 * tmp340
        tmp349 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp350 = tmp348 * tmp349
        tmp351 = tmp347 + tmp350
        tmp353 = tl.full([1], 0.999999, tl.float32)
        tmp354 = tmp352 * tmp353
        tmp355 = tl.sqrt_rn(tmp351)
        tmp359 = libdevice.pow(tmp346, tmp358)
        tmp360 = tl.full([1], 1.0, tl.float32)
        tmp361 = tmp359 - tmp360
        tmp362 = -tmp361
        tmp363 = tl.sqrt_rn(tmp362)
        tmp364 = (tmp355 / tmp363)
        tmp365 = tl.full([1], 1e-08, tl.float32)
        tmp366 = tmp364 + tmp365
        tmp367 = tl.full([1], 0.9, tl.float32)
        tmp368 = libdevice.pow(tmp367, tmp358)
        tmp369 = tmp368 - tmp360
        tmp370 = tl.full([1], 10000.0, tl.float32)
        tmp371 = tmp369 * tmp370
        tmp372 = tl.full([1], 1, tl.int32)
        tmp373 = (tmp372 / tmp371)
        tmp374 = (tmp366 / tmp373)
        tmp375 = (tmp344 / tmp374)
        tmp376 = tmp354 + tmp375
        tl.store(out_ptr45 + (x9), tmp344, xmask)
        tl.store(out_ptr48 + (x9), tmp376, xmask)
        tl.store(out_ptr49 + (x9), tmp351, xmask)
    elif pid < num_xblocks_10:
        pid_offset = pid - num_xblocks_9
        xnumel = 512
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x10 = xindex
        tmp377 = tl.load(in_ptr50 + (x10), xmask)
        tmp378 = tl.load(in_ptr51 + (x10), xmask)
        tmp383 = tl.load(in_ptr52 + (x10), xmask)
        tmp390 = tl.load(in_ptr53 + (x10), xmask)
        tmp394 = tl.load(in_ptr54 + (0))
        tmp395 = tl.broadcast_to(tmp394, [XBLOCK])
        tmp396 = tl.where(xmask, tmp395, 0.0)
        tmp379 = tmp378 - tmp377
        tmp380 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp381 = tmp379 * tmp380
        tmp382 = tmp377 + tmp381
        tmp384 = tl.full([1], 0.999, tl.float32)
        tmp385 = tmp383 * tmp384
        tmp386 = tmp378 * tmp378
        tmp387 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp388 = tmp386 * tmp387
        tmp389 = tmp385 + tmp388
        tmp391 = tl.full([1], 0.999999, tl.float32)
        tmp392 = tmp390 * tmp391
        tmp393 = tl.sqrt_rn(tmp389)
        tmp397 = libdevice.pow(tmp384, tmp396)
        tmp398 = tl.full([1], 1.0, tl.float32)
        tmp399 = tmp397 - tmp398
        tmp400 = -tmp399
        tmp401 = tl.sqrt_rn(tmp400)
        tmp402 = (tmp393 / tmp401)
        tmp403 = tl.full([1], 1e-08, tl.float32)
        tmp404 = tmp402 + tmp403
        tmp405 = tl.full([1], 0.9, tl.float32)
        tmp406 = libdevice.pow(tmp405, tmp396)
        tmp407 = tmp406 - tmp398
        tmp408 = tl.full([1], 10000.0, tl.float32)
        tmp409 = tmp407 * tmp408
        tmp410 = tl.full([1], 1, tl.int32)
        tmp411 = (tmp410 / tmp409)
        tmp412 = (tmp404 / tmp411)
        tmp413 = (tmp382 / tmp412)
        tmp414 = tmp392 + tmp413
        tl.store(out_ptr50 + (x10), tmp382, xmask)
        tl.store(out_ptr53 + (x10), tmp414, xmask)
        tl.store(out_ptr54 + (x10), tmp389, xmask)
    elif pid < num_xblocks_11:
        pid_offset = pid - num_xblocks_10
        xnumel = 524288
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x11 = xindex
        tmp415 = tl.load(in_ptr55 + (x11), None)
        tmp416 = tl.load(in_ptr56 + (x11), None)
        tmp421 = tl.load(in_ptr57 + (x11), None)
        tmp428 = tl.load(in_ptr58 + (x11), None)
        tmp432 = tl.load(in_ptr59 + (0))
        tmp433 = tl.broadcast_to(tmp432, [XBLOCK])
        tmp417 = tmp416 - tmp415
        tmp418 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp419 = tmp417 * tmp418
        tmp420 = tmp415 + tmp419
        tmp422 = tl.full([1], 0.999, tl.float32)
        tmp423 = tmp421 * tmp422
        tmp424 = tmp416 * tmp416
        tmp425 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp426 = tmp424 * tmp425
        tmp427 = tmp423 + tmp426
        tmp429 = tl.full([1], 0.999999, tl.float32)
        tmp430 = tmp428 * tmp429
        tmp431 = tl.sqrt_rn(tmp427)
        tmp434 = libdevice.pow(tmp422, tmp433)
        tmp435 = tl.full([1], 1.0, tl.float32)
        tmp436 = tmp434 - tmp435
        tmp437 = -tmp436
        tmp438 = tl.sqrt_rn(tmp437)
        tmp439 = (tmp431 / tmp438)
        tmp440 = tl.full([1], 1e-08, tl.float32)
        tmp441 = tmp439 + tmp440
        tmp442 = tl.full([1], 0.9, tl.float32)
        tmp443 = libdevice.pow(tmp442, tmp433)
        tmp444 = tmp443 - tmp435
        tmp445 = tl.full([1], 10000.0, tl.float32)
        tmp446 = tmp444 * tmp445
        tmp447 = tl.full([1], 1, tl.int32)
        tmp448 = (tmp447 / tmp446)
        tmp449 = (tmp441 / tmp448)
        tmp450 = (tmp420 / tmp449)
        tmp451 = tmp430 + tmp450
        tl.store(out_ptr55 + (x11), tmp420, None)
        tl.store(out_ptr58 + (x11), tmp451, None)
        tl.store(out_ptr59 + (x11), tmp427, None)
    elif pid < num_xblocks_12:
        pid_offset = pid - num_xblocks_11
        xnumel = 1024
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x12 = xindex
        tmp452 = tl.load(in_ptr60 + (x12), xmask)
        tmp453 = tl.load(in_ptr61 + (x12), xmask)
        tmp458 = tl.load(in_ptr62 + (x12), xmask)
        tmp465 = tl.load(in_ptr63 + (x12), xmask)
        tmp469 = tl.load(in_ptr64 + (0))
        tmp470 = tl.broadcast_to(tmp469, [XBLOCK])
        tmp471 = tl.where(xmask, tmp470, 0.0)
        tmp454 = tmp453 - tmp452
        tmp455 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp456 = tmp454 * tmp455
        tmp457 = tmp452 + tmp456
        tmp459 = tl.full([1], 0.999, tl.float32)
        tmp460 = tmp458 * tmp459
        tmp461 = tmp453 * tmp453
        tmp462 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp463 = tmp461 * tmp462
        tmp464 = tmp460 + tmp463
        tmp466 = tl.full([1], 0.999999, tl.float32)
        tmp467 = tmp465 * tmp466
        tmp468 = tl.sqrt_rn(tmp464)
        tmp472 = libdevice.pow(tmp459, tmp471)
        tmp473 = tl.full([1], 1.0, tl.float32)
        tmp474 = tmp472 - tmp473
        tmp475 = -tmp474
        tmp476 = tl.sqrt_rn(tmp475)
        tmp477 = (tmp468 / tmp476)
        tmp478 = tl.full([1], 1e-08, tl.float32)
        tmp479 = tmp477 + tmp478
        tmp480 = tl.full([1], 0.9, tl.float32)
        tmp481 = libdevice.pow(tmp480, tmp471)
        tmp482 = tmp481 - tmp473
        tmp483 = tl.full([1], 10000.0, tl.float32)
        tmp484 = tmp482 * tmp483
        tmp485 = tl.full([1], 1, tl.int32)
        tmp486 = (tmp485 / tmp484)
        tmp487 = (tmp479 / tmp486)
        tmp488 = (tmp457 / tmp487)
        tmp489 = tmp467 + tmp488
        tl.store(out_ptr60 + (x12), tmp457, xmask)
        tl.store(out_ptr63 + (x12), tmp489, xmask)
        tl.store(out_ptr64 + (x12), tmp464, xmask)
    else:
        pass
''', device_str='cuda')

def partition_0(args):
    arg54_1, arg51_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg204_1, arg154_1, arg0_1, arg52_1, arg205_1, arg53_1, arg1_1, arg105_1, arg206_1, arg155_1, arg2_1, arg106_1, arg207_1, arg156_1, arg3_1, arg107_1, arg208_1, arg157_1, arg4_1, arg108_1, arg209_1, arg158_1, arg5_1, arg109_1, arg210_1, arg159_1, arg6_1, arg110_1, arg211_1, arg160_1, arg7_1, arg111_1, arg212_1, arg161_1, arg8_1, arg112_1, arg213_1, arg162_1, arg9_1, arg113_1, arg214_1, arg163_1, arg10_1, arg114_1, arg215_1, arg164_1, arg11_1, arg115_1, arg216_1, arg165_1, arg12_1, arg116_1, arg217_1, arg166_1, arg13_1, arg117_1, arg218_1, arg167_1, arg14_1, arg118_1, arg219_1, arg168_1, arg15_1, arg119_1, arg220_1, arg169_1, arg16_1, arg120_1, arg221_1, arg170_1, arg17_1, arg121_1, arg222_1, arg171_1, arg18_1, arg122_1, arg223_1, arg172_1, arg19_1, arg123_1, arg224_1, arg173_1, arg20_1, arg124_1, arg225_1, arg174_1, arg21_1, arg125_1, arg226_1, arg175_1, arg22_1, arg126_1, arg227_1, arg176_1, arg23_1, arg127_1, arg228_1, arg177_1, arg24_1, arg128_1, arg229_1, arg178_1, arg25_1, arg129_1, arg230_1, arg179_1, arg26_1, arg130_1, arg231_1, arg180_1, arg27_1, arg131_1, arg232_1, arg181_1, arg28_1, arg132_1, arg233_1, arg182_1, arg29_1, arg133_1, arg234_1, arg183_1, arg30_1, arg134_1, arg235_1, arg184_1, arg31_1, arg135_1, arg236_1, arg185_1, arg32_1, arg136_1, arg237_1, arg186_1, arg33_1, arg137_1, arg238_1, arg187_1, arg34_1, arg138_1, arg239_1, arg188_1, arg35_1, arg139_1, arg240_1, arg189_1, arg36_1, arg140_1, arg241_1, arg190_1, arg37_1, arg141_1, arg242_1, arg191_1, arg38_1, arg142_1, arg243_1, arg192_1, arg39_1, arg143_1, arg244_1, arg193_1, arg40_1, arg144_1, arg245_1, arg194_1, arg41_1, arg145_1, arg246_1, arg195_1, arg42_1, arg146_1, arg247_1, arg196_1, arg43_1, arg147_1, arg248_1, arg197_1, arg44_1, arg148_1, arg249_1, arg198_1, arg45_1, arg149_1, arg250_1, arg199_1, arg46_1, arg150_1, arg251_1, arg200_1, arg47_1, arg151_1, arg252_1, arg201_1, arg48_1, arg152_1, arg253_1, arg202_1, arg49_1, arg153_1, arg254_1, arg203_1, arg50_1 = args
    args.clear()
    assert_size_stride(arg54_1, (), ())
    assert_size_stride(arg51_1, (), ())
    assert_size_stride(arg55_1, (), ())
    assert_size_stride(arg56_1, (), ())
    assert_size_stride(arg57_1, (), ())
    assert_size_stride(arg58_1, (), ())
    assert_size_stride(arg59_1, (), ())
    assert_size_stride(arg60_1, (), ())
    assert_size_stride(arg61_1, (), ())
    assert_size_stride(arg62_1, (), ())
    assert_size_stride(arg63_1, (), ())
    assert_size_stride(arg64_1, (), ())
    assert_size_stride(arg65_1, (), ())
    assert_size_stride(arg66_1, (), ())
    assert_size_stride(arg67_1, (), ())
    assert_size_stride(arg68_1, (), ())
    assert_size_stride(arg69_1, (), ())
    assert_size_stride(arg70_1, (), ())
    assert_size_stride(arg71_1, (), ())
    assert_size_stride(arg72_1, (), ())
    assert_size_stride(arg73_1, (), ())
    assert_size_stride(arg74_1, (), ())
    assert_size_stride(arg75_1, (), ())
    assert_size_stride(arg76_1, (), ())
    assert_size_stride(arg77_1, (), ())
    assert_size_stride(arg78_1, (), ())
    assert_size_stride(arg79_1, (), ())
    assert_size_stride(arg80_1, (), ())
    assert_size_stride(arg81_1, (), ())
    assert_size_stride(arg82_1, (), ())
    assert_size_stride(arg83_1, (), ())
    assert_size_stride(arg84_1, (), ())
    assert_size_stride(arg85_1, (), ())
    assert_size_stride(arg86_1, (), ())
    assert_size_stride(arg87_1, (), ())
    assert_size_stride(arg88_1, (), ())
    assert_size_stride(arg89_1, (), ())
    assert_size_stride(arg90_1, (), ())
    assert_size_stride(arg91_1, (), ())
    assert_size_stride(arg92_1, (), ())
    assert_size_stride(arg93_1, (), ())
    assert_size_stride(arg94_1, (), ())
    assert_size_stride(arg95_1, (), ())
    assert_size_stride(arg96_1, (), ())
    assert_size_stride(arg97_1, (), ())
    assert_size_stride(arg98_1, (), ())
    assert_size_stride(arg99_1, (), ())
    assert_size_stride(arg100_1, (), ())
    assert_size_stride(arg101_1, (), ())
    assert_size_stride(arg102_1, (), ())
    assert_size_stride(arg103_1, (), ())
    assert_size_stride(arg104_1, (1024, 512), (512, 1))
    assert_size_stride(arg204_1, (1024, 512), (512, 1))
    assert_size_stride(arg154_1, (1024, 512), (512, 1))
    assert_size_stride(arg0_1, (1024, 512), (512, 1))
    assert_size_stride(arg52_1, (1536, 512), (512, 1))
    assert_size_stride(arg205_1, (1536, 512), (512, 1))
    assert_size_stride(arg53_1, (1536, 512), (512, 1))
    assert_size_stride(arg1_1, (1536, 512), (512, 1))
    assert_size_stride(arg105_1, (1536, ), (1, ))
    assert_size_stride(arg206_1, (1536, ), (1, ))
    assert_size_stride(arg155_1, (1536, ), (1, ))
    assert_size_stride(arg2_1, (1536, ), (1, ))
    assert_size_stride(arg106_1, (512, 512), (512, 1))
    assert_size_stride(arg207_1, (512, 512), (512, 1))
    assert_size_stride(arg156_1, (512, 512), (512, 1))
    assert_size_stride(arg3_1, (512, 512), (512, 1))
    assert_size_stride(arg107_1, (512, ), (1, ))
    assert_size_stride(arg208_1, (512, ), (1, ))
    assert_size_stride(arg157_1, (512, ), (1, ))
    assert_size_stride(arg4_1, (512, ), (1, ))
    assert_size_stride(arg108_1, (2048, 512), (512, 1))
    assert_size_stride(arg209_1, (2048, 512), (512, 1))
    assert_size_stride(arg158_1, (2048, 512), (512, 1))
    assert_size_stride(arg5_1, (2048, 512), (512, 1))
    assert_size_stride(arg109_1, (2048, ), (1, ))
    assert_size_stride(arg210_1, (2048, ), (1, ))
    assert_size_stride(arg159_1, (2048, ), (1, ))
    assert_size_stride(arg6_1, (2048, ), (1, ))
    assert_size_stride(arg110_1, (512, 2048), (2048, 1))
    assert_size_stride(arg211_1, (512, 2048), (2048, 1))
    assert_size_stride(arg160_1, (512, 2048), (2048, 1))
    assert_size_stride(arg7_1, (512, 2048), (2048, 1))
    assert_size_stride(arg111_1, (512, ), (1, ))
    assert_size_stride(arg212_1, (512, ), (1, ))
    assert_size_stride(arg161_1, (512, ), (1, ))
    assert_size_stride(arg8_1, (512, ), (1, ))
    assert_size_stride(arg112_1, (512, ), (1, ))
    assert_size_stride(arg213_1, (512, ), (1, ))
    assert_size_stride(arg162_1, (512, ), (1, ))
    assert_size_stride(arg9_1, (512, ), (1, ))
    assert_size_stride(arg113_1, (512, ), (1, ))
    assert_size_stride(arg214_1, (512, ), (1, ))
    assert_size_stride(arg163_1, (512, ), (1, ))
    assert_size_stride(arg10_1, (512, ), (1, ))
    assert_size_stride(arg114_1, (512, ), (1, ))
    assert_size_stride(arg215_1, (512, ), (1, ))
    assert_size_stride(arg164_1, (512, ), (1, ))
    assert_size_stride(arg11_1, (512, ), (1, ))
    assert_size_stride(arg115_1, (512, ), (1, ))
    assert_size_stride(arg216_1, (512, ), (1, ))
    assert_size_stride(arg165_1, (512, ), (1, ))
    assert_size_stride(arg12_1, (512, ), (1, ))
    assert_size_stride(arg116_1, (1536, 512), (512, 1))
    assert_size_stride(arg217_1, (1536, 512), (512, 1))
    assert_size_stride(arg166_1, (1536, 512), (512, 1))
    assert_size_stride(arg13_1, (1536, 512), (512, 1))
    assert_size_stride(arg117_1, (1536, ), (1, ))
    assert_size_stride(arg218_1, (1536, ), (1, ))
    assert_size_stride(arg167_1, (1536, ), (1, ))
    assert_size_stride(arg14_1, (1536, ), (1, ))
    assert_size_stride(arg118_1, (512, 512), (512, 1))
    assert_size_stride(arg219_1, (512, 512), (512, 1))
    assert_size_stride(arg168_1, (512, 512), (512, 1))
    assert_size_stride(arg15_1, (512, 512), (512, 1))
    assert_size_stride(arg119_1, (512, ), (1, ))
    assert_size_stride(arg220_1, (512, ), (1, ))
    assert_size_stride(arg169_1, (512, ), (1, ))
    assert_size_stride(arg16_1, (512, ), (1, ))
    assert_size_stride(arg120_1, (2048, 512), (512, 1))
    assert_size_stride(arg221_1, (2048, 512), (512, 1))
    assert_size_stride(arg170_1, (2048, 512), (512, 1))
    assert_size_stride(arg17_1, (2048, 512), (512, 1))
    assert_size_stride(arg121_1, (2048, ), (1, ))
    assert_size_stride(arg222_1, (2048, ), (1, ))
    assert_size_stride(arg171_1, (2048, ), (1, ))
    assert_size_stride(arg18_1, (2048, ), (1, ))
    assert_size_stride(arg122_1, (512, 2048), (2048, 1))
    assert_size_stride(arg223_1, (512, 2048), (2048, 1))
    assert_size_stride(arg172_1, (512, 2048), (2048, 1))
    assert_size_stride(arg19_1, (512, 2048), (2048, 1))
    assert_size_stride(arg123_1, (512, ), (1, ))
    assert_size_stride(arg224_1, (512, ), (1, ))
    assert_size_stride(arg173_1, (512, ), (1, ))
    assert_size_stride(arg20_1, (512, ), (1, ))
    assert_size_stride(arg124_1, (512, ), (1, ))
    assert_size_stride(arg225_1, (512, ), (1, ))
    assert_size_stride(arg174_1, (512, ), (1, ))
    assert_size_stride(arg21_1, (512, ), (1, ))
    assert_size_stride(arg125_1, (512, ), (1, ))
    assert_size_stride(arg226_1, (512, ), (1, ))
    assert_size_stride(arg175_1, (512, ), (1, ))
    assert_size_stride(arg22_1, (512, ), (1, ))
    assert_size_stride(arg126_1, (512, ), (1, ))
    assert_size_stride(arg227_1, (512, ), (1, ))
    assert_size_stride(arg176_1, (512, ), (1, ))
    assert_size_stride(arg23_1, (512, ), (1, ))
    assert_size_stride(arg127_1, (512, ), (1, ))
    assert_size_stride(arg228_1, (512, ), (1, ))
    assert_size_stride(arg177_1, (512, ), (1, ))
    assert_size_stride(arg24_1, (512, ), (1, ))
    assert_size_stride(arg128_1, (1536, 512), (512, 1))
    assert_size_stride(arg229_1, (1536, 512), (512, 1))
    assert_size_stride(arg178_1, (1536, 512), (512, 1))
    assert_size_stride(arg25_1, (1536, 512), (512, 1))
    assert_size_stride(arg129_1, (1536, ), (1, ))
    assert_size_stride(arg230_1, (1536, ), (1, ))
    assert_size_stride(arg179_1, (1536, ), (1, ))
    assert_size_stride(arg26_1, (1536, ), (1, ))
    assert_size_stride(arg130_1, (512, 512), (512, 1))
    assert_size_stride(arg231_1, (512, 512), (512, 1))
    assert_size_stride(arg180_1, (512, 512), (512, 1))
    assert_size_stride(arg27_1, (512, 512), (512, 1))
    assert_size_stride(arg131_1, (512, ), (1, ))
    assert_size_stride(arg232_1, (512, ), (1, ))
    assert_size_stride(arg181_1, (512, ), (1, ))
    assert_size_stride(arg28_1, (512, ), (1, ))
    assert_size_stride(arg132_1, (2048, 512), (512, 1))
    assert_size_stride(arg233_1, (2048, 512), (512, 1))
    assert_size_stride(arg182_1, (2048, 512), (512, 1))
    assert_size_stride(arg29_1, (2048, 512), (512, 1))
    assert_size_stride(arg133_1, (2048, ), (1, ))
    assert_size_stride(arg234_1, (2048, ), (1, ))
    assert_size_stride(arg183_1, (2048, ), (1, ))
    assert_size_stride(arg30_1, (2048, ), (1, ))
    assert_size_stride(arg134_1, (512, 2048), (2048, 1))
    assert_size_stride(arg235_1, (512, 2048), (2048, 1))
    assert_size_stride(arg184_1, (512, 2048), (2048, 1))
    assert_size_stride(arg31_1, (512, 2048), (2048, 1))
    assert_size_stride(arg135_1, (512, ), (1, ))
    assert_size_stride(arg236_1, (512, ), (1, ))
    assert_size_stride(arg185_1, (512, ), (1, ))
    assert_size_stride(arg32_1, (512, ), (1, ))
    assert_size_stride(arg136_1, (512, ), (1, ))
    assert_size_stride(arg237_1, (512, ), (1, ))
    assert_size_stride(arg186_1, (512, ), (1, ))
    assert_size_stride(arg33_1, (512, ), (1, ))
    assert_size_stride(arg137_1, (512, ), (1, ))
    assert_size_stride(arg238_1, (512, ), (1, ))
    assert_size_stride(arg187_1, (512, ), (1, ))
    assert_size_stride(arg34_1, (512, ), (1, ))
    assert_size_stride(arg138_1, (512, ), (1, ))
    assert_size_stride(arg239_1, (512, ), (1, ))
    assert_size_stride(arg188_1, (512, ), (1, ))
    assert_size_stride(arg35_1, (512, ), (1, ))
    assert_size_stride(arg139_1, (512, ), (1, ))
    assert_size_stride(arg240_1, (512, ), (1, ))
    assert_size_stride(arg189_1, (512, ), (1, ))
    assert_size_stride(arg36_1, (512, ), (1, ))
    assert_size_stride(arg140_1, (1536, 512), (512, 1))
    assert_size_stride(arg241_1, (1536, 512), (512, 1))
    assert_size_stride(arg190_1, (1536, 512), (512, 1))
    assert_size_stride(arg37_1, (1536, 512), (512, 1))
    assert_size_stride(arg141_1, (1536, ), (1, ))
    assert_size_stride(arg242_1, (1536, ), (1, ))
    assert_size_stride(arg191_1, (1536, ), (1, ))
    assert_size_stride(arg38_1, (1536, ), (1, ))
    assert_size_stride(arg142_1, (512, 512), (512, 1))
    assert_size_stride(arg243_1, (512, 512), (512, 1))
    assert_size_stride(arg192_1, (512, 512), (512, 1))
    assert_size_stride(arg39_1, (512, 512), (512, 1))
    assert_size_stride(arg143_1, (512, ), (1, ))
    assert_size_stride(arg244_1, (512, ), (1, ))
    assert_size_stride(arg193_1, (512, ), (1, ))
    assert_size_stride(arg40_1, (512, ), (1, ))
    assert_size_stride(arg144_1, (2048, 512), (512, 1))
    assert_size_stride(arg245_1, (2048, 512), (512, 1))
    assert_size_stride(arg194_1, (2048, 512), (512, 1))
    assert_size_stride(arg41_1, (2048, 512), (512, 1))
    assert_size_stride(arg145_1, (2048, ), (1, ))
    assert_size_stride(arg246_1, (2048, ), (1, ))
    assert_size_stride(arg195_1, (2048, ), (1, ))
    assert_size_stride(arg42_1, (2048, ), (1, ))
    assert_size_stride(arg146_1, (512, 2048), (2048, 1))
    assert_size_stride(arg247_1, (512, 2048), (2048, 1))
    assert_size_stride(arg196_1, (512, 2048), (2048, 1))
    assert_size_stride(arg43_1, (512, 2048), (2048, 1))
    assert_size_stride(arg147_1, (512, ), (1, ))
    assert_size_stride(arg248_1, (512, ), (1, ))
    assert_size_stride(arg197_1, (512, ), (1, ))
    assert_size_stride(arg44_1, (512, ), (1, ))
    assert_size_stride(arg148_1, (512, ), (1, ))
    assert_size_stride(arg249_1, (512, ), (1, ))
    assert_size_stride(arg198_1, (512, ), (1, ))
    assert_size_stride(arg45_1, (512, ), (1, ))
    assert_size_stride(arg149_1, (512, ), (1, ))
    assert_size_stride(arg250_1, (512, ), (1, ))
    assert_size_stride(arg199_1, (512, ), (1, ))
    assert_size_stride(arg46_1, (512, ), (1, ))
    assert_size_stride(arg150_1, (512, ), (1, ))
    assert_size_stride(arg251_1, (512, ), (1, ))
    assert_size_stride(arg200_1, (512, ), (1, ))
    assert_size_stride(arg47_1, (512, ), (1, ))
    assert_size_stride(arg151_1, (512, ), (1, ))
    assert_size_stride(arg252_1, (512, ), (1, ))
    assert_size_stride(arg201_1, (512, ), (1, ))
    assert_size_stride(arg48_1, (512, ), (1, ))
    assert_size_stride(arg152_1, (1024, 512), (512, 1))
    assert_size_stride(arg253_1, (1024, 512), (512, 1))
    assert_size_stride(arg202_1, (1024, 512), (512, 1))
    assert_size_stride(arg49_1, (1024, 512), (512, 1))
    assert_size_stride(arg153_1, (1024, ), (1, ))
    assert_size_stride(arg254_1, (1024, ), (1, ))
    assert_size_stride(arg203_1, (1024, ), (1, ))
    assert_size_stride(arg50_1, (1024, ), (1, ))
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        # Topologically Sorted Source Nodes: [_foreach_add_], Original ATen: [aten._foreach_add]
        # [Provenance debug handles] triton_for_fused_0:1
        stream0 = get_raw_stream(0)
        triton_for_fused_0.run(arg54_1, arg51_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg54_1, arg51_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, stream=stream0)
        # Unsorted Source Nodes: [], Original ATen: []
        # [Provenance debug handles] triton_for_fused_1:2
        stream0 = get_raw_stream(0)
        triton_for_fused_1.run(arg104_1, arg204_1, arg154_1, arg0_1, arg54_1, arg52_1, arg205_1, arg53_1, arg1_1, arg51_1, arg105_1, arg206_1, arg155_1, arg2_1, arg55_1, arg106_1, arg207_1, arg156_1, arg3_1, arg56_1, arg107_1, arg208_1, arg157_1, arg4_1, arg57_1, arg108_1, arg209_1, arg158_1, arg5_1, arg58_1, arg109_1, arg210_1, arg159_1, arg6_1, arg59_1, arg110_1, arg211_1, arg160_1, arg7_1, arg60_1, arg111_1, arg212_1, arg161_1, arg8_1, arg61_1, arg112_1, arg213_1, arg162_1, arg9_1, arg62_1, arg113_1, arg214_1, arg163_1, arg10_1, arg63_1, arg114_1, arg215_1, arg164_1, arg11_1, arg64_1, arg115_1, arg216_1, arg165_1, arg12_1, arg65_1, arg116_1, arg217_1, arg166_1, arg13_1, arg66_1, arg117_1, arg218_1, arg167_1, arg14_1, arg67_1, arg118_1, arg219_1, arg168_1, arg15_1, arg68_1, arg119_1, arg220_1, arg169_1, arg16_1, arg69_1, arg120_1, arg221_1, arg170_1, arg17_1, arg70_1, arg121_1, arg222_1, arg171_1, arg18_1, arg71_1, arg104_1, arg0_1, arg154_1, arg52_1, arg1_1, arg53_1, arg105_1, arg2_1, arg155_1, arg106_1, arg3_1, arg156_1, arg107_1, arg4_1, arg157_1, arg108_1, arg5_1, arg158_1, arg109_1, arg6_1, arg159_1, arg110_1, arg7_1, arg160_1, arg111_1, arg8_1, arg161_1, arg112_1, arg9_1, arg162_1, arg113_1, arg10_1, arg163_1, arg114_1, arg11_1, arg164_1, arg115_1, arg12_1, arg165_1, arg116_1, arg13_1, arg166_1, arg117_1, arg14_1, arg167_1, arg118_1, arg15_1, arg168_1, arg119_1, arg16_1, arg169_1, arg120_1, arg17_1, arg170_1, arg121_1, arg18_1, arg171_1, stream=stream0)
        # Unsorted Source Nodes: [], Original ATen: []
        # [Provenance debug handles] triton_for_fused_2:3
        stream0 = get_raw_stream(0)
        triton_for_fused_2.run(arg122_1, arg223_1, arg172_1, arg19_1, arg72_1, arg123_1, arg224_1, arg173_1, arg20_1, arg73_1, arg124_1, arg225_1, arg174_1, arg21_1, arg74_1, arg125_1, arg226_1, arg175_1, arg22_1, arg75_1, arg126_1, arg227_1, arg176_1, arg23_1, arg76_1, arg127_1, arg228_1, arg177_1, arg24_1, arg77_1, arg128_1, arg229_1, arg178_1, arg25_1, arg78_1, arg129_1, arg230_1, arg179_1, arg26_1, arg79_1, arg130_1, arg231_1, arg180_1, arg27_1, arg80_1, arg131_1, arg232_1, arg181_1, arg28_1, arg81_1, arg132_1, arg233_1, arg182_1, arg29_1, arg82_1, arg133_1, arg234_1, arg183_1, arg30_1, arg83_1, arg134_1, arg235_1, arg184_1, arg31_1, arg84_1, arg135_1, arg236_1, arg185_1, arg32_1, arg85_1, arg136_1, arg237_1, arg186_1, arg33_1, arg86_1, arg137_1, arg238_1, arg187_1, arg34_1, arg87_1, arg138_1, arg239_1, arg188_1, arg35_1, arg88_1, arg139_1, arg240_1, arg189_1, arg36_1, arg89_1, arg140_1, arg241_1, arg190_1, arg37_1, arg90_1, arg122_1, arg19_1, arg172_1, arg123_1, arg20_1, arg173_1, arg124_1, arg21_1, arg174_1, arg125_1, arg22_1, arg175_1, arg126_1, arg23_1, arg176_1, arg127_1, arg24_1, arg177_1, arg128_1, arg25_1, arg178_1, arg129_1, arg26_1, arg179_1, arg130_1, arg27_1, arg180_1, arg131_1, arg28_1, arg181_1, arg132_1, arg29_1, arg182_1, arg133_1, arg30_1, arg183_1, arg134_1, arg31_1, arg184_1, arg135_1, arg32_1, arg185_1, arg136_1, arg33_1, arg186_1, arg137_1, arg34_1, arg187_1, arg138_1, arg35_1, arg188_1, arg139_1, arg36_1, arg189_1, arg140_1, arg37_1, arg190_1, stream=stream0)
        # Unsorted Source Nodes: [], Original ATen: []
        # [Provenance debug handles] triton_for_fused_3:4
        stream0 = get_raw_stream(0)
        triton_for_fused_3.run(arg141_1, arg242_1, arg191_1, arg38_1, arg91_1, arg142_1, arg243_1, arg192_1, arg39_1, arg92_1, arg143_1, arg244_1, arg193_1, arg40_1, arg93_1, arg144_1, arg245_1, arg194_1, arg41_1, arg94_1, arg145_1, arg246_1, arg195_1, arg42_1, arg95_1, arg146_1, arg247_1, arg196_1, arg43_1, arg96_1, arg147_1, arg248_1, arg197_1, arg44_1, arg97_1, arg148_1, arg249_1, arg198_1, arg45_1, arg98_1, arg149_1, arg250_1, arg199_1, arg46_1, arg99_1, arg150_1, arg251_1, arg200_1, arg47_1, arg100_1, arg151_1, arg252_1, arg201_1, arg48_1, arg101_1, arg152_1, arg253_1, arg202_1, arg49_1, arg102_1, arg153_1, arg254_1, arg203_1, arg50_1, arg103_1, arg141_1, arg38_1, arg191_1, arg142_1, arg39_1, arg192_1, arg143_1, arg40_1, arg193_1, arg144_1, arg41_1, arg194_1, arg145_1, arg42_1, arg195_1, arg146_1, arg43_1, arg196_1, arg147_1, arg44_1, arg197_1, arg148_1, arg45_1, arg198_1, arg149_1, arg46_1, arg199_1, arg150_1, arg47_1, arg200_1, arg151_1, arg48_1, arg201_1, arg152_1, arg49_1, arg202_1, arg153_1, arg50_1, arg203_1, stream=stream0)
        del arg0_1
        del arg100_1
        del arg101_1
        del arg102_1
        del arg103_1
        del arg104_1
        del arg105_1
        del arg106_1
        del arg107_1
        del arg108_1
        del arg109_1
        del arg10_1
        del arg110_1
        del arg111_1
        del arg112_1
        del arg113_1
        del arg114_1
        del arg115_1
        del arg116_1
        del arg117_1
        del arg118_1
        del arg119_1
        del arg11_1
        del arg120_1
        del arg121_1
        del arg122_1
        del arg123_1
        del arg124_1
        del arg125_1
        del arg126_1
        del arg127_1
        del arg128_1
        del arg129_1
        del arg12_1
        del arg130_1
        del arg131_1
        del arg132_1
        del arg133_1
        del arg134_1
        del arg135_1
        del arg136_1
        del arg137_1
        del arg138_1
        del arg139_1
        del arg13_1
        del arg140_1
        del arg141_1
        del arg142_1
        del arg143_1
        del arg144_1
        del arg145_1
        del arg146_1
        del arg147_1
        del arg148_1
        del arg149_1
        del arg14_1
        del arg150_1
        del arg151_1
        del arg152_1
        del arg153_1
        del arg154_1
        del arg155_1
        del arg156_1
        del arg157_1
        del arg158_1
        del arg159_1
        del arg15_1
        del arg160_1
        del arg161_1
        del arg162_1
        del arg163_1
        del arg164_1
        del arg165_1
        del arg166_1
        del arg167_1
        del arg168_1
        del arg169_1
        del arg16_1
        del arg170_1
        del arg171_1
        del arg172_1
        del arg173_1
        del arg174_1
        del arg175_1
        del arg176_1
        del arg177_1
        del arg178_1
        del arg179_1
        del arg17_1
        del arg180_1
        del arg181_1
        del arg182_1
        del arg183_1
        del arg184_1
        del arg185_1
        del arg186_1
        del arg187_1
        del arg188_1
        del arg189_1
        del arg18_1
        del arg190_1
        del arg191_1
        del arg192_1
        del arg193_1
        del arg194_1
        del arg195_1
        del arg196_1
        del arg197_1
        del arg198_1
        del arg199_1
        del arg19_1
        del arg1_1
        del arg200_1
        del arg201_1
        del arg202_1
        del arg203_1
        del arg204_1
        del arg205_1
        del arg206_1
        del arg207_1
        del arg208_1
        del arg209_1
        del arg20_1
        del arg210_1
        del arg211_1
        del arg212_1
        del arg213_1
        del arg214_1
        del arg215_1
        del arg216_1
        del arg217_1
        del arg218_1
        del arg219_1
        del arg21_1
        del arg220_1
        del arg221_1
        del arg222_1
        del arg223_1
        del arg224_1
        del arg225_1
        del arg226_1
        del arg227_1
        del arg228_1
        del arg229_1
        del arg22_1
        del arg230_1
        del arg231_1
        del arg232_1
        del arg233_1
        del arg234_1
        del arg235_1
        del arg236_1
        del arg237_1
        del arg238_1
        del arg239_1
        del arg23_1
        del arg240_1
        del arg241_1
        del arg242_1
        del arg243_1
        del arg244_1
        del arg245_1
        del arg246_1
        del arg247_1
        del arg248_1
        del arg249_1
        del arg24_1
        del arg250_1
        del arg251_1
        del arg252_1
        del arg253_1
        del arg254_1
        del arg25_1
        del arg26_1
        del arg27_1
        del arg28_1
        del arg29_1
        del arg2_1
        del arg30_1
        del arg31_1
        del arg32_1
        del arg33_1
        del arg34_1
        del arg35_1
        del arg36_1
        del arg37_1
        del arg38_1
        del arg39_1
        del arg3_1
        del arg40_1
        del arg41_1
        del arg42_1
        del arg43_1
        del arg44_1
        del arg45_1
        del arg46_1
        del arg47_1
        del arg48_1
        del arg49_1
        del arg4_1
        del arg50_1
        del arg51_1
        del arg52_1
        del arg53_1
        del arg54_1
        del arg55_1
        del arg56_1
        del arg57_1
        del arg58_1
        del arg59_1
        del arg5_1
        del arg60_1
        del arg61_1
        del arg62_1
        del arg63_1
        del arg64_1
        del arg65_1
        del arg66_1
        del arg67_1
        del arg68_1
        del arg69_1
        del arg6_1
        del arg70_1
        del arg71_1
        del arg72_1
        del arg73_1
        del arg74_1
        del arg75_1
        del arg76_1
        del arg77_1
        del arg78_1
        del arg79_1
        del arg7_1
        del arg80_1
        del arg81_1
        del arg82_1
        del arg83_1
        del arg84_1
        del arg85_1
        del arg86_1
        del arg87_1
        del arg88_1
        del arg89_1
        del arg8_1
        del arg90_1
        del arg91_1
        del arg92_1
        del arg93_1
        del arg94_1
        del arg95_1
        del arg96_1
        del arg97_1
        del arg98_1
        del arg99_1
        del arg9_1
    return ()


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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1, arg203_1, arg204_1, arg205_1, arg206_1, arg207_1, arg208_1, arg209_1, arg210_1, arg211_1, arg212_1, arg213_1, arg214_1, arg215_1, arg216_1, arg217_1, arg218_1, arg219_1, arg220_1, arg221_1, arg222_1, arg223_1, arg224_1, arg225_1, arg226_1, arg227_1, arg228_1, arg229_1, arg230_1, arg231_1, arg232_1, arg233_1, arg234_1, arg235_1, arg236_1, arg237_1, arg238_1, arg239_1, arg240_1, arg241_1, arg242_1, arg243_1, arg244_1, arg245_1, arg246_1, arg247_1, arg248_1, arg249_1, arg250_1, arg251_1, arg252_1, arg253_1, arg254_1 = args
        args.clear()
        partition0_args = [arg54_1, arg51_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg204_1, arg154_1, arg0_1, arg52_1, arg205_1, arg53_1, arg1_1, arg105_1, arg206_1, arg155_1, arg2_1, arg106_1, arg207_1, arg156_1, arg3_1, arg107_1, arg208_1, arg157_1, arg4_1, arg108_1, arg209_1, arg158_1, arg5_1, arg109_1, arg210_1, arg159_1, arg6_1, arg110_1, arg211_1, arg160_1, arg7_1, arg111_1, arg212_1, arg161_1, arg8_1, arg112_1, arg213_1, arg162_1, arg9_1, arg113_1, arg214_1, arg163_1, arg10_1, arg114_1, arg215_1, arg164_1, arg11_1, arg115_1, arg216_1, arg165_1, arg12_1, arg116_1, arg217_1, arg166_1, arg13_1, arg117_1, arg218_1, arg167_1, arg14_1, arg118_1, arg219_1, arg168_1, arg15_1, arg119_1, arg220_1, arg169_1, arg16_1, arg120_1, arg221_1, arg170_1, arg17_1, arg121_1, arg222_1, arg171_1, arg18_1, arg122_1, arg223_1, arg172_1, arg19_1, arg123_1, arg224_1, arg173_1, arg20_1, arg124_1, arg225_1, arg174_1, arg21_1, arg125_1, arg226_1, arg175_1, arg22_1, arg126_1, arg227_1, arg176_1, arg23_1, arg127_1, arg228_1, arg177_1, arg24_1, arg128_1, arg229_1, arg178_1, arg25_1, arg129_1, arg230_1, arg179_1, arg26_1, arg130_1, arg231_1, arg180_1, arg27_1, arg131_1, arg232_1, arg181_1, arg28_1, arg132_1, arg233_1, arg182_1, arg29_1, arg133_1, arg234_1, arg183_1, arg30_1, arg134_1, arg235_1, arg184_1, arg31_1, arg135_1, arg236_1, arg185_1, arg32_1, arg136_1, arg237_1, arg186_1, arg33_1, arg137_1, arg238_1, arg187_1, arg34_1, arg138_1, arg239_1, arg188_1, arg35_1, arg139_1, arg240_1, arg189_1, arg36_1, arg140_1, arg241_1, arg190_1, arg37_1, arg141_1, arg242_1, arg191_1, arg38_1, arg142_1, arg243_1, arg192_1, arg39_1, arg143_1, arg244_1, arg193_1, arg40_1, arg144_1, arg245_1, arg194_1, arg41_1, arg145_1, arg246_1, arg195_1, arg42_1, arg146_1, arg247_1, arg196_1, arg43_1, arg147_1, arg248_1, arg197_1, arg44_1, arg148_1, arg249_1, arg198_1, arg45_1, arg149_1, arg250_1, arg199_1, arg46_1, arg150_1, arg251_1, arg200_1, arg47_1, arg151_1, arg252_1, arg201_1, arg48_1, arg152_1, arg253_1, arg202_1, arg49_1, arg153_1, arg254_1, arg203_1, arg50_1]
        del arg54_1, arg51_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg204_1, arg154_1, arg0_1, arg52_1, arg205_1, arg53_1, arg1_1, arg105_1, arg206_1, arg155_1, arg2_1, arg106_1, arg207_1, arg156_1, arg3_1, arg107_1, arg208_1, arg157_1, arg4_1, arg108_1, arg209_1, arg158_1, arg5_1, arg109_1, arg210_1, arg159_1, arg6_1, arg110_1, arg211_1, arg160_1, arg7_1, arg111_1, arg212_1, arg161_1, arg8_1, arg112_1, arg213_1, arg162_1, arg9_1, arg113_1, arg214_1, arg163_1, arg10_1, arg114_1, arg215_1, arg164_1, arg11_1, arg115_1, arg216_1, arg165_1, arg12_1, arg116_1, arg217_1, arg166_1, arg13_1, arg117_1, arg218_1, arg167_1, arg14_1, arg118_1, arg219_1, arg168_1, arg15_1, arg119_1, arg220_1, arg169_1, arg16_1, arg120_1, arg221_1, arg170_1, arg17_1, arg121_1, arg222_1, arg171_1, arg18_1, arg122_1, arg223_1, arg172_1, arg19_1, arg123_1, arg224_1, arg173_1, arg20_1, arg124_1, arg225_1, arg174_1, arg21_1, arg125_1, arg226_1, arg175_1, arg22_1, arg126_1, arg227_1, arg176_1, arg23_1, arg127_1, arg228_1, arg177_1, arg24_1, arg128_1, arg229_1, arg178_1, arg25_1, arg129_1, arg230_1, arg179_1, arg26_1, arg130_1, arg231_1, arg180_1, arg27_1, arg131_1, arg232_1, arg181_1, arg28_1, arg132_1, arg233_1, arg182_1, arg29_1, arg133_1, arg234_1, arg183_1, arg30_1, arg134_1, arg235_1, arg184_1, arg31_1, arg135_1, arg236_1, arg185_1, arg32_1, arg136_1, arg237_1, arg186_1, arg33_1, arg137_1, arg238_1, arg187_1, arg34_1, arg138_1, arg239_1, arg188_1, arg35_1, arg139_1, arg240_1, arg189_1, arg36_1, arg140_1, arg241_1, arg190_1, arg37_1, arg141_1, arg242_1, arg191_1, arg38_1, arg142_1, arg243_1, arg192_1, arg39_1, arg143_1, arg244_1, arg193_1, arg40_1, arg144_1, arg245_1, arg194_1, arg41_1, arg145_1, arg246_1, arg195_1, arg42_1, arg146_1, arg247_1, arg196_1, arg43_1, arg147_1, arg248_1, arg197_1, arg44_1, arg148_1, arg249_1, arg198_1, arg45_1, arg149_1, arg250_1, arg199_1, arg46_1, arg150_1, arg251_1, arg200_1, arg47_1, arg151_1, arg252_1, arg201_1, arg48_1, arg152_1, arg253_1, arg202_1, arg49_1, arg153_1, arg254_1, arg203_1, arg50_1
        () = self.partitions[0](partition0_args)
        del partition0_args
        return ()

runner = Runner(partitions=[partition_0,])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((2048, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((2048, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg18_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg19_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.float32)
    arg20_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg21_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg22_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg23_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg24_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg25_1 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg26_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg27_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg28_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg29_1 = rand_strided((2048, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg30_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg31_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.float32)
    arg32_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg33_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg34_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg35_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg36_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg37_1 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg38_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg39_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg40_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg41_1 = rand_strided((2048, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg42_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg43_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.float32)
    arg44_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg45_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg46_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg47_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg48_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg49_1 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg50_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg51_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg52_1 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg53_1 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg54_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg55_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg56_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg57_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg58_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg59_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg60_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg61_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg62_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg63_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg64_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg65_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg66_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg67_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg68_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg69_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg70_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg71_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg72_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg73_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg74_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg75_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg76_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg77_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg78_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg79_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg80_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg81_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg82_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg83_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg84_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg85_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg86_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg87_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg88_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg89_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg90_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg91_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg92_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg93_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg94_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg95_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg96_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg97_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg98_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg99_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg100_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg101_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg102_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg103_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg104_1 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg105_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg106_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg107_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg108_1 = rand_strided((2048, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg109_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg110_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.float32)
    arg111_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg112_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg113_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg114_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg115_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg116_1 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg117_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg118_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg119_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg120_1 = rand_strided((2048, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg121_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg122_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.float32)
    arg123_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg124_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg125_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg126_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg127_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg128_1 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg129_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg130_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg131_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg132_1 = rand_strided((2048, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg133_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg134_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.float32)
    arg135_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg136_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg137_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg138_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg139_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg140_1 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg141_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg142_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg143_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg144_1 = rand_strided((2048, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg145_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg146_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.float32)
    arg147_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg148_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg149_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg150_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg151_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg152_1 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg153_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg154_1 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg155_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg156_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg157_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg158_1 = rand_strided((2048, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg159_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg160_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.float32)
    arg161_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg162_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg163_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg164_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg165_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg166_1 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg167_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg168_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg169_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg170_1 = rand_strided((2048, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg171_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg172_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.float32)
    arg173_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg174_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg175_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg176_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg177_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg178_1 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg179_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg180_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg181_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg182_1 = rand_strided((2048, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg183_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg184_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.float32)
    arg185_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg186_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg187_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg188_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg189_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg190_1 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg191_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg192_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg193_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg194_1 = rand_strided((2048, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg195_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg196_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.float32)
    arg197_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg198_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg199_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg200_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg201_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg202_1 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg203_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg204_1 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg205_1 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg206_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg207_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg208_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg209_1 = rand_strided((2048, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg210_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg211_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.float32)
    arg212_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg213_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg214_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg215_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg216_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg217_1 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg218_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg219_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg220_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg221_1 = rand_strided((2048, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg222_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg223_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.float32)
    arg224_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg225_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg226_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg227_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg228_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg229_1 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg230_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg231_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg232_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg233_1 = rand_strided((2048, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg234_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg235_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.float32)
    arg236_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg237_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg238_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg239_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg240_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg241_1 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg242_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg243_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg244_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg245_1 = rand_strided((2048, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg246_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg247_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.float32)
    arg248_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg249_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg250_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg251_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg252_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg253_1 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg254_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1, arg203_1, arg204_1, arg205_1, arg206_1, arg207_1, arg208_1, arg209_1, arg210_1, arg211_1, arg212_1, arg213_1, arg214_1, arg215_1, arg216_1, arg217_1, arg218_1, arg219_1, arg220_1, arg221_1, arg222_1, arg223_1, arg224_1, arg225_1, arg226_1, arg227_1, arg228_1, arg229_1, arg230_1, arg231_1, arg232_1, arg233_1, arg234_1, arg235_1, arg236_1, arg237_1, arg238_1, arg239_1, arg240_1, arg241_1, arg242_1, arg243_1, arg244_1, arg245_1, arg246_1, arg247_1, arg248_1, arg249_1, arg250_1, arg251_1, arg252_1, arg253_1, arg254_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
