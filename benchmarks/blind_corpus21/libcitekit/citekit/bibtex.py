import ast
import re

from ._compat import to_text

_ENTRY = re.compile(r"@(\w+)\s*\{\s*([^,]+),(.*?)\n\}", re.S)
_FIELD = re.compile(r"(\w+)\s*=\s*[{\"](.*?)[}\"]\s*,?\s*$", re.M)
_STRING = re.compile(r"@string\s*\{\s*(\w+)\s*=\s*(.+?)\}", re.I)


def expand_macros(text, legacy=False):
    """Expand @string macros.  ``legacy=True`` keeps the 0.x behaviour where
    macro values could be concatenations such as ``"Proc. " + "ACM"``."""
    macros = {}
    for name, value in _STRING.findall(text):
        if legacy:
            macros[name.lower()] = eval(value)
        else:
            macros[name.lower()] = ast.literal_eval(value.strip())
    return macros


def parse_bibtex(source):
    text = to_text(source)
    entries = []
    for kind, key, body in _ENTRY.findall(text):
        fields = {k.lower(): v.strip() for k, v in _FIELD.findall(body)}
        fields.update(ENTRYTYPE=kind.lower(), ID=key.strip())
        entries.append(fields)
    return entries
