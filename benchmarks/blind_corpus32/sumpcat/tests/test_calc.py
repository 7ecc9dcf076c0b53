from sumpcat.calc import evaluate


def test_rope_total():
    assert evaluate("12 + 8.5 + 20") == 40.5


def test_math_names_available():
    assert round(evaluate("sqrt(16)"), 3) == 4.0
