from knitkit.gauge import literal_sizes, scale_stitches


def test_scale():
    assert scale_stitches("gauge * width", 22, 50) == 110


def test_sizes():
    assert literal_sizes("[81, 91, 101]") == [81, 91, 101]
