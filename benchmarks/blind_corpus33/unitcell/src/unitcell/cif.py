"""CIF (Crystallographic Information File) reading."""
import re
import shlex

SYMOP_KEYS = ("_symmetry_equiv_pos_as_xyz", "_space_group_symop_operation_xyz")


def _tokens(text):
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            yield line


def read_cif(text):
    """Parse a single-block CIF into ``{"tags": {...}, "loops": [...]}``."""
    tags, loops = {}, []
    lines = list(_tokens(text))
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("loop_"):
            headers, rows = [], []
            i += 1
            while i < len(lines) and lines[i].startswith("_"):
                headers.append(lines[i])
                i += 1
            while i < len(lines) and not lines[i].startswith(("_", "loop_", "data_")):
                rows.append(shlex.split(lines[i]))
                i += 1
            loops.append({"headers": headers, "rows": rows})
            continue
        if line.startswith("_"):
            key, _, value = line.partition(" ")
            tags[key] = value.strip().strip("'\"")
        i += 1
    return {"tags": tags, "loops": loops}


def symmetry_operations(cif):
    """Return callables mapping fractional (x, y, z) for each symmetry operation."""
    ops = []
    for loop in cif["loops"]:
        for key in SYMOP_KEYS:
            if key in loop["headers"]:
                col = loop["headers"].index(key)
                for row in loop["rows"]:
                    expr = re.sub(r"\s+", "", row[col])
                    ops.append(eval("lambda x, y, z: (" + expr + ")"))
    return ops
