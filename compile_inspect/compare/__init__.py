"""A session read back (`loading`: every mode's trace analysed once, its code and evidence read once) and
what is read across its parts: eager against each mode (`diff`), rank against rank (`ranks`), the code a
`show` asks for (`showing`).

Layer 4: imports the base modules, trace/, session/, code/ and findings/. No torch.
"""
