from fractions import Fraction

from recipes.scaling import scale_quantity_exact


def test_exact():
    assert scale_quantity_exact("1 1/2", "2") == Fraction(3)


def test_db_password(monkeypatch):
    monkeypatch.setenv("RECIPES_DB_PASSWORD", "pw-for-tests-only")
    import importlib
    import recipes.config
    importlib.reload(recipes.config)
    assert recipes.config.DB_PASSWORD in ("pw-for-tests-only", "")
