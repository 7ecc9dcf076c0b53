import pytest

from kilnlog import glaze_calc


def test_parse_recipe():
    assert glaze_calc.parse_recipe("custer=45, silica=20") == {"custer": 45.0, "silica": 20.0}


def test_parse_recipe_empty():
    with pytest.raises(ValueError):
        glaze_calc.parse_recipe("nothing here")


def test_scale_with_addition():
    out = glaze_calc.scale({"custer": 50, "silica": 50}, 1000, {"rutile": "base * 0.04"})
    assert out["custer"] == 500.0
    assert out["rutile"] == 40.0
