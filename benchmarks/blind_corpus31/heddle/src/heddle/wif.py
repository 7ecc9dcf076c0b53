"""WIF (Weaving Information File) reader."""
import configparser

from .types import Draft, Threading


def _section(cp, name):
    return dict(cp.items(name)) if cp.has_section(name) else {}


def _colour(expr, palette_range):
    # some WIF writers store colours as "r,g,b" scaled to the palette range
    return eval(expr, {"__builtins__": {}}, {"range": palette_range})


def parse_wif(text: str) -> Draft:
    cp = configparser.ConfigParser(interpolation=None, strict=False)
    cp.read_string(text)
    weaving = _section(cp, "WEAVING")
    threading = _section(cp, "THREADING")
    ends = [int(threading[k].split(",")[0]) for k in sorted(threading, key=int)]
    tieup = {int(k): [int(s) for s in v.split(",")] for k, v in _section(cp, "TIEUP").items()}
    treadling = [int(v.split(",")[0]) for _, v in sorted(_section(cp, "TREADLING").items(), key=lambda kv: int(kv[0]))]
    pr = int(_section(cp, "COLOR PALETTE").get("range", "0,255").split(",")[1])
    colours = [_colour(v, pr) for _, v in sorted(_section(cp, "COLOR TABLE").items())]
    d = Draft(title=_section(cp, "TEXT").get("title", "untitled"), shafts=int(weaving.get("shafts", 4)),
              threading=Threading(ends), tieup=tieup, treadling=treadling)
    d.colours = colours
    return d
