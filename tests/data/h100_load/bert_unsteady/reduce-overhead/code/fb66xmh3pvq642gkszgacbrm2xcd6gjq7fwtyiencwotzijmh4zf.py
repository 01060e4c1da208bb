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
from torch._C import _cuda_getCurrentRawStream as get_raw_stream



# kernel path: /tmp/i37m/hog_bert/reduce-overhead/inductor_cache/7q/c7qj2l2scbj3vvnfj7ztplg2ur7zizoo6cfp3h5nks2ugsizjs4a.py
# Topologically Sorted Source Nodes: [inputs_embeds, buffered_token_type_ids, position_ids, buffered_token_type_ids_1, token_type_ids, token_type_embeddings, embeddings, position_embeddings, embeddings_1, embeddings_2], Original ATen: [aten.embedding, aten.expand, aten.slice, aten.gather, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   buffered_token_type_ids => expand
#   buffered_token_type_ids_1 => gather
#   embeddings => add
#   embeddings_1 => add_1
#   embeddings_2 => add_2, add_3, convert_element_type, convert_element_type_1, mul, mul_1, rsqrt, sub, var_mean
#   inputs_embeds => embedding
#   position_embeddings => embedding_2
#   position_ids => slice_1
#   token_type_embeddings => embedding_1
#   token_type_ids => expand_1
# Graph fragment:
#   %arg0_1 : Tensor "i64[16, 128][128, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg3_1 : Tensor "bf16[30522, 768][768, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %arg1_1 : Tensor "i64[1, 512][512, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %arg2_1 : Tensor "i64[1, 512][512, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %arg4_1 : Tensor "bf16[2, 768][768, 1]cuda:0" = PlaceHolder[target=arg4_1]
#   %arg5_1 : Tensor "bf16[512, 768][768, 1]cuda:0" = PlaceHolder[target=arg5_1]
#   %convert_element_type : Tensor "f32[16, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=convert_element_type]
#   %getitem_1 : Tensor "f32[16, 128, 1][128, 1, 2048]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf2 : Tensor "f32[16, 128, 1][128, 1, 2048]cuda:0" = PlaceHolder[target=buf2]
#   %arg6_1 : Tensor "bf16[768][1]cuda:0" = PlaceHolder[target=arg6_1]
#   %arg7_1 : Tensor "bf16[768][1]cuda:0" = PlaceHolder[target=arg7_1]
#   %embedding : Tensor "bf16[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg3_1, %arg0_1, 0), kwargs = {})
#   %expand : Tensor "i64[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%arg2_1, [1, -1]), kwargs = {})
#   %slice_1 : Tensor "i64[1, 128][512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%arg1_1, 1, 0, 128), kwargs = {})
#   %gather : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%expand, 1, %slice_1), kwargs = {})
#   %expand_1 : Tensor "i64[16, 128][0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%gather, [16, 128]), kwargs = {})
#   %embedding_1 : Tensor "bf16[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg4_1, %expand_1), kwargs = {})
#   %add : Tensor "bf16[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %embedding_2 : Tensor "bf16[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg5_1, %slice_1), kwargs = {})
#   %add_1 : Tensor "bf16[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add, %embedding_2), kwargs = {})
#   %convert_element_type : Tensor "f32[16, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_1, torch.float32), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub : Tensor "f32[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type, %getitem_1), kwargs = {})
#   %add_2 : Tensor "f32[16, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-12), kwargs = {})
#   %rsqrt : Tensor "f32[16, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_2,), kwargs = {})
#   %mul : Tensor "f32[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %arg6_1), kwargs = {})
#   %add_3 : Tensor "f32[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %arg7_1), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[16, 128, 768][98304, 768, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_3, torch.bfloat16), kwargs = {})
#   return %convert_element_type,%getitem_1,%buf2,%convert_element_type_1
triton_per_fused_add_embedding_expand_gather_native_layer_norm_slice_0 = async_compile.triton('triton_per_fused_add_embedding_expand_gather_native_layer_norm_slice_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 2048, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*bf16', 'in_ptr2': '*i64', 'in_ptr3': '*i64', 'in_ptr4': '*bf16', 'in_ptr5': '*bf16', 'in_ptr6': '*bf16', 'in_ptr7': '*bf16', 'out_ptr3': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_embedding_expand_gather_native_layer_norm_slice_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 17408, 'r0_': 6294528}}
)
@triton.jit
def triton_per_fused_add_embedding_expand_gather_native_layer_norm_slice_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 2048
    r0_numel = 768
    R0_BLOCK: tl.constexpr = 1024
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    x3 = xindex
    r0_2 = r0_index
    x0 = (xindex % 128)
    tmp0 = tl.load(in_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp47 = tl.load(in_ptr6 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp50 = tl.load(in_ptr7 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp1 = tl.full([1, 1], 30522, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 30522)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 30522")
    tmp6 = tl.load(in_ptr1 + (r0_2 + 768*tmp4), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp8 = tl.full([1, 1], 512, tl.int32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp7 < 0
    tmp11 = tl.where(tmp10, tmp9, tmp7)
    tl.device_assert(((0 <= tmp11) & (tmp11 < 512)) | ~(xmask), "index out of bounds: 0 <= tmp11 < 512")
    tmp13 = tl.load(in_ptr3 + (tmp11), xmask, eviction_policy='evict_last')
    tmp14 = tl.full([1, 1], 2, tl.int32)
    tmp15 = tmp13 + tmp14
    tmp16 = tmp13 < 0
    tmp17 = tl.where(tmp16, tmp15, tmp13)
    tl.device_assert(((0 <= tmp17) & (tmp17 < 2)) | ~(xmask), "index out of bounds: 0 <= tmp17 < 2")
    tmp19 = tl.load(in_ptr4 + (r0_2 + 768*tmp17), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp20 = tmp6 + tmp19
    tmp21 = tl.load(in_ptr5 + (r0_2 + 768*tmp11), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp22 = tmp20 + tmp21
    tmp23 = tmp22.to(tl.float32)
    tmp24 = tl.broadcast_to(tmp23, [XBLOCK, R0_BLOCK])
    tmp26 = tl.where(r0_mask & xmask, tmp24, 0)
    tmp27 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
    tmp29 = tl.where(r0_mask & xmask, tmp27, 0)
    tmp30 = tl.sum(tmp29, 1)[:, None].to(tl.float32)
    tmp31 = tl.full([1, 1], 768, tl.int32)
    tmp32 = tmp31.to(tl.float32)
    tmp33 = (tmp30 / tmp32)
    tmp34 = tmp24 - tmp33
    tmp35 = tmp34 * tmp34
    tmp36 = tl.broadcast_to(tmp35, [XBLOCK, R0_BLOCK])
    tmp38 = tl.where(r0_mask & xmask, tmp36, 0)
    tmp39 = tl.sum(tmp38, 1)[:, None].to(tl.float32)
    tmp40 = tmp23 - tmp33
    tmp41 = tl.full([1, 1], 768.0, tl.float32)
    tmp42 = (tmp39 / tmp41)
    tmp43 = tl.full([1, 1], 1e-12, tl.float32)
    tmp44 = tmp42 + tmp43
    tmp45 = libdevice.rsqrt(tmp44)
    tmp46 = tmp40 * tmp45
    tmp48 = tmp47.to(tl.float32)
    tmp49 = tmp46 * tmp48
    tmp51 = tmp50.to(tl.float32)
    tmp52 = tmp49 + tmp51
    tmp53 = tmp52.to(tl.float32)
    tl.store(out_ptr3 + (r0_2 + 768*x3), tmp53, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/i37m/hog_bert/reduce-overhead/inductor_cache/p7/cp7xm4t5caq2t25cavp4eujejry3c5z6nzpdjmgf74vzm7mxlw4b.py
# Topologically Sorted Source Nodes: [linear, view, query_layer, linear_1, view_1, key_layer, linear_2, view_2, value_layer, result, arange_2, q_arange, q_indices, ge, result_1, attention_mask, batch_arange, batch_indices, arange_3, kv_arange, kv_indices, getitem_5, result_2, attention_mask_1, attn_output, linear_6, view_3, query_layer_1, linear_7, view_4, key_layer_1, linear_8, view_5, value_layer_1, attn_output_3, linear_12, view_6, query_layer_2, linear_13, view_7, key_layer_2, linear_14, view_8, value_layer_2, attn_output_6, linear_18, view_9, query_layer_3, linear_19, view_10, key_layer_3, linear_20, view_11, value_layer_3, attn_output_9, linear_24, view_12, query_layer_4, linear_25, view_13, key_layer_4, linear_26, view_14, value_layer_4, attn_output_12], Original ATen: [aten.view, aten.transpose, aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.bitwise_and, aten._to_copy, aten.index, aten.expand, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
# Source node to ATen node mapping:
#   arange_2 => iota_2
#   arange_3 => iota_3
#   attention_mask => convert_element_type_2
#   attention_mask_1 => expand_2
#   attn_output => _scaled_dot_product_cudnn_attention, full_default_1, full_default_2, where
#   attn_output_12 => _scaled_dot_product_cudnn_attention_4, full_default_10, full_default_9, where_4
#   attn_output_3 => _scaled_dot_product_cudnn_attention_1, full_default_3, full_default_4, where_1
#   attn_output_6 => _scaled_dot_product_cudnn_attention_2, full_default_5, full_default_6, where_2
#   attn_output_9 => _scaled_dot_product_cudnn_attention_3, full_default_7, full_default_8, where_3
#   batch_arange => iota
#   batch_indices => unsqueeze, unsqueeze_1, unsqueeze_2
#   ge => ge
#   getitem_5 => index
#   key_layer => permute_3
#   key_layer_1 => permute_13
#   key_layer_2 => permute_23
#   key_layer_3 => permute_33
#   key_layer_4 => permute_43
#   kv_arange => add_5
#   kv_indices => unsqueeze_6, unsqueeze_7, unsqueeze_8
#   linear => view_1
#   linear_1 => view_4
#   linear_12 => view_33
#   linear_13 => view_36
#   linear_14 => view_39
#   linear_18 => view_49
#   linear_19 => view_52
#   linear_2 => view_7
#   linear_20 => view_55
#   linear_24 => view_65
#   linear_25 => view_68
#   linear_26 => view_71
#   linear_6 => view_17
#   linear_7 => view_20
#   linear_8 => view_23
#   q_arange => add_4
#   q_indices => unsqueeze_3, unsqueeze_4, unsqueeze_5
#   query_layer => permute_1
#   query_layer_1 => permute_11
#   query_layer_2 => permute_21
#   query_layer_3 => permute_31
#   query_layer_4 => permute_41
#   result => full_default
#   result_1 => bitwise_and
#   result_2 => bitwise_and_1
#   value_layer => permute_5
#   value_layer_1 => permute_15
#   value_layer_2 => permute_25
#   value_layer_3 => permute_35
#   value_layer_4 => permute_45
#   view => view_2
#   view_1 => view_5
#   view_10 => view_53
#   view_11 => view_56
#   view_12 => view_66
#   view_13 => view_69
#   view_14 => view_72
#   view_2 => view_8
#   view_3 => view_18
#   view_4 => view_21
#   view_5 => view_24
#   view_6 => view_34
#   view_7 => view_37
#   view_8 => view_40
#   view_9 => view_50
# Graph fragment:
#   %arg8_1 : Tensor "i64[16, 128][128, 1]cuda:0" = PlaceHolder[target=arg8_1]
#   %view_1 : Tensor "bf16[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [16, 128, 768]), kwargs = {})
#   %view_2 : Tensor "bf16[16, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_1, [16, 128, -1, 64]), kwargs = {})
#   %permute_1 : Tensor "bf16[16, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_2, [0, 2, 1, 3]), kwargs = {})
#   %view_4 : Tensor "bf16[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [16, 128, 768]), kwargs = {})
#   %view_5 : Tensor "bf16[16, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_4, [16, 128, -1, 64]), kwargs = {})
#   %permute_3 : Tensor "bf16[16, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_5, [0, 2, 1, 3]), kwargs = {})
#   %view_7 : Tensor "bf16[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [16, 128, 768]), kwargs = {})
#   %view_8 : Tensor "bf16[16, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_7, [16, 128, -1, 64]), kwargs = {})
#   %permute_5 : Tensor "bf16[16, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_8, [0, 2, 1, 3]), kwargs = {})
#   %full_default : Tensor "b8[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], True), kwargs = {dtype: torch.bool, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %iota_2 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_4 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_2, 0), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_4, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_3, 1), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 3), kwargs = {})
#   %ge : Tensor "b8[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%unsqueeze_5, 0), kwargs = {})
#   %bitwise_and : Tensor "b8[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%full_default, %ge), kwargs = {})
#   %convert_element_type_2 : Tensor "b8[16, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg8_1, torch.bool), kwargs = {})
#   %iota : Tensor "i64[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (16,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze : Tensor "i64[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota, 1), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 2), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[16, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 3), kwargs = {})
#   %iota_3 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_5 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_3, 0), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_5, 0), kwargs = {})
#   %unsqueeze_7 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_6, 1), kwargs = {})
#   %unsqueeze_8 : Tensor "i64[1, 1, 1, 128][128, 128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_7, 2), kwargs = {})
#   %index : Tensor "b8[16, 1, 1, 128][128, 128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%convert_element_type_2, [%unsqueeze_2, %unsqueeze_8]), kwargs = {})
#   %bitwise_and_1 : Tensor "b8[16, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%bitwise_and, %index), kwargs = {})
#   %expand_2 : Tensor "b8[16, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=12] = call_function[target=torch.ops.aten.expand.default](args = (%bitwise_and_1, [16, -1, 128, 128]), kwargs = {})
#   %full_default_2 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -65536.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "bf16[16, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand_2, %full_default_2, %full_default_1), kwargs = {})
#   %_scaled_dot_product_cudnn_attention : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_cudnn_attention.default](args = (%permute_1, %permute_3, %permute_5, %where, False), kwargs = {scale: 0.125})
#   %view_17 : Tensor "bf16[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_6, [16, 128, 768]), kwargs = {})
#   %view_18 : Tensor "bf16[16, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_17, [16, 128, -1, 64]), kwargs = {})
#   %permute_11 : Tensor "bf16[16, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_18, [0, 2, 1, 3]), kwargs = {})
#   %view_20 : Tensor "bf16[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_7, [16, 128, 768]), kwargs = {})
#   %view_21 : Tensor "bf16[16, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_20, [16, 128, -1, 64]), kwargs = {})
#   %permute_13 : Tensor "bf16[16, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_21, [0, 2, 1, 3]), kwargs = {})
#   %view_23 : Tensor "bf16[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_8, [16, 128, 768]), kwargs = {})
#   %view_24 : Tensor "bf16[16, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_23, [16, 128, -1, 64]), kwargs = {})
#   %permute_15 : Tensor "bf16[16, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_24, [0, 2, 1, 3]), kwargs = {})
#   %full_default_4 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_3 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -65536.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "bf16[16, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand_2, %full_default_4, %full_default_3), kwargs = {})
#   %_scaled_dot_product_cudnn_attention_1 : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_cudnn_attention.default](args = (%permute_11, %permute_13, %permute_15, %where_1, False), kwargs = {scale: 0.125})
#   %view_33 : Tensor "bf16[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_12, [16, 128, 768]), kwargs = {})
#   %view_34 : Tensor "bf16[16, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_33, [16, 128, -1, 64]), kwargs = {})
#   %permute_21 : Tensor "bf16[16, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_34, [0, 2, 1, 3]), kwargs = {})
#   %view_36 : Tensor "bf16[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_13, [16, 128, 768]), kwargs = {})
#   %view_37 : Tensor "bf16[16, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_36, [16, 128, -1, 64]), kwargs = {})
#   %permute_23 : Tensor "bf16[16, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_37, [0, 2, 1, 3]), kwargs = {})
#   %view_39 : Tensor "bf16[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_14, [16, 128, 768]), kwargs = {})
#   %view_40 : Tensor "bf16[16, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_39, [16, 128, -1, 64]), kwargs = {})
#   %permute_25 : Tensor "bf16[16, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_40, [0, 2, 1, 3]), kwargs = {})
#   %full_default_6 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_5 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -65536.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_2 : Tensor "bf16[16, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand_2, %full_default_6, %full_default_5), kwargs = {})
#   %_scaled_dot_product_cudnn_attention_2 : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_cudnn_attention.default](args = (%permute_21, %permute_23, %permute_25, %where_2, False), kwargs = {scale: 0.125})
#   %view_49 : Tensor "bf16[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_18, [16, 128, 768]), kwargs = {})
#   %view_50 : Tensor "bf16[16, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_49, [16, 128, -1, 64]), kwargs = {})
#   %permute_31 : Tensor "bf16[16, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_50, [0, 2, 1, 3]), kwargs = {})
#   %view_52 : Tensor "bf16[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_19, [16, 128, 768]), kwargs = {})
#   %view_53 : Tensor "bf16[16, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_52, [16, 128, -1, 64]), kwargs = {})
#   %permute_33 : Tensor "bf16[16, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_53, [0, 2, 1, 3]), kwargs = {})
#   %view_55 : Tensor "bf16[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_20, [16, 128, 768]), kwargs = {})
#   %view_56 : Tensor "bf16[16, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_55, [16, 128, -1, 64]), kwargs = {})
#   %permute_35 : Tensor "bf16[16, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_56, [0, 2, 1, 3]), kwargs = {})
#   %full_default_8 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_7 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -65536.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_3 : Tensor "bf16[16, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand_2, %full_default_8, %full_default_7), kwargs = {})
#   %_scaled_dot_product_cudnn_attention_3 : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_cudnn_attention.default](args = (%permute_31, %permute_33, %permute_35, %where_3, False), kwargs = {scale: 0.125})
#   %view_65 : Tensor "bf16[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_24, [16, 128, 768]), kwargs = {})
#   %view_66 : Tensor "bf16[16, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_65, [16, 128, -1, 64]), kwargs = {})
#   %permute_41 : Tensor "bf16[16, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_66, [0, 2, 1, 3]), kwargs = {})
#   %view_68 : Tensor "bf16[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_25, [16, 128, 768]), kwargs = {})
#   %view_69 : Tensor "bf16[16, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_68, [16, 128, -1, 64]), kwargs = {})
#   %permute_43 : Tensor "bf16[16, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_69, [0, 2, 1, 3]), kwargs = {})
#   %view_71 : Tensor "bf16[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_26, [16, 128, 768]), kwargs = {})
#   %view_72 : Tensor "bf16[16, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_71, [16, 128, -1, 64]), kwargs = {})
#   %permute_45 : Tensor "bf16[16, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_72, [0, 2, 1, 3]), kwargs = {})
#   %full_default_10 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_9 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -65536.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_4 : Tensor "bf16[16, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand_2, %full_default_10, %full_default_9), kwargs = {})
#   %_scaled_dot_product_cudnn_attention_4 : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_cudnn_attention.default](args = (%permute_41, %permute_43, %permute_45, %where_4, False), kwargs = {scale: 0.125})
#   return %buf8,%buf29,%buf50,%buf71,%buf92
triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy_add_arange_bitwise_and_expand_ge_index_new_ones_scalar_tensor_transpose_unsqueeze_view_where_1 = async_compile.triton('triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy_add_arange_bitwise_and_expand_ge_index_new_ones_scalar_tensor_transpose_unsqueeze_view_where_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*bf16', 'out_ptr1': '*bf16', 'out_ptr2': '*bf16', 'out_ptr3': '*bf16', 'out_ptr4': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy_add_arange_bitwise_and_expand_ge_index_new_ones_scalar_tensor_transpose_unsqueeze_view_where_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 5, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5259264}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy_add_arange_bitwise_and_expand_ge_index_new_ones_scalar_tensor_transpose_unsqueeze_view_where_1(in_ptr0, out_ptr0, out_ptr1, out_ptr2, out_ptr3, out_ptr4, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x1 = ((xindex // 128) % 128)
    x0 = (xindex % 128)
    x2 = xindex // 16384
    x3 = xindex
    tmp5 = tl.load(in_ptr0 + (x0 + 128*x2), None, eviction_policy='evict_last')
    tmp0 = x1
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], True, tl.int1)
    tmp4 = tmp3 & tmp2
    tmp6 = (tmp5 != 0)
    tmp7 = tmp4 & tmp6
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = tl.full([1], -65536.0, tl.float32)
    tmp10 = tl.where(tmp7, tmp8, tmp9)
    tl.store(out_ptr0 + (x3), tmp10, None)
    tl.store(out_ptr1 + (x3), tmp10, None)
    tl.store(out_ptr2 + (x3), tmp10, None)
    tl.store(out_ptr3 + (x3), tmp10, None)
    tl.store(out_ptr4 + (x3), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/i37m/hog_bert/reduce-overhead/inductor_cache/5g/c5gykmthie2intosmqsicspg7ru6wqpucomkw4kozszmiqfxouge.py
# Topologically Sorted Source Nodes: [hidden_states, add_4, hidden_states_2], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   add_4 => add_6
#   hidden_states => view_11
#   hidden_states_2 => add_7, add_8, convert_element_type_15, convert_element_type_16, mul_2, mul_3, rsqrt_1, sub_1, var_mean_1
# Graph fragment:
#   %addmm_3 : Tensor "bf16[2048, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %convert_element_type_1 : Tensor "bf16[16, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=convert_element_type_1]
#   %getitem_12 : Tensor "f32[16, 128, 1][128, 1, 2048]cuda:0" = PlaceHolder[target=getitem_12]
#   %buf16 : Tensor "f32[16, 128, 1][128, 1, 2048]cuda:0" = PlaceHolder[target=buf16]
#   %arg17_1 : Tensor "bf16[768][1]cuda:0" = PlaceHolder[target=arg17_1]
#   %arg18_1 : Tensor "bf16[768][1]cuda:0" = PlaceHolder[target=arg18_1]
#   %view_11 : Tensor "bf16[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_3, [16, 128, 768]), kwargs = {})
#   %add_6 : Tensor "bf16[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_11, %convert_element_type_1), kwargs = {})
#   %convert_element_type_15 : Tensor "f32[16, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_6, torch.float32), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_15, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_1 : Tensor "f32[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_15, %getitem_12), kwargs = {})
#   %add_7 : Tensor "f32[16, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_11, 1e-12), kwargs = {})
#   %rsqrt_1 : Tensor "f32[16, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_7,), kwargs = {})
#   %mul_2 : Tensor "f32[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_3 : Tensor "f32[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %arg17_1), kwargs = {})
#   %add_8 : Tensor "f32[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_3, %arg18_1), kwargs = {})
#   %convert_element_type_16 : Tensor "bf16[16, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_8, torch.bfloat16), kwargs = {})
#   return %getitem_12,%buf16,%convert_element_type_16
triton_per_fused_add_native_layer_norm_view_2 = async_compile.triton('triton_per_fused_add_native_layer_norm_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 2048, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_view_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 12585984}}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_view_2(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 2048
    r0_numel = 768
    R0_BLOCK: tl.constexpr = 1024
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp1 = tl.load(in_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp27 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp30 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(r0_mask & xmask, tmp4, 0)
    tmp7 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(r0_mask & xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tmp11 = tl.full([1, 1], 768, tl.int32)
    tmp12 = tmp11.to(tl.float32)
    tmp13 = (tmp10 / tmp12)
    tmp14 = tmp4 - tmp13
    tmp15 = tmp14 * tmp14
    tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(r0_mask & xmask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tmp20 = tmp3 - tmp13
    tmp21 = tl.full([1, 1], 768.0, tl.float32)
    tmp22 = (tmp19 / tmp21)
    tmp23 = tl.full([1, 1], 1e-12, tl.float32)
    tmp24 = tmp22 + tmp23
    tmp25 = libdevice.rsqrt(tmp24)
    tmp26 = tmp20 * tmp25
    tmp28 = tmp27.to(tl.float32)
    tmp29 = tmp26 * tmp28
    tmp31 = tmp30.to(tl.float32)
    tmp32 = tmp29 + tmp31
    tmp33 = tmp32.to(tl.float32)
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp33, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/i37m/hog_bert/reduce-overhead/inductor_cache/yw/cywf5y2aoqabpzixmczkdoxe3g47uuueatjvxitpnzxal2bkdmcf.py
# Topologically Sorted Source Nodes: [hidden_states_3, hidden_states_4], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   hidden_states_3 => view_13
#   hidden_states_4 => add_9, convert_element_type_20, convert_element_type_21, erf, mul_4, mul_5, mul_6
# Graph fragment:
#   %addmm_4 : Tensor "bf16[2048, 3072][3072, 1]cuda:0" = PlaceHolder[target=addmm_4]
#   %view_13 : Tensor "bf16[16, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_4, [16, 128, 3072]), kwargs = {})
#   %convert_element_type_20 : Tensor "f32[16, 128, 3072][393216, 3072, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_13, torch.float32), kwargs = {})
#   %mul_4 : Tensor "f32[16, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_20, 0.5), kwargs = {})
#   %mul_5 : Tensor "f32[16, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_20, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[16, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_5,), kwargs = {})
#   %add_9 : Tensor "f32[16, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_6 : Tensor "f32[16, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, %add_9), kwargs = {})
#   %convert_element_type_21 : Tensor "bf16[16, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_6, torch.bfloat16), kwargs = {})
#   return %convert_element_type_21
triton_poi_fused_gelu_view_3 = async_compile.triton('triton_poi_fused_gelu_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8388608}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 37748736}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_3(in_out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 6291456
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(in_out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/i37m/hog_bert/reduce-overhead/inductor_cache/wu/cwurap5q5lqtscecawakpw5piy3qcbd4ir6avshue3fv3os6q65x.py
# Topologically Sorted Source Nodes: [result, arange_2, q_arange, q_indices, ge, result_1, attention_mask, batch_arange, batch_indices, arange_3, kv_arange, kv_indices, getitem_5, result_2, attention_mask_1, linear_60, view_30, query_layer_10, linear_61, view_31, key_layer_10, linear_62, view_32, value_layer_10, attn_output_30, linear_66, view_33, query_layer_11, linear_67, view_34, key_layer_11, linear_68, view_35, value_layer_11, attn_output_33], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.bitwise_and, aten._to_copy, aten.index, aten.expand, aten.view, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
# Source node to ATen node mapping:
#   arange_2 => iota_2
#   arange_3 => iota_3
#   attention_mask => convert_element_type_2
#   attention_mask_1 => expand_2
#   attn_output_30 => _scaled_dot_product_cudnn_attention_10, full_default_21, full_default_22, where_10
#   attn_output_33 => _scaled_dot_product_cudnn_attention_11, full_default_23, full_default_24, where_11
#   batch_arange => iota
#   batch_indices => unsqueeze, unsqueeze_1, unsqueeze_2
#   ge => ge
#   getitem_5 => index
#   key_layer_10 => permute_103
#   key_layer_11 => permute_113
#   kv_arange => add_5
#   kv_indices => unsqueeze_6, unsqueeze_7, unsqueeze_8
#   linear_60 => view_161
#   linear_61 => view_164
#   linear_62 => view_167
#   linear_66 => view_177
#   linear_67 => view_180
#   linear_68 => view_183
#   q_arange => add_4
#   q_indices => unsqueeze_3, unsqueeze_4, unsqueeze_5
#   query_layer_10 => permute_101
#   query_layer_11 => permute_111
#   result => full_default
#   result_1 => bitwise_and
#   result_2 => bitwise_and_1
#   value_layer_10 => permute_105
#   value_layer_11 => permute_115
#   view_30 => view_162
#   view_31 => view_165
#   view_32 => view_168
#   view_33 => view_178
#   view_34 => view_181
#   view_35 => view_184
# Graph fragment:
#   %arg8_1 : Tensor "i64[16, 128][128, 1]cuda:0" = PlaceHolder[target=arg8_1]
#   %full_default : Tensor "b8[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], True), kwargs = {dtype: torch.bool, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %iota_2 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_4 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_2, 0), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_4, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_3, 1), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 3), kwargs = {})
#   %ge : Tensor "b8[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%unsqueeze_5, 0), kwargs = {})
#   %bitwise_and : Tensor "b8[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%full_default, %ge), kwargs = {})
#   %convert_element_type_2 : Tensor "b8[16, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg8_1, torch.bool), kwargs = {})
#   %iota : Tensor "i64[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (16,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze : Tensor "i64[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota, 1), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 2), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[16, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 3), kwargs = {})
#   %iota_3 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_5 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_3, 0), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_5, 0), kwargs = {})
#   %unsqueeze_7 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_6, 1), kwargs = {})
#   %unsqueeze_8 : Tensor "i64[1, 1, 1, 128][128, 128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_7, 2), kwargs = {})
#   %index : Tensor "b8[16, 1, 1, 128][128, 128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%convert_element_type_2, [%unsqueeze_2, %unsqueeze_8]), kwargs = {})
#   %bitwise_and_1 : Tensor "b8[16, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%bitwise_and, %index), kwargs = {})
#   %expand_2 : Tensor "b8[16, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=12] = call_function[target=torch.ops.aten.expand.default](args = (%bitwise_and_1, [16, -1, 128, 128]), kwargs = {})
#   %view_161 : Tensor "bf16[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_60, [16, 128, 768]), kwargs = {})
#   %view_162 : Tensor "bf16[16, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_161, [16, 128, -1, 64]), kwargs = {})
#   %permute_101 : Tensor "bf16[16, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_162, [0, 2, 1, 3]), kwargs = {})
#   %view_164 : Tensor "bf16[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_61, [16, 128, 768]), kwargs = {})
#   %view_165 : Tensor "bf16[16, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_164, [16, 128, -1, 64]), kwargs = {})
#   %permute_103 : Tensor "bf16[16, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_165, [0, 2, 1, 3]), kwargs = {})
#   %view_167 : Tensor "bf16[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_62, [16, 128, 768]), kwargs = {})
#   %view_168 : Tensor "bf16[16, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_167, [16, 128, -1, 64]), kwargs = {})
#   %permute_105 : Tensor "bf16[16, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_168, [0, 2, 1, 3]), kwargs = {})
#   %full_default_22 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_21 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -65536.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_10 : Tensor "bf16[16, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand_2, %full_default_22, %full_default_21), kwargs = {})
#   %_scaled_dot_product_cudnn_attention_10 : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_cudnn_attention.default](args = (%permute_101, %permute_103, %permute_105, %where_10, False), kwargs = {scale: 0.125})
#   %view_177 : Tensor "bf16[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_66, [16, 128, 768]), kwargs = {})
#   %view_178 : Tensor "bf16[16, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_177, [16, 128, -1, 64]), kwargs = {})
#   %permute_111 : Tensor "bf16[16, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_178, [0, 2, 1, 3]), kwargs = {})
#   %view_180 : Tensor "bf16[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_67, [16, 128, 768]), kwargs = {})
#   %view_181 : Tensor "bf16[16, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_180, [16, 128, -1, 64]), kwargs = {})
#   %permute_113 : Tensor "bf16[16, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_181, [0, 2, 1, 3]), kwargs = {})
#   %view_183 : Tensor "bf16[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_68, [16, 128, 768]), kwargs = {})
#   %view_184 : Tensor "bf16[16, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_183, [16, 128, -1, 64]), kwargs = {})
#   %permute_115 : Tensor "bf16[16, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_184, [0, 2, 1, 3]), kwargs = {})
#   %full_default_24 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_23 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -65536.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_11 : Tensor "bf16[16, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand_2, %full_default_24, %full_default_23), kwargs = {})
#   %_scaled_dot_product_cudnn_attention_11 : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_cudnn_attention.default](args = (%permute_111, %permute_113, %permute_115, %where_11, False), kwargs = {scale: 0.125})
#   return %buf218,%buf239
triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy_add_arange_bitwise_and_expand_ge_index_new_ones_scalar_tensor_transpose_unsqueeze_view_where_4 = async_compile.triton('triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy_add_arange_bitwise_and_expand_ge_index_new_ones_scalar_tensor_transpose_unsqueeze_view_where_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*bf16', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy_add_arange_bitwise_and_expand_ge_index_new_ones_scalar_tensor_transpose_unsqueeze_view_where_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2113536}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy_add_arange_bitwise_and_expand_ge_index_new_ones_scalar_tensor_transpose_unsqueeze_view_where_4(in_ptr0, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x1 = ((xindex // 128) % 128)
    x0 = (xindex % 128)
    x2 = xindex // 16384
    x3 = xindex
    tmp5 = tl.load(in_ptr0 + (x0 + 128*x2), None, eviction_policy='evict_last')
    tmp0 = x1
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], True, tl.int1)
    tmp4 = tmp3 & tmp2
    tmp6 = (tmp5 != 0)
    tmp7 = tmp4 & tmp6
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = tl.full([1], -65536.0, tl.float32)
    tmp10 = tl.where(tmp7, tmp8, tmp9)
    tl.store(out_ptr0 + (x3), tmp10, None)
    tl.store(out_ptr1 + (x3), tmp10, None)
''', device_str='cuda')

def partition_0(args):
    arg0_1, arg3_1, arg1_1, arg2_1, arg4_1, arg5_1, arg6_1, arg7_1, arg10_1, arg9_1, arg12_1, arg11_1, arg14_1, arg13_1, arg8_1, arg16_1, arg15_1, arg17_1, arg18_1, arg20_1, arg19_1, arg22_1, arg21_1, arg23_1, arg24_1, arg26_1, arg25_1, arg28_1, arg27_1, arg30_1, arg29_1, arg32_1, arg31_1, arg33_1, arg34_1, arg36_1, arg35_1, arg38_1, arg37_1, arg39_1, arg40_1, arg42_1, arg41_1, arg44_1, arg43_1, arg46_1, arg45_1, arg48_1, arg47_1, arg49_1, arg50_1, arg52_1, arg51_1, arg54_1, arg53_1, arg55_1, arg56_1, arg58_1, arg57_1, arg60_1, arg59_1, arg62_1, arg61_1, arg64_1, arg63_1, arg65_1, arg66_1, arg68_1, arg67_1, arg70_1, arg69_1, arg71_1, arg72_1, arg74_1, arg73_1, arg76_1, arg75_1, arg78_1, arg77_1, arg80_1, arg79_1, arg81_1, arg82_1, arg84_1, arg83_1, arg86_1, arg85_1, arg87_1, arg88_1, arg90_1, arg89_1, arg92_1, arg91_1, arg94_1, arg93_1, arg96_1, arg95_1, arg97_1, arg98_1, arg100_1, arg99_1, arg102_1, arg101_1, arg103_1, arg104_1, arg106_1, arg105_1, arg108_1, arg107_1, arg110_1, arg109_1, arg112_1, arg111_1, arg113_1, arg114_1, arg116_1, arg115_1, arg118_1, arg117_1, arg119_1, arg120_1, arg122_1, arg121_1, arg124_1, arg123_1, arg126_1, arg125_1, arg128_1, arg127_1, arg129_1, arg130_1, arg132_1, arg131_1, arg134_1, arg133_1, arg135_1, arg136_1, arg138_1, arg137_1, arg140_1, arg139_1, arg142_1, arg141_1, arg144_1, arg143_1, arg145_1, arg146_1, arg148_1, arg147_1, arg150_1, arg149_1, arg151_1, arg152_1, arg154_1, arg153_1, arg156_1, arg155_1, arg158_1, arg157_1, arg160_1, arg159_1, arg161_1, arg162_1, arg164_1, arg163_1, arg166_1, arg165_1, arg167_1, arg168_1, arg170_1, arg169_1, arg172_1, arg171_1, arg174_1, arg173_1, arg176_1, arg175_1, arg177_1, arg178_1, arg180_1, arg179_1, arg182_1, arg181_1, arg183_1, arg184_1, arg186_1, arg185_1, arg188_1, arg187_1, arg190_1, arg189_1, arg192_1, arg191_1, arg193_1, arg194_1, arg196_1, arg195_1, arg198_1, arg197_1, arg199_1, arg200_1 = args
    args.clear()
    assert_size_stride(arg0_1, (16, 128), (128, 1))
    assert_size_stride(arg3_1, (30522, 768), (768, 1))
    assert_size_stride(arg1_1, (1, 512), (512, 1))
    assert_size_stride(arg2_1, (1, 512), (512, 1))
    assert_size_stride(arg4_1, (2, 768), (768, 1))
    assert_size_stride(arg5_1, (512, 768), (768, 1))
    assert_size_stride(arg6_1, (768, ), (1, ))
    assert_size_stride(arg7_1, (768, ), (1, ))
    assert_size_stride(arg10_1, (768, ), (1, ))
    assert_size_stride(arg9_1, (768, 768), (768, 1))
    assert_size_stride(arg12_1, (768, ), (1, ))
    assert_size_stride(arg11_1, (768, 768), (768, 1))
    assert_size_stride(arg14_1, (768, ), (1, ))
    assert_size_stride(arg13_1, (768, 768), (768, 1))
    assert_size_stride(arg8_1, (16, 128), (128, 1))
    assert_size_stride(arg16_1, (768, ), (1, ))
    assert_size_stride(arg15_1, (768, 768), (768, 1))
    assert_size_stride(arg17_1, (768, ), (1, ))
    assert_size_stride(arg18_1, (768, ), (1, ))
    assert_size_stride(arg20_1, (3072, ), (1, ))
    assert_size_stride(arg19_1, (3072, 768), (768, 1))
    assert_size_stride(arg22_1, (768, ), (1, ))
    assert_size_stride(arg21_1, (768, 3072), (3072, 1))
    assert_size_stride(arg23_1, (768, ), (1, ))
    assert_size_stride(arg24_1, (768, ), (1, ))
    assert_size_stride(arg26_1, (768, ), (1, ))
    assert_size_stride(arg25_1, (768, 768), (768, 1))
    assert_size_stride(arg28_1, (768, ), (1, ))
    assert_size_stride(arg27_1, (768, 768), (768, 1))
    assert_size_stride(arg30_1, (768, ), (1, ))
    assert_size_stride(arg29_1, (768, 768), (768, 1))
    assert_size_stride(arg32_1, (768, ), (1, ))
    assert_size_stride(arg31_1, (768, 768), (768, 1))
    assert_size_stride(arg33_1, (768, ), (1, ))
    assert_size_stride(arg34_1, (768, ), (1, ))
    assert_size_stride(arg36_1, (3072, ), (1, ))
    assert_size_stride(arg35_1, (3072, 768), (768, 1))
    assert_size_stride(arg38_1, (768, ), (1, ))
    assert_size_stride(arg37_1, (768, 3072), (3072, 1))
    assert_size_stride(arg39_1, (768, ), (1, ))
    assert_size_stride(arg40_1, (768, ), (1, ))
    assert_size_stride(arg42_1, (768, ), (1, ))
    assert_size_stride(arg41_1, (768, 768), (768, 1))
    assert_size_stride(arg44_1, (768, ), (1, ))
    assert_size_stride(arg43_1, (768, 768), (768, 1))
    assert_size_stride(arg46_1, (768, ), (1, ))
    assert_size_stride(arg45_1, (768, 768), (768, 1))
    assert_size_stride(arg48_1, (768, ), (1, ))
    assert_size_stride(arg47_1, (768, 768), (768, 1))
    assert_size_stride(arg49_1, (768, ), (1, ))
    assert_size_stride(arg50_1, (768, ), (1, ))
    assert_size_stride(arg52_1, (3072, ), (1, ))
    assert_size_stride(arg51_1, (3072, 768), (768, 1))
    assert_size_stride(arg54_1, (768, ), (1, ))
    assert_size_stride(arg53_1, (768, 3072), (3072, 1))
    assert_size_stride(arg55_1, (768, ), (1, ))
    assert_size_stride(arg56_1, (768, ), (1, ))
    assert_size_stride(arg58_1, (768, ), (1, ))
    assert_size_stride(arg57_1, (768, 768), (768, 1))
    assert_size_stride(arg60_1, (768, ), (1, ))
    assert_size_stride(arg59_1, (768, 768), (768, 1))
    assert_size_stride(arg62_1, (768, ), (1, ))
    assert_size_stride(arg61_1, (768, 768), (768, 1))
    assert_size_stride(arg64_1, (768, ), (1, ))
    assert_size_stride(arg63_1, (768, 768), (768, 1))
    assert_size_stride(arg65_1, (768, ), (1, ))
    assert_size_stride(arg66_1, (768, ), (1, ))
    assert_size_stride(arg68_1, (3072, ), (1, ))
    assert_size_stride(arg67_1, (3072, 768), (768, 1))
    assert_size_stride(arg70_1, (768, ), (1, ))
    assert_size_stride(arg69_1, (768, 3072), (3072, 1))
    assert_size_stride(arg71_1, (768, ), (1, ))
    assert_size_stride(arg72_1, (768, ), (1, ))
    assert_size_stride(arg74_1, (768, ), (1, ))
    assert_size_stride(arg73_1, (768, 768), (768, 1))
    assert_size_stride(arg76_1, (768, ), (1, ))
    assert_size_stride(arg75_1, (768, 768), (768, 1))
    assert_size_stride(arg78_1, (768, ), (1, ))
    assert_size_stride(arg77_1, (768, 768), (768, 1))
    assert_size_stride(arg80_1, (768, ), (1, ))
    assert_size_stride(arg79_1, (768, 768), (768, 1))
    assert_size_stride(arg81_1, (768, ), (1, ))
    assert_size_stride(arg82_1, (768, ), (1, ))
    assert_size_stride(arg84_1, (3072, ), (1, ))
    assert_size_stride(arg83_1, (3072, 768), (768, 1))
    assert_size_stride(arg86_1, (768, ), (1, ))
    assert_size_stride(arg85_1, (768, 3072), (3072, 1))
    assert_size_stride(arg87_1, (768, ), (1, ))
    assert_size_stride(arg88_1, (768, ), (1, ))
    assert_size_stride(arg90_1, (768, ), (1, ))
    assert_size_stride(arg89_1, (768, 768), (768, 1))
    assert_size_stride(arg92_1, (768, ), (1, ))
    assert_size_stride(arg91_1, (768, 768), (768, 1))
    assert_size_stride(arg94_1, (768, ), (1, ))
    assert_size_stride(arg93_1, (768, 768), (768, 1))
    assert_size_stride(arg96_1, (768, ), (1, ))
    assert_size_stride(arg95_1, (768, 768), (768, 1))
    assert_size_stride(arg97_1, (768, ), (1, ))
    assert_size_stride(arg98_1, (768, ), (1, ))
    assert_size_stride(arg100_1, (3072, ), (1, ))
    assert_size_stride(arg99_1, (3072, 768), (768, 1))
    assert_size_stride(arg102_1, (768, ), (1, ))
    assert_size_stride(arg101_1, (768, 3072), (3072, 1))
    assert_size_stride(arg103_1, (768, ), (1, ))
    assert_size_stride(arg104_1, (768, ), (1, ))
    assert_size_stride(arg106_1, (768, ), (1, ))
    assert_size_stride(arg105_1, (768, 768), (768, 1))
    assert_size_stride(arg108_1, (768, ), (1, ))
    assert_size_stride(arg107_1, (768, 768), (768, 1))
    assert_size_stride(arg110_1, (768, ), (1, ))
    assert_size_stride(arg109_1, (768, 768), (768, 1))
    assert_size_stride(arg112_1, (768, ), (1, ))
    assert_size_stride(arg111_1, (768, 768), (768, 1))
    assert_size_stride(arg113_1, (768, ), (1, ))
    assert_size_stride(arg114_1, (768, ), (1, ))
    assert_size_stride(arg116_1, (3072, ), (1, ))
    assert_size_stride(arg115_1, (3072, 768), (768, 1))
    assert_size_stride(arg118_1, (768, ), (1, ))
    assert_size_stride(arg117_1, (768, 3072), (3072, 1))
    assert_size_stride(arg119_1, (768, ), (1, ))
    assert_size_stride(arg120_1, (768, ), (1, ))
    assert_size_stride(arg122_1, (768, ), (1, ))
    assert_size_stride(arg121_1, (768, 768), (768, 1))
    assert_size_stride(arg124_1, (768, ), (1, ))
    assert_size_stride(arg123_1, (768, 768), (768, 1))
    assert_size_stride(arg126_1, (768, ), (1, ))
    assert_size_stride(arg125_1, (768, 768), (768, 1))
    assert_size_stride(arg128_1, (768, ), (1, ))
    assert_size_stride(arg127_1, (768, 768), (768, 1))
    assert_size_stride(arg129_1, (768, ), (1, ))
    assert_size_stride(arg130_1, (768, ), (1, ))
    assert_size_stride(arg132_1, (3072, ), (1, ))
    assert_size_stride(arg131_1, (3072, 768), (768, 1))
    assert_size_stride(arg134_1, (768, ), (1, ))
    assert_size_stride(arg133_1, (768, 3072), (3072, 1))
    assert_size_stride(arg135_1, (768, ), (1, ))
    assert_size_stride(arg136_1, (768, ), (1, ))
    assert_size_stride(arg138_1, (768, ), (1, ))
    assert_size_stride(arg137_1, (768, 768), (768, 1))
    assert_size_stride(arg140_1, (768, ), (1, ))
    assert_size_stride(arg139_1, (768, 768), (768, 1))
    assert_size_stride(arg142_1, (768, ), (1, ))
    assert_size_stride(arg141_1, (768, 768), (768, 1))
    assert_size_stride(arg144_1, (768, ), (1, ))
    assert_size_stride(arg143_1, (768, 768), (768, 1))
    assert_size_stride(arg145_1, (768, ), (1, ))
    assert_size_stride(arg146_1, (768, ), (1, ))
    assert_size_stride(arg148_1, (3072, ), (1, ))
    assert_size_stride(arg147_1, (3072, 768), (768, 1))
    assert_size_stride(arg150_1, (768, ), (1, ))
    assert_size_stride(arg149_1, (768, 3072), (3072, 1))
    assert_size_stride(arg151_1, (768, ), (1, ))
    assert_size_stride(arg152_1, (768, ), (1, ))
    assert_size_stride(arg154_1, (768, ), (1, ))
    assert_size_stride(arg153_1, (768, 768), (768, 1))
    assert_size_stride(arg156_1, (768, ), (1, ))
    assert_size_stride(arg155_1, (768, 768), (768, 1))
    assert_size_stride(arg158_1, (768, ), (1, ))
    assert_size_stride(arg157_1, (768, 768), (768, 1))
    assert_size_stride(arg160_1, (768, ), (1, ))
    assert_size_stride(arg159_1, (768, 768), (768, 1))
    assert_size_stride(arg161_1, (768, ), (1, ))
    assert_size_stride(arg162_1, (768, ), (1, ))
    assert_size_stride(arg164_1, (3072, ), (1, ))
    assert_size_stride(arg163_1, (3072, 768), (768, 1))
    assert_size_stride(arg166_1, (768, ), (1, ))
    assert_size_stride(arg165_1, (768, 3072), (3072, 1))
    assert_size_stride(arg167_1, (768, ), (1, ))
    assert_size_stride(arg168_1, (768, ), (1, ))
    assert_size_stride(arg170_1, (768, ), (1, ))
    assert_size_stride(arg169_1, (768, 768), (768, 1))
    assert_size_stride(arg172_1, (768, ), (1, ))
    assert_size_stride(arg171_1, (768, 768), (768, 1))
    assert_size_stride(arg174_1, (768, ), (1, ))
    assert_size_stride(arg173_1, (768, 768), (768, 1))
    assert_size_stride(arg176_1, (768, ), (1, ))
    assert_size_stride(arg175_1, (768, 768), (768, 1))
    assert_size_stride(arg177_1, (768, ), (1, ))
    assert_size_stride(arg178_1, (768, ), (1, ))
    assert_size_stride(arg180_1, (3072, ), (1, ))
    assert_size_stride(arg179_1, (3072, 768), (768, 1))
    assert_size_stride(arg182_1, (768, ), (1, ))
    assert_size_stride(arg181_1, (768, 3072), (3072, 1))
    assert_size_stride(arg183_1, (768, ), (1, ))
    assert_size_stride(arg184_1, (768, ), (1, ))
    assert_size_stride(arg186_1, (768, ), (1, ))
    assert_size_stride(arg185_1, (768, 768), (768, 1))
    assert_size_stride(arg188_1, (768, ), (1, ))
    assert_size_stride(arg187_1, (768, 768), (768, 1))
    assert_size_stride(arg190_1, (768, ), (1, ))
    assert_size_stride(arg189_1, (768, 768), (768, 1))
    assert_size_stride(arg192_1, (768, ), (1, ))
    assert_size_stride(arg191_1, (768, 768), (768, 1))
    assert_size_stride(arg193_1, (768, ), (1, ))
    assert_size_stride(arg194_1, (768, ), (1, ))
    assert_size_stride(arg196_1, (3072, ), (1, ))
    assert_size_stride(arg195_1, (3072, 768), (768, 1))
    assert_size_stride(arg198_1, (768, ), (1, ))
    assert_size_stride(arg197_1, (768, 3072), (3072, 1))
    assert_size_stride(arg199_1, (768, ), (1, ))
    assert_size_stride(arg200_1, (768, ), (1, ))
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        buf4 = empty_strided_cuda((16, 128, 768), (98304, 768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [inputs_embeds, buffered_token_type_ids, position_ids, buffered_token_type_ids_1, token_type_ids, token_type_embeddings, embeddings, position_embeddings, embeddings_1, embeddings_2], Original ATen: [aten.embedding, aten.expand, aten.slice, aten.gather, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_embedding_expand_gather_native_layer_norm_slice_0:1
        stream0 = get_raw_stream(0)
        triton_per_fused_add_embedding_expand_gather_native_layer_norm_slice_0.run(arg0_1, arg3_1, arg1_1, arg2_1, arg4_1, arg5_1, arg6_1, arg7_1, buf4, 2048, 768, stream=stream0)
        del arg0_1
        del arg1_1
        del arg2_1
        del arg3_1
        del arg4_1
        del arg5_1
        del arg6_1
        del arg7_1
        buf5 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:2
        extern_kernels.addmm(arg10_1, reinterpret_tensor(buf4, (2048, 768), (768, 1), 0), reinterpret_tensor(arg9_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf5)
        del arg10_1
        del arg9_1
        buf6 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_1], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:3
        extern_kernels.addmm(arg12_1, reinterpret_tensor(buf4, (2048, 768), (768, 1), 0), reinterpret_tensor(arg11_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf6)
        del arg11_1
        del arg12_1
        buf7 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_2], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:4
        extern_kernels.addmm(arg14_1, reinterpret_tensor(buf4, (2048, 768), (768, 1), 0), reinterpret_tensor(arg13_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf7)
        del arg13_1
        del arg14_1
        buf8 = empty_strided_cuda((16, 1, 128, 128), (16384, 16384, 128, 1), torch.bfloat16)
        buf29 = empty_strided_cuda((16, 1, 128, 128), (16384, 16384, 128, 1), torch.bfloat16)
        buf50 = empty_strided_cuda((16, 1, 128, 128), (16384, 16384, 128, 1), torch.bfloat16)
        buf71 = empty_strided_cuda((16, 1, 128, 128), (16384, 16384, 128, 1), torch.bfloat16)
        buf92 = empty_strided_cuda((16, 1, 128, 128), (16384, 16384, 128, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear, view, query_layer, linear_1, view_1, key_layer, linear_2, view_2, value_layer, result, arange_2, q_arange, q_indices, ge, result_1, attention_mask, batch_arange, batch_indices, arange_3, kv_arange, kv_indices, getitem_5, result_2, attention_mask_1, attn_output, linear_6, view_3, query_layer_1, linear_7, view_4, key_layer_1, linear_8, view_5, value_layer_1, attn_output_3, linear_12, view_6, query_layer_2, linear_13, view_7, key_layer_2, linear_14, view_8, value_layer_2, attn_output_6, linear_18, view_9, query_layer_3, linear_19, view_10, key_layer_3, linear_20, view_11, value_layer_3, attn_output_9, linear_24, view_12, query_layer_4, linear_25, view_13, key_layer_4, linear_26, view_14, value_layer_4, attn_output_12], Original ATen: [aten.view, aten.transpose, aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.bitwise_and, aten._to_copy, aten.index, aten.expand, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy_add_arange_bitwise_and_expand_ge_index_new_ones_scalar_tensor_transpose_unsqueeze_view_where_1:5
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy_add_arange_bitwise_and_expand_ge_index_new_ones_scalar_tensor_transpose_unsqueeze_view_where_1.run(arg8_1, buf8, buf29, buf50, buf71, buf92, 262144, stream=stream0)
        # Topologically Sorted Source Nodes: [linear, view, query_layer, linear_1, view_1, key_layer, linear_2, view_2, value_layer, result, arange_2, q_arange, q_indices, ge, result_1, attention_mask, batch_arange, batch_indices, arange_3, kv_arange, kv_indices, getitem_5, result_2, attention_mask_1, attn_output], Original ATen: [aten.view, aten.transpose, aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.bitwise_and, aten._to_copy, aten.index, aten.expand, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:6
        buf9 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf5, (16, 12, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf6, (16, 12, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf7, (16, 12, 128, 64), (98304, 64, 768, 1), 0), buf8, False, scale=0.125)
        del buf5
        del buf6
        del buf8
        buf10 = buf9[0]
        assert_size_stride(buf10, (16, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf10, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf9
        buf14 = buf7; del buf7  # reuse
        # Topologically Sorted Source Nodes: [transpose_3, reshape, hidden_states], Original ATen: [aten.transpose, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:7
        extern_kernels.addmm(arg16_1, reinterpret_tensor(buf10, (2048, 768), (768, 1), 0), reinterpret_tensor(arg15_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf14)
        del arg15_1
        del arg16_1
        del buf10
        buf18 = reinterpret_tensor(buf14, (16, 128, 768), (98304, 768, 1), 0); del buf14  # reuse
        # Topologically Sorted Source Nodes: [hidden_states, add_4, hidden_states_2], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_2:8
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_view_2.run(buf18, buf4, arg17_1, arg18_1, 2048, 768, stream=stream0)
        del arg17_1
        del arg18_1
        del buf4
        buf19 = empty_strided_cuda((2048, 3072), (3072, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [hidden_states_3], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:9
        extern_kernels.addmm(arg20_1, reinterpret_tensor(buf18, (2048, 768), (768, 1), 0), reinterpret_tensor(arg19_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf19)
        del arg19_1
        del arg20_1
        buf20 = reinterpret_tensor(buf19, (16, 128, 3072), (393216, 3072, 1), 0); del buf19  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_3, hidden_states_4], Original ATen: [aten.view, aten.gelu]
        # [Provenance debug handles] triton_poi_fused_gelu_view_3:10
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_view_3.run(buf20, 6291456, stream=stream0)
        buf21 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [hidden_states_3, hidden_states_4, hidden_states_5], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:11
        extern_kernels.addmm(arg22_1, reinterpret_tensor(buf20, (2048, 3072), (3072, 1), 0), reinterpret_tensor(arg21_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf21)
        del arg21_1
        del arg22_1
        buf25 = reinterpret_tensor(buf21, (16, 128, 768), (98304, 768, 1), 0); del buf21  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_5, add_5, hidden_states_7], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_2:12
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_view_2.run(buf25, buf18, arg23_1, arg24_1, 2048, 768, stream=stream0)
        del arg23_1
        del arg24_1
        buf26 = reinterpret_tensor(buf18, (2048, 768), (768, 1), 0); del buf18  # reuse
        # Topologically Sorted Source Nodes: [linear_6], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:13
        extern_kernels.addmm(arg26_1, reinterpret_tensor(buf25, (2048, 768), (768, 1), 0), reinterpret_tensor(arg25_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf26)
        del arg25_1
        del arg26_1
        buf27 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_7], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:14
        extern_kernels.addmm(arg28_1, reinterpret_tensor(buf25, (2048, 768), (768, 1), 0), reinterpret_tensor(arg27_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf27)
        del arg27_1
        del arg28_1
        buf28 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_8], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:15
        extern_kernels.addmm(arg30_1, reinterpret_tensor(buf25, (2048, 768), (768, 1), 0), reinterpret_tensor(arg29_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf28)
        del arg29_1
        del arg30_1
        # Topologically Sorted Source Nodes: [result, arange_2, q_arange, q_indices, ge, result_1, attention_mask, batch_arange, batch_indices, arange_3, kv_arange, kv_indices, getitem_5, result_2, attention_mask_1, linear_6, view_3, query_layer_1, linear_7, view_4, key_layer_1, linear_8, view_5, value_layer_1, attn_output_3], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.bitwise_and, aten._to_copy, aten.index, aten.expand, aten.view, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:16
        buf30 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf26, (16, 12, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf27, (16, 12, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf28, (16, 12, 128, 64), (98304, 64, 768, 1), 0), buf29, False, scale=0.125)
        del buf26
        del buf27
        buf31 = buf30[0]
        assert_size_stride(buf31, (16, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf31, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf30
        buf35 = buf28; del buf28  # reuse
        # Topologically Sorted Source Nodes: [transpose_7, reshape_1, hidden_states_8], Original ATen: [aten.transpose, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:17
        extern_kernels.addmm(arg32_1, reinterpret_tensor(buf31, (2048, 768), (768, 1), 0), reinterpret_tensor(arg31_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf35)
        del arg31_1
        del arg32_1
        del buf31
        buf39 = reinterpret_tensor(buf35, (16, 128, 768), (98304, 768, 1), 0); del buf35  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_8, add_6, hidden_states_10], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_2:18
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_view_2.run(buf39, buf25, arg33_1, arg34_1, 2048, 768, stream=stream0)
        del arg33_1
        del arg34_1
        del buf25
        buf40 = reinterpret_tensor(buf20, (2048, 3072), (3072, 1), 0); del buf20  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_11], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:19
        extern_kernels.addmm(arg36_1, reinterpret_tensor(buf39, (2048, 768), (768, 1), 0), reinterpret_tensor(arg35_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf40)
        del arg35_1
        del arg36_1
        buf41 = reinterpret_tensor(buf40, (16, 128, 3072), (393216, 3072, 1), 0); del buf40  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_11, hidden_states_12], Original ATen: [aten.view, aten.gelu]
        # [Provenance debug handles] triton_poi_fused_gelu_view_3:20
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_view_3.run(buf41, 6291456, stream=stream0)
        buf42 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [hidden_states_11, hidden_states_12, hidden_states_13], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:21
        extern_kernels.addmm(arg38_1, reinterpret_tensor(buf41, (2048, 3072), (3072, 1), 0), reinterpret_tensor(arg37_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf42)
        del arg37_1
        del arg38_1
        buf46 = reinterpret_tensor(buf42, (16, 128, 768), (98304, 768, 1), 0); del buf42  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_13, add_7, hidden_states_15], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_2:22
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_view_2.run(buf46, buf39, arg39_1, arg40_1, 2048, 768, stream=stream0)
        del arg39_1
        del arg40_1
        buf47 = reinterpret_tensor(buf39, (2048, 768), (768, 1), 0); del buf39  # reuse
        # Topologically Sorted Source Nodes: [linear_12], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:23
        extern_kernels.addmm(arg42_1, reinterpret_tensor(buf46, (2048, 768), (768, 1), 0), reinterpret_tensor(arg41_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf47)
        del arg41_1
        del arg42_1
        buf48 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_13], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:24
        extern_kernels.addmm(arg44_1, reinterpret_tensor(buf46, (2048, 768), (768, 1), 0), reinterpret_tensor(arg43_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf48)
        del arg43_1
        del arg44_1
        buf49 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_14], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:25
        extern_kernels.addmm(arg46_1, reinterpret_tensor(buf46, (2048, 768), (768, 1), 0), reinterpret_tensor(arg45_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf49)
        del arg45_1
        del arg46_1
        # Topologically Sorted Source Nodes: [result, arange_2, q_arange, q_indices, ge, result_1, attention_mask, batch_arange, batch_indices, arange_3, kv_arange, kv_indices, getitem_5, result_2, attention_mask_1, linear_12, view_6, query_layer_2, linear_13, view_7, key_layer_2, linear_14, view_8, value_layer_2, attn_output_6], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.bitwise_and, aten._to_copy, aten.index, aten.expand, aten.view, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:26
        buf51 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf47, (16, 12, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf48, (16, 12, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf49, (16, 12, 128, 64), (98304, 64, 768, 1), 0), buf50, False, scale=0.125)
        del buf47
        del buf48
        buf52 = buf51[0]
        assert_size_stride(buf52, (16, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf52, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf51
        buf56 = buf49; del buf49  # reuse
        # Topologically Sorted Source Nodes: [transpose_11, reshape_2, hidden_states_16], Original ATen: [aten.transpose, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:27
        extern_kernels.addmm(arg48_1, reinterpret_tensor(buf52, (2048, 768), (768, 1), 0), reinterpret_tensor(arg47_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf56)
        del arg47_1
        del arg48_1
        del buf52
        buf60 = reinterpret_tensor(buf56, (16, 128, 768), (98304, 768, 1), 0); del buf56  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_16, add_8, hidden_states_18], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_2:28
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_view_2.run(buf60, buf46, arg49_1, arg50_1, 2048, 768, stream=stream0)
        del arg49_1
        del arg50_1
        del buf46
        buf61 = reinterpret_tensor(buf41, (2048, 3072), (3072, 1), 0); del buf41  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_19], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:29
        extern_kernels.addmm(arg52_1, reinterpret_tensor(buf60, (2048, 768), (768, 1), 0), reinterpret_tensor(arg51_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf61)
        del arg51_1
        del arg52_1
        buf62 = reinterpret_tensor(buf61, (16, 128, 3072), (393216, 3072, 1), 0); del buf61  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_19, hidden_states_20], Original ATen: [aten.view, aten.gelu]
        # [Provenance debug handles] triton_poi_fused_gelu_view_3:30
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_view_3.run(buf62, 6291456, stream=stream0)
        buf63 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [hidden_states_19, hidden_states_20, hidden_states_21], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:31
        extern_kernels.addmm(arg54_1, reinterpret_tensor(buf62, (2048, 3072), (3072, 1), 0), reinterpret_tensor(arg53_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf63)
        del arg53_1
        del arg54_1
        buf67 = reinterpret_tensor(buf63, (16, 128, 768), (98304, 768, 1), 0); del buf63  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_21, add_9, hidden_states_23], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_2:32
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_view_2.run(buf67, buf60, arg55_1, arg56_1, 2048, 768, stream=stream0)
        del arg55_1
        del arg56_1
        buf68 = reinterpret_tensor(buf60, (2048, 768), (768, 1), 0); del buf60  # reuse
        # Topologically Sorted Source Nodes: [linear_18], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:33
        extern_kernels.addmm(arg58_1, reinterpret_tensor(buf67, (2048, 768), (768, 1), 0), reinterpret_tensor(arg57_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf68)
        del arg57_1
        del arg58_1
        buf69 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_19], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:34
        extern_kernels.addmm(arg60_1, reinterpret_tensor(buf67, (2048, 768), (768, 1), 0), reinterpret_tensor(arg59_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf69)
        del arg59_1
        del arg60_1
        buf70 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_20], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:35
        extern_kernels.addmm(arg62_1, reinterpret_tensor(buf67, (2048, 768), (768, 1), 0), reinterpret_tensor(arg61_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf70)
        del arg61_1
        del arg62_1
        # Topologically Sorted Source Nodes: [result, arange_2, q_arange, q_indices, ge, result_1, attention_mask, batch_arange, batch_indices, arange_3, kv_arange, kv_indices, getitem_5, result_2, attention_mask_1, linear_18, view_9, query_layer_3, linear_19, view_10, key_layer_3, linear_20, view_11, value_layer_3, attn_output_9], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.bitwise_and, aten._to_copy, aten.index, aten.expand, aten.view, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:36
        buf72 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf68, (16, 12, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf69, (16, 12, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf70, (16, 12, 128, 64), (98304, 64, 768, 1), 0), buf71, False, scale=0.125)
        del buf68
        del buf69
        buf73 = buf72[0]
        assert_size_stride(buf73, (16, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf73, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf72
        buf77 = buf70; del buf70  # reuse
        # Topologically Sorted Source Nodes: [transpose_15, reshape_3, hidden_states_24], Original ATen: [aten.transpose, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:37
        extern_kernels.addmm(arg64_1, reinterpret_tensor(buf73, (2048, 768), (768, 1), 0), reinterpret_tensor(arg63_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf77)
        del arg63_1
        del arg64_1
        del buf73
        buf81 = reinterpret_tensor(buf77, (16, 128, 768), (98304, 768, 1), 0); del buf77  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_24, add_10, hidden_states_26], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_2:38
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_view_2.run(buf81, buf67, arg65_1, arg66_1, 2048, 768, stream=stream0)
        del arg65_1
        del arg66_1
        del buf67
        buf82 = reinterpret_tensor(buf62, (2048, 3072), (3072, 1), 0); del buf62  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_27], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:39
        extern_kernels.addmm(arg68_1, reinterpret_tensor(buf81, (2048, 768), (768, 1), 0), reinterpret_tensor(arg67_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf82)
        del arg67_1
        del arg68_1
        buf83 = reinterpret_tensor(buf82, (16, 128, 3072), (393216, 3072, 1), 0); del buf82  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_27, hidden_states_28], Original ATen: [aten.view, aten.gelu]
        # [Provenance debug handles] triton_poi_fused_gelu_view_3:40
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_view_3.run(buf83, 6291456, stream=stream0)
        buf84 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [hidden_states_27, hidden_states_28, hidden_states_29], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:41
        extern_kernels.addmm(arg70_1, reinterpret_tensor(buf83, (2048, 3072), (3072, 1), 0), reinterpret_tensor(arg69_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf84)
        del arg69_1
        del arg70_1
        buf88 = reinterpret_tensor(buf84, (16, 128, 768), (98304, 768, 1), 0); del buf84  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_29, add_11, hidden_states_31], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_2:42
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_view_2.run(buf88, buf81, arg71_1, arg72_1, 2048, 768, stream=stream0)
        del arg71_1
        del arg72_1
        buf89 = reinterpret_tensor(buf81, (2048, 768), (768, 1), 0); del buf81  # reuse
        # Topologically Sorted Source Nodes: [linear_24], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:43
        extern_kernels.addmm(arg74_1, reinterpret_tensor(buf88, (2048, 768), (768, 1), 0), reinterpret_tensor(arg73_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf89)
        del arg73_1
        del arg74_1
        buf90 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_25], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:44
        extern_kernels.addmm(arg76_1, reinterpret_tensor(buf88, (2048, 768), (768, 1), 0), reinterpret_tensor(arg75_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf90)
        del arg75_1
        del arg76_1
        buf91 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_26], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:45
        extern_kernels.addmm(arg78_1, reinterpret_tensor(buf88, (2048, 768), (768, 1), 0), reinterpret_tensor(arg77_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf91)
        del arg77_1
        del arg78_1
        # Topologically Sorted Source Nodes: [result, arange_2, q_arange, q_indices, ge, result_1, attention_mask, batch_arange, batch_indices, arange_3, kv_arange, kv_indices, getitem_5, result_2, attention_mask_1, linear_24, view_12, query_layer_4, linear_25, view_13, key_layer_4, linear_26, view_14, value_layer_4, attn_output_12], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.bitwise_and, aten._to_copy, aten.index, aten.expand, aten.view, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:46
        buf93 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf89, (16, 12, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf90, (16, 12, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf91, (16, 12, 128, 64), (98304, 64, 768, 1), 0), buf92, False, scale=0.125)
        del buf89
        del buf90
        buf94 = buf93[0]
        assert_size_stride(buf94, (16, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf94, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf93
        buf98 = buf91; del buf91  # reuse
        # Topologically Sorted Source Nodes: [transpose_19, reshape_4, hidden_states_32], Original ATen: [aten.transpose, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:47
        extern_kernels.addmm(arg80_1, reinterpret_tensor(buf94, (2048, 768), (768, 1), 0), reinterpret_tensor(arg79_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf98)
        del arg79_1
        del arg80_1
        del buf94
        buf102 = reinterpret_tensor(buf98, (16, 128, 768), (98304, 768, 1), 0); del buf98  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_32, add_12, hidden_states_34], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_2:48
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_view_2.run(buf102, buf88, arg81_1, arg82_1, 2048, 768, stream=stream0)
        del arg81_1
        del arg82_1
        del buf88
        buf103 = reinterpret_tensor(buf83, (2048, 3072), (3072, 1), 0); del buf83  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_35], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:49
        extern_kernels.addmm(arg84_1, reinterpret_tensor(buf102, (2048, 768), (768, 1), 0), reinterpret_tensor(arg83_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf103)
        del arg83_1
        del arg84_1
        buf104 = reinterpret_tensor(buf103, (16, 128, 3072), (393216, 3072, 1), 0); del buf103  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_35, hidden_states_36], Original ATen: [aten.view, aten.gelu]
        # [Provenance debug handles] triton_poi_fused_gelu_view_3:50
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_view_3.run(buf104, 6291456, stream=stream0)
        buf105 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [hidden_states_35, hidden_states_36, hidden_states_37], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:51
        extern_kernels.addmm(arg86_1, reinterpret_tensor(buf104, (2048, 3072), (3072, 1), 0), reinterpret_tensor(arg85_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf105)
        del arg85_1
        del arg86_1
        del buf104
        buf109 = reinterpret_tensor(buf105, (16, 128, 768), (98304, 768, 1), 0); del buf105  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_37, add_13, hidden_states_39], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_2:52
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_view_2.run(buf109, buf102, arg87_1, arg88_1, 2048, 768, stream=stream0)
        del arg87_1
        del arg88_1
        buf110 = reinterpret_tensor(buf102, (2048, 768), (768, 1), 0); del buf102  # reuse
        # Topologically Sorted Source Nodes: [linear_30], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:53
        extern_kernels.addmm(arg90_1, reinterpret_tensor(buf109, (2048, 768), (768, 1), 0), reinterpret_tensor(arg89_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf110)
        del arg89_1
        del arg90_1
        buf111 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_31], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:54
        extern_kernels.addmm(arg92_1, reinterpret_tensor(buf109, (2048, 768), (768, 1), 0), reinterpret_tensor(arg91_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf111)
        del arg91_1
        del arg92_1
        buf112 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_32], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:55
        extern_kernels.addmm(arg94_1, reinterpret_tensor(buf109, (2048, 768), (768, 1), 0), reinterpret_tensor(arg93_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf112)
        del arg93_1
        del arg94_1
        buf113 = buf92; del buf92  # reuse
        buf134 = buf71; del buf71  # reuse
        buf155 = buf50; del buf50  # reuse
        buf176 = buf29; del buf29  # reuse
        buf197 = empty_strided_cuda((16, 1, 128, 128), (16384, 16384, 128, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [result, arange_2, q_arange, q_indices, ge, result_1, attention_mask, batch_arange, batch_indices, arange_3, kv_arange, kv_indices, getitem_5, result_2, attention_mask_1, linear_30, view_15, query_layer_5, linear_31, view_16, key_layer_5, linear_32, view_17, value_layer_5, attn_output_15, linear_36, view_18, query_layer_6, linear_37, view_19, key_layer_6, linear_38, view_20, value_layer_6, attn_output_18, linear_42, view_21, query_layer_7, linear_43, view_22, key_layer_7, linear_44, view_23, value_layer_7, attn_output_21, linear_48, view_24, query_layer_8, linear_49, view_25, key_layer_8, linear_50, view_26, value_layer_8, attn_output_24, linear_54, view_27, query_layer_9, linear_55, view_28, key_layer_9, linear_56, view_29, value_layer_9, attn_output_27], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.bitwise_and, aten._to_copy, aten.index, aten.expand, aten.view, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy_add_arange_bitwise_and_expand_ge_index_new_ones_scalar_tensor_transpose_unsqueeze_view_where_1:56
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy_add_arange_bitwise_and_expand_ge_index_new_ones_scalar_tensor_transpose_unsqueeze_view_where_1.run(arg8_1, buf113, buf134, buf155, buf176, buf197, 262144, stream=stream0)
        # Topologically Sorted Source Nodes: [result, arange_2, q_arange, q_indices, ge, result_1, attention_mask, batch_arange, batch_indices, arange_3, kv_arange, kv_indices, getitem_5, result_2, attention_mask_1, linear_30, view_15, query_layer_5, linear_31, view_16, key_layer_5, linear_32, view_17, value_layer_5, attn_output_15], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.bitwise_and, aten._to_copy, aten.index, aten.expand, aten.view, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:57
        buf114 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf110, (16, 12, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf111, (16, 12, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf112, (16, 12, 128, 64), (98304, 64, 768, 1), 0), buf113, False, scale=0.125)
        del buf110
        del buf111
        del buf113
        buf115 = buf114[0]
        assert_size_stride(buf115, (16, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf115, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf114
        buf119 = buf112; del buf112  # reuse
        # Topologically Sorted Source Nodes: [transpose_23, reshape_5, hidden_states_40], Original ATen: [aten.transpose, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:58
        extern_kernels.addmm(arg96_1, reinterpret_tensor(buf115, (2048, 768), (768, 1), 0), reinterpret_tensor(arg95_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf119)
        del arg95_1
        del arg96_1
        del buf115
        buf123 = reinterpret_tensor(buf119, (16, 128, 768), (98304, 768, 1), 0); del buf119  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_40, add_14, hidden_states_42], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_2:59
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_view_2.run(buf123, buf109, arg97_1, arg98_1, 2048, 768, stream=stream0)
        del arg97_1
        del arg98_1
        del buf109
        buf124 = empty_strided_cuda((2048, 3072), (3072, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [hidden_states_43], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:60
        extern_kernels.addmm(arg100_1, reinterpret_tensor(buf123, (2048, 768), (768, 1), 0), reinterpret_tensor(arg99_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf124)
        del arg100_1
        del arg99_1
        buf125 = reinterpret_tensor(buf124, (16, 128, 3072), (393216, 3072, 1), 0); del buf124  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_43, hidden_states_44], Original ATen: [aten.view, aten.gelu]
        # [Provenance debug handles] triton_poi_fused_gelu_view_3:61
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_view_3.run(buf125, 6291456, stream=stream0)
        buf126 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [hidden_states_43, hidden_states_44, hidden_states_45], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:62
        extern_kernels.addmm(arg102_1, reinterpret_tensor(buf125, (2048, 3072), (3072, 1), 0), reinterpret_tensor(arg101_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf126)
        del arg101_1
        del arg102_1
        buf130 = reinterpret_tensor(buf126, (16, 128, 768), (98304, 768, 1), 0); del buf126  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_45, add_15, hidden_states_47], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_2:63
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_view_2.run(buf130, buf123, arg103_1, arg104_1, 2048, 768, stream=stream0)
        del arg103_1
        del arg104_1
        buf131 = reinterpret_tensor(buf123, (2048, 768), (768, 1), 0); del buf123  # reuse
        # Topologically Sorted Source Nodes: [linear_36], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:64
        extern_kernels.addmm(arg106_1, reinterpret_tensor(buf130, (2048, 768), (768, 1), 0), reinterpret_tensor(arg105_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf131)
        del arg105_1
        del arg106_1
        buf132 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_37], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:65
        extern_kernels.addmm(arg108_1, reinterpret_tensor(buf130, (2048, 768), (768, 1), 0), reinterpret_tensor(arg107_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf132)
        del arg107_1
        del arg108_1
        buf133 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_38], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:66
        extern_kernels.addmm(arg110_1, reinterpret_tensor(buf130, (2048, 768), (768, 1), 0), reinterpret_tensor(arg109_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf133)
        del arg109_1
        del arg110_1
        # Topologically Sorted Source Nodes: [result, arange_2, q_arange, q_indices, ge, result_1, attention_mask, batch_arange, batch_indices, arange_3, kv_arange, kv_indices, getitem_5, result_2, attention_mask_1, linear_36, view_18, query_layer_6, linear_37, view_19, key_layer_6, linear_38, view_20, value_layer_6, attn_output_18], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.bitwise_and, aten._to_copy, aten.index, aten.expand, aten.view, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:67
        buf135 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf131, (16, 12, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf132, (16, 12, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf133, (16, 12, 128, 64), (98304, 64, 768, 1), 0), buf134, False, scale=0.125)
        del buf131
        del buf132
        del buf134
        buf136 = buf135[0]
        assert_size_stride(buf136, (16, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf136, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf135
        buf140 = buf133; del buf133  # reuse
        # Topologically Sorted Source Nodes: [transpose_27, reshape_6, hidden_states_48], Original ATen: [aten.transpose, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:68
        extern_kernels.addmm(arg112_1, reinterpret_tensor(buf136, (2048, 768), (768, 1), 0), reinterpret_tensor(arg111_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf140)
        del arg111_1
        del arg112_1
        del buf136
        buf144 = reinterpret_tensor(buf140, (16, 128, 768), (98304, 768, 1), 0); del buf140  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_48, add_16, hidden_states_50], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_2:69
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_view_2.run(buf144, buf130, arg113_1, arg114_1, 2048, 768, stream=stream0)
        del arg113_1
        del arg114_1
        del buf130
        buf145 = reinterpret_tensor(buf125, (2048, 3072), (3072, 1), 0); del buf125  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_51], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:70
        extern_kernels.addmm(arg116_1, reinterpret_tensor(buf144, (2048, 768), (768, 1), 0), reinterpret_tensor(arg115_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf145)
        del arg115_1
        del arg116_1
        buf146 = reinterpret_tensor(buf145, (16, 128, 3072), (393216, 3072, 1), 0); del buf145  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_51, hidden_states_52], Original ATen: [aten.view, aten.gelu]
        # [Provenance debug handles] triton_poi_fused_gelu_view_3:71
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_view_3.run(buf146, 6291456, stream=stream0)
        buf147 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [hidden_states_51, hidden_states_52, hidden_states_53], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:72
        extern_kernels.addmm(arg118_1, reinterpret_tensor(buf146, (2048, 3072), (3072, 1), 0), reinterpret_tensor(arg117_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf147)
        del arg117_1
        del arg118_1
        buf151 = reinterpret_tensor(buf147, (16, 128, 768), (98304, 768, 1), 0); del buf147  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_53, add_17, hidden_states_55], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_2:73
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_view_2.run(buf151, buf144, arg119_1, arg120_1, 2048, 768, stream=stream0)
        del arg119_1
        del arg120_1
        buf152 = reinterpret_tensor(buf144, (2048, 768), (768, 1), 0); del buf144  # reuse
        # Topologically Sorted Source Nodes: [linear_42], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:74
        extern_kernels.addmm(arg122_1, reinterpret_tensor(buf151, (2048, 768), (768, 1), 0), reinterpret_tensor(arg121_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf152)
        del arg121_1
        del arg122_1
        buf153 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_43], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:75
        extern_kernels.addmm(arg124_1, reinterpret_tensor(buf151, (2048, 768), (768, 1), 0), reinterpret_tensor(arg123_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf153)
        del arg123_1
        del arg124_1
        buf154 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_44], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:76
        extern_kernels.addmm(arg126_1, reinterpret_tensor(buf151, (2048, 768), (768, 1), 0), reinterpret_tensor(arg125_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf154)
        del arg125_1
        del arg126_1
        # Topologically Sorted Source Nodes: [result, arange_2, q_arange, q_indices, ge, result_1, attention_mask, batch_arange, batch_indices, arange_3, kv_arange, kv_indices, getitem_5, result_2, attention_mask_1, linear_42, view_21, query_layer_7, linear_43, view_22, key_layer_7, linear_44, view_23, value_layer_7, attn_output_21], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.bitwise_and, aten._to_copy, aten.index, aten.expand, aten.view, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:77
        buf156 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf152, (16, 12, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf153, (16, 12, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf154, (16, 12, 128, 64), (98304, 64, 768, 1), 0), buf155, False, scale=0.125)
        del buf152
        del buf153
        del buf155
        buf157 = buf156[0]
        assert_size_stride(buf157, (16, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf157, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf156
        buf161 = buf154; del buf154  # reuse
        # Topologically Sorted Source Nodes: [transpose_31, reshape_7, hidden_states_56], Original ATen: [aten.transpose, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:78
        extern_kernels.addmm(arg128_1, reinterpret_tensor(buf157, (2048, 768), (768, 1), 0), reinterpret_tensor(arg127_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf161)
        del arg127_1
        del arg128_1
        del buf157
        buf165 = reinterpret_tensor(buf161, (16, 128, 768), (98304, 768, 1), 0); del buf161  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_56, add_18, hidden_states_58], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_2:79
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_view_2.run(buf165, buf151, arg129_1, arg130_1, 2048, 768, stream=stream0)
        del arg129_1
        del arg130_1
        del buf151
        buf166 = reinterpret_tensor(buf146, (2048, 3072), (3072, 1), 0); del buf146  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_59], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:80
        extern_kernels.addmm(arg132_1, reinterpret_tensor(buf165, (2048, 768), (768, 1), 0), reinterpret_tensor(arg131_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf166)
        del arg131_1
        del arg132_1
        buf167 = reinterpret_tensor(buf166, (16, 128, 3072), (393216, 3072, 1), 0); del buf166  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_59, hidden_states_60], Original ATen: [aten.view, aten.gelu]
        # [Provenance debug handles] triton_poi_fused_gelu_view_3:81
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_view_3.run(buf167, 6291456, stream=stream0)
        buf168 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [hidden_states_59, hidden_states_60, hidden_states_61], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:82
        extern_kernels.addmm(arg134_1, reinterpret_tensor(buf167, (2048, 3072), (3072, 1), 0), reinterpret_tensor(arg133_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf168)
        del arg133_1
        del arg134_1
        buf172 = reinterpret_tensor(buf168, (16, 128, 768), (98304, 768, 1), 0); del buf168  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_61, add_19, hidden_states_63], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_2:83
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_view_2.run(buf172, buf165, arg135_1, arg136_1, 2048, 768, stream=stream0)
        del arg135_1
        del arg136_1
        buf173 = reinterpret_tensor(buf165, (2048, 768), (768, 1), 0); del buf165  # reuse
        # Topologically Sorted Source Nodes: [linear_48], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:84
        extern_kernels.addmm(arg138_1, reinterpret_tensor(buf172, (2048, 768), (768, 1), 0), reinterpret_tensor(arg137_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf173)
        del arg137_1
        del arg138_1
        buf174 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_49], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:85
        extern_kernels.addmm(arg140_1, reinterpret_tensor(buf172, (2048, 768), (768, 1), 0), reinterpret_tensor(arg139_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf174)
        del arg139_1
        del arg140_1
        buf175 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_50], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:86
        extern_kernels.addmm(arg142_1, reinterpret_tensor(buf172, (2048, 768), (768, 1), 0), reinterpret_tensor(arg141_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf175)
        del arg141_1
        del arg142_1
        # Topologically Sorted Source Nodes: [result, arange_2, q_arange, q_indices, ge, result_1, attention_mask, batch_arange, batch_indices, arange_3, kv_arange, kv_indices, getitem_5, result_2, attention_mask_1, linear_48, view_24, query_layer_8, linear_49, view_25, key_layer_8, linear_50, view_26, value_layer_8, attn_output_24], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.bitwise_and, aten._to_copy, aten.index, aten.expand, aten.view, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:87
        buf177 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf173, (16, 12, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf174, (16, 12, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf175, (16, 12, 128, 64), (98304, 64, 768, 1), 0), buf176, False, scale=0.125)
        del buf173
        del buf174
        buf178 = buf177[0]
        assert_size_stride(buf178, (16, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf178, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf177
        buf182 = buf175; del buf175  # reuse
        # Topologically Sorted Source Nodes: [transpose_35, reshape_8, hidden_states_64], Original ATen: [aten.transpose, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:88
        extern_kernels.addmm(arg144_1, reinterpret_tensor(buf178, (2048, 768), (768, 1), 0), reinterpret_tensor(arg143_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf182)
        del arg143_1
        del arg144_1
        del buf178
        buf186 = reinterpret_tensor(buf182, (16, 128, 768), (98304, 768, 1), 0); del buf182  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_64, add_20, hidden_states_66], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_2:89
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_view_2.run(buf186, buf172, arg145_1, arg146_1, 2048, 768, stream=stream0)
        del arg145_1
        del arg146_1
        del buf172
        buf187 = reinterpret_tensor(buf167, (2048, 3072), (3072, 1), 0); del buf167  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_67], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:90
        extern_kernels.addmm(arg148_1, reinterpret_tensor(buf186, (2048, 768), (768, 1), 0), reinterpret_tensor(arg147_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf187)
        del arg147_1
        del arg148_1
        buf188 = reinterpret_tensor(buf187, (16, 128, 3072), (393216, 3072, 1), 0); del buf187  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_67, hidden_states_68], Original ATen: [aten.view, aten.gelu]
        # [Provenance debug handles] triton_poi_fused_gelu_view_3:91
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_view_3.run(buf188, 6291456, stream=stream0)
        buf189 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [hidden_states_67, hidden_states_68, hidden_states_69], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:92
        extern_kernels.addmm(arg150_1, reinterpret_tensor(buf188, (2048, 3072), (3072, 1), 0), reinterpret_tensor(arg149_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf189)
        del arg149_1
        del arg150_1
        buf193 = reinterpret_tensor(buf189, (16, 128, 768), (98304, 768, 1), 0); del buf189  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_69, add_21, hidden_states_71], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_2:93
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_view_2.run(buf193, buf186, arg151_1, arg152_1, 2048, 768, stream=stream0)
        del arg151_1
        del arg152_1
        buf194 = reinterpret_tensor(buf186, (2048, 768), (768, 1), 0); del buf186  # reuse
        # Topologically Sorted Source Nodes: [linear_54], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:94
        extern_kernels.addmm(arg154_1, reinterpret_tensor(buf193, (2048, 768), (768, 1), 0), reinterpret_tensor(arg153_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf194)
        del arg153_1
        del arg154_1
        buf195 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_55], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:95
        extern_kernels.addmm(arg156_1, reinterpret_tensor(buf193, (2048, 768), (768, 1), 0), reinterpret_tensor(arg155_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf195)
        del arg155_1
        del arg156_1
        buf196 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_56], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:96
        extern_kernels.addmm(arg158_1, reinterpret_tensor(buf193, (2048, 768), (768, 1), 0), reinterpret_tensor(arg157_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf196)
        del arg157_1
        del arg158_1
        # Topologically Sorted Source Nodes: [result, arange_2, q_arange, q_indices, ge, result_1, attention_mask, batch_arange, batch_indices, arange_3, kv_arange, kv_indices, getitem_5, result_2, attention_mask_1, linear_54, view_27, query_layer_9, linear_55, view_28, key_layer_9, linear_56, view_29, value_layer_9, attn_output_27], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.bitwise_and, aten._to_copy, aten.index, aten.expand, aten.view, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:97
        buf198 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf194, (16, 12, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf195, (16, 12, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf196, (16, 12, 128, 64), (98304, 64, 768, 1), 0), buf197, False, scale=0.125)
        del buf194
        del buf195
        buf199 = buf198[0]
        assert_size_stride(buf199, (16, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf199, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf198
        buf203 = buf196; del buf196  # reuse
        # Topologically Sorted Source Nodes: [transpose_39, reshape_9, hidden_states_72], Original ATen: [aten.transpose, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:98
        extern_kernels.addmm(arg160_1, reinterpret_tensor(buf199, (2048, 768), (768, 1), 0), reinterpret_tensor(arg159_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf203)
        del arg159_1
        del arg160_1
        del buf199
        buf207 = reinterpret_tensor(buf203, (16, 128, 768), (98304, 768, 1), 0); del buf203  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_72, add_22, hidden_states_74], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_2:99
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_view_2.run(buf207, buf193, arg161_1, arg162_1, 2048, 768, stream=stream0)
        del arg161_1
        del arg162_1
        del buf193
        buf208 = reinterpret_tensor(buf188, (2048, 3072), (3072, 1), 0); del buf188  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_75], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:100
        extern_kernels.addmm(arg164_1, reinterpret_tensor(buf207, (2048, 768), (768, 1), 0), reinterpret_tensor(arg163_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf208)
        del arg163_1
        del arg164_1
        buf209 = reinterpret_tensor(buf208, (16, 128, 3072), (393216, 3072, 1), 0); del buf208  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_75, hidden_states_76], Original ATen: [aten.view, aten.gelu]
        # [Provenance debug handles] triton_poi_fused_gelu_view_3:101
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_view_3.run(buf209, 6291456, stream=stream0)
        buf210 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [hidden_states_75, hidden_states_76, hidden_states_77], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:102
        extern_kernels.addmm(arg166_1, reinterpret_tensor(buf209, (2048, 3072), (3072, 1), 0), reinterpret_tensor(arg165_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf210)
        del arg165_1
        del arg166_1
        buf214 = reinterpret_tensor(buf210, (16, 128, 768), (98304, 768, 1), 0); del buf210  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_77, add_23, hidden_states_79], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_2:103
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_view_2.run(buf214, buf207, arg167_1, arg168_1, 2048, 768, stream=stream0)
        del arg167_1
        del arg168_1
        buf215 = reinterpret_tensor(buf207, (2048, 768), (768, 1), 0); del buf207  # reuse
        # Topologically Sorted Source Nodes: [linear_60], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:104
        extern_kernels.addmm(arg170_1, reinterpret_tensor(buf214, (2048, 768), (768, 1), 0), reinterpret_tensor(arg169_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf215)
        del arg169_1
        del arg170_1
        buf216 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_61], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:105
        extern_kernels.addmm(arg172_1, reinterpret_tensor(buf214, (2048, 768), (768, 1), 0), reinterpret_tensor(arg171_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf216)
        del arg171_1
        del arg172_1
        buf217 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_62], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:106
        extern_kernels.addmm(arg174_1, reinterpret_tensor(buf214, (2048, 768), (768, 1), 0), reinterpret_tensor(arg173_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf217)
        del arg173_1
        del arg174_1
        buf218 = buf197; del buf197  # reuse
        buf239 = buf176; del buf176  # reuse
        # Topologically Sorted Source Nodes: [result, arange_2, q_arange, q_indices, ge, result_1, attention_mask, batch_arange, batch_indices, arange_3, kv_arange, kv_indices, getitem_5, result_2, attention_mask_1, linear_60, view_30, query_layer_10, linear_61, view_31, key_layer_10, linear_62, view_32, value_layer_10, attn_output_30, linear_66, view_33, query_layer_11, linear_67, view_34, key_layer_11, linear_68, view_35, value_layer_11, attn_output_33], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.bitwise_and, aten._to_copy, aten.index, aten.expand, aten.view, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy_add_arange_bitwise_and_expand_ge_index_new_ones_scalar_tensor_transpose_unsqueeze_view_where_4:107
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy_add_arange_bitwise_and_expand_ge_index_new_ones_scalar_tensor_transpose_unsqueeze_view_where_4.run(arg8_1, buf218, buf239, 262144, stream=stream0)
        del arg8_1
        # Topologically Sorted Source Nodes: [result, arange_2, q_arange, q_indices, ge, result_1, attention_mask, batch_arange, batch_indices, arange_3, kv_arange, kv_indices, getitem_5, result_2, attention_mask_1, linear_60, view_30, query_layer_10, linear_61, view_31, key_layer_10, linear_62, view_32, value_layer_10, attn_output_30], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.bitwise_and, aten._to_copy, aten.index, aten.expand, aten.view, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:108
        buf219 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf215, (16, 12, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf216, (16, 12, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf217, (16, 12, 128, 64), (98304, 64, 768, 1), 0), buf218, False, scale=0.125)
        del buf215
        del buf216
        del buf218
        buf220 = buf219[0]
        assert_size_stride(buf220, (16, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf220, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf219
        buf224 = buf217; del buf217  # reuse
        # Topologically Sorted Source Nodes: [transpose_43, reshape_10, hidden_states_80], Original ATen: [aten.transpose, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:109
        extern_kernels.addmm(arg176_1, reinterpret_tensor(buf220, (2048, 768), (768, 1), 0), reinterpret_tensor(arg175_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf224)
        del arg175_1
        del arg176_1
        del buf220
        buf228 = reinterpret_tensor(buf224, (16, 128, 768), (98304, 768, 1), 0); del buf224  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_80, add_24, hidden_states_82], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_2:110
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_view_2.run(buf228, buf214, arg177_1, arg178_1, 2048, 768, stream=stream0)
        del arg177_1
        del arg178_1
        del buf214
        buf229 = reinterpret_tensor(buf209, (2048, 3072), (3072, 1), 0); del buf209  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_83], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:111
        extern_kernels.addmm(arg180_1, reinterpret_tensor(buf228, (2048, 768), (768, 1), 0), reinterpret_tensor(arg179_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf229)
        del arg179_1
        del arg180_1
        buf230 = reinterpret_tensor(buf229, (16, 128, 3072), (393216, 3072, 1), 0); del buf229  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_83, hidden_states_84], Original ATen: [aten.view, aten.gelu]
        # [Provenance debug handles] triton_poi_fused_gelu_view_3:112
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_view_3.run(buf230, 6291456, stream=stream0)
        buf231 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [hidden_states_83, hidden_states_84, hidden_states_85], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:113
        extern_kernels.addmm(arg182_1, reinterpret_tensor(buf230, (2048, 3072), (3072, 1), 0), reinterpret_tensor(arg181_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf231)
        del arg181_1
        del arg182_1
        buf235 = reinterpret_tensor(buf231, (16, 128, 768), (98304, 768, 1), 0); del buf231  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_85, add_25, hidden_states_87], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_2:114
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_view_2.run(buf235, buf228, arg183_1, arg184_1, 2048, 768, stream=stream0)
        del arg183_1
        del arg184_1
        buf236 = reinterpret_tensor(buf228, (2048, 768), (768, 1), 0); del buf228  # reuse
        # Topologically Sorted Source Nodes: [linear_66], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:115
        extern_kernels.addmm(arg186_1, reinterpret_tensor(buf235, (2048, 768), (768, 1), 0), reinterpret_tensor(arg185_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf236)
        del arg185_1
        del arg186_1
        buf237 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_67], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:116
        extern_kernels.addmm(arg188_1, reinterpret_tensor(buf235, (2048, 768), (768, 1), 0), reinterpret_tensor(arg187_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf237)
        del arg187_1
        del arg188_1
        buf238 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_68], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:117
        extern_kernels.addmm(arg190_1, reinterpret_tensor(buf235, (2048, 768), (768, 1), 0), reinterpret_tensor(arg189_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf238)
        del arg189_1
        del arg190_1
        # Topologically Sorted Source Nodes: [result, arange_2, q_arange, q_indices, ge, result_1, attention_mask, batch_arange, batch_indices, arange_3, kv_arange, kv_indices, getitem_5, result_2, attention_mask_1, linear_66, view_33, query_layer_11, linear_67, view_34, key_layer_11, linear_68, view_35, value_layer_11, attn_output_33], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.bitwise_and, aten._to_copy, aten.index, aten.expand, aten.view, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:118
        buf240 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf236, (16, 12, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf237, (16, 12, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf238, (16, 12, 128, 64), (98304, 64, 768, 1), 0), buf239, False, scale=0.125)
        del buf236
        del buf237
        del buf239
        buf241 = buf240[0]
        assert_size_stride(buf241, (16, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf241, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf240
        buf245 = buf238; del buf238  # reuse
        # Topologically Sorted Source Nodes: [transpose_47, reshape_11, hidden_states_88], Original ATen: [aten.transpose, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:119
        extern_kernels.addmm(arg192_1, reinterpret_tensor(buf241, (2048, 768), (768, 1), 0), reinterpret_tensor(arg191_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf245)
        del arg191_1
        del arg192_1
        del buf241
        buf249 = reinterpret_tensor(buf245, (16, 128, 768), (98304, 768, 1), 0); del buf245  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_88, add_26, hidden_states_90], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_2:120
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_view_2.run(buf249, buf235, arg193_1, arg194_1, 2048, 768, stream=stream0)
        del arg193_1
        del arg194_1
        del buf235
        buf250 = reinterpret_tensor(buf230, (2048, 3072), (3072, 1), 0); del buf230  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_91], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:121
        extern_kernels.addmm(arg196_1, reinterpret_tensor(buf249, (2048, 768), (768, 1), 0), reinterpret_tensor(arg195_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf250)
        del arg195_1
        del arg196_1
        buf251 = reinterpret_tensor(buf250, (16, 128, 3072), (393216, 3072, 1), 0); del buf250  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_91, hidden_states_92], Original ATen: [aten.view, aten.gelu]
        # [Provenance debug handles] triton_poi_fused_gelu_view_3:122
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_view_3.run(buf251, 6291456, stream=stream0)
        buf252 = empty_strided_cuda((2048, 768), (768, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [hidden_states_91, hidden_states_92, hidden_states_93], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:123
        extern_kernels.addmm(arg198_1, reinterpret_tensor(buf251, (2048, 3072), (3072, 1), 0), reinterpret_tensor(arg197_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf252)
        del arg197_1
        del arg198_1
        del buf251
        buf256 = reinterpret_tensor(buf252, (16, 128, 768), (98304, 768, 1), 0); del buf252  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_93, add_27, hidden_states_95], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_2:124
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_view_2.run(buf256, buf249, arg199_1, arg200_1, 2048, 768, stream=stream0)
        del arg199_1
        del arg200_1
        del buf249
    return (buf256, )


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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1 = args
        args.clear()
        partition0_args = [arg0_1, arg3_1, arg1_1, arg2_1, arg4_1, arg5_1, arg6_1, arg7_1, arg10_1, arg9_1, arg12_1, arg11_1, arg14_1, arg13_1, arg8_1, arg16_1, arg15_1, arg17_1, arg18_1, arg20_1, arg19_1, arg22_1, arg21_1, arg23_1, arg24_1, arg26_1, arg25_1, arg28_1, arg27_1, arg30_1, arg29_1, arg32_1, arg31_1, arg33_1, arg34_1, arg36_1, arg35_1, arg38_1, arg37_1, arg39_1, arg40_1, arg42_1, arg41_1, arg44_1, arg43_1, arg46_1, arg45_1, arg48_1, arg47_1, arg49_1, arg50_1, arg52_1, arg51_1, arg54_1, arg53_1, arg55_1, arg56_1, arg58_1, arg57_1, arg60_1, arg59_1, arg62_1, arg61_1, arg64_1, arg63_1, arg65_1, arg66_1, arg68_1, arg67_1, arg70_1, arg69_1, arg71_1, arg72_1, arg74_1, arg73_1, arg76_1, arg75_1, arg78_1, arg77_1, arg80_1, arg79_1, arg81_1, arg82_1, arg84_1, arg83_1, arg86_1, arg85_1, arg87_1, arg88_1, arg90_1, arg89_1, arg92_1, arg91_1, arg94_1, arg93_1, arg96_1, arg95_1, arg97_1, arg98_1, arg100_1, arg99_1, arg102_1, arg101_1, arg103_1, arg104_1, arg106_1, arg105_1, arg108_1, arg107_1, arg110_1, arg109_1, arg112_1, arg111_1, arg113_1, arg114_1, arg116_1, arg115_1, arg118_1, arg117_1, arg119_1, arg120_1, arg122_1, arg121_1, arg124_1, arg123_1, arg126_1, arg125_1, arg128_1, arg127_1, arg129_1, arg130_1, arg132_1, arg131_1, arg134_1, arg133_1, arg135_1, arg136_1, arg138_1, arg137_1, arg140_1, arg139_1, arg142_1, arg141_1, arg144_1, arg143_1, arg145_1, arg146_1, arg148_1, arg147_1, arg150_1, arg149_1, arg151_1, arg152_1, arg154_1, arg153_1, arg156_1, arg155_1, arg158_1, arg157_1, arg160_1, arg159_1, arg161_1, arg162_1, arg164_1, arg163_1, arg166_1, arg165_1, arg167_1, arg168_1, arg170_1, arg169_1, arg172_1, arg171_1, arg174_1, arg173_1, arg176_1, arg175_1, arg177_1, arg178_1, arg180_1, arg179_1, arg182_1, arg181_1, arg183_1, arg184_1, arg186_1, arg185_1, arg188_1, arg187_1, arg190_1, arg189_1, arg192_1, arg191_1, arg193_1, arg194_1, arg196_1, arg195_1, arg198_1, arg197_1, arg199_1, arg200_1]
        del arg0_1, arg3_1, arg1_1, arg2_1, arg4_1, arg5_1, arg6_1, arg7_1, arg10_1, arg9_1, arg12_1, arg11_1, arg14_1, arg13_1, arg8_1, arg16_1, arg15_1, arg17_1, arg18_1, arg20_1, arg19_1, arg22_1, arg21_1, arg23_1, arg24_1, arg26_1, arg25_1, arg28_1, arg27_1, arg30_1, arg29_1, arg32_1, arg31_1, arg33_1, arg34_1, arg36_1, arg35_1, arg38_1, arg37_1, arg39_1, arg40_1, arg42_1, arg41_1, arg44_1, arg43_1, arg46_1, arg45_1, arg48_1, arg47_1, arg49_1, arg50_1, arg52_1, arg51_1, arg54_1, arg53_1, arg55_1, arg56_1, arg58_1, arg57_1, arg60_1, arg59_1, arg62_1, arg61_1, arg64_1, arg63_1, arg65_1, arg66_1, arg68_1, arg67_1, arg70_1, arg69_1, arg71_1, arg72_1, arg74_1, arg73_1, arg76_1, arg75_1, arg78_1, arg77_1, arg80_1, arg79_1, arg81_1, arg82_1, arg84_1, arg83_1, arg86_1, arg85_1, arg87_1, arg88_1, arg90_1, arg89_1, arg92_1, arg91_1, arg94_1, arg93_1, arg96_1, arg95_1, arg97_1, arg98_1, arg100_1, arg99_1, arg102_1, arg101_1, arg103_1, arg104_1, arg106_1, arg105_1, arg108_1, arg107_1, arg110_1, arg109_1, arg112_1, arg111_1, arg113_1, arg114_1, arg116_1, arg115_1, arg118_1, arg117_1, arg119_1, arg120_1, arg122_1, arg121_1, arg124_1, arg123_1, arg126_1, arg125_1, arg128_1, arg127_1, arg129_1, arg130_1, arg132_1, arg131_1, arg134_1, arg133_1, arg135_1, arg136_1, arg138_1, arg137_1, arg140_1, arg139_1, arg142_1, arg141_1, arg144_1, arg143_1, arg145_1, arg146_1, arg148_1, arg147_1, arg150_1, arg149_1, arg151_1, arg152_1, arg154_1, arg153_1, arg156_1, arg155_1, arg158_1, arg157_1, arg160_1, arg159_1, arg161_1, arg162_1, arg164_1, arg163_1, arg166_1, arg165_1, arg167_1, arg168_1, arg170_1, arg169_1, arg172_1, arg171_1, arg174_1, arg173_1, arg176_1, arg175_1, arg177_1, arg178_1, arg180_1, arg179_1, arg182_1, arg181_1, arg183_1, arg184_1, arg186_1, arg185_1, arg188_1, arg187_1, arg190_1, arg189_1, arg192_1, arg191_1, arg193_1, arg194_1, arg196_1, arg195_1, arg198_1, arg197_1, arg199_1, arg200_1
        (buf256,) = self.partitions[0](partition0_args)
        del partition0_args
        return (buf256, )

runner = Runner(partitions=[partition_0,])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((16, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg1_1 = rand_strided((1, 512), (512, 1), device='cuda:0', dtype=torch.int64)
    arg2_1 = rand_strided((1, 512), (512, 1), device='cuda:0', dtype=torch.int64)
    arg3_1 = rand_strided((30522, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg4_1 = rand_strided((2, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg5_1 = rand_strided((512, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg6_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg7_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg8_1 = rand_strided((16, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg9_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg10_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg11_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg12_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg13_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg14_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg15_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg16_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg17_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg18_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg19_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg20_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg21_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    arg22_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg23_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg24_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg25_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg26_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg27_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg28_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg29_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg30_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg31_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg32_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg33_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg34_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg35_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg36_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg37_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    arg38_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg39_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg40_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg41_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg42_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg43_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg44_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg45_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg46_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg47_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg48_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg49_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg50_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg51_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg52_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg53_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    arg54_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg55_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg56_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg57_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg58_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg59_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg60_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg61_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg62_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg63_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg64_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg65_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg66_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg67_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg68_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg69_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    arg70_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg71_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg72_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg73_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg74_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg75_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg76_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg77_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg78_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg79_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg80_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg81_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg82_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg83_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg84_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg85_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    arg86_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg87_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg88_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg89_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg90_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg91_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg92_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg93_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg94_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg95_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg96_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg97_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg98_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg99_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg100_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg101_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    arg102_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg103_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg104_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg105_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg106_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg107_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg108_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg109_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg110_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg111_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg112_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg113_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg114_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg115_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg116_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg117_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    arg118_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg119_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg120_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg121_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg122_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg123_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg124_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg125_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg126_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg127_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg128_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg129_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg130_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg131_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg132_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg133_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    arg134_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg135_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg136_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg137_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg138_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg139_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg140_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg141_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg142_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg143_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg144_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg145_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg146_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg147_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg148_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg149_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    arg150_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg151_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg152_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg153_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg154_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg155_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg156_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg157_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg158_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg159_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg160_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg161_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg162_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg163_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg164_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg165_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    arg166_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg167_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg168_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg169_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg170_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg171_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg172_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg173_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg174_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg175_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg176_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg177_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg178_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg179_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg180_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg181_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    arg182_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg183_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg184_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg185_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg186_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg187_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg188_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg189_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg190_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg191_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg192_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg193_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg194_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg195_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg196_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg197_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    arg198_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg199_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg200_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg201_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg202_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
