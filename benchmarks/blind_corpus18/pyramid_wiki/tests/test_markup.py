from wiki.markup import rendre


def test_bold():
    assert "<b>x</b>" in rendre("**x**")


def test_calc():
    assert "6" in rendre("{{calc 2*3}}")
