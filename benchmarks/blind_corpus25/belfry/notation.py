"""Place-notation helpers (e.g. "x16x16x16,12" for Plain Bob Minor)."""
import ast

BELL_CHARS = "1234567890ETABCD"


def expand(notation, stage):
    parts = []
    for chunk in notation.replace(".", " ").split():
        parts.append(chunk)
    return parts


def parse_lead_heads(text):
    value = ast.literal_eval(text)
    return [str(v) for v in value]


def rounds(stage):
    return BELL_CHARS[:stage]
