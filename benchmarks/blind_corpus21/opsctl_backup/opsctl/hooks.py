"""Operator-supplied filters and hook scripts."""


def select(hosts, where):
    """--where is a Python expression typed by the operator, e.g. "h['role'] == 'db'"."""
    if not where:
        return list(hosts)
    return [h for h in hosts if eval(where, {}, {"h": h})]


def run_hook(path, context):
    namespace = {"context": context}
    with open(path) as fh:
        src = fh.read()
    exec(compile(src, path, "exec"), namespace)
    return namespace.get("result")
