import json
import keyword


def build_param_cell(params):
    lines = []
    for name, raw in params.items():
        if not name.isidentifier() or keyword.iskeyword(name):
            raise ValueError("bad parameter name %r" % name)
        value = json.loads(raw)
        lines.append("%s = %r" % (name, value))
    return "\n".join(lines)


def build_legacy_cell(params):
    return "\n".join("%s = %s" % (k, v) for k, v in params.items())


async def inject(kernel_manager, kernel_id, params, legacy=False):
    km = kernel_manager.get_kernel(kernel_id)
    client = km.client()
    client.start_channels()
    try:
        code = build_legacy_cell(params) if legacy else build_param_cell(params)
        client.execute(code)
        await client.get_shell_msg(timeout=10)
    finally:
        client.stop_channels()


async def inject_literals(kernel_manager, kernel_id, params):
    client = kernel_manager.get_kernel(kernel_id).client()
    client.start_channels()
    client.execute(build_param_cell(params))
    client.stop_channels()
