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


cpp_fused_add_arange_cat_cumsum_embedding_expand_native_layer_norm_ne_slice_sub_unsqueeze_0 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const int64_t* in_ptr3,
                       int64_t* out_ptr0,
                       int64_t* out_ptr1,
                       int64_t* out_ptr3,
                       int64_t* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = x0;
                    auto tmp1 = c10::convert<int64_t>(tmp0);
                    auto tmp2 = at::vec::VectorizedN<int64_t,2>::arange(tmp1, 1);
                    tmp2.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            {
                {
                    auto tmp0 = out_ptr0[static_cast<int64_t>(0L)];
                    auto tmp1 = static_cast<int64_t>(1);
                    auto tmp2 = int64_t(tmp0 - tmp1);
                    out_ptr1[static_cast<int64_t>(33L*x0)] = tmp2;
                }
            }
        }
    }
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(64L)))
                                {
                                    auto tmp0 = in_ptr0[static_cast<int64_t>(x1 + 32L*x0)];
                                    auto tmp5 = out_ptr0[static_cast<int64_t>(x1)];
                                    auto tmp1 = tmp0;
                                    auto tmp2 = c10::convert<int64_t>(tmp1);
                                    TORCH_CHECK((0 <= tmp2) & (tmp2 < 512L), "index out of bounds: 0 <= tmp2 < 512L");
                                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 64L*tmp0), static_cast<int64_t>(16));
                                    auto tmp6 = tmp5;
                                    auto tmp7 = c10::convert<int64_t>(tmp6);
                                    TORCH_CHECK((0 <= tmp7) & (tmp7 < 256L), "index out of bounds: 0 <= tmp7 < 256L");
                                    auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 64L*tmp5), static_cast<int64_t>(16));
                                    auto tmp10 = tmp4 + tmp9;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp10;
                                }
                            }
                        }
                        tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                        out_ptr2[static_cast<int64_t>(x1 + 32L*x0)] = static_cast<float>(tmp_acc0);
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(64.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                #pragma GCC ivdep
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
                {
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 33L*x0), static_cast<int64_t>(16));
                            }
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                #pragma GCC ivdep
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
                {
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr3 + static_cast<int64_t>(1L + x1 + 33L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 33L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 - tmp1;
                                auto tmp3 = static_cast<int64_t>(1);
                                auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp3);
                                auto tmp5 = at::vec::VecMask<int64_t,2>(tmp2 != tmp4);
                                auto tmp6 = tmp5.to<int64_t,2>();
                                tmp6.store(out_ptr4 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            }
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_arange_bitwise_and_embedding_eq_expand_index_le_native_layer_norm_native_layer_norm_backward_new_ones_scalar_tensor_unsqueeze_where_1 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const int64_t* in_ptr1,
                       const int64_t* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       float* out_ptr0,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(32L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                auto tmp13 = in_ptr0[static_cast<int64_t>(x1)];
                                auto tmp1 = 32L;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                auto tmp3 = at::vec::VectorizedN<int64_t,2>(tmp2);
                                auto tmp4 = tmp0 + tmp3;
                                auto tmp5 = static_cast<int64_t>(0);
                                auto tmp6 = at::vec::VectorizedN<int64_t,2>(tmp5);
                                auto tmp7 = at::vec::VecMask<int64_t,2>(tmp0 < tmp6);
                                auto tmp8 = decltype(tmp4)::blendv(tmp0, tmp4, tmp7.template cast<int64_t,2>());
                                auto tmp9 =
                                [&]
                                {
                                    __at_align__ std::array<int64_t, 16> tmpbuf;
                                    tmp8.store(tmpbuf.data(), static_cast<int64_t>(16));
                                    return tmpbuf;
                                }
                                ()
                                ;
                                auto tmp10 =
                                [&]
                                {
                                    __at_align__ std::array<int64_t, 16> tmpbuf;
                                    #pragma GCC unroll 16
                                    for (long x2_inner = 0; x2_inner < static_cast<int64_t>(16); x2_inner++)
                                    {
                                        tmpbuf[x2_inner] = static_cast<int64_t>(tmp9[x2_inner]);
                                    }
                                    return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                }
                                ()
                                ;
                                TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp10) & (tmp10 < at::vec::VectorizedN<int64_t,2>(32L)))).all_masked(), "index out of bounds: 0 <= tmp10 < 32L");
                                auto tmp12 =
                                [&]
                                {
                                    __at_align__ std::array<int64_t, 16> tmpbuf;
                                    #pragma GCC unroll 16
                                    for (long x2_inner = 0; x2_inner < static_cast<int64_t>(16); x2_inner++)
                                    {
                                        tmpbuf[x2_inner] = in_ptr0[static_cast<int64_t>(tmp9[x2_inner])];
                                    }
                                    return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                }
                                ()
                                ;
                                auto tmp14 = int64_t(tmp13 + tmp2);
                                auto tmp15 = tmp13 < 0;
                                auto tmp16 = tmp15 ? tmp14 : tmp13;
                                auto tmp17 = tmp16;
                                auto tmp18 = c10::convert<int64_t>(tmp17);
                                TORCH_CHECK((0 <= tmp18) & (tmp18 < 32L), "index out of bounds: 0 <= tmp18 < 32L");
                                auto tmp20 = in_ptr0[static_cast<int64_t>(tmp16)];
                                auto tmp21 = at::vec::VectorizedN<int64_t,2>(tmp20);
                                auto tmp22 = at::vec::VecMask<int64_t,2>(tmp12 <= tmp21);
                                auto tmp23 = static_cast<bool>(true);
                                auto tmp24 = at::vec::VecMask<float,1>::from(tmp23);
                                auto tmp25 = tmp24.template cast<int32_t,1>();
                                auto tmp26 = tmp22.template cast<int32_t,1>();
                                auto tmp27 = tmp25 & tmp26;
                                auto tmp28 = in_ptr1[static_cast<int64_t>(tmp16 + 32L*x0)];
                                auto tmp29 =
                                [&]
                                {
                                    __at_align__ std::array<int64_t, 16> tmpbuf;
                                    #pragma GCC unroll 16
                                    for (long x2_inner = 0; x2_inner < static_cast<int64_t>(16); x2_inner++)
                                    {
                                        tmpbuf[x2_inner] = in_ptr1[static_cast<int64_t>(tmp9[x2_inner] + 32L*x0)];
                                    }
                                    return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                }
                                ()
                                ;
                                auto tmp30 = at::vec::VectorizedN<int64_t,2>(tmp28);
                                auto tmp31 = at::vec::VecMask<int64_t,2>(tmp30 == tmp29);
                                auto tmp32 = tmp27.template cast<int32_t,1>();
                                auto tmp33 = tmp31.template cast<int32_t,1>();
                                auto tmp34 = tmp32 & tmp33;
                                auto tmp35 = static_cast<float>(0.0);
                                auto tmp36 = -std::numeric_limits<float>::infinity();
                                auto tmp37 = at::vec::Vectorized<float>(tmp35);
                                auto tmp38 = at::vec::Vectorized<float>(tmp36);
                                auto tmp39 = decltype(tmp37)::blendv(tmp38, tmp37, tmp34.template cast<float,1>());
                                tmp39.store(out_ptr0 + static_cast<int64_t>(x2 + 32L*x1 + 1024L*x0));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(64L)))
                                {
                                    auto tmp0 = in_ptr2[static_cast<int64_t>(x1 + 32L*x0)];
                                    auto tmp5 = in_ptr0[static_cast<int64_t>(x1)];
                                    auto tmp11 = in_ptr5[static_cast<int64_t>(x1 + 32L*x0)];
                                    auto tmp1 = tmp0;
                                    auto tmp2 = c10::convert<int64_t>(tmp1);
                                    TORCH_CHECK((0 <= tmp2) & (tmp2 < 512L), "index out of bounds: 0 <= tmp2 < 512L");
                                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 64L*tmp0), static_cast<int64_t>(16));
                                    auto tmp6 = tmp5;
                                    auto tmp7 = c10::convert<int64_t>(tmp6);
                                    TORCH_CHECK((0 <= tmp7) & (tmp7 < 256L), "index out of bounds: 0 <= tmp7 < 256L");
                                    auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 64L*tmp5), static_cast<int64_t>(16));
                                    auto tmp10 = tmp4 + tmp9;
                                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                                    auto tmp13 = tmp10 - tmp12;
                                    auto tmp14 = tmp13 * tmp13;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp14;
                                }
                            }
                        }
                        tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                        out_ptr1[static_cast<int64_t>(x1 + 32L*x0)] = static_cast<float>(tmp_acc0);
                    }
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = in_ptr2[static_cast<int64_t>(x1 + 32L*x0)];
                                auto tmp5 = in_ptr0[static_cast<int64_t>(x1)];
                                auto tmp11 = in_ptr5[static_cast<int64_t>(x1 + 32L*x0)];
                                auto tmp14 = out_ptr1[static_cast<int64_t>(x1 + 32L*x0)];
                                auto tmp1 = tmp0;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                TORCH_CHECK((0 <= tmp2) & (tmp2 < 512L), "index out of bounds: 0 <= tmp2 < 512L");
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 64L*tmp0), static_cast<int64_t>(16));
                                auto tmp6 = tmp5;
                                auto tmp7 = c10::convert<int64_t>(tmp6);
                                TORCH_CHECK((0 <= tmp7) & (tmp7 < 256L), "index out of bounds: 0 <= tmp7 < 256L");
                                auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 64L*tmp5), static_cast<int64_t>(16));
                                auto tmp10 = tmp4 + tmp9;
                                auto tmp12 = at::vec::Vectorized<float>(tmp11);
                                auto tmp13 = tmp10 - tmp12;
                                auto tmp15 = static_cast<float>(64.0);
                                auto tmp16 = tmp14 / tmp15;
                                auto tmp17 = static_cast<float>(1e-05);
                                auto tmp18 = float(tmp16 + tmp17);
                                auto tmp19 = 1 / std::sqrt(tmp18);
                                auto tmp20 = at::vec::Vectorized<float>(tmp19);
                                auto tmp21 = tmp13 * tmp20;
                                tmp21.store(out_ptr2 + static_cast<int64_t>(x2 + 64L*x1 + 2048L*x0));
                            }
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(64.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp7 / tmp2;
                            tmp8.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            tmp4.store(out_ptr3 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_arange_embedding_native_layer_norm_native_layer_norm_backward_unsqueeze_view_2 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const int64_t* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 64L*x1 + 2048L*x0), static_cast<int64_t>(16));
                                auto tmp1 = in_ptr0[static_cast<int64_t>(x1 + 32L*x0)];
                                auto tmp6 = in_ptr2[static_cast<int64_t>(x1)];
                                auto tmp2 = tmp1;
                                auto tmp3 = c10::convert<int64_t>(tmp2);
                                TORCH_CHECK((0 <= tmp3) & (tmp3 < 512L), "index out of bounds: 0 <= tmp3 < 512L");
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 64L*tmp1), static_cast<int64_t>(16));
                                auto tmp7 = tmp6;
                                auto tmp8 = c10::convert<int64_t>(tmp7);
                                TORCH_CHECK((0 <= tmp8) & (tmp8 < 256L), "index out of bounds: 0 <= tmp8 < 256L");
                                auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 64L*tmp6), static_cast<int64_t>(16));
                                auto tmp11 = tmp5 + tmp10;
                                auto tmp12 = tmp0 + tmp11;
                                tmp12.store(in_out_ptr0 + static_cast<int64_t>(x2 + 64L*x1 + 2048L*x0));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(64.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 - tmp2;
                                auto tmp4 = tmp3 * tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp4 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp5 = static_cast<float>(64.0);
                            auto tmp6 = tmp4 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = float(tmp6 + tmp7);
                            auto tmp9 = 1 / std::sqrt(tmp8);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            tmp11.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0));
                            tmp15.store(out_ptr3 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(64.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp7 / tmp2;
                            tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mul_pow_tanh_view_3 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16384L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16384L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.5);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp4 = tmp0 * tmp0;
                        auto tmp5 = tmp4 * tmp0;
                        auto tmp6 = static_cast<float>(0.044715);
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 * tmp7;
                        auto tmp9 = tmp0 + tmp8;
                        auto tmp10 = static_cast<float>(0.7978845608028654);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = tmp9 * tmp11;
                        auto tmp13 = tmp12.tanh();
                        auto tmp14 = static_cast<float>(1.0);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = tmp13 + tmp15;
                        auto tmp17 = tmp3 * tmp16;
                        tmp17.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 + tmp1;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(64.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp3 = in_out_ptr0[static_cast<int64_t>(x0)];
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = at::vec::Vectorized<float>(tmp3);
                                auto tmp5 = tmp2 - tmp4;
                                auto tmp6 = tmp5 * tmp5;
                                tmp_acc0_vec = tmp_acc0_vec + tmp6;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp3 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp6 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 - tmp4;
                            auto tmp7 = static_cast<float>(64.0);
                            auto tmp8 = tmp6 / tmp7;
                            auto tmp9 = static_cast<float>(1e-05);
                            auto tmp10 = float(tmp8 + tmp9);
                            auto tmp11 = 1 / std::sqrt(tmp10);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp5 * tmp12;
                            auto tmp15 = tmp13 * tmp14;
                            auto tmp17 = tmp15 + tmp16;
                            tmp13.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0));
                            tmp17.store(out_ptr3 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(64.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp7 / tmp2;
                            tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp4 = tmp0 + tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(64.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp4 = tmp0 + tmp3;
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = tmp4 - tmp6;
                                auto tmp8 = tmp7 * tmp7;
                                tmp_acc0_vec = tmp_acc0_vec + tmp8;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp8 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp4 = tmp0 + tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 - tmp6;
                            auto tmp9 = static_cast<float>(64.0);
                            auto tmp10 = tmp8 / tmp9;
                            auto tmp11 = static_cast<float>(1e-05);
                            auto tmp12 = float(tmp10 + tmp11);
                            auto tmp13 = 1 / std::sqrt(tmp12);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp7 * tmp14;
                            auto tmp17 = tmp15 * tmp16;
                            auto tmp19 = tmp17 + tmp18;
                            tmp15.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0));
                            tmp19.store(out_ptr3 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(64.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp7 / tmp2;
                            tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_6 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto in_ptr0 = in_out_ptr1;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp4 = tmp0 + tmp3;
                                auto tmp6 = tmp4 + tmp5;
                                tmp_acc0_vec = tmp_acc0_vec + tmp6;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(64.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp7 = in_out_ptr0[static_cast<int64_t>(x0)];
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp4 = tmp0 + tmp3;
                                auto tmp6 = tmp4 + tmp5;
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp6 - tmp8;
                                auto tmp10 = tmp9 * tmp9;
                                tmp_acc0_vec = tmp_acc0_vec + tmp10;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp7 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp10 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp4 = tmp0 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 - tmp8;
                            auto tmp11 = static_cast<float>(64.0);
                            auto tmp12 = tmp10 / tmp11;
                            auto tmp13 = static_cast<float>(1e-05);
                            auto tmp14 = float(tmp12 + tmp13);
                            auto tmp15 = 1 / std::sqrt(tmp14);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp9 * tmp16;
                            auto tmp19 = tmp17 * tmp18;
                            auto tmp21 = tmp19 + tmp20;
                            tmp17.store(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                            tmp21.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(64.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp7 / tmp2;
                            tmp8.store(out_ptr3 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29 = args
        args.clear()
        buf0 = empty_strided_cpu((32, ), (1, ), torch.int64)
        buf3 = empty_strided_cpu((2, 33), (33, 1), torch.int64)
        buf1 = reinterpret_tensor(buf3, (2, 1), (33, 1), 0)  # alias
        assert_size_stride(primals_1, (2, 32), (32, 1), 'input')
        assert_size_stride(primals_2, (512, 64), (64, 1), 'input')
        assert_size_stride(primals_3, (256, 64), (64, 1), 'input')
        buf7 = empty_strided_cpu((2, 32, 1), (32, 1, 64), torch.float32)
        buf8 = buf7; del buf7  # reuse
        buf2 = reinterpret_tensor(buf3, (2, 32), (33, 1), 1)  # alias
        buf4 = empty_strided_cpu((2, 32), (32, 1), torch.int64)
        # [Provenance debug handles] cpp_fused_add_arange_cat_cumsum_embedding_expand_native_layer_norm_ne_slice_sub_unsqueeze_0:1
        cpp_fused_add_arange_cat_cumsum_embedding_expand_native_layer_norm_ne_slice_sub_unsqueeze_0(buf8, primals_1, primals_2, primals_3, buf3, buf0, buf1, buf2, buf4)
        del buf1
        del buf2
        del buf3
        # Topologically Sorted Source Nodes: [position_diff, ne, packed_sequence_mask], Original ATen: [aten.slice, aten.sub, aten.ne, aten.cumsum]
        # [Provenance debug handles] torch.ops.aten.cumsum.default:2
        buf5 = torch.ops.aten.cumsum.default(buf4, dim=-1, dtype=torch.int64)
        del buf4
        buf6 = buf5
        assert_size_stride(buf6, (2, 32), (32, 1), 'torch.ops.aten.cumsum.default')
        assert_alignment(buf6, 16, 'torch.ops.aten.cumsum.default')
        del buf5
        buf13 = empty_strided_cpu((2, 1, 32, 32), (1024, 1024, 32, 1), torch.float32)
        buf9 = empty_strided_cpu((2, 32, 1), (32, 1, 64), torch.float32)
        buf10 = empty_strided_cpu((2, 32, 64), (2048, 64, 1), torch.float32)
        buf55 = reinterpret_tensor(buf9, (2, 32, 1), (32, 1, 1), 0); del buf9  # reuse
        assert_size_stride(primals_4, (64, ), (1, ), 'input')
        assert_size_stride(primals_5, (64, ), (1, ), 'input')
        buf11 = empty_strided_cpu((2, 32, 64), (2048, 64, 1), torch.float32)
        assert_size_stride(primals_6, (192, ), (1, ), 'input')
        assert_size_stride(primals_7, (64, 192), (192, 1), 'input')
        # [Provenance debug handles] cpp_fused_add_arange_bitwise_and_embedding_eq_expand_index_le_native_layer_norm_native_layer_norm_backward_new_ones_scalar_tensor_unsqueeze_where_1:3
        cpp_fused_add_arange_bitwise_and_embedding_eq_expand_index_le_native_layer_norm_native_layer_norm_backward_new_ones_scalar_tensor_unsqueeze_where_1(buf55, buf0, buf6, primals_1, primals_2, primals_3, buf8, primals_4, primals_5, buf13, buf10, buf11)
        del buf6
        del primals_5
        buf12 = empty_strided_cpu((64, 192), (192, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_2, view_1, x], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:4
        extern_kernels.addmm(primals_6, reinterpret_tensor(buf11, (64, 64), (64, 1), 0), primals_7, alpha=1, beta=1, out=buf12)
        del primals_6
        # Topologically Sorted Source Nodes: [x_1, split, view_3, key_states_1, view_4, value_states_1, view_5, query_states_1, attn_output], Original ATen: [aten.view, aten.split, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:5
        buf14 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf12, (2, 2, 32, 32), (6144, 32, 192, 1), 0), reinterpret_tensor(buf12, (2, 2, 32, 32), (6144, 32, 192, 1), 64), reinterpret_tensor(buf12, (2, 2, 32, 32), (6144, 32, 192, 1), 128), attn_mask=buf13, scale=0.1767766952966369)
        buf15 = buf14[0]
        assert_size_stride(buf15, (2, 2, 32, 32), (2048, 32, 64, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf15, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf16 = buf14[1]
        assert_size_stride(buf16, (2, 2, 32), (64, 1, 2), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf16, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf14
        assert_size_stride(primals_8, (64, ), (1, ), 'input')
        assert_size_stride(primals_9, (64, 64), (64, 1), 'input')
        buf17 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [transpose_3, reshape_1, view_6, x_2], Original ATen: [aten.transpose, aten.view, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:6
        extern_kernels.addmm(primals_8, reinterpret_tensor(buf15, (64, 64), (64, 1), 0), primals_9, alpha=1, beta=1, out=buf17)
        del primals_8
        buf18 = reinterpret_tensor(buf17, (2, 32, 64), (2048, 64, 1), 0); del buf17  # reuse
        assert_size_stride(primals_10, (64, ), (1, ), 'input')
        assert_size_stride(primals_11, (64, ), (1, ), 'input')
        buf19 = buf8; del buf8  # reuse
        buf20 = buf19; del buf19  # reuse
        buf21 = empty_strided_cpu((2, 32, 1), (32, 1, 64), torch.float32)
        buf22 = empty_strided_cpu((2, 32, 64), (2048, 64, 1), torch.float32)
        buf23 = empty_strided_cpu((2, 32, 64), (2048, 64, 1), torch.float32)
        buf54 = empty_strided_cpu((2, 32, 1), (32, 1, 1), torch.float32)
        assert_size_stride(primals_12, (256, ), (1, ), 'input')
        assert_size_stride(primals_13, (64, 256), (256, 1), 'input')
        # [Provenance debug handles] cpp_fused_add_arange_embedding_native_layer_norm_native_layer_norm_backward_unsqueeze_view_2:7
        cpp_fused_add_arange_embedding_native_layer_norm_native_layer_norm_backward_unsqueeze_view_2(buf18, buf20, primals_1, primals_2, buf0, primals_3, primals_10, primals_11, buf21, buf22, buf23, buf54)
        del primals_11
        del primals_3
        buf24 = empty_strided_cpu((64, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_4, view_8, x_4], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:8
        extern_kernels.addmm(primals_12, reinterpret_tensor(buf23, (64, 64), (64, 1), 0), primals_13, alpha=1, beta=1, out=buf24)
        del primals_12
        buf25 = empty_strided_cpu((2, 32, 256), (8192, 256, 1), torch.float32)
        assert_size_stride(primals_14, (64, ), (1, ), 'input')
        assert_size_stride(primals_15, (256, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused_add_mul_pow_tanh_view_3:9
        cpp_fused_add_mul_pow_tanh_view_3(buf24, buf25)
        buf26 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_5, mul, pow_1, mul_1, add_5, mul_2, tanh, add_6, hidden_states_5, view_10, x_6], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:10
        extern_kernels.addmm(primals_14, reinterpret_tensor(buf25, (64, 256), (256, 1), 0), primals_15, alpha=1, beta=1, out=buf26)
        del primals_14
        assert_size_stride(primals_16, (64, ), (1, ), 'input')
        assert_size_stride(primals_17, (64, ), (1, ), 'input')
        buf27 = buf21; del buf21  # reuse
        buf28 = buf27; del buf27  # reuse
        buf29 = buf20; del buf20  # reuse
        buf30 = empty_strided_cpu((2, 32, 64), (2048, 64, 1), torch.float32)
        buf31 = empty_strided_cpu((2, 32, 64), (2048, 64, 1), torch.float32)
        buf53 = empty_strided_cpu((2, 32, 1), (32, 1, 1), torch.float32)
        assert_size_stride(primals_18, (192, ), (1, ), 'input')
        assert_size_stride(primals_19, (64, 192), (192, 1), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_4:11
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_4(buf28, buf18, buf26, primals_16, primals_17, buf29, buf30, buf31, buf53)
        del primals_17
        buf32 = empty_strided_cpu((64, 192), (192, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_8, view_12, x_8], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:12
        extern_kernels.addmm(primals_18, reinterpret_tensor(buf31, (64, 64), (64, 1), 0), primals_19, alpha=1, beta=1, out=buf32)
        del primals_18
        # Topologically Sorted Source Nodes: [x_9, split_1, view_14, key_states_3, view_15, value_states_3, view_16, query_states_3, attn_output_5], Original ATen: [aten.view, aten.split, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:13
        buf33 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf32, (2, 2, 32, 32), (6144, 32, 192, 1), 0), reinterpret_tensor(buf32, (2, 2, 32, 32), (6144, 32, 192, 1), 64), reinterpret_tensor(buf32, (2, 2, 32, 32), (6144, 32, 192, 1), 128), attn_mask=buf13, scale=0.1767766952966369)
        buf34 = buf33[0]
        assert_size_stride(buf34, (2, 2, 32, 32), (2048, 32, 64, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf34, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf35 = buf33[1]
        assert_size_stride(buf35, (2, 2, 32), (64, 1, 2), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf35, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf33
        assert_size_stride(primals_20, (64, ), (1, ), 'input')
        assert_size_stride(primals_21, (64, 64), (64, 1), 'input')
        buf36 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [transpose_7, reshape_3, view_17, x_10], Original ATen: [aten.transpose, aten.view, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:14
        extern_kernels.addmm(primals_20, reinterpret_tensor(buf34, (64, 64), (64, 1), 0), primals_21, alpha=1, beta=1, out=buf36)
        del primals_20
        assert_size_stride(primals_22, (64, ), (1, ), 'input')
        assert_size_stride(primals_23, (64, ), (1, ), 'input')
        buf37 = buf29; del buf29  # reuse
        buf38 = buf37; del buf37  # reuse
        buf39 = buf28; del buf28  # reuse
        buf40 = empty_strided_cpu((2, 32, 64), (2048, 64, 1), torch.float32)
        buf41 = empty_strided_cpu((2, 32, 64), (2048, 64, 1), torch.float32)
        buf52 = empty_strided_cpu((2, 32, 1), (32, 1, 1), torch.float32)
        assert_size_stride(primals_24, (256, ), (1, ), 'input')
        assert_size_stride(primals_25, (64, 256), (256, 1), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_5:15
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_5(buf38, buf36, buf18, buf26, primals_22, primals_23, buf39, buf40, buf41, buf52)
        del primals_23
        buf42 = empty_strided_cpu((64, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_10, view_19, x_12], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:16
        extern_kernels.addmm(primals_24, reinterpret_tensor(buf41, (64, 64), (64, 1), 0), primals_25, alpha=1, beta=1, out=buf42)
        del primals_24
        buf43 = empty_strided_cpu((2, 32, 256), (8192, 256, 1), torch.float32)
        assert_size_stride(primals_26, (64, ), (1, ), 'input')
        assert_size_stride(primals_27, (256, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused_add_mul_pow_tanh_view_3:17
        cpp_fused_add_mul_pow_tanh_view_3(buf42, buf43)
        buf44 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_13, mul_4, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, hidden_states_11, view_21, x_14], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:18
        extern_kernels.addmm(primals_26, reinterpret_tensor(buf43, (64, 256), (256, 1), 0), primals_27, alpha=1, beta=1, out=buf44)
        del primals_26
        assert_size_stride(primals_28, (64, ), (1, ), 'input')
        assert_size_stride(primals_29, (64, ), (1, ), 'input')
        buf45 = buf39; del buf39  # reuse
        buf46 = buf45; del buf45  # reuse
        buf47 = buf38; del buf38  # reuse
        buf48 = reinterpret_tensor(buf36, (2, 32, 64), (2048, 64, 1), 0); del buf36  # reuse
        buf49 = empty_strided_cpu((2, 32, 64), (2048, 64, 1), torch.float32)
        buf51 = empty_strided_cpu((2, 32, 1), (32, 1, 1), torch.float32)
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_6:19
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_6(buf46, buf48, buf18, buf26, buf44, primals_28, primals_29, buf47, buf49, buf51)
        del buf18
        del buf26
        del buf44
        del buf46
        del buf47
        del primals_29
        buf50 = empty_strided_cpu((64, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_14, logits], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:20
        extern_kernels.mm(reinterpret_tensor(buf49, (64, 64), (64, 1), 0), reinterpret_tensor(primals_2, (64, 512), (1, 64), 0), out=buf50)
        return (reinterpret_tensor(buf50, (2, 32, 512), (16384, 512, 1), 0), primals_1, primals_2, primals_4, primals_7, primals_9, primals_10, primals_13, primals_15, primals_16, primals_19, primals_21, primals_22, primals_25, primals_27, primals_28, reinterpret_tensor(buf0, (1, 32), (32, 1), 0), buf10, reinterpret_tensor(buf12, (2, 2, 32, 32), (6144, 32, 192, 1), 64), reinterpret_tensor(buf12, (2, 2, 32, 32), (6144, 32, 192, 1), 128), reinterpret_tensor(buf12, (2, 2, 32, 32), (6144, 32, 192, 1), 0), buf13, buf15, buf16, buf22, buf24, buf30, reinterpret_tensor(buf32, (2, 2, 32, 32), (6144, 32, 192, 1), 64), reinterpret_tensor(buf32, (2, 2, 32, 32), (6144, 32, 192, 1), 128), reinterpret_tensor(buf32, (2, 2, 32, 32), (6144, 32, 192, 1), 0), buf34, buf35, buf40, buf42, buf48, reinterpret_tensor(buf49, (64, 64), (64, 1), 0), buf51, reinterpret_tensor(buf43, (256, 64), (1, 256), 0), reinterpret_tensor(buf41, (64, 64), (1, 64), 0), buf52, reinterpret_tensor(buf31, (64, 64), (1, 64), 0), buf53, reinterpret_tensor(buf25, (256, 64), (1, 256), 0), reinterpret_tensor(buf23, (64, 64), (1, 64), 0), buf54, reinterpret_tensor(buf11, (64, 64), (1, 64), 0), buf55, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((2, 32), (32, 1), device='cpu', dtype=torch.int64)
    primals_2 = rand_strided((512, 64), (64, 1), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((256, 64), (64, 1), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((64, 192), (192, 1), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_11 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((64, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_15 = rand_strided((256, 64), (64, 1), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_17 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_19 = rand_strided((64, 192), (192, 1), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_21 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float32)
    primals_22 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_23 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((64, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_27 = rand_strided((256, 64), (64, 1), device='cpu', dtype=torch.float32)
    primals_28 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_29 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
