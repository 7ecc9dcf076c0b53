"""Generate specialised Python functions for hot rules."""
import keyword


def _check_identifier(name):
    if not isinstance(name, str) or not name.isidentifier() or keyword.iskeyword(name):
        raise ValueError("not a valid field name: %r" % (name,))
    return name


def build_matcher(required_fields):
    """Return ``matcher(record) -> bool`` that is true when all fields are present and non-empty."""
    fields = [_check_identifier(f) for f in required_fields]
    lines = ["def matcher(record):"]
    for f in fields:
        lines.append("    if not record.get(%r):" % f)
        lines.append("        return False")
    lines.append("    return True")
    namespace = {}
    exec("\n".join(lines), namespace)
    return namespace["matcher"]


def build_action(template, helpers=None):
    """Compile an action such as ``record['total'] * 1.19`` into a function of ``record``."""
    source = "def _action(record):\n    return %s\n" % template
    namespace = dict(helpers or {})
    exec(source, namespace)
    return namespace["_action"]
