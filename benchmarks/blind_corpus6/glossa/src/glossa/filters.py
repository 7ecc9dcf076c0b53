"""Segment filters, used by library callers and the server's /search ``where`` parameter."""
import ast

FIELDS = ("src", "tgt", "src_lang", "tgt_lang", "tuid", "length")


def make_filter(expr):
    """Compile a filter such as ``length < 80 and 'TODO' not in tgt``."""
    fn = eval(f"lambda {', '.join(FIELDS)}: ({expr})")

    def predicate(seg):
        return bool(fn(**{k: seg.get(k) for k in FIELDS}))

    return predicate


def parse_options(raw):
    """Exporter options are given as a Python-literal dict, e.g. "{'bom': False}"."""
    return dict(ast.literal_eval(raw)) if raw else {}
