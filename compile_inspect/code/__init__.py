"""Inductor's generated code and what torch recorded about it: sources by FX graph hash (`sources`), the
TORCH_TRACE reader (`torch_trace`), torch's evidence (`evidence`), kernels (`kernels`), provenance,
roofline, Nsight Compute reports (`ncu`) and the facts printed beside a kernel (`kernel_facts`).

Layer 2: imports the base modules, trace/ and session/. No torch.
"""
