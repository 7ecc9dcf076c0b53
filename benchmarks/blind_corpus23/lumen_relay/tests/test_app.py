from lumen.platesolve import dither_offsets
from lumen.sessions import frame_fingerprint


def test_dither_count():
    assert len(dither_offsets(5)) == 5


def test_fingerprint_stable():
    assert frame_fingerprint(b"abc") == frame_fingerprint(b"abc")
