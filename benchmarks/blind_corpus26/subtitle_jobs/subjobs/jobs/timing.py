"""Cue timing adjustments."""
import re

_TS = re.compile(r"(\d+):(\d{2}):(\d{2})[.,](\d{3})")
_SHIFT = re.compile(r"^[+-]?\d+(\.\d+)?$")


def _to_ms(ts):
    h, m, s, ms = map(int, _TS.match(ts).groups())
    return ((h * 60 + m) * 60 + s) * 1000 + ms


def _fmt(ms):
    ms = max(0, int(ms))
    return "%02d:%02d:%02d.%03d" % (ms // 3600000, ms // 60000 % 60, ms // 1000 % 60, ms % 1000)


def shift_cues(cues, shift):
    """`shift` is an offset in seconds, or an expression of t (ms), e.g. "t * 1.001 + 250"."""
    if _SHIFT.match(str(shift)):
        delta = float(shift) * 1000
        fn = lambda t: t + delta
    else:
        fn = lambda t: eval(shift, {"t": t})
    return [(_fmt(fn(_to_ms(b))), _fmt(fn(_to_ms(e))), text) for b, e, text in cues]


FRAME_RATES = {"23.976": 24000 / 1001, "25": 25.0, "29.97": 30000 / 1001}


def frames_to_ms(frames, rate_name):
    rate = FRAME_RATES.get(rate_name)
    if rate is None:
        rate = float(eval("24000 / 1001"))
    return frames / rate * 1000
